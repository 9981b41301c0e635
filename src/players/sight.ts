import { ALL_CARDS, cardIndex, type CardId, type Column, type Puzzle, type Table } from '../engine';

/**
 * What a person sees of a table: the face-up cards where they lie, the foundations, and how many
 * cards lie face down in each column, never which. It is written as a puzzle whose face-down places
 * hold the cards not in sight in deck order, so that the engine's moves work on it unchanged while
 * nothing in it tells one hidden card from another: two tables that differ only in their face-down
 * cards look the same. A player sees only this; a move legal here is legal on the real table, since
 * no rule lets a face-down card be taken hold of or built on.
 */
export function sightOf(puzzle: Puzzle): Puzzle {
  const { columns, foundations } = puzzle.table;
  const inSight = new Uint8Array(52);
  for (let suit = 0; suit < 4; suit++) for (let rank = 1; rank <= (foundations[suit] ?? 0); rank++) inSight[suit * 13 + rank - 1] = 1;
  for (const { cards, down } of columns) for (let i = down; i < cards.length; i++) inSight[cardIndex(cards[i] as CardId)] = 1;
  const hidden = ALL_CARDS.filter((_, n) => inSight[n] === 0);
  let next = 0;
  const seen: Column[] = columns.map(({ cards, down }) => (down === 0 ? { cards, down } : { cards: [...hidden.slice(next, (next += down)), ...cards.slice(down)], down }));
  const table: Table = { columns: seen, foundations, score: puzzle.table.score };
  return { rule: puzzle.rule, table };
}

/**
 * A position as a player remembers it: the columns (face-down cards as their count only) and the
 * foundations, not the score. The same text for two tables that look the same.
 */
export function sightKey(table: Table): string {
  let key = table.foundations.join('');
  for (const { cards, down } of table.columns) {
    key += `|${down}`;
    for (let i = down; i < cards.length; i++) key += cards[i];
  }
  return key;
}

