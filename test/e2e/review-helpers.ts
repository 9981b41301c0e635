import type { Page } from '@playwright/test';
import type { Move } from '../../src/engine';
import { expect } from './fixtures';
import { dropPoint, mouseDrag, touchDrag } from './helpers';

// The game's review. Classic deal 3 is winnable; after A♥ and A♣ go home and 4♥ moves onto 5♠ in
// column 3, K♠ into the empty column 1 loses it (test/unit/review.test.ts proves both with the solver).
export const CODE = 'YU1-C-AAAAAAD';
export const LOSING: readonly Move[] = [
  { card: 'AH', to: 'foundation' },
  { card: 'AC', to: 'foundation' },
  { card: '4H', to: 2 },
  { card: 'KS', to: 0 },
];

export const strip = (page: Page) => page.locator('[data-review-strip]');
export const marks = (page: Page) => page.locator('[data-review-marks]');
export const review = (page: Page) => page.evaluate(() => window.yukon.review());

/** Plays the moves by real input: touch drags on a touch screen, mouse drags elsewhere. */
export async function play(page: Page, moves: readonly Move[], touch: boolean): Promise<void> {
  for (const move of moves) {
    const to = await dropPoint(page, move);
    if (touch) await touchDrag(page, move.card, to);
    else await mouseDrag(page, move.card, to);
  }
}

/** Waits until the review has a verdict on every position, and returns them. */
export async function verdicts(page: Page): Promise<('won' | 'lost' | 'unknown' | null)[]> {
  await expect.poll(async () => (await review(page))?.verdicts.every((v) => v !== null), { timeout: 30_000 }).toBe(true);
  return (await review(page))!.verdicts;
}

