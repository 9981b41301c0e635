/**
 * The open entries of the best-first search (best-first.ts: a position to open, or the runs of
 * take-backs from one): a binary min-heap of entry numbers on their estimates of the work left, the
 * lower first and, of equal ones, the higher number (found later: the deeper). Each entry's
 * estimate is kept beside it in the heap, so the memory grows with the entries open, not with all
 * those ever found.
 */
export class OpenHeap {
  private entries = new Int32Array(1024);
  private estimates = new Int32Array(1024);
  size = 0;
  /** The estimate of the entry `pop` took out last. */
  popped = 0;

  /** Adds entry `n` (each number at most once) with its estimate. */
  push(n: number, estimate: number): void {
    if (this.size === this.entries.length) {
      this.entries = grow(this.entries);
      this.estimates = grow(this.estimates);
    }
    const { entries, estimates } = this;
    let i = this.size++;
    for (let up = (i - 1) >> 1; i > 0 && before(n, estimate, entries[up]!, estimates[up]!); i = up, up = (i - 1) >> 1) {
      entries[i] = entries[up]!;
      estimates[i] = estimates[up]!;
    }
    entries[i] = n;
    estimates[i] = estimate;
  }

  /** Takes out the entry that looks closest to a win (its estimate: `popped`). */
  pop(): number {
    const { entries, estimates } = this;
    const top = entries[0]!;
    this.popped = estimates[0]!;
    const size = --this.size;
    const n = entries[size]!;
    const estimate = estimates[size]!;
    let i = 0;
    for (let l = 1; l < size; l = 2 * i + 1) {
      const m = l + 1 < size && before(entries[l + 1]!, estimates[l + 1]!, entries[l]!, estimates[l]!) ? l + 1 : l;
      if (!before(entries[m]!, estimates[m]!, n, estimate)) break;
      entries[i] = entries[m]!;
      estimates[i] = estimates[m]!;
      i = m;
    }
    entries[i] = n;
    estimates[i] = estimate;
    return top;
  }

  get bytes(): number {
    return this.entries.byteLength + this.estimates.byteLength;
  }
}

/** True when entry a (with its estimate) comes out before entry b. */
function before(a: number, ea: number, b: number, eb: number): boolean {
  return ea < eb || (ea === eb && a > b);
}

/** The same numbers in an array twice as long. */
export function grow(a: Int32Array): Int32Array<ArrayBuffer>;
export function grow(a: Uint8Array): Uint8Array<ArrayBuffer>;
export function grow(a: Int32Array | Uint8Array): Int32Array<ArrayBuffer> | Uint8Array<ArrayBuffer> {
  const b = a instanceof Int32Array ? new Int32Array(a.length * 2) : new Uint8Array(a.length * 2);
  b.set(a);
  return b;
}
