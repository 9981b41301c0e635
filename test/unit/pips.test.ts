import { describe, expect, it } from 'vitest';
import { BACKS, DECKS } from '../../src/settings';
import { ART } from '../../src/view/art';
import { FIRST_BACK, artNeeded } from '../../src/view/pictures';
import { PIP_LAYOUTS, flipped, pipPlaces } from '../../src/view/pips';
import { CARD_RATIO, indexDepth } from '../../src/view/fan';

describe('the classic pip layouts', () => {
  it.each([2, 3, 4, 5, 6, 7, 8, 9, 10])('%i has as many pips as its rank, none twice, all in the box', (rank) => {
    const pips = PIP_LAYOUTS[rank]!;
    expect(pips).toHaveLength(rank);
    expect(new Set(pips.map(([x, y]) => `${x},${y}`)).size).toBe(rank);
    for (const [x, y] of pips) {
      expect([0, 0.5, 1]).toContain(x);
      expect(y).toBeGreaterThanOrEqual(0);
      expect(y).toBeLessThanOrEqual(1);
    }
  });
  it.each([2, 3, 4, 5, 6, 7, 8, 9, 10])('%i reads the same turned round: each pip has its twin through the centre (the 7 alone has one more pip above)', (rank) => {
    const pips = PIP_LAYOUTS[rank]!;
    const twins = pips.filter(([x, y]) => pips.some(([u, v]) => Math.abs(u - (1 - x)) < 1e-9 && Math.abs(v - (1 - y)) < 1e-9));
    expect(twins.length).toBe(rank === 7 ? 6 : rank);
  });
  it('draws the pips below the middle upside down, and those on it or above upright', () => {
    expect(flipped(1)).toBe(true);
    expect(flipped(2 / 3)).toBe(true);
    expect(flipped(0.5)).toBe(false);
    expect(flipped(0)).toBe(false);
  });
});

describe('the classic pips as drawn', () => {
  const w = 100;
  const h = w * CARD_RATIO;
  const cases = [2, 3, 4, 5, 6, 7, 8, 9, 10].flatMap((rank) => [false, true].map((large) => ({ rank, large })));
  it.each(cases)('$rank (large index: $large): below the index, inside the card, none touching another, the block centred in the face below the index', ({ rank, large }) => {
    const index = indexDepth('classic', large) * h;
    const pips = pipPlaces(rank, w, h, indexDepth('classic', large));
    expect(pips).toHaveLength(rank);
    const tops = pips.map((p) => p.y - p.size / 2);
    const feet = pips.map((p) => p.y + p.size / 2);
    for (const p of pips) {
      expect(p.x - p.size / 2).toBeGreaterThan(0);
      expect(p.x + p.size / 2).toBeLessThan(w);
    }
    expect(Math.min(...tops)).toBeGreaterThan(index);
    expect(Math.max(...feet)).toBeLessThan(h);
    // As much room above the block as below it.
    expect(Math.abs(Math.min(...tops) - index - (h - Math.max(...feet)))).toBeLessThan(0.005 * h);
    for (const [i, a] of pips.entries()) {
      for (const b of pips.slice(i + 1)) expect(Math.abs(a.x - b.x) >= a.size - 1e-9 || Math.abs(a.y - b.y) >= a.size - 1e-9, `${rank}: pips at ${a.x},${a.y} and ${b.x},${b.y}`).toBe(true);
    }
  });
  it('are the size of a printed deck’s: a quarter of the width for 2–8, a little less for the four rows of 9 and 10', () => {
    for (const rank of [2, 3, 4, 5, 6, 7, 8]) expect(pipPlaces(rank, w, h, indexDepth('classic', false))[0]!.size).toBeGreaterThanOrEqual(0.24 * w);
    for (const rank of [9, 10]) expect(pipPlaces(rank, w, h, indexDepth('classic', false))[0]!.size).toBeGreaterThanOrEqual(0.2 * w);
    // The pips below the middle upside down, as printed.
    expect(pipPlaces(4, w, h, 0.25).map((p) => p.flipped)).toEqual([false, false, true, true]);
  });
});

describe('the deck art', () => {
  it('draws every back the settings name, and names every back it draws', () => {
    expect([FIRST_BACK, ...Object.keys(ART.backs)].sort()).toEqual([...BACKS].sort());
  });
  it('is loaded for the decks and backs that draw with it, and only for them', () => {
    for (const deck of DECKS) {
      for (const back of BACKS) {
        expect(artNeeded({ deck, back }), `${deck} ${back}`).toEqual({ art: deck === 'classic' || back !== FIRST_BACK, courts: deck === 'classic' });
      }
    }
  });
});
