/** Keys are kept in chunks of this many, so that growing never copies them. */
const CHUNK = 1 << 16;

/**
 * The positions the search has been to, each stored with its whole 52-byte key, so that a position
 * is only ever skipped when it truly was seen: a "lost" verdict never rests on a hash collision.
 * Open addressing on the key's hash. Storage grows as needed up to `capacity` entries (about 64
 * bytes each with their hash and slots), so a small search uses little memory.
 */
export class SeenPositions {
  private readonly chunks: Uint8Array[] = [];
  private hashes: Int32Array;
  private slots: Int32Array;
  private count = 0;

  constructor(
    /** The most positions it may hold; `add` refuses more. */
    readonly capacity: number,
    private readonly width = 52,
  ) {
    this.hashes = new Int32Array(1024);
    this.slots = new Int32Array(2048);
  }

  /** Bytes held, for the memory figures. */
  get bytes(): number {
    return this.chunks.length * CHUNK * this.width + this.hashes.byteLength + this.slots.byteLength;
  }

  /** Adds a key unless it is there. Returns 1 when added, 0 when it was there, -1 when full. */
  add(key: Uint8Array, hash: number): number {
    const mask = this.slots.length - 1;
    const w = this.width;
    let i = hash & mask;
    for (let at = this.slots[i]!; at !== 0; i = (i + 1) & mask, at = this.slots[i]!) {
      if (this.hashes[at - 1] !== hash) continue;
      const chunk = this.chunks[((at - 1) / CHUNK) | 0]!;
      const base = ((at - 1) % CHUNK) * w;
      let k = 0;
      while (k < w && chunk[base + k] === key[k]) k++;
      if (k === w) return 0;
    }
    if (this.count >= this.capacity) return -1;
    if (this.count === this.hashes.length) this.grow();
    if (this.count % CHUNK === 0) this.chunks.push(new Uint8Array(CHUNK * w));
    this.chunks[this.chunks.length - 1]!.set(key, (this.count % CHUNK) * w);
    this.hashes[this.count] = hash;
    this.count++;
    if (this.count * 2 > this.slots.length) this.rehash();
    else this.slots[i] = this.count;
    return 1;
  }

  private grow(): void {
    const hashes = new Int32Array(Math.min(this.hashes.length * 2, this.capacity));
    hashes.set(this.hashes);
    this.hashes = hashes;
  }

  /** Doubles the slots (kept at most half full) and puts every entry back. */
  private rehash(): void {
    this.slots = new Int32Array(this.slots.length * 2);
    const mask = this.slots.length - 1;
    for (let entry = 1; entry <= this.count; entry++) {
      let i = this.hashes[entry - 1]! & mask;
      while (this.slots[i] !== 0) i = (i + 1) & mask;
      this.slots[i] = entry;
    }
  }
}
