/**
 * The seeded random source behind every deal. Deals must never change once released, so this
 * file is frozen: any change here changes every game code (a golden test guards it).
 *
 * Generator: sfc32 (Chris Doty-Humphrey's Small Fast Counting generator, 32-bit), a tiny,
 * well-tested PRNG that is easy to re-implement in any language.
 */

/** A function returning uniformly distributed unsigned 32-bit integers. */
export type Uint32Source = () => number;

/** sfc32 over four 32-bit words of state. */
export function sfc32(a: number, b: number, c: number, d: number): Uint32Source {
  a >>>= 0;
  b >>>= 0;
  c >>>= 0;
  d >>>= 0;
  return () => {
    const t = (((a + b) >>> 0) + d) >>> 0;
    d = (d + 1) >>> 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) >>> 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) >>> 0;
    return t;
  };
}

/**
 * The generator for a deal number (0 … 26^7 − 1): sfc32 seeded with
 * a = 0x9E3779B9, b = 0x243F6A88, c = the high 32 bits of the deal number, d = the low 32 bits,
 * and its first 12 outputs discarded to mix the seed.
 */
export function dealRandom(deal: number): Uint32Source {
  const hi = Math.floor(deal / 0x1_0000_0000);
  const lo = deal % 0x1_0000_0000;
  const next = sfc32(0x9e3779b9, 0x243f6a88, hi, lo);
  for (let i = 0; i < 12; i++) next();
  return next;
}

/**
 * Fisher–Yates shuffle, returning a new array: for i from the last index down to 1,
 * j = floor(next() × (i + 1) / 2^32), then swap items i and j.
 */
export function shuffle<T>(items: readonly T[], next: Uint32Source): T[] {
  const out = items.slice();
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor((next() * (i + 1)) / 0x1_0000_0000);
    const tmp = out[i] as T;
    out[i] = out[j] as T;
    out[j] = tmp;
  }
  return out;
}
