import { describe, expect, it } from 'vitest';
import { bounced } from '../../src/view/celebrate';

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
