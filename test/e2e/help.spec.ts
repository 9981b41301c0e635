import { apply, newGame, type Move } from '../../src/engine';
import { gradeDeal } from '../../src/grades';
import { solve } from '../../src/solver';
import { expect, test } from './fixtures';
import { dropPoint, hintButton, idle, mouseDrag, notice, open, setLanguage, setSetting, snapshot, toast } from './helpers';

test('a game played into a dead end: the hint says so, and going back lands on a winnable position', async ({ page }) => {
  await open(page, 'YU1-C-AAAAAAD');
  // Three moves that lose deal 3 (found by the solver, checked below).
  const line: Move[] = [{ card: 'AH', to: 5 }, { card: '4H', to: 2 }, { card: 'KC', to: 0 }];
  for (const move of line) await mouseDrag(page, move.card, await dropPoint(page, move));
  expect((await snapshot(page)).moves).toBe(3);

  await hintButton(page).click();
  await expect(notice(page)).toBeVisible();
  await expect(notice(page)).toContainText('can no longer be won');
  expect(await page.evaluate(() => window.yukon.verdict())).toBe('lost');
  expect(await page.evaluate(() => window.yukon.hint())).toBeNull();
  // The player can play on: nothing was ended.
  await notice(page).getByRole('button', { name: 'Back to the last winnable position' }).click();
  await expect(toast(page)).toContainText('this position can be won', { timeout: 20_000 });
  await idle(page);
  const back = await snapshot(page);
  expect(back.moves).toBe(3);
  expect(back.columns.flat().filter((c) => !c.faceUp).length).toBeGreaterThan(0);
  const proof = await page.evaluate(() => window.yukon.solve(3000));
  expect(proof.verdict).toBe('won');
  expect(await page.evaluate(() => window.yukon.verdict())).toBe('won');
  // Undo and redo still work from there, and redo replays the moves gone back over.
  await page.locator('nav [data-action=redo]').click();
  await idle(page);
  expect((await snapshot(page)).moves).toBe(4);
  // The solver agrees in the test, too: the position before the last move of the line wins.
  const lost = line.reduce((g, m) => apply(g, { type: 'move', ...m }).game, newGame({ rule: 'classic', deal: 3 }));
  expect(solve(lost, { maxNodes: 2_000_000 }).verdict).toBe('lost');
});

test('the badge says whether the game can be won, in both languages, only when turned on', async ({ page }) => {
  await open(page, 'YU1-C-AAAAAAD');
  const badge = page.locator('[data-info=verdict]');
  await expect(badge).toBeHidden();
  await setSetting(page, 'showWinnable', true);
  // A winnable deal's grade comes with it (deal 3 is Medium: graded here too).
  expect(gradeDeal({ rule: 'classic', deal: 3 }).grade).toBe('medium');
  await expect(badge).toHaveText('Winnable · Medium');
  await setLanguage(page, 'da');
  await expect(badge).toHaveText('Kan vindes · Middel');
  for (const move of [{ card: 'AH', to: 5 }, { card: '4H', to: 2 }, { card: 'KC', to: 0 }] as Move[]) await mouseDrag(page, move.card, await dropPoint(page, move));
  await expect(badge).toHaveText('Kan ikke vindes længere');
  expect(await page.evaluate(() => window.yukon.verdict())).toBe('lost');
  await setSetting(page, 'showWinnable', false);
  await expect(badge).toBeHidden();
});

test('a hint in Danish, and the hint is put away by a touch of the table', async ({ page }) => {
  await open(page, 'YU1-C-AAAAAAD');
  await setLanguage(page, 'da');
  await expect(hintButton(page)).toHaveText('Tip');
  await hintButton(page).click();
  await page.waitForFunction(() => window.yukon.hint() !== null);
  await expect(toast(page)).toContainText('Tip:');
  expect(await page.evaluate(() => window.yukon.glowing().length)).toBe(2);
  const box = await page.locator('#table').boundingBox();
  if (!box) throw new Error('no table');
  await page.mouse.click(box.x + 5, box.y + box.height - 5);
  expect(await page.evaluate(() => window.yukon.hint())).toBeNull();
  expect(await page.evaluate(() => window.yukon.glowing().length)).toBe(0);
  expect((await snapshot(page)).hints).toBe(1);
  // Its sentence ("press Tip again to play it") goes with it.
  await expect(toast(page)).not.toBeVisible();
});

test('only winnable deals: the option is remembered, and a new deal is one the solver proves won', async ({ page }) => {
  await open(page, 'YU1-C-AAAAAAD');
  await page.locator('nav [data-action=new-game]').click();
  await page.locator('dialog[data-dialog=new-game] input[name=winnableOnly]').check();
  await page.locator('dialog[data-dialog=new-game] [data-action=new-deal]').click();
  await expect.poll(async () => (await snapshot(page)).code).not.toBe('YU1-C-AAAAAAD');
  await idle(page);
  expect((await page.evaluate(() => window.yukon.solve(5000))).verdict).toBe('won');
  expect((await snapshot(page)).settings.winnableOnly).toBe(true);
  await page.reload();
  await idle(page);
  await page.locator('nav [data-action=new-game]').click();
  await expect(page.locator('dialog[data-dialog=new-game] input[name=winnableOnly]')).toBeChecked();
});

test('the daily deal is the same in two fresh browsers on the same day, and another the next day', async ({ browser, baseURL }, info) => {
  const dailyOn = async (day: string) => {
    const context = await browser.newContext({ baseURL, viewport: info.project.use.viewport ?? null, hasTouch: !!info.project.use.hasTouch });
    const page = await context.newPage();
    await page.clock.setFixedTime(new Date(`${day}T10:00:00`));
    await page.goto('/');
    await idle(page);
    const before = (await snapshot(page)).code;
    await page.locator('nav [data-action=new-game]').click();
    await expect(page.locator('dialog[data-dialog=new-game] [data-action=daily]')).toContainText('2026');
    await page.locator('dialog[data-dialog=new-game] [data-action=daily]').click();
    await expect.poll(async () => (await snapshot(page)).code, { timeout: 30_000 }).not.toBe(before);
    const code = (await snapshot(page)).code;
    await context.close();
    return code;
  };
  const first = await dailyOn('2026-11-30');
  expect(await dailyOn('2026-11-30')).toBe(first);
  expect(await dailyOn('2026-12-01')).not.toBe(first);
  expect(first).toMatch(/^YU1-C-[A-Z]{7}$/);
});
