import { ALL_CARDS, type CardId } from './cards';
import { dealRandom, shuffle } from './rng';
import type { Column, Table } from './types';
import { DEFAULT_RULE, variantOf, type Variant } from './variant';

const shape = variantOf(DEFAULT_RULE).deal;
/** Cards per column, left to right (every game here deals the same). */
export const COLUMN_SIZES: readonly number[] = shape.down.map((down, i) => down + (shape.up[i] ?? 0));
/** Face-down cards at the bottom of each column, left to right. */
export const FACE_DOWN_COUNTS: readonly number[] = shape.down;

/** The deck after shuffling for a deal number: the fixed deck order through `shuffle`. */
export function shuffledDeck(deal: number): CardId[] {
  return shuffle(ALL_CARDS, dealRandom(deal));
}

/**
 * The opening table of a deal: the shuffled deck is dealt in order, column 1 first, each column
 * bottom card first (so column 1 is deck[0], column 2 is deck[1..6] and so on), in the shape of
 * the game's deal.
 */
export function dealTable(deal: number, variant: Variant = variantOf(DEFAULT_RULE)): Table {
  const deck = shuffledDeck(deal);
  let next = 0;
  const columns: Column[] = variant.deal.down.map((down, i) => {
    const size = down + (variant.deal.up[i] ?? 0);
    const cards = deck.slice(next, next + size);
    next += size;
    return { cards, down };
  });
  return { columns, foundations: [0, 0, 0, 0], score: 0 };
}
