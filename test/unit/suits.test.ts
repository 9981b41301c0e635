import { describe, expect, it } from 'vitest';
import { suitPath, type Ctx } from '../../src/view/pictures';
import { PathRecorder, holesAndParts } from '../support/raster';
import { MARK_TALL, courtMark } from '../../src/view/marks';

const SUITS = ['spades', 'hearts', 'diamonds', 'clubs'] as const;
const SIZE = 96;

describe('the suit symbols', () => {
  it.each(SUITS.map((name, suit) => [name, suit] as const))('%s is one clean shape: filled in one part, with no hole inside its outline', (_, suit) => {
    const ctx = new PathRecorder();
    // A margin round the symbol, so that the border's flood reaches round every side.
    suitPath(ctx as unknown as Ctx, suit, 8, 8, SIZE - 16);
    expect(ctx.fills).toBe(1);
    expect(holesAndParts(ctx.raster(SIZE))).toEqual({ holes: 0, parts: 1 });
  });

  it('finds the notch of a club whose stem turns against its lobes (the shape drawn before, so the check can fail)', () => {
    const ctx = new PathRecorder();
    const p = (x: number, y: number): [number, number] => [8 + x * 80, 8 + y * 80];
    ctx.beginPath();
    for (const [cx, cy] of [[0.5, 0.27], [0.27, 0.56], [0.73, 0.56]] as const) {
      ctx.moveTo(...p(cx + 0.21, cy));
      ctx.arc(...p(cx, cy), 0.21 * 80, 0, Math.PI * 2);
    }
    ctx.moveTo(...p(0.46, 0.55));
    ctx.quadraticCurveTo(...p(0.45, 0.88), ...p(0.3, 0.98));
    ctx.lineTo(...p(0.7, 0.98));
    ctx.quadraticCurveTo(...p(0.55, 0.88), ...p(0.54, 0.55));
    ctx.closePath();
    ctx.fill();
    expect(holesAndParts(ctx.raster(SIZE)).holes).toBeGreaterThan(0);
  });

  it.each([[11, 'cap'], [12, 'tiara'], [13, 'crown']] as const)('the modern %i’s mark (its %s) is one shape: filled once, in one part, with no hole', (rank, _name) => {
    const ctx = new PathRecorder();
    courtMark(ctx as unknown as Ctx, rank, SIZE / 2, 8 + (SIZE - 16) * (1 - MARK_TALL) / 2, SIZE - 16);
    expect(ctx.fills).toBe(1);
    expect(holesAndParts(ctx.raster(SIZE))).toEqual({ holes: 0, parts: 1 });
  });
});
