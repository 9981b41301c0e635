import type { CardId } from '../engine';
import type { Layout } from './layout';

/** How a change of table is shown. */
export type ShowHow = 'move' | 'deal' | 'instant';

/** Where a card is shown now (its top-left corner, in CSS pixels) and which side is up. */
export interface Shown {
  readonly x: number;
  readonly y: number;
  readonly faceUp: boolean;
}

/** A card turning over: to which side, after how long, for how long. */
export interface Flip {
  readonly faceUp: boolean;
  readonly delay: number;
  readonly duration: number;
}

/** One card's part in a change of table, as plain data. Times in milliseconds. */
export interface CardMotion {
  readonly card: CardId;
  readonly from: { readonly x: number; readonly y: number };
  readonly to: { readonly x: number; readonly y: number };
  readonly delay: number;
  /** 0 puts the card in place at once. */
  readonly duration: number;
  /** The side it shows from the start: a dealt card starts face down. */
  readonly startFaceUp: boolean;
  readonly flip: Flip | null;
  /** Drawing order once it has landed. */
  readonly z: number;
  /** Drawing order while it waits and travels: above the cards that stay. */
  readonly travelZ: number;
}

/** Cards in flight are drawn above every card at rest, and a deck above those in flight. */
export const FLYING_Z = 5_000;
const DECK_Z = 6_000;

/** The durations of the table's motions; all zero when motion is off. */
export interface Timing {
  readonly move: number;
  readonly flip: number;
  /** Between one dealt card and the next. */
  readonly dealStagger: number;
  /** A dealt card flies this much longer than a moved one. */
  readonly dealExtra: number;
}

/** How long a card takes to slide to its place, and to turn over. */
export const MOVE_MS = 200;
export const FLIP_MS = 160;
/** The table's motions, and the same with motion off. */
export const NORMAL_TIMING: Timing = { move: MOVE_MS, flip: FLIP_MS, dealStagger: 18, dealExtra: 120 };
export const FAST_TIMING: Timing = { move: MOVE_MS / 2, flip: FLIP_MS / 2, dealStagger: 9, dealExtra: 60 };
export const NO_MOTION: Timing = { move: 0, flip: 0, dealStagger: 0, dealExtra: 0 };

/** Cards that moved less than this are treated as in place. */
const STILL = 0.5;

/**
 * Plans how the table goes from what is shown to a new layout. 'move': each card slides from where
 * it is shown now (a refused drop therefore slides back) and turns over at once if its side
 * changed. 'deal': the cards are gathered face down into the deck at the top left, then fly out of
 * it column by column, bottom card first, one after another, and the face-up ones turn over as
 * they land. 'instant', or nothing shown yet: everything is in place at once.
 */
export function planMotion(shown: ReadonlyMap<CardId, Shown> | null, layout: Layout, how: ShowHow, timing: Timing): CardMotion[] {
  const instant = how === 'instant' || shown === null;
  const order = [...layout.cards.keys()];
  if (how === 'deal') order.sort((a, b) => dealOrder(layout, a) - dealOrder(layout, b));
  const deck = { x: layout.deck.x, y: layout.deck.y };
  return order.map((card, i) => {
    const slot = layout.cards.get(card)!;
    const to = { x: slot.x, y: slot.y };
    if (how === 'deal' && !instant) {
      const delay = timing.dealStagger * i;
      const flip = slot.faceUp ? { faceUp: true, delay: delay + timing.move, duration: timing.flip } : null;
      // The first card dealt lies on top of the deck.
      return { card, from: deck, to, delay, duration: timing.move + timing.dealExtra, startFaceUp: false, flip, z: slot.z, travelZ: DECK_Z + order.length - i };
    }
    const now = shown?.get(card);
    const from = now ? { x: now.x, y: now.y } : to;
    const moved = Math.abs(from.x - to.x) > STILL || Math.abs(from.y - to.y) > STILL;
    const duration = instant || !moved ? 0 : timing.move;
    const startFaceUp = now?.faceUp ?? slot.faceUp;
    const flip = startFaceUp === slot.faceUp ? null : { faceUp: slot.faceUp, delay: 0, duration: instant ? 0 : timing.flip };
    return { card, from, to, delay: 0, duration, startFaceUp, flip, z: slot.z, travelZ: duration > 0 ? FLYING_Z + slot.z : slot.z };
  });
}

/** Dealing order: column by column from the left, each from its bottom card up. */
function dealOrder(layout: Layout, card: CardId): number {
  const slot = layout.cards.get(card)!;
  const column = layout.columns.findIndex((lane) => Math.abs(lane.x - slot.x) < STILL);
  return (column < 0 ? layout.columns.length : column) * 100 + slot.z;
}
