import { ALL_CARDS, type CardId } from './cards';
import { dealRandom, shuffle } from './rng';
import type { Column, Table } from './types';

/** Cards per column, left to right. */
export const COLUMN_SIZES: readonly number[] = [1, 6, 7, 8, 9, 10, 11];
/** Face-down cards at the bottom of each column, left to right. */
export const FACE_DOWN_COUNTS: readonly number[] = [0, 1, 2, 3, 4, 5, 6];

/** The deck after shuffling for a deal number: the fixed deck order through `shuffle`. */
export function shuffledDeck(deal: number): CardId[] {
  return shuffle(ALL_CARDS, dealRandom(deal));
}

/**
 * The opening table of a deal: the shuffled deck is dealt in order, column 1 first, each column
 * bottom card first (so column 1 is deck[0], column 2 is deck[1..6] and so on).
 */
export function dealTable(deal: number): Table {
  const deck = shuffledDeck(deal);
  let next = 0;
  const columns: Column[] = COLUMN_SIZES.map((size, i) => {
    const cards = deck.slice(next, next + size);
    next += size;
    return { cards, down: FACE_DOWN_COUNTS[i] ?? 0 };
  });
  return { columns, foundations: [0, 0, 0, 0], score: 0 };
}
