/**
 * The open entries of the best-first search (best-first.ts: a position to open, or the runs of
 * take-backs from one): a binary min-heap of entry numbers on their estimates of the work left, the
 * lower first and, of equal ones, the higher number (found later: the deeper). It keeps each
 * entry's estimate, growing as entries are added.
 */
export class OpenHeap {
  private heap = new Int32Array(1024);
  private estimate = new Int32Array(1024);
  size = 0;

  /** Adds entry `n` (a number from 0 up, each at most once) with its estimate. */
  push(n: number, estimate: number): void {
    while (n >= this.estimate.length) this.estimate = grow(this.estimate);
    if (this.size === this.heap.length) this.heap = grow(this.heap);
    this.estimate[n] = estimate;
    const h = this.heap;
    let i = this.size++;
    h[i] = n;
    while (i > 0) {
      const up = (i - 1) >> 1;
      if (!this.before(h[i]!, h[up]!)) break;
      [h[i], h[up]] = [h[up]!, h[i]!];
      i = up;
    }
  }

  /** Takes out the entry that looks closest to a win. */
  pop(): number {
    const h = this.heap;
    const top = h[0]!;
    h[0] = h[--this.size]!;
    for (let i = 0; ; ) {
      const l = 2 * i + 1;
      const r = l + 1;
      let m = i;
      if (l < this.size && this.before(h[l]!, h[m]!)) m = l;
      if (r < this.size && this.before(h[r]!, h[m]!)) m = r;
      if (m === i) break;
      [h[i], h[m]] = [h[m]!, h[i]!];
      i = m;
    }
    return top;
  }

  /** The estimate entry `n` was added with. */
  estimateOf(n: number): number {
    return this.estimate[n]!;
  }

  get bytes(): number {
    return this.heap.byteLength + this.estimate.byteLength;
  }

  private before(a: number, b: number): boolean {
    const ea = this.estimate[a]!;
    const eb = this.estimate[b]!;
    return ea < eb || (ea === eb && a > b);
  }
}

/** The same numbers in an array twice as long. */
export function grow(a: Int32Array): Int32Array<ArrayBuffer>;
export function grow(a: Uint8Array): Uint8Array<ArrayBuffer>;
export function grow(a: Int32Array | Uint8Array): Int32Array<ArrayBuffer> | Uint8Array<ArrayBuffer> {
  const b = a instanceof Int32Array ? new Int32Array(a.length * 2) : new Uint8Array(a.length * 2);
  b.set(a);
  return b;
}
