import { DECK_SIZE, KING, cardOf, isCardId, type CardId } from './cards';
import { COLUMN_COUNT } from './rules';
import type { Column, Table } from './types';

/**
 * A table written as text, for saves whose oldest history was trimmed:
 * `score;spades,hearts,diamonds,clubs;column|column|…` where a column is
 * `faceDownCount:card card …` bottom first, e.g. `35;2,0,1,0;0:KS QH|2:4C 9D 8S|…`.
 */
export function writeTable(table: Table): string {
  const columns = table.columns.map((c) => `${c.down}:${c.cards.join(' ')}`).join('|');
  return `${table.score};${table.foundations.join(',')};${columns}`;
}

const isCount = (n: number, max: number) => Number.isInteger(n) && n >= 0 && n <= max;

/**
 * Reads a written table, checking everything a real table keeps true: 7 columns, foundation
 * counts 0–13, every card exactly once (on a foundation or in a column), face-down cards only
 * under face-up ones and the last card of a column face up. Returns null for anything else.
 */
export function readTable(text: string): Table | null {
  const parts = text.split(';');
  if (parts.length !== 3) return null;
  const [scoreText, foundationText, columnText] = parts as [string, string, string];
  const score = Number(scoreText);
  if (!isCount(score, 1_000_000)) return null;
  const foundations = foundationText.split(',').map(Number);
  if (foundations.length !== 4 || !foundations.every((n) => isCount(n, KING))) return null;
  const seen = new Set<CardId>();
  foundations.forEach((count, suit) => {
    for (let rank = 1; rank <= count; rank++) seen.add(cardOf(suit, rank));
  });
  const columns: Column[] = [];
  for (const part of columnText.split('|')) {
    const m = /^(\d+):(.*)$/.exec(part);
    if (!m) return null;
    const down = Number(m[1]);
    const cards = m[2] === '' ? [] : (m[2] as string).split(' ');
    if (!cards.every(isCardId)) return null;
    for (const card of cards) {
      if (seen.has(card)) return null;
      seen.add(card);
    }
    if (cards.length === 0 ? down !== 0 : !(down >= 0 && down < cards.length)) return null;
    columns.push({ cards, down });
  }
  if (columns.length !== COLUMN_COUNT || seen.size !== DECK_SIZE) return null;
  return { columns, foundations, score };
}
