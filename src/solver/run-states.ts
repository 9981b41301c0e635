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
 * positions make fewer, and a key costs (without this, YU1-C-AAAAGFU's proof took a fifth longer
 * when states were strings; with the typed arrays below, looking up from the first changes little:
 * measured within noise, so the cap's meaning stays).
 */
export const LOOK_UP_AFTER = 64;
/** A state's words: the position's key (Position.keyWords, 13), then the cards waiting as a 52-bit set (2). */
const WORDS = 15;
/** States the table has room for at first; it doubles as needed, up to `most`. */
const FIRST_ROOM = 1024;

/** A state's hash: the position's, with the cards waiting (a 52-bit set, `low` cards 0–31, `high` 32–51) mixed in. */
export const stateHash = (hash: number, low: number, high: number): number => (hash ^ Math.imul(low, 0x85ebca6b) ^ Math.imul(high ^ 0x5bd1e995, 0xc2b2ae35)) | 0;

/**
 * The states the runs of take-backs (best-first.ts, Lemma 3) from the position being opened have
 * reached after a second take-back or later (past LOOK_UP_AFTER of them): its key and the cards
 * waiting to be used. Two orders of the same take-backs that reach the same state go on alike, so
 * the second stops there. Still, with nearly full foundations the runs may take whole suits down
 * into the columns in more ways than can be tried (a Moosehide endgame found by scripts/judge.ts
 * never ended): past `most` states the position's runs stop, and the search may no longer say lost
 * (`cutShort`).
 *
 * The states are kept whole in typed arrays (a state is its key and the set of cards waiting, in any
 * order), found by a hash and compared in full, so two states are alike only when they are. A Set
 * of strings made per look-up did the same in 1.75 times the time (Relaxed YU1-R-AAADZQD's guided
 * search, its first 300,000 positions: README). Emptied for each position opened by a new
 * generation number, not by clearing.
 */
export class RunStates {
  /** The states, WORDS each, in the order they were added. */
  private states = new Int32Array(0);
  /** Per slot: the generation that wrote it (else free), the state's number, its hash. */
  private stamps = new Int32Array(0);
  private entries = new Int32Array(0);
  private hashes = new Int32Array(0);
  private generation = 1;
  private count = 0;
  /** Take-backs after a run's first made from the position being opened. */
  private steps = 0;
  /** Some position's runs were cut short: running out of positions proves nothing. */
  cutShort = false;

  constructor(
    /** A whole number. */
    private readonly most: number = RUN_STATES,
    /** The room at first (the tests make it small, so that the table grows often). */
    private readonly firstRoom: number = FIRST_ROOM,
  ) {}

  /** A position is being opened: its runs start afresh. */
  clear(): void {
    this.steps = 0;
    if (this.count === 0) return;
    this.count = 0;
    if (++this.generation === 0x7fffffff) {
      this.stamps.fill(0);
      this.generation = 1;
    }
  }

  /**
   * True when the run goes on from the state just reached (a take-back made, `depth` take-backs
   * before it in the run, `waiting` the cards taken back and not yet used); false when that state
   * was reached before by another order, or the position's runs are cut short here. `waiting` holds
   * distinct cards (0–51), so it is a set: a card is taken back only from its foundation, and every
   * card waiting was taken back earlier in the run, into a column (best-first.ts, takeBack).
   */
  goesOn(p: Position, depth: number, waiting: readonly number[]): boolean {
    // (A run's first take-back reaches a state of its own: only later ones can be reached in two orders.)
    if (depth === 0 || ++this.steps <= Math.min(LOOK_UP_AFTER, this.most)) return true;
    let low = 0;
    let high = 0;
    for (const card of waiting) {
      if (card < 32) low |= 1 << card;
      else high |= 1 << (card - 32);
    }
    const hash = stateHash(p.hash, low, high);
    const key = p.keyWords;
    if (this.stamps.length === 0) this.grow(Math.max(1, Math.min(this.firstRoom, this.most)));
    const mask = this.stamps.length - 1;
    let slot = (hash ^ (hash >>> 15)) & mask;
    for (; this.stamps[slot] === this.generation; slot = (slot + 1) & mask) {
      if (this.hashes[slot] !== hash) continue;
      const base = this.entries[slot]! * WORDS;
      const states = this.states;
      let k = 0;
      while (k < 13 && states[base + k] === key[k]) k++;
      if (k === 13 && states[base + 13] === low && states[base + 14] === high) return false;
    }
    if (this.count >= this.most) {
      this.cutShort = true;
      return false;
    }
    const base = this.count * WORDS;
    this.states.set(key, base);
    this.states[base + 13] = low;
    this.states[base + 14] = high;
    this.stamps[slot] = this.generation;
    this.entries[slot] = this.count;
    this.hashes[slot] = hash;
    this.count++;
    if (this.count * WORDS === this.states.length && this.count < this.most) this.grow(Math.min(2 * this.count, this.most));
    return true;
  }

  /** Room for `room` states (the slots kept at most half full), the states of this generation kept. */
  private grow(room: number): void {
    const states = new Int32Array(room * WORDS);
    states.set(this.states.subarray(0, this.count * WORDS));
    this.states = states;
    let size = 2;
    while (size < 2 * room) size *= 2;
    const { stamps, entries, hashes } = this;
    this.stamps = new Int32Array(size);
    this.entries = new Int32Array(size);
    this.hashes = new Int32Array(size);
    const mask = size - 1;
    for (let j = 0; j < stamps.length; j++) {
      if (stamps[j] !== this.generation) continue;
      let slot = (hashes[j]! ^ (hashes[j]! >>> 15)) & mask;
      while (this.stamps[slot] === this.generation) slot = (slot + 1) & mask;
      this.stamps[slot] = this.generation;
      this.entries[slot] = entries[j]!;
      this.hashes[slot] = hashes[j]!;
    }
  }
}
