import { describe, expect, it } from 'vitest';
import type { Apis } from '../../src/app/core/apis';
import type { AppContext } from '../../src/app/core/context';
import { compose, feature, order, type Feature } from '../../src/app/core/features';
import { FEATURES } from '../../src/app/start/wiring';

/** A context no fake feature reads. */
const ctx = {} as AppContext;

/** A fake feature that notes when it is wired and with which apis, and gives its name as its api. */
function fake(name: string, needs: string[], wired: string[], heard: Record<string, unknown> = {}): Feature {
  return feature(name as 'deals', needs as 'stats'[], (given) => {
    wired.push(name);
    heard[name] = Object.fromEntries(needs.map((need) => [need, (given as unknown as Record<string, unknown>)[need]]));
    return `api of ${name}` as unknown as Apis['deals'];
  });
}

describe('features declared in one list and composed (core/features.ts)', () => {
  it('wires each feature after what it needs, else as listed, and hands it those apis by name', async () => {
    const wired: string[] = [];
    const heard: Record<string, unknown> = {};
    const apis = await compose([fake('c', ['b'], wired, heard), fake('a', [], wired, heard), fake('b', ['a'], wired, heard), fake('d', [], wired, heard)], ctx, async () => {});
    expect(wired).toEqual(['a', 'b', 'c', 'd']);
    expect(heard).toEqual({ a: {}, b: { a: 'api of a' }, c: { b: 'api of b' }, d: {} });
    expect(apis).toMatchObject({ a: 'api of a', d: 'api of d' });
  });

  it('refuses a need that no feature gives, naming both, before wiring anything', async () => {
    const wired: string[] = [];
    await expect(compose([fake('a', [], wired), fake('b', ['sounds'], wired)], ctx)).rejects.toThrow('the feature b needs sounds, which no feature gives');
    expect(wired).toEqual([]);
  });

  it('refuses a cycle and a feature listed twice', () => {
    expect(() => order([fake('a', ['b'], []), fake('b', ['c'], []), fake('c', ['a'], []), fake('d', [], [])])).toThrow('the features a, b, c need each other');
    expect(() => order([fake('a', [], []), fake('a', [], [])])).toThrow('the feature a is listed twice');
  });

  it('gives the thread back between runs of wiring that took their slice', async () => {
    let pauses = 0;
    const slow = (name: string) => feature(name as 'deals', [], () => {
      const until = performance.now() + 3;
      while (performance.now() < until);
      return undefined as unknown as Apis['deals'];
    });
    await compose([slow('a'), slow('b'), slow('c'), slow('d')], ctx, async () => void pauses++, 5);
    expect(pauses).toBe(2);
  });

  it('the app’s own list: every need given, no cycle, and play wired (arrive) after every feature it needs', () => {
    const names = order(FEATURES).map(({ name }) => name);
    expect(new Set(names).size).toBe(FEATURES.length);
    const arrive = FEATURES.find(({ name }) => name === 'arrive') as Feature;
    for (const need of arrive.needs) expect(names.indexOf(need)).toBeLessThan(names.indexOf('arrive'));
  });
});
