import { describe, expect, it } from 'vitest';
import { Tweens, easeOut } from '../../src/view/tween';

/** Tweens on a hand-moved clock, with frames run one by one. */
function frames() {
  let now = 0;
  let pending: (() => void) | null = null;
  let drawn = 0;
  const tweens = new Tweens(() => drawn++, () => now, (cb) => ((pending = cb), 1));
  return {
    tweens,
    drawn: () => drawn,
    requested: () => pending !== null,
    frame(ms: number) {
      now += ms;
      const run = pending;
      pending = null;
      run?.();
    },
  };
}

describe('tweens', () => {
  it('move a number along the eased progress, then call done once, and stop asking for frames', () => {
    const f = frames();
    const seen: number[] = [];
    let done = 0;
    f.tweens.run('card', { duration: 100, step: (p) => seen.push(p), done: () => done++ });
    f.frame(50);
    f.frame(50);
    f.frame(50);
    expect(seen).toEqual([easeOut(0.5), 1]);
    expect(done).toBe(1);
    expect(f.tweens.busy).toBe(false);
    expect(f.requested()).toBe(false);
  });
  it('wait out their delay', () => {
    const f = frames();
    const seen: number[] = [];
    f.tweens.run('card', { delay: 100, duration: 100, step: (_, plain) => seen.push(plain) });
    f.frame(60);
    expect(seen).toEqual([]);
    f.frame(90);
    expect(seen).toEqual([0.5]);
  });
  it('land at once with no duration and no delay, drawing one frame', () => {
    const f = frames();
    let at = 0;
    f.tweens.run('card', { duration: 0, step: (p) => (at = p) });
    expect(at).toBe(1);
    expect(f.tweens.busy).toBe(false);
    f.frame(16);
    expect(f.drawn()).toBe(1);
  });
  it('replace the tween a key had, and stop one where it is', () => {
    const f = frames();
    const seen: string[] = [];
    f.tweens.run('card', { duration: 100, step: () => seen.push('old') });
    f.tweens.run('card', { duration: 100, step: () => seen.push('new') });
    f.tweens.run('other', { duration: 100, step: () => seen.push('other') });
    f.tweens.stop('other');
    f.frame(200);
    expect(seen).toEqual(['new']);
  });
  it('draw nothing while nothing moves', () => {
    const f = frames();
    f.frame(1000);
    expect(f.drawn()).toBe(0);
  });

  it('draw a frame asked for at once when flushed (the table’s first), and not again when that frame comes', () => {
    const f = frames();
    f.tweens.schedule();
    f.tweens.flush();
    expect(f.drawn()).toBe(1);
    f.frame(16);
    expect(f.drawn()).toBe(1);
    // Nothing asked: a flush draws nothing.
    f.tweens.flush();
    expect(f.drawn()).toBe(1);
    // A frame asked after the flush comes as usual.
    f.tweens.schedule();
    f.frame(16);
    expect(f.drawn()).toBe(2);
  });
});
