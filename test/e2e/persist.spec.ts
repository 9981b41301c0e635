import { chromium } from '@playwright/test';
import type { Snapshot } from '../../src/app/platform/hook';
import { DEFAULT_SETTINGS } from '../../src/settings';
import { expect, test } from './fixtures';
import { columnDropPoint, doubleTap, idle, mouseDrag, open, savedMoves, setSetting, snapshot, tap } from './helpers';

const CODE = 'YU1-C-AAAAAAD';
/**
 * The game resumed is the game left: the same in every field, and its clock at least where it was
 * when the snapshot was taken and at most where it was when the page was gone (the clock runs
 * until the page is closed; `closing` is how long that took, in milliseconds, under whatever load).
 */
const same = (resumed: Snapshot, before: Snapshot, closing: number) => {
  expect({ ...resumed, seconds: 0 }).toEqual({ ...before, seconds: 0 });
  expect(resumed.seconds).toBeGreaterThanOrEqual(before.seconds - 1);
  expect(resumed.seconds).toBeLessThanOrEqual(before.seconds + Math.ceil(closing / 1000) + 1);
};

/** Plays three moves of three kinds and returns the snapshot after each. */
async function playThree(page: import('@playwright/test').Page, touch: boolean): Promise<Snapshot[]> {
  const shots = [await snapshot(page)];
  await tap(page, 'AH', touch);
  await expect.poll(async () => (await snapshot(page)).moves).toBe(1);
  await idle(page);
  shots.push(await snapshot(page));
  await mouseDrag(page, '4H', await columnDropPoint(page, 2));
  shots.push(await snapshot(page));
  await doubleTap(page, 'KD', touch);
  await expect.poll(async () => (await snapshot(page)).moves).toBe(3);
  await idle(page);
  shots.push(await snapshot(page));
  return shots;
}

test('a game resumes exactly after the page is closed, and undo reaches back across the reload', async ({ context, page }, info) => {
  await open(page, CODE);
  const shots = await playThree(page, !!info.project.use.hasTouch);
  await page.waitForTimeout(1500);
  await savedMoves(page, 3);
  const before = await snapshot(page);
  const closing = Date.now();
  expect(before.seconds).toBeGreaterThanOrEqual(1);
  await page.close({ runBeforeUnload: true });
  const closed = Date.now() - closing;
  const again = await context.newPage();
  await again.goto('/');
  await idle(again);
  same(await snapshot(again), before, closed);
  for (let i = 2; i >= 0; i--) {
    await again.locator('[data-action=undo]').click();
    await idle(again);
    const s = await snapshot(again);
    expect(s.columns).toEqual(shots[i]!.columns);
    expect(s.foundations).toEqual(shots[i]!.foundations);
    expect(s.score).toBe(shots[i]!.score);
    expect(s.moves).toBe(3);
  }
});

test('a game resumes after the whole browser is closed and opened again', async ({ baseURL }, info) => {
  // A profile under the test's output folder: Chromium may still be flushing it after close, so
  // it is left for Playwright to clear with the rest of test-results/ rather than removed here.
  const dir = info.outputPath('profile');
  const launch = () =>
    chromium.launchPersistentContext(dir, { ...info.project.use.launchOptions, viewport: info.project.use.viewport ?? null, baseURL, hasTouch: info.project.use.hasTouch });
  let context = await launch();
  try {
    let page = context.pages()[0] ?? (await context.newPage());
    await open(page, CODE);
    await playThree(page, !!info.project.use.hasTouch);
    await savedMoves(page, 3);
    const before = await snapshot(page);
    const closing = Date.now();
    await context.close();
    const closed = Date.now() - closing;
    context = await launch();
    page = context.pages()[0] ?? (await context.newPage());
    await page.goto('/');
    await idle(page);
    same(await snapshot(page), before, closed);
    await page.locator('[data-action=undo]').click();
    await idle(page);
    expect((await snapshot(page)).columns[0]).toEqual([]);
  } finally {
    await context.close();
  }
});

test('settings stay as they were set across a reload', async ({ page }) => {
  await open(page, CODE);
  await setSetting(page, 'doubleClick', false);
  await setSetting(page, 'autoPlacement', true);
  await page.locator('[data-action=settings]').click();
  await page.locator('select[name=lang]').selectOption('da');
  await page.locator('dialog[data-dialog=settings] [data-action=close]').click();
  await expect.poll(async () => ((await import('./helpers')).idb(page, 'get', 'settings'))).toMatchObject({ v: 1, value: { lang: 'da' } });
  await page.reload();
  await idle(page);
  expect((await snapshot(page)).settings).toEqual({ ...DEFAULT_SETTINGS, doubleClick: false, autoPlacement: true, lang: 'da' });
  await expect(page.locator('[data-action=new-game]')).toHaveText('Nyt spil');
});
