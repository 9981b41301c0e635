import { deadByBlockedParents } from './blocked-parents';
import { deadEnd } from './dead-end';
import { TO_FOUNDATION } from './packed';
import type { Position } from './position';
import { lockedRanks, safeToFoundation } from './safety';
import { staysAlive } from './stays-alive';

/**
 * The search's cut-offs, as one set: the proved ones of safety.ts, dead-end.ts, stays-alive.ts and
 * blocked-parents.ts. Tests pass deliberately unsound sets (test/support/unsound.ts) to show that
 * the exhaustive judge catches each of them.
 */
export interface Cuts {
  lockedRanks(p: Position, out: Int8Array): Int8Array;
  safeToFoundation(p: Position, card: number, locked: Int8Array): boolean;
  /** True when the position can never be won (dead-end.ts). */
  deadEnd(p: Position, locked: Int8Array): boolean;
  /**
   * True when a position `deadEnd` found live is live still after a move (stays-alive.ts), so the
   * test need not run: the card moved, its target (a column or TO_FOUNDATION), whether it came from
   * a foundation. Proved for `deadEnd` above only: a set with another dead-end test says never.
   */
  staysAlive(p: Position, card: number, to: number, fromFoundation: boolean): boolean;
  /**
   * A stronger dead-end test, too costly for every position, for the position a search starts
   * from (search.ts asks it once): true when that position can never be won.
   */
  deadAtStart?(p: Position, locked: Int8Array): boolean;
}

export const SOUND_CUTS: Cuts = { lockedRanks, safeToFoundation, deadEnd, staysAlive };

/** lockedRanks's answer for SHARP_CUTS.staysAlive (the searches are single-threaded). */
const lockedAfter = new Int8Array(4);

/**
 * The same with the dead-end test's sharper rules, of piles and of returns, and at the start the
 * rule of blocked parents (blocked-parents.ts): for the guided plan only, so that the daily deals
 * and the grades, found with the attempts plan and SOUND_CUTS, never change.
 */
export const SHARP_CUTS: Cuts = {
  lockedRanks,
  safeToFoundation,
  deadEnd: (p, locked) => deadEnd(p, locked, true),
  staysAlive: (p, card, to, fromFoundation) => staysAlive(p, card, to, fromFoundation, true, to === TO_FOUNDATION ? lockedRanks(p, lockedAfter) : null),
  deadAtStart: (p, locked) => deadByBlockedParents(p, locked, true),
};

/**
 * No cut-offs at all: no card counted locked (so every foundation's top card may be taken back),
 * no safe move played unasked, no dead end cut off. A search with these looks at every position
 * the rules reach, keeping only what is exact (positions seen, in any column order); for the audit
 * of lost verdicts (scripts/audit.ts), which must hold without the rules that made them fast.
 */
export const NO_CUTS: Cuts = {
  lockedRanks: (_p, out) => out.fill(0),
  safeToFoundation: () => false,
  deadEnd: () => false,
  staysAlive: () => false,
};
