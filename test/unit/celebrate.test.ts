import { describe, expect, it, vi } from 'vitest';
import type { CardSprites } from '../../src/view/cards';
import { bounced } from '../../src/view/celebrate';
import { Celebrations } from '../../src/view/celebrations';
import type { Tweens } from '../../src/view/tween';

describe('a card of the win cascade', () => {
  const flight = (t: number) => bounced(100, 50, 300, -200, 2000, 600, t);
  it('starts where it is launched and moves sideways at a steady speed', () => {
    expect(flight(0)).toEqual({ x: 100, y: 50 });
    expect(flight(0.5).x).toBeCloseTo(250);
    expect(flight(1).x).toBeCloseTo(400);
  });
  it('rises, falls to the floor and never goes through it', () => {
    expect(flight(0.05).y).toBeLessThan(50);
    for (let t = 0; t < 4; t += 0.01) expect(flight(t).y).toBeLessThanOrEqual(600 + 1e-9);
  });
  it('bounces lower each time, and comes to rest on the floor', () => {
    const peaks: number[] = [];
    let last = flight(0).y;
    let rising = true;
    for (let t = 0.001; t < 6; t += 0.001) {
      const y = flight(t).y;
      if (rising && y > last) {
        peaks.push(last);
        rising = false;
      } else if (!rising && y < last) rising = true;
      last = y;
    }
    // The first peak is the launch's; after it, each bounce's top is lower on the screen (a greater y).
    expect(peaks.length).toBeGreaterThan(3);
    for (let i = 2; i < peaks.length; i++) expect(peaks[i]!).toBeGreaterThan(peaks[i - 1]!);
    expect(flight(60).y).toBeCloseTo(600);
  });
});

describe('the celebration as the stage runs it (Celebrations)', () => {
  // (No layout shown: the cascade itself is not drawn, only its start and end are under test.)
  const none = { tweens: {} as Tweens, cards: {} as CardSprites };
  it('is under way from the win, its module still loading, until its end: the table is never idle between the last move and the cascade', async () => {
    const celebrations = new Celebrations();
    let done = 0;
    celebrations.start(none.tweens, none.cards, () => null, () => done++);
    expect(celebrations.active).toBe(true);
    await vi.waitFor(() => expect(done).toBe(1));
    expect(celebrations.active).toBe(false);
  });
  it('skipped while its module loads, it ends once the module has come, and is no longer under way', async () => {
    const celebrations = new Celebrations();
    let done = 0;
    celebrations.start(none.tweens, none.cards, () => null, () => done++);
    celebrations.skip();
    expect(celebrations.active).toBe(true);
    await vi.waitFor(() => expect(done).toBe(1));
    expect(celebrations.active).toBe(false);
  });
});
