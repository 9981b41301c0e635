import { expect, test } from './fixtures';
import { solve } from '../support/solver';
import { columnDropPoint, idle, mouseDrag, open, setSetting, snapshot, tap } from './helpers';

// One full game is enough: playwright.config.ts runs this file on the desktop size only.
test('a whole deal played to a win with real input ends at 625 with a celebration', async ({ page }, info) => {
  test.setTimeout(400_000);
  const line = solve({ rule: 'classic', deal: 3 });
  expect(line).not.toBeNull();
  await open(page, 'YU1-C-AAAAAAD');
  // Single taps act at once with Double-click off, which keeps 100 moves brisk.
  await setSetting(page, 'doubleClick', false);
  let moves = 0;
  for (const move of line ?? []) {
    if (move.to === 'foundation') await tap(page, move.card, false);
    else await mouseDrag(page, move.card, await columnDropPoint(page, move.to));
    moves++;
    await expect.poll(async () => (await snapshot(page)).moves, { message: `move ${moves}: ${move.card} to ${move.to}` }).toBe(moves);
    await idle(page);
  }
  await expect(page.locator('dialog[data-dialog=won]')).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('[data-won-summary]')).toContainText('Score 625');
  await page.screenshot({ path: info.outputPath('won.png') });
  const s = await snapshot(page);
  expect(s.won).toBe(true);
  expect(s.score).toBe(625);
  expect(s.foundations.map((f) => f.length)).toEqual([13, 13, 13, 13]);
});
