import { expect, test } from './fixtures';
import { idle, open, snapshot, toast } from './helpers';

/** A system share sheet that keeps what it is given (in window.shared). */
const withShareSheet = (page: import('@playwright/test').Page) =>
  page.addInitScript(() => {
    const shared: ShareData[] = [];
    Object.defineProperty(window, 'shared', { value: shared });
    Object.defineProperty(navigator, 'share', { value: (data: ShareData) => (shared.push(data), Promise.resolve()), configurable: true });
  });

test('Share hands the code and a link to the system share sheet', async ({ page }) => {
  await withShareSheet(page);
  await open(page, 'YU1-R-AAAAAAD');
  await page.getByRole('button', { name: 'Share this game' }).click();
  const shared = await page.evaluate(() => (window as unknown as { shared: ShareData[] }).shared);
  expect(shared).toEqual([{ title: 'Yukon Solitaire', text: 'A game of Yukon Solitaire: YU1-R-AAAAAAD', url: new URL('/?code=YU1-R-AAAAAAD', page.url()).href }]);
});

test('Share names a game of the family by its own name', async ({ page }) => {
  await withShareSheet(page);
  await open(page, 'YU1-U-AAAAAAD');
  await expect(page.locator('[data-info=game]')).toHaveText('Russian Solitaire');
  await page.getByRole('button', { name: 'Share this game' }).click();
  const shared = await page.evaluate(() => (window as unknown as { shared: ShareData[] }).shared);
  expect(shared[0]?.text).toBe('A game of Russian Solitaire: YU1-U-AAAAAAD');
});

test('without a share sheet, Share copies a link that opens the same deal', async ({ page, context }) => {
  await page.addInitScript(() => Object.defineProperty(navigator, 'share', { value: undefined, configurable: true }));
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await open(page, 'YU1-R-AAAAAAD');
  await page.getByRole('button', { name: 'Share this game' }).click();
  await expect(toast(page)).toContainText('Link copied');
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toMatch(/\/\?code=YU1-R-AAAAAAD$/);
  await page.goto('/?code=YU1-C-AAAAAAE');
  await idle(page);
  await page.goto(link);
  await idle(page);
  expect((await snapshot(page)).code).toBe('YU1-R-AAAAAAD');
});

test.describe('the installed app’s shortcuts', () => {
  test.use({ serviceWorkers: 'allow' });
  test('are in the manifest, with focus-existing, and each opens offline', async ({ page, context }) => {
    await open(page, 'YU1-C-AAAAAAD');
    const manifest = (await page.evaluate(() => fetch('/manifest.webmanifest').then((r) => r.json()))) as { shortcuts: { url: string }[]; launch_handler: unknown };
    expect(manifest.shortcuts.map((s) => s.url)).toEqual(['/?new=classic', '/?new=relaxed', '/?daily=classic', '/?new=russian', '/?new=alaska', '/?new=moosehide']);
    expect(manifest.launch_handler).toEqual({ client_mode: 'focus-existing' });
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.reload();
    await idle(page);
    await context.setOffline(true);

    await page.goto('/?new=relaxed');
    await idle(page);
    await expect.poll(async () => (await snapshot(page)).rule).toBe('relaxed');
    expect(page.url()).not.toContain('new=');
    for (const rule of ['russian', 'alaska', 'moosehide', 'classic']) {
      await page.goto(`/?new=${rule}`);
      await idle(page);
      await expect.poll(async () => (await snapshot(page)).rule).toBe(rule);
    }
    const before = (await snapshot(page)).code;
    await page.goto('/?daily=classic');
    await idle(page);
    await expect.poll(async () => (await snapshot(page)).code, { timeout: 30_000 }).not.toBe(before);
    await page.locator('nav [data-action=statistics]').click();
    await expect(page.locator('[data-stats-daily]')).toHaveText('Days in a row with a daily deal: 1 (best 1)');
    await context.setOffline(false);
  });
});
