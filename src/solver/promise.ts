import { rankOfIndex } from './packed';
import type { Position } from './position';

/*
 * How promising a move looks, for the depth-first attempts' order (attempt.ts): the higher, the
 * sooner tried. After KPatience's Yukon solver: a card turned up first (from the column with the
 * most face-down cards first), then a column emptied, then a move to a foundation, then the rest,
 * and last a card taken back.
 */
const TURNS_CARD = 1000;
const EMPTIES_COLUMN = 400;
const TO_ITS_FOUNDATION = 300;
const SIDEWAYS = -300;
export const TAKE_BACK_PROMISE = -500;

/** How much a card leaving its column uncovers. */
function revealPromise(p: Position, card: number): number {
  const c = p.columnOf[card]!;
  const index = p.indexOf[card]!;
  if (index > 0 && index === p.down[c]) return TURNS_CARD + 10 * p.down[c]!;
  if (index === 0) return EMPTIES_COLUMN;
  return 0;
}

/** A column's last card to its foundation: the lower, the sooner, and more for what it uncovers. */
export function foundationPromise(p: Position, card: number): number {
  return TO_ITS_FOUNDATION - rankOfIndex(card) + revealPromise(p, card);
}

/** A card (at `index` of column `from`) moved along the columns with the cards on it. */
export function columnPromise(p: Position, card: number, from: number, index: number): number {
  const reveal = revealPromise(p, card);
  if (reveal > 0) return reveal;
  // A card that already lies on a card it fits on gains little by moving to another one.
  const under = p.cards[from * 52 + index - 1]!;
  return p.fits(card, under) ? SIDEWAYS : 0;
}
