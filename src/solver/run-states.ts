import { DECK_SIZE } from '../engine';
import type { Position } from './position';

/**
 * The most states (a position and the cards waiting) looked up that the runs of take-backs from one
 * position may reach. In the lost proofs of Classic YU1-C-AAAAGFU, AAAAIAY, AAAALIB and AAAAGTW a
 * position's runs make at most 69 take-backs after their first, in the first 5,000,000 positions of
 * Moosehide YU1-M-AAAAGYB 482; a Moosehide endgame with three foundations nearly full made more
 * than ten million.
 */
export const RUN_STATES = 10_000;
/**
 * Take-backs after a run's first made from one position before their states are looked up: most
 * positions make fewer, and a key costs (without this, YU1-C-AAAAGFU's proof took a fifth longer).
 */
const LOOK_UP_AFTER = 64;
/** A state's bytes, made in place: the position's key, then the cards waiting in increasing order. */
const bytes = new Uint8Array(2 * DECK_SIZE);
/** Reads the bytes as a string, one character a byte, for the set of states (4 times as fast as spreading them into String.fromCharCode). */
const latin1 = new TextDecoder('latin1');

/**
 * The states the runs of take-backs (best-first.ts, Lemma 3) from the position being opened have
 * reached after a second take-back or later (past LOOK_UP_AFTER of them): its key and the cards
 * waiting to be used. Two orders of the same take-backs that reach the same state go on alike, so
 * the second stops there. Still, with nearly full foundations the runs may take whole suits down
 * into the columns in more ways than can be tried (a Moosehide endgame found by scripts/judge.ts
 * never ended): past `most` states the position's runs stop, and the search may no longer say lost
 * (`cutShort`).
 */
export class RunStates {
  private readonly states = new Set<string>();
  /** Take-backs after a run's first made from the position being opened. */
  private steps = 0;
  /** Some position's runs were cut short: running out of positions proves nothing. */
  cutShort = false;

  constructor(private readonly most: number = RUN_STATES) {}

  /** A position is being opened: its runs start afresh. */
  clear(): void {
    // (Most positions look nothing up, and clearing a Set makes it a new table: skipped when empty.)
    if (this.states.size > 0) this.states.clear();
    this.steps = 0;
  }

  /**
   * True when the run goes on from the state just reached (a take-back made, `depth` take-backs
   * before it in the run, `waiting` the cards taken back and not yet used); false when that state
   * was reached before by another order, or the position's runs are cut short here.
   */
  goesOn(p: Position, depth: number, waiting: readonly number[]): boolean {
    // (A run's first take-back reaches a state of its own: only later ones can be reached in two orders.)
    if (depth === 0 || ++this.steps <= Math.min(LOOK_UP_AFTER, this.most)) return true;
    bytes.set(p.key);
    for (let i = 0; i < waiting.length; i++) {
      // (Insertion in order: a run has only a few cards waiting.)
      let at = DECK_SIZE + i;
      for (; at > DECK_SIZE && bytes[at - 1]! > waiting[i]!; at--) bytes[at] = bytes[at - 1]!;
      bytes[at] = waiting[i]!;
    }
    const state = latin1.decode(bytes.subarray(0, DECK_SIZE + waiting.length));
    if (this.states.has(state)) return false;
    if (this.states.size >= this.most) {
      this.cutShort = true;
      return false;
    }
    this.states.add(state);
    return true;
  }
}
