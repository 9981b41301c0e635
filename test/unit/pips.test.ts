import { describe, expect, it } from 'vitest';
import { BACKS, DECKS } from '../../src/ui/settings';
import { ART } from '../../src/view/art';
import { FIRST_BACK, artNeeded } from '../../src/view/pictures';
import { PIP_LAYOUTS, flipped } from '../../src/view/pips';

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
