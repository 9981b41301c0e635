import { cardAt, type Move } from '../engine';

/*
 * The numbers the solver works in: a card is its place in the engine's deck order (0–51: spades
 * A–K, hearts, diamonds, clubs), a move a card and its target packed in one number.
 */

/** A move's target: a column 0–6, or this for the card's foundation. */
export const TO_FOUNDATION = 7;

/** A move packed in a number: the card (0–51, deck order) and its target. */
export const packMove = (card: number, to: number): number => card | (to << 6);
export const moveCard = (move: number): number => move & 63;
export const moveTo = (move: number): number => move >> 6;

export const rankOfIndex = (card: number): number => (card % 13) + 1;
export const suitOfIndex = (card: number): number => (card / 13) | 0;

/** A packed move as the engine's move, for the lines the searches return. */
export function engineMove(move: number): Move {
  const to = moveTo(move);
  return { card: cardAt(moveCard(move)), to: to === TO_FOUNDATION ? 'foundation' : to };
}
