import type { Position } from './position';

/** How much a face-down card weighs against a card not yet home in the estimate of work left. */
const FACE_DOWN_WEIGHT = 8;

/**
 * The best-first search's estimate of the work left in a position (best-first.ts): lower is closer
 * to a win. Each face-down card weighs FACE_DOWN_WEIGHT, each card not home 1, and each loose card
 * `loose` (a face-up card that does not lie on a card it fits on: it must move again before its
 * column is in order; 0: not counted).
 */
export function workLeft(p: Position, loose: number): number {
  let down = 0;
  let loosened = 0;
  for (let c = 0; c < 7; c++) {
    down += p.down[c]!;
    if (loose === 0) continue;
    const base = c * 52;
    for (let i = Math.max(1, p.down[c]!), n = p.length[c]!; i < n; i++) if (!p.fits(p.cards[base + i]!, p.cards[base + i - 1]!)) loosened++;
  }
  const home = p.foundation[0]! + p.foundation[1]! + p.foundation[2]! + p.foundation[3]!;
  return FACE_DOWN_WEIGHT * down + 52 - home + loose * loosened;
}
