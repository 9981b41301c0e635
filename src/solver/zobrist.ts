import { DECK_SIZE } from '../engine';

/** The random words of the Zobrist hash: one per card and key value, seeded (the solver is pure). */
export class Zobrist {
  readonly a = new Uint32Array(DECK_SIZE * 256);
  readonly b = new Uint32Array(DECK_SIZE * 256);
  constructor(seed = 0x9e3779b9) {
    // xorshift32: plenty for spreading hash slots; keys are compared in full anyway.
    let x = seed >>> 0 || 1;
    const next = () => {
      x ^= x << 13;
      x ^= x >>> 17;
      x ^= x << 5;
      return x >>> 0;
    };
    for (let i = 0; i < this.a.length; i++) {
      this.a[i] = next();
      this.b[i] = next();
    }
  }
}
