/** Keys are kept in chunks of this many, so that growing never copies them. */
const CHUNK = 1 << 16;

/**
 * The positions the search has been to, each stored with its whole 52-byte key, so that a position
 * is only ever skipped when it truly was seen: a "lost" verdict never rests on a hash collision.
 * Open addressing on the key's hash; each slot holds its entry's number and hash side by side, so
 * a probe reads one place in memory and a key is compared only when the hashes agree. Storage
 * grows as needed up to `capacity` entries (about 70 bytes each with their slots), so a small
 * search uses little memory.
 */
export class SeenPositions {
  private readonly chunks: Uint8Array[] = [];
  /** Pairs: at 2i the entry's number from 1 (0: free), at 2i + 1 its hash. At most half are used. */
  private slots = new Int32Array(2 * 2048);
  private count = 0;

  constructor(
    /** The most positions it may hold; `add` refuses more. */
    readonly capacity: number,
    private readonly width = 52,
  ) {}

  /** Bytes held, for the memory figures. */
  get bytes(): number {
    return this.chunks.length * CHUNK * this.width + this.slots.byteLength;
  }

  /** Adds a key unless it is there. Returns 1 when added, 0 when it was there, -1 when full. */
  add(key: Uint8Array, hash: number): number {
    const slots = this.slots;
    const mask = (slots.length >> 1) - 1;
    const w = this.width;
    let i = hash & mask;
    for (let at = slots[2 * i]!; at !== 0; i = (i + 1) & mask, at = slots[2 * i]!) {
      if (slots[2 * i + 1] !== hash) continue;
      const chunk = this.chunks[((at - 1) / CHUNK) | 0]!;
      const base = ((at - 1) % CHUNK) * w;
      let k = 0;
      while (k < w && chunk[base + k] === key[k]) k++;
      if (k === w) return 0;
    }
    if (this.count >= this.capacity) return -1;
    if (this.count % CHUNK === 0) this.chunks.push(new Uint8Array(CHUNK * w));
    this.chunks[this.chunks.length - 1]!.set(key, (this.count % CHUNK) * w);
    this.count++;
    slots[2 * i] = this.count;
    slots[2 * i + 1] = hash;
    if (this.count * 2 > mask + 1) this.rehash();
    return 1;
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
