import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { MadeWhenAsked } from '../../src/view/lazy';

/** A list of `count` whose making is counted. */
function counted(count: number) {
  const made: number[] = [];
  const list = new MadeWhenAsked(count, (i) => {
    made.push(i);
    return { i };
  });
  return { list, made };
}

describe('things made when first asked for (lazy.ts: the atlas’s sheets of faces)', () => {
  it('makes nothing until asked, and each thing once', () => {
    const { list, made } = counted(13);
    expect(made).toEqual([]);
    expect(list.get(5)).toEqual({ i: 5 });
    expect(list.get(5)).toBe(list.get(5));
    expect(made).toEqual([5]);
    expect(list.present).toEqual([{ i: 5 }]);
    expect(list.complete).toBe(false);
  });

  it('makes the rest a step at a time, in order, skipping what was made', () => {
    const { list, made } = counted(4);
    list.get(2);
    const steps = list.rest();
    expect(steps.next().done).toBe(false);
    expect(made).toEqual([2, 0]);
    expect([...steps]).toHaveLength(2);
    expect(made).toEqual([2, 0, 1, 3]);
    expect(list.complete).toBe(true);
  });

  it('once ended, drops everything made and makes no more (an atlas replaced while its faces were being drawn)', () => {
    const { list, made } = counted(4);
    list.get(1);
    const steps = list.rest();
    steps.next();
    const dropped: unknown[] = [];
    list.end((one) => dropped.push(one));
    expect(dropped).toEqual([{ i: 0 }, { i: 1 }]);
    expect(steps.next().done).toBe(true);
    expect(made).toEqual([1, 0]);
    expect(() => list.get(3)).toThrow();
  });

  it('whatever the order of asking, every thing is made exactly once by the end', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 12 })), (asks) => {
        const { list, made } = counted(13);
        for (const i of asks) list.get(i);
        const steps = [...list.rest()];
        expect(steps).toHaveLength(13 - new Set(asks).size);
        expect([...made].sort((a, b) => a - b)).toEqual(Array.from({ length: 13 }, (_, i) => i));
        expect(list.present.map((one) => one.i)).toEqual(Array.from({ length: 13 }, (_, i) => i));
      }),
    );
  });
});
