import { moveCard } from './packed';
import type { Position } from './position';

/** Keys are kept in chunks of this many, so that growing never copies them (but the first, while it grows to this). */
const CHUNK = 1 << 16;
/**
 * The first chunk holds this many keys at first and doubles as it fills, up to CHUNK: a short
 * search (a hunch of a few hundred positions; the plan makes dozens a deal) zeroes 3.4 MB less.
 */
const FIRST_KEYS = 1 << 10;
/** A key's length in 32-bit words (52 bytes), compared a word at a time. */
const WORDS = 13;

/**
 * The positions the search has been to, each stored with its whole 52-byte key, so that a position
 * is only ever skipped when it truly was seen: a "lost" verdict never rests on a hash collision.
 * Open addressing on the key's hash; each slot holds its entry's number and hash side by side, so
 * a probe reads one place in memory and a key is compared only when the hashes agree. Storage
 * grows as needed up to `capacity` entries (about 70 bytes each with their slots), so a small
 * search uses little memory.
 */
export class SeenPositions {
  private readonly chunks: Int32Array[] = [];
  /** Pairs: at 2i the entry's number from 1 (0: free), at 2i + 1 its hash. At most half are used. */
  private slots = new Int32Array(2 * 2048);
  private count = 0;

  constructor(
    /** The most positions it may hold; `add` refuses more. */
    readonly capacity: number,
  ) {}

  /** Bytes held, for the memory figures. */
  get bytes(): number {
    let bytes = this.slots.byteLength;
    for (const chunk of this.chunks) bytes += chunk.byteLength;
    return bytes;
  }

  /**
   * True when a move leads to a position here, found without making it. The searches keep a
   * position only once no safe move is left in it (they play safe moves first), and a move along
   * the columns or to a foundation changes one card's byte of the key and the byte of a card it
   * turns up: the position previews that key in place. If that table still has a safe move, it was
   * never kept, and the answer is false; if it has none, it is the very position the move leads
   * to. So the answer is exact for those moves; false for take-backs, which the caller makes (in
   * Classic YU1-C-AAAAGFU's proof, moves to a foundation looked up so make 50,000 fewer moves).
   */
  holdsAfter(p: Position, move: number): boolean {
    if (p.columnOf[moveCard(move)]! < 0) return false;
    p.previewMove(move);
    const here = this.holds(p.keyWords, p.hash);
    p.endPreview();
    return here;
  }

  /** True when the key (Position.keyWords, with its hash) is there. */
  holds(key: Int32Array, hash: number): boolean {
    return this.slots[2 * this.slotOf(key, hash)] !== 0;
  }

  /** Adds a key (Position.keyWords: its 52 bytes as 13 words) unless it is there. Returns 1 when added, 0 when it was there, -1 when full. */
  add(key: Int32Array, hash: number): number {
    const i = this.slotOf(key, hash);
    const slots = this.slots;
    if (slots[2 * i] !== 0) return 0;
    if (this.count >= this.capacity) return -1;
    const at = (this.count % CHUNK) * WORDS;
    let chunk = this.chunks[this.chunks.length - 1];
    if (at === 0) this.chunks.push((chunk = new Int32Array((this.count === 0 ? FIRST_KEYS : CHUNK) * WORDS)));
    else if (at === chunk!.length) {
      // (Only the first chunk grows: every later one starts whole.)
      const grown = new Int32Array(2 * at);
      grown.set(chunk!);
      this.chunks[0] = chunk = grown;
    }
    chunk!.set(key, at);
    this.count++;
    slots[2 * i] = this.count;
    slots[2 * i + 1] = hash;
    if (this.count * 2 > slots.length >> 1) this.rehash();
    return 1;
  }

  /** The slot that holds the key, or the free slot where it would go. */
  private slotOf(key: Int32Array, hash: number): number {
    const slots = this.slots;
    const mask = (slots.length >> 1) - 1;
    let i = hash & mask;
    for (let at = slots[2 * i]!; at !== 0; i = (i + 1) & mask, at = slots[2 * i]!) {
      if (slots[2 * i + 1] !== hash) continue;
      const chunk = this.chunks[((at - 1) / CHUNK) | 0]!;
      const base = ((at - 1) % CHUNK) * WORDS;
      let k = 0;
      while (k < WORDS && chunk[base + k] === key[k]) k++;
      if (k === WORDS) return i;
    }
    return i;
  }

  /** Doubles the slots (kept at most half full) and puts every entry back. */
  private rehash(): void {
    const old = this.slots;
    const slots = (this.slots = new Int32Array(old.length * 2));
    const mask = (slots.length >> 1) - 1;
    for (let j = 0; j < old.length; j += 2) {
      if (old[j] === 0) continue;
      let i = old[j + 1]! & mask;
      while (slots[2 * i] !== 0) i = (i + 1) & mask;
      slots[2 * i] = old[j]!;
      slots[2 * i + 1] = old[j + 1]!;
    }
  }
}
