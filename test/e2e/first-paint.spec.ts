import { expect, test } from './fixtures';
import { idle, open, setLanguage } from './helpers';

/** Blocks the app's modules: what is left on screen is what index.html and first-paint.js paint. */
const withoutModules = (page: import('@playwright/test').Page) => page.route('**/assets/*.js', (route) => route.abort());
const nav = (page: import('@playwright/test').Page) => page.locator('nav button:not([hidden])');
/** Every button's name, in the frame's order: the menu's has none written (it is named by aria-label). */
const EN = ['Undo', 'Redo', 'Hint', '', 'New game', 'Settings', 'Rules', 'Statistics', 'History', 'Review', 'Share this game'];
const DA = ['Fortryd', 'Gentag', 'Tip', '', 'Nyt spil', 'Indstillinger', 'Regler', 'Statistik', 'Historik', 'Gennemgang', 'Del dette spil'];

test('the frame is painted before any module runs', async ({ page }, info) => {
  await withoutModules(page);
  await page.goto('/');
  await expect(nav(page)).toHaveText(EN);
  await expect(page.locator('.info')).toContainText(/Score\s*0\s*Time\s*00:00\s*Moves\s*0/);
  // The buttons that show an icon are named in the first paint too.
  await expect(page.locator('nav [data-action=history]')).toHaveAccessibleName('History');
  await expect(page.locator('nav [data-action=share]')).toHaveAccessibleName('Share this game');
  await expect.poll(() => page.evaluate(() => performance.getEntriesByName('first-contentful-paint').length)).toBe(1);
  await page.screenshot({ path: info.outputPath('frame-only.png') });
  // The running app keeps the frame's layout: nothing shifts when it arrives.
  const tableTop = () => page.evaluate(() => document.querySelector('#table')!.getBoundingClientRect().toJSON());
  const painted = await tableTop();
  await page.unroute('**/assets/*.js');
  await open(page, 'YU1-C-AAAAAAD');
  expect(await tableTop()).toEqual(painted);
});

test.describe('in a Danish browser', () => {
  test.use({ locale: 'da-DK' });
  test('the first paint is already in Danish', { tag: '@any-size' }, async ({ page }) => {
    await withoutModules(page);
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'da');
    await expect(nav(page)).toHaveText(DA);
    await expect(page).toHaveTitle('Yukon kabale');
    await expect(page.locator('nav [data-action=history]')).toHaveAccessibleName('Historik');
  });
});

test('a language chosen in Settings is the language of the next first paint', { tag: '@any-size' }, async ({ page }) => {
  await open(page, 'YU1-C-AAAAAAD');
  await setLanguage(page, 'da');
  await withoutModules(page);
  await page.reload();
  await expect(nav(page)).toHaveText(DA);
  // Back to the browser's language: the next first paint follows it again.
  await page.unroute('**/assets/*.js');
  await page.reload();
  await idle(page);
  await setLanguage(page, 'auto');
  await withoutModules(page);
  await page.reload();
  await expect(nav(page)).toHaveText(EN);
});
