import { chromium } from '@playwright/test';
import { expect, test } from './fixtures';
import { idle, open, snapshot, tap } from './helpers';

test.use({ serviceWorkers: 'allow' });

test('after the first visit the app starts and plays offline, deep links included', async ({ page, context }, info) => {
  await open(page, 'YU1-C-AAAAAAD');
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload();
  await idle(page);
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await context.setOffline(true);
  await page.reload();
  await idle(page);
  expect((await snapshot(page)).code).toBe('YU1-C-AAAAAAD');
  await tap(page, 'AH', !!info.project.use.hasTouch);
  await expect.poll(async () => (await snapshot(page)).foundations[1]).toEqual(['AH']);
  // A deep link to another deal, never visited, while offline.
  await page.goto('/?code=YU1-R-AAAAAAB');
  await idle(page);
  expect((await snapshot(page)).code).toBe('YU1-R-AAAAAAB');
  await page.locator('[data-action=rules]').click();
  await expect(page.locator('dialog[data-dialog=rules] h3').first()).toBeVisible();
  await page.locator('dialog[data-dialog=rules] [data-action=close]').click();
  // The classic deck and another back, first chosen offline: their art comes from the precache.
  const art: string[] = [];
  const failed: string[] = [];
  page.on('response', (response) => response.ok() && /\/assets\/(art|courts|[JQK][SHDC])-[\w-]+\.(js|svg)$/.test(response.url()) && art.push(response.url()));
  page.on('requestfailed', (request) => failed.push(request.url()));
  await page.locator('[data-action=settings]').click();
  await page.locator('select[name=deck]').selectOption('classic');
  await page.locator('select[name=back]').selectOption('night');
  await page.locator('dialog[data-dialog=settings] [data-action=close]').click();
  await expect.poll(() => new Set(art.filter((url) => url.endsWith('.svg'))).size).toBe(12);
  expect(art.some((url) => /\/art-/.test(url))).toBe(true);
  await idle(page);
  expect(failed).toEqual([]);
  await page.screenshot({ path: info.outputPath('classic-offline.png') });
  await context.setOffline(false);
});

test('Chromium reports no installability errors', async ({ baseURL }, info) => {
  // Installability is only answered in a persistent context; its profile is left under
  // test-results/ for Playwright to clear.
  const dir = info.outputPath('profile');
  const context = await chromium.launchPersistentContext(dir, { ...info.project.use.launchOptions, baseURL, serviceWorkers: 'allow' });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto('/');
    await idle(page);
    await page.evaluate(() => navigator.serviceWorker.ready);
    const cdp = await context.newCDPSession(page);
    // Chromium fetches and decodes the icons in the background: ask until it has.
    await expect
      .poll(async () => (await cdp.send('Page.getInstallabilityErrors')).installabilityErrors, { timeout: 20_000 })
      .toEqual([]);
    const manifest = await cdp.send('Page.getAppManifest');
    expect(manifest.errors).toEqual([]);
  } finally {
    await context.close();
  }
});

test('the page runs under a Content-Security-Policy without eval or inline script', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy|Refused to/i.test(m.text())) violations.push(m.text());
  });
  await open(page, 'YU1-C-AAAAAAD');
  const csp = await page.locator('meta[http-equiv=Content-Security-Policy]').getAttribute('content');
  expect(csp).toContain("script-src 'self'");
  expect(csp).not.toContain('unsafe-eval');
  expect(csp).not.toContain('unsafe-inline');
  expect(violations).toEqual([]);
});

test('the guard against other origins catches a request to one', async ({ page, foreignRequests }) => {
  await open(page, 'YU1-C-AAAAAAD');
  // The page's CSP already blocks fetches to other origins before they are made, so the guard is
  // shown a navigation instead: loopback on a closed port, nothing leaves the machine.
  const provoked = 'http://127.0.0.2:9/';
  foreignRequests.provoked.add(provoked);
  await page.goto(provoked).catch(() => undefined);
  expect(foreignRequests.seen).toContain(provoked);
  expect(foreignRequests.seen.every((url) => url === provoked)).toBe(true);
  // The test ends on Chromium's error page, loaded: the fixture then asks the page what drew it,
  // which a navigation still under way would cut off.
  await expect.poll(() => page.evaluate(() => location.href).catch(() => '')).toBe('chrome-error://chromewebdata/');
  await page.waitForLoadState('load');
});
