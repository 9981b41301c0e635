import { SUITS, isCardId, type CardId } from '../../src/engine/cards';
import type { Column, Game, Rule, Table } from '../../src/engine/types';

/**
 * A column written the way a player reads it, bottom card first, face-down cards marked with `#`:
 * `'#KS #2D 9S 3H QC 5D'`.
 */
export function column(text: string): Column {
  const words = text.trim() === '' ? [] : text.trim().split(/\s+/);
  let down = 0;
  const cards = words.map((word, i) => {
    const faceDown = word.startsWith('#');
    const id = faceDown ? word.slice(1) : word;
    if (!isCardId(id)) throw new Error(`not a card: ${word}`);
    if (faceDown) {
      if (down !== i) throw new Error(`face-down cards must come first: ${text}`);
      down++;
    }
    return id as CardId;
  });
  return { cards, down };
}

/** A table from 7 column strings (missing ones empty) and foundation counts by suit letter. */
export function table(columns: readonly string[], foundations: Partial<Record<(typeof SUITS)[number], number>> = {}, score = 0): Table {
  const cols = Array.from({ length: 7 }, (_, i) => column(columns[i] ?? ''));
  return { columns: cols, foundations: SUITS.map((s) => foundations[s] ?? 0), score };
}

/** A game at a given table, with no history. */
export function gameAt(t: Table, rule: Rule = 'classic'): Game {
  return { rule, deal: 0, table: t, moves: 0, line: null, undoable: 0, redo: null };
}

/** A table in the same notation as `column`, for readable failure messages. */
export function describe(t: Table): string[] {
  return t.columns.map((c) => c.cards.map((card, i) => (i < c.down ? `#${card}` : card)).join(' '));
}
