import { everyCardFaceUp } from '../../src/engine';
import { expect, test } from './fixtures';
import { brisk, finishButton, open, snapshot, tableNow } from './helpers';

// Finish after hints played by keys (H shows a hint, H again plays it). The whole deal won by
// following Hint with real drags is in review.spec.ts.

test('Finish appears once every card is face up and plays the game to 625', async ({ page }) => {
  test.setTimeout(180_000);
  await open(page, 'YU1-C-AAAAAAG');
  await brisk(page, { width: 800, height: 600 });
  // Hints played with the keyboard: H shows the hint, H again plays it.
  for (let step = 0; step < 150; step++) {
    const game = await tableNow(page);
    if (everyCardFaceUp(game.table)) break;
    await expect(finishButton(page)).toBeHidden();
    await page.keyboard.press('h');
    await page.waitForFunction(() => window.yukon.hint() !== null, null, { timeout: 20_000 });
    await page.keyboard.press('h');
    await page.waitForFunction((moves) => window.yukon.snapshot().moves === moves + 1 && window.yukon.idle(), game.moves);
  }
  await expect(finishButton(page)).toBeVisible();
  await finishButton(page).click();
  await expect.poll(async () => (await snapshot(page)).won, { timeout: 60_000 }).toBe(true);
  expect((await snapshot(page)).score).toBe(625);
  await expect(finishButton(page)).toBeHidden();
  // The win counts in the statistics, with its hints.
  const hints = (await snapshot(page)).hints;
  await page.locator('dialog[data-dialog=won] [data-action=close]').click();
  await page.locator('nav [data-action=statistics]').click();
  const rows = page.locator('dialog[data-dialog=statistics] table[data-family=yukon] tbody tr');
  await expect(rows.filter({ hasText: 'Games won' })).toHaveText('Games won10');
  await expect(rows.filter({ hasText: 'Best score' })).toHaveText('Best score625–');
  await expect(rows.filter({ hasText: 'Hints used' })).toHaveText(`Hints used${hints}0`);
});

