import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Position } from '../../src/solver/position';
import { LOOK_UP_AFTER, RUN_STATES, RunStates, stateHash } from '../../src/solver/run-states';
import { RunStatesReference } from '../support/run-states-reference';

/**
 * What `goesOn` reads of a position: its key and hash. `hash` is chosen here, so that different keys
 * can share one (the table must then tell them apart by the whole key).
 */
const fakePosition = (bytes: readonly number[], hash: number) => {
  const key = new Uint8Array(52);
  key.set(bytes);
  return { key, keyWords: new Int32Array(key.buffer), hash } as unknown as Position & { key: Uint8Array };
};

/** Bytes drawn from a fixed seed (xorshift), so that the keys are the same on every run. */
let seed = 0x2545f491;
const byte = () => {
  seed ^= seed << 13;
  seed ^= seed >>> 17;
  seed ^= seed << 5;
  return (seed >>> 0) % 64;
};
const randomKey = () => Array.from({ length: 52 }, byte);
/**
 * A pool of distinct keys, all sharing one of two hashes: random whole keys, and keys that differ
 * from one of them only in their first byte or only in their last (the key's first and last word).
 */
const bases = [randomKey(), randomKey(), randomKey()];
const keys = [
  ...bases,
  ...bases.map((b) => b.map((x, i) => (i === 51 ? x ^ 1 : x))),
  ...bases.map((b) => b.map((x, i) => (i === 0 ? x ^ 1 : x))),
].map((bytes, i) => fakePosition(bytes, i % 2));

const ALL_CARDS = [...Array(52).keys()];
type Step = { kind: 'clear' } | { kind: 'look'; key: number; depth: number; waiting: number[] };
const step: fc.Arbitrary<Step> = fc.oneof(
  { weight: 1, arbitrary: fc.constant<Step>({ kind: 'clear' }) },
  {
    weight: 30,
    arbitrary: fc.record({
      kind: fc.constant('look' as const),
      key: fc.integer({ min: 0, max: keys.length - 1 }),
      depth: fc.integer({ min: 0, max: 3 }),
      // Distinct cards, in any order (the same set is the same state): from a few on both sides of the
      // set's two words, so that states come again, or from the whole deck, so that the table fills.
      waiting: fc.oneof(fc.shuffledSubarray([0, 1, 30, 31, 32, 33, 50, 51], { maxLength: 4 }), fc.shuffledSubarray(ALL_CARDS, { maxLength: 4 })),
    }),
  },
);

describe('the states of the runs of take-backs (run-states.ts)', () => {
  it('answers as the plain Set of strings it replaced, for any order of look-ups and clears, whatever keys share a hash', () => {
    fc.assert(
      fc.property(fc.constantFrom(0, 1, 2, 3, 4, 70, 1500, RUN_STATES), fc.constantFrom(1, 2, 1024), fc.array(step, { maxLength: 600 }), (most, room, steps) => {
        const table = new RunStates(most, room);
        const reference = new RunStatesReference(most, LOOK_UP_AFTER);
        for (const s of steps) {
          if (s.kind === 'clear') {
            table.clear();
            reference.clear();
            continue;
          }
          const p = keys[s.key]!;
          expect(table.goesOn(p, s.depth, s.waiting)).toBe(reference.goesOn(p, s.depth, s.waiting));
          expect(table.cutShort).toBe(reference.cutShort);
        }
      }),
    );
  });

  it('keeps every state while it grows, tells apart states that differ only in the cards waiting, and forgets them all when a position is opened', () => {
    const table = new RunStates();
    const p = keys[0]!;
    // The first LOOK_UP_AFTER take-backs after a run's first are never looked up (they go on even when repeated).
    for (let i = 0; i < LOOK_UP_AFTER; i++) expect(table.goesOn(p, 1, [])).toBe(true);
    const states: { p: Position; waiting: number[] }[] = [];
    for (let k = 0; k < 50; k++) for (let c = 0; c < 52; c++) states.push({ p: fakePosition([k, c], k & 1), waiting: [c, (c + k + 1) % 52] });
    // (2,600 states, each new: the table grows from its first room past 1,024 and keeps them all.)
    for (const { p, waiting } of states) expect(table.goesOn(p, 1, waiting)).toBe(true);
    for (const { p, waiting } of states) expect(table.goesOn(p, 2, [...waiting].reverse())).toBe(false);
    expect(table.goesOn(states[0]!.p, 1, [7])).toBe(true);
    expect(table.cutShort).toBe(false);
    table.clear();
    for (let i = 0; i < LOOK_UP_AFTER; i++) table.goesOn(p, 1, []);
    for (const { p, waiting } of states.slice(0, 100)) expect(table.goesOn(p, 1, waiting)).toBe(true);
  });

  it('tells apart states whose hashes agree, by their whole key and every card waiting', () => {
    const table = new RunStates();
    for (let i = 0; i < LOOK_UP_AFTER; i++) table.goesOn(keys[0]!, 1, []);
    // Two states with one key, one waiting 33, the other 50 (the set's upper word), made to share a hash.
    const first = fakePosition([9, 9], 12345);
    const second = fakePosition([9, 9], 12345 ^ stateHash(0, 0, 1 << 1) ^ stateHash(0, 0, 1 << 18));
    expect(stateHash(first.hash, 0, 1 << 1)).toBe(stateHash(second.hash, 0, 1 << 18));
    expect(table.goesOn(first, 1, [33])).toBe(true);
    expect(table.goesOn(second, 1, [50])).toBe(true);
    // And the lower word: 0 and 31.
    const third = fakePosition([9, 9], 777 ^ stateHash(0, 1, 0) ^ stateHash(0, 1 << 31, 0));
    expect(table.goesOn(fakePosition([9, 9], 777), 1, [0])).toBe(true);
    expect(table.goesOn(third, 1, [31])).toBe(true);
    expect(table.goesOn(first, 2, [33])).toBe(false);
  });

  it('tells apart keys that share a hash and differ only in their last word', () => {
    const table = new RunStates();
    for (let i = 0; i < LOOK_UP_AFTER; i++) table.goesOn(keys[0]!, 1, []);
    const first = randomKey();
    expect(table.goesOn(fakePosition(first, 5), 1, [3])).toBe(true);
    expect(table.goesOn(fakePosition(first.map((x, i) => (i === 51 ? x ^ 1 : x)), 5), 1, [3])).toBe(true);
    expect(table.goesOn(fakePosition(first, 5), 1, [3])).toBe(false);
  });

  it('past `most` states the runs are cut short: no new state goes on, and the search may no longer say lost', () => {
    const most = LOOK_UP_AFTER + 10;
    const table = new RunStates(most);
    let went = 0;
    for (let k = 0; k < 4; k++) for (let c = 0; c < 52; c++) if (table.goesOn(keys[k]!, 1, [c])) went++;
    // (The first LOOK_UP_AFTER take-backs are not looked up, then `most` states are kept.)
    expect(went).toBe(LOOK_UP_AFTER + most);
    expect(table.cutShort).toBe(true);
    // A state kept still stops the second order that reaches it.
    expect(table.goesOn(keys[1]!, 1, [51])).toBe(false);
  });
});
