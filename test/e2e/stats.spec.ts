import type { Page } from '@playwright/test';
import { legalMoves, newGame } from '../../src/engine';
import { expect, test } from './fixtures';
import { dropPoint, idb, idle, mouseDrag, open, snapshot } from './helpers';

/** Opens the Statistics window, reads Yukon's table (row name → [Classic, Relaxed]) and closes it. */
async function readStatistics(page: Page): Promise<Record<string, [string, string]>> {
  await page.locator('nav [data-action=statistics]').click();
  const rows = page.locator('dialog[data-dialog=statistics] table[data-family=yukon] tbody tr');
  await expect(rows).toHaveCount(10);
  const out: Record<string, [string, string]> = {};
  for (const row of await rows.all()) {
    const cells = await row.locator('th, td').allTextContents();
    out[cells[0] as string] = [cells[1] as string, cells[2] as string];
  }
  await page.locator('dialog[data-dialog=statistics] [data-action=close]').click();
  return out;
}

/** Plays the first legal move of a fresh deal with a real drag. */
async function playOneMove(page: Page, deal: number): Promise<void> {
  const move = legalMoves(newGame({ rule: 'classic', deal })).find((m) => m.to !== 'foundation');
  if (!move) throw new Error('no move');
  await mouseDrag(page, move.card, await dropPoint(page, move));
  expect((await snapshot(page)).moves).toBe(1);
}

async function newDeal(page: Page): Promise<void> {
  const before = (await snapshot(page)).code;
  await page.locator('nav [data-action=new-game]').click();
  await page.locator('dialog[data-dialog=new-game] [data-action=new-deal]').click();
  await expect.poll(async () => (await snapshot(page)).code).not.toBe(before);
  await idle(page);
}

test('statistics: an abandoned game, an abandoned unwinnable deal, a migrated record and a reset', async ({ page }) => {
  // A record of the totals kept before the rules were told apart (version 1) is migrated.
  await open(page, 'YU1-C-AAAAAAD');
  await idb(page, 'put', 'stats', { v: 1, value: { played: 7, won: 3, bestSeconds: 200, bestScore: 625 } });
  await page.goto('/?code=YU1-C-AAAAAAD');
  await idle(page);
  let table = await readStatistics(page);
  expect(table['Games played']).toEqual(['7', '0']);
  expect(table['Games won']).toEqual(['3', '0']);
  expect(table['Win rate']).toEqual(['43 %', '–']);
  expect(table['Fastest win']).toEqual(['03:20', '–']);

  // A game left with a move counts as played and lost.
  await playOneMove(page, 3);
  await newDeal(page);
  table = await readStatistics(page);
  expect(table['Games played']).toEqual(['8', '0']);
  expect(table['Left on unwinnable deals']).toEqual(['0', '0']);

  // Deal 4 cannot be won from its start (the solver proves it): leaving it is counted apart.
  await open(page, 'YU1-C-AAAAAAE');
  await playOneMove(page, 4);
  await newDeal(page);
  await expect.poll(async () => (await readStatistics(page))['Left on unwinnable deals']).toEqual(['1', '0']);
  table = await readStatistics(page);
  expect(table['Games played']).toEqual(['8', '0']);

  // Reset asks first; Cancel keeps everything, Reset clears it, and the record is stored cleared.
  await page.locator('nav [data-action=statistics]').click();
  const dialog = page.locator('dialog[data-dialog=statistics]');
  await dialog.locator('[data-action=reset-stats]').click();
  await expect(dialog.getByText('Reset all statistics?')).toBeVisible();
  await dialog.locator('[data-action=reset-no]').click();
  await expect(dialog.locator('table[data-family=yukon] tbody tr').first()).toContainText('8');
  await dialog.locator('[data-action=reset-stats]').click();
  await dialog.locator('[data-action=reset-yes]').click();
  await expect(dialog.locator('table[data-family=yukon] tbody tr').first()).toContainText('Games played00');
  await expect.poll(async () => ((await idb(page, 'get', 'stats')) as { v: number; value: { classic: { played: number } } }).value.classic.played).toBe(0);
});
