import type { Page } from '@playwright/test';
import type { Move } from '../../src/engine';
import { expect, test } from './fixtures';
import { dropPoint, idle, mouseDrag, open, snapshot, touchDrag, winByHints } from './helpers';

// The game's review. Classic deal 3 is winnable; after A♥ and A♣ go home and 4♥ moves onto 5♠ in
// column 3, K♠ into the empty column 1 loses it (test/unit/review.test.ts proves both with the solver).
const CODE = 'YU1-C-AAAAAAD';
const LOSING: readonly Move[] = [
  { card: 'AH', to: 'foundation' },
  { card: 'AC', to: 'foundation' },
  { card: '4H', to: 2 },
  { card: 'KS', to: 0 },
];

const strip = (page: Page) => page.locator('[data-review-strip]');
const marks = (page: Page) => page.locator('[data-review-marks]');
const review = (page: Page) => page.evaluate(() => window.yukon.review());

/** Plays the moves by real input: touch drags on a touch screen, mouse drags elsewhere. */
async function play(page: Page, moves: readonly Move[], touch: boolean): Promise<void> {
  for (const move of moves) {
    const to = await dropPoint(page, move);
    if (touch) await touchDrag(page, move.card, to);
    else await mouseDrag(page, move.card, to);
  }
}

/** Waits until the review has a verdict on every position, and returns them. */
async function verdicts(page: Page): Promise<('won' | 'lost' | 'unknown' | null)[]> {
  await expect.poll(async () => (await review(page))?.verdicts.every((v) => v !== null), { timeout: 30_000 }).toBe(true);
  return (await review(page))!.verdicts;
}

test('a deal played into a loss, reviewed: the move that lost it is named, and play goes on from the last winnable position to a win', async ({ page }, info) => {
  test.setTimeout(300_000);
  const touch = info.project.use.hasTouch === true;
  await open(page, CODE);
  await play(page, LOSING, touch);
  const live = await snapshot(page);
  expect(live.moves).toBe(4);
  expect(await review(page)).toBeNull();

  // Opened from the toolbar (a tap on a touch screen).
  const button = page.locator('nav [data-action=review]');
  await expect(button).toHaveAccessibleName('Review');
  if (touch) await button.tap();
  else await button.click();
  await expect(strip(page)).toBeVisible();
  const found = await verdicts(page);
  expect(found).toEqual(['won', 'won', 'won', 'won', 'lost']);
  // Never winnable after lost.
  expect(found.slice(found.indexOf('lost'))).not.toContain('won');
  await expect(strip(page).locator('.review-said')).toContainText('Moving K♠ to an empty column lost the game;');
  await expect(strip(page).locator('.review-said')).toContainText('would have kept it winnable');
  // The last position is shown first; its mark is read in words.
  await expect(marks(page)).toHaveAttribute('aria-valuetext', 'Move 4: King of spades to an empty column, lost');
  await expect(page.locator('.review-badge')).toHaveText('Preview: move 4 of 4');

  // Previous: the table shows the position before, read-only; the live game is untouched.
  await strip(page).locator('[data-review=previous]').click();
  await expect(marks(page)).toHaveAttribute('aria-valuetext', 'Move 3: 4 of hearts onto 5 of spades, still winnable');
  await idle(page);
  const kingBefore = await page.evaluate(() => window.yukon.cardBox('KS'));
  expect(await snapshot(page)).toEqual({ ...live, seconds: expect.any(Number) });
  // The preview takes no input: a drag on the table moves nothing.
  await mouseDrag(page, 'KS', await dropPoint(page, { card: 'KS', to: 5 }));
  expect((await snapshot(page)).moves).toBe(4);
  expect(await page.evaluate(() => window.yukon.cardBox('KS'))).toEqual(kingBefore);

  // Play from here: back one move in one step; the move counter does not go down.
  await strip(page).locator('[data-review=play]').click();
  await expect(strip(page)).toBeHidden();
  expect(await review(page)).toBeNull();
  await idle(page);
  const back = await snapshot(page);
  expect(back.moves).toBe(4);
  expect(back.columns[0]).toHaveLength(0);
  // Won from there by hints and real drags.
  await winByHints(page, touch);
  expect((await snapshot(page)).won).toBe(true);
});

test('the strip by keyboard: R opens it on the marks, arrows walk the positions, Escape closes it; a won game offers to watch the solver win, which counts nothing', async ({ page }) => {
  test.skip(test.info().project.name !== 'desktop', 'keyboard: desktop');
  test.setTimeout(120_000);
  await open(page, CODE);
  await play(page, LOSING.slice(0, 3), false);
  await page.keyboard.press('r');
  await expect(strip(page)).toBeVisible();
  await expect(marks(page)).toBeFocused();
  await verdicts(page);
  await expect(strip(page).locator('.review-said')).toHaveText('The game can be won from every position of it.');
  await page.keyboard.press('ArrowLeft');
  await expect(marks(page)).toHaveAttribute('aria-valuetext', 'Move 2: Ace of clubs to its foundation, still winnable');
  await page.keyboard.press('Home');
  await expect(marks(page)).toHaveAttribute('aria-valuetext', 'The deal, still winnable');
  expect((await review(page))!.at).toBe(0);
  await expect(page.locator('.review-badge')).toHaveText('Preview: the deal');

  // Watch the solver win: the preview plays its line; the game and the statistics stay as they are.
  const before = await snapshot(page);
  await strip(page).locator('[data-review=watch]').click();
  await expect(strip(page).locator('.review-said')).toContainText('The solver plays: move');
  await expect(page.locator('.review-badge')).toContainText('The solver plays: move 3 of', { timeout: 20_000 });
  await strip(page).locator('[data-review=watch]').click();
  await expect(strip(page).locator('[data-review=watch]')).toHaveText('Watch the solver win');
  expect(await snapshot(page)).toEqual({ ...before, seconds: expect.any(Number) });

  await page.keyboard.press('Escape');
  await expect(strip(page)).toBeHidden();
  await idle(page);
  // The table is the live game again, and takes input.
  await play(page, LOSING.slice(3), false);
  expect((await snapshot(page)).moves).toBe(4);
});
