import type { Ctx } from './pictures';

/**
 * The modern deck's court marks, drawn in the card's ink above its suit: a king's crown (three
 * tall points, a jewel on each), a queen's tiara (five points rising to the middle, pearls on
 * them) and a jack's cap (a brim, a rounded crown and a feather). Flat shapes in a unit box `width`
 * wide and `width * MARK_TALL` tall, whose top centre is at `cx, top`: each one shape, filled once.
 */
export const MARK_TALL = 0.5;

export function courtMark(ctx: Ctx, rank: number, cx: number, top: number, width: number): void {
  const p = (x: number, y: number): [number, number] => [cx + (x - 0.5) * width, top + y * width];
  const dot = (x: number, y: number, r: number) => {
    ctx.moveTo(...p(x + r, y));
    ctx.arc(...p(x, y), r * width, 0, Math.PI * 2);
  };
  ctx.beginPath();
  if (rank === 13) {
    // The king's crown: a band, three points (the middle one tallest), a jewel on each.
    const points: [number, number][] = [[0.06, 0.38], [0.06, 0.12], [0.28, 0.28], [0.5, 0.04], [0.72, 0.28], [0.94, 0.12], [0.94, 0.38]];
    ctx.moveTo(...p(0.06, 0.48));
    for (const [x, y] of points) ctx.lineTo(...p(x, y));
    ctx.lineTo(...p(0.94, 0.48));
    ctx.closePath();
    dot(0.06, 0.1, 0.055);
    dot(0.5, 0.03, 0.06);
    dot(0.94, 0.1, 0.055);
  } else if (rank === 12) {
    // The queen's tiara: a curved band under five points that rise to the middle, a pearl on each.
    const xs = [0.1, 0.3, 0.5, 0.7, 0.9];
    const tips = [0.22, 0.14, 0.06, 0.14, 0.22];
    ctx.moveTo(...p(0.08, 0.44));
    xs.forEach((x, i) => {
      ctx.lineTo(...p(x - 0.1 + (i === 0 ? 0.02 : 0), 0.36 - (i === 2 ? 0.04 : 0)));
      ctx.lineTo(...p(x, (tips[i] as number) + 0.04));
    });
    ctx.lineTo(...p(0.92, 0.36));
    ctx.lineTo(...p(0.92, 0.44));
    ctx.quadraticCurveTo(...p(0.5, 0.36), ...p(0.08, 0.44));
    ctx.closePath();
    xs.forEach((x, i) => dot(x, tips[i] as number, i === 2 ? 0.055 : 0.045));
  } else {
    // The jack's cap: a brim, a rounded crown on it, and a feather sweeping back from the front.
    ctx.moveTo(...p(0.04, 0.44));
    ctx.quadraticCurveTo(...p(0.5, 0.32), ...p(0.96, 0.44));
    ctx.quadraticCurveTo(...p(0.5, 0.5), ...p(0.04, 0.44));
    ctx.closePath();
    ctx.moveTo(...p(0.22, 0.42));
    ctx.bezierCurveTo(...p(0.2, 0.12), ...p(0.8, 0.12), ...p(0.78, 0.42));
    ctx.quadraticCurveTo(...p(0.5, 0.38), ...p(0.22, 0.42));
    ctx.closePath();
    ctx.moveTo(...p(0.6, 0.22));
    ctx.bezierCurveTo(...p(0.78, 0.0), ...p(0.98, 0.02), ...p(1.0, 0.08));
    ctx.bezierCurveTo(...p(0.88, 0.08), ...p(0.76, 0.16), ...p(0.66, 0.27));
    ctx.closePath();
  }
  ctx.fill('nonzero');
}
