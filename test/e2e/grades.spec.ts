import { dailyCandidates, formatCode, parseCode, type GameCode } from '../../src/engine';
import { MOST_GRADED } from '../../src/services/deals';
import { gradeDeal } from '../../src/grades';
import { expect, test } from './fixtures';
import { idle, setSetting, snapshot } from './helpers';

const newGameWindow = (page: import('@playwright/test').Page) => page.locator('dialog[data-dialog=new-game]');

test('New game offers a difficulty: a Hard deal is one the grades call Hard, the badge says so, and the choice is kept', async ({ page }) => {
  await page.goto('/');
  await idle(page);
  await setSetting(page, 'showWinnable', true);
  const before = (await snapshot(page)).code;
  await page.locator('nav [data-action=new-game]').click();
  const dialog = newGameWindow(page);
  await dialog.getByRole('radio', { name: 'Hard', exact: true }).check();
  // A graded deal is always winnable: "only winnable deals" is for any deal.
  await expect(dialog.locator('input[name=winnableOnly]')).toBeHidden();
  await expect(dialog.locator('[data-action=daily]')).toContainText('Hard');
  await dialog.locator('[data-action=new-deal]').click();
  await expect.poll(async () => (await snapshot(page)).code, { timeout: 30_000 }).not.toBe(before);
  const { code } = await snapshot(page);
  // Worked out again here, on Node: the worker's grade is the same.
  const parsed = parseCode(code);
  if (!parsed.ok) throw new Error(code);
  expect(gradeDeal(parsed.code).grade).toBe('hard');
  await expect(page.locator('[data-info=verdict]')).toHaveText('Winnable · Hard', { timeout: 20_000 });
  // The choice is kept: the window opens with it, after a reload too.
  await page.reload();
  await idle(page);
  await page.locator('nav [data-action=new-game]').click();
  await expect(newGameWindow(page).getByRole('radio', { name: 'Hard', exact: true })).toBeChecked();
  await newGameWindow(page).getByRole('radio', { name: 'Any', exact: true }).check();
  await expect(newGameWindow(page).locator('input[name=winnableOnly]')).toBeVisible();
});

test('the daily deal of a difficulty is the same in two fresh browsers, offline, and is the day’s first candidate of that grade', async ({ browser, baseURL }, info) => {
  const day = { year: 2027, month: 4, day: 18 };
  const dailyOf = async (): Promise<string> => {
    const context = await browser.newContext({ baseURL, viewport: info.project.use.viewport ?? null, serviceWorkers: 'allow' });
    const page = await context.newPage();
    await page.clock.setFixedTime(new Date(2027, 3, 18, 10));
    await page.goto('/');
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.reload();
    await idle(page);
    await context.setOffline(true);
    const before = (await snapshot(page)).code;
    await page.locator('nav [data-action=new-game]').click();
    await newGameWindow(page).getByRole('radio', { name: 'Expert', exact: true }).check();
    await newGameWindow(page).locator('[data-action=daily]').click();
    await expect.poll(async () => (await snapshot(page)).code, { timeout: 60_000 }).not.toBe(before);
    const { code } = await snapshot(page);
    await context.close();
    return code;
  };
  const first = await dailyOf();
  expect(await dailyOf()).toBe(first);
  const expected = dailyCandidates(day, 'classic', MOST_GRADED).find((c: GameCode) => gradeDeal(c).grade === 'expert');
  expect(first).toBe(expected ? formatCode(expected) : null);
});

test('Statistics: a table per difficulty of the game on the table, read as a table', async ({ page }) => {
  await page.goto('/');
  await idle(page);
  await page.locator('nav [data-action=statistics]').click();
  const table = page.locator('dialog[data-dialog=statistics] table[data-grades]');
  await expect(table.locator('caption')).toHaveText('By difficulty · Classic');
  await expect(table.getByRole('rowheader')).toHaveText(['Easy', 'Medium', 'Hard', 'Expert']);
  await expect(table.getByRole('columnheader')).toHaveText(['Difficulty', 'Games played', 'Games won', 'Fastest win']);
});
