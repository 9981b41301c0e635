import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { idle, open, snapshot, type Box } from './helpers';

// Input before play is wired: the first frame is drawn, the rest of the app still loading (held
// back here by 1.5 s on the wire), and a returning player already drags, taps or presses a key.

const CODE = 'YU1-C-AAAAAAD';
// The chunk is held up on the wire, which a service worker would answer from its cache instead.
test.use({ serviceWorkers: 'block' });
const WIRING = /\/assets\/wiring-[^/]*\.js$/;
/**
 * Holds the rest of the app back on the wire until the test lets it go (the returned function):
 * not for a fixed time, which a busy machine could outlast before the early input was made.
 */
async function held(page: Page): Promise<() => void> {
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.unroute(WIRING);
  await page.route(WIRING, async (route) => {
    await gate;
    await route.continue();
  });
  return release;
}
const firstFrame = (page: Page) => page.waitForFunction(() => performance.getEntriesByName('yukon:first-frame').length > 0, null, { timeout: 20_000 });
const wired = (page: Page) => page.evaluate(() => performance.getEntriesByName('yukon:wired').length > 0);
const centre = (b: Box) => ({ x: b.x + b.width / 2, y: b.y + Math.min(b.height / 2, 20) });

/** A drag by real input from one point to another: the mouse, or a finger through the DevTools protocol. */
async function drag(page: Page, from: { x: number; y: number }, to: { x: number; y: number }, touch: boolean): Promise<void> {
  if (!touch) {
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    await page.mouse.move(from.x + 8, from.y + 8, { steps: 2 });
    await page.mouse.move(to.x, to.y, { steps: 3 });
    await page.mouse.up();
    return;
  }
  const cdp = await page.context().newCDPSession(page);
  const point = (type: 'touchStart' | 'touchMove' | 'touchEnd', x: number, y: number) => cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x, y, id: 1 }] });
  await point('touchStart', from.x, from.y);
  for (let i = 1; i <= 4; i++) await point('touchMove', from.x + ((to.x - from.x) * i) / 4, from.y + ((to.y - from.y) * i) / 4);
  await point('touchEnd', to.x, to.y);
  await cdp.detach();
}

test('a returning player’s first drag, key and toolbar press, made before play is wired, are played as they would be later @webgl', async ({ page }, info) => {
  const touch = info.project.use.hasTouch === true;
  await open(page, CODE);
  // A game to come back to: one move played, and where the cards lie (the same after a reload).
  await page.locator('nav [data-action=hint]').click();
  await page.waitForFunction(() => window.yukon?.hint() != null);
  await page.locator('nav [data-action=hint]').click();
  await idle(page);
  const before = await snapshot(page);
  expect(before.moves).toBe(1);
  const from = centre((await page.evaluate(() => window.yukon.cardBox('4H')))!);
  const onto = centre((await page.evaluate(() => window.yukon.cardBox('5S')))!);

  // Back, with the rest of the app held up: the drag comes right after the first frame.
  let release = await held(page);
  await page.reload();
  await firstFrame(page);
  expect(await wired(page)).toBe(false);
  await drag(page, from, onto, touch);
  expect(await wired(page)).toBe(false);
  release();
  await idle(page);
  await expect.poll(async () => (await snapshot(page)).moves).toBe(2);
  expect((await snapshot(page)).columns[2]!.at(-1)!.id).toBe('4H');

  // Again, and this time an early key: U undoes the drag.
  release = await held(page);
  await page.reload();
  await firstFrame(page);
  expect(await wired(page)).toBe(false);
  await page.keyboard.press('u');
  expect(await wired(page)).toBe(false);
  release();
  await idle(page);
  await expect.poll(async () => (await snapshot(page)).columns[2]!.at(-1)!.id).toBe('5S');
  expect((await snapshot(page)).moves).toBe(2);

  // And a toolbar button pressed early: Rules opens once play is wired. (A click is a
  // PointerEvent in Chromium: it was played again on the table's canvas and lost.)
  release = await held(page);
  await page.reload();
  await page.locator('nav [data-action=rules]').click();
  expect(await wired(page)).toBe(false);
  release();
  await expect(page.locator('dialog[data-dialog=rules]')).toBeVisible();
});
