import { parseCode } from '../../src/engine';
import { gradeDeal } from '../../src/grades';
import { expect, test } from './fixtures';
import { idle, open, snapshot } from './helpers';
import { CODE, LOSING, marks, play, review, strip, verdicts } from './review-helpers';

// The review's strip by keyboard, and watching the solver win (desktop only: playwright.config.ts).

test('the strip by keyboard: R opens it on the marks, arrows walk the positions, Escape closes it; a won game offers to watch the solver win, which counts nothing', async ({ page }) => {
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
  // The deal's grade is said with it (graded here too).
  const code = parseCode(CODE);
  expect(code.ok && gradeDeal(code.code).grade).toBe('medium');
  await expect(marks(page)).toHaveAttribute('aria-valuetext', 'The deal (Medium), still winnable');
  expect((await review(page))!.at).toBe(0);
  await expect(page.locator('.review-badge')).toHaveText('Preview: the deal · Medium');

  // Watch the solver win: the preview plays its line; the game and the statistics stay as they are.
  const before = await snapshot(page);
  await strip(page).locator('[data-review=watch]').click();
  await expect(strip(page).locator('.review-said')).toContainText('The solver plays: move');
  // At least three moves played (read as a number: a poll may pass over one, move 3 itself).
  const played = async () => Number(/move (\d+) of/.exec((await page.locator('.review-badge').textContent()) ?? '')?.[1] ?? 0);
  await expect.poll(played, { timeout: 20_000 }).toBeGreaterThanOrEqual(3);
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
