import { expect, test } from './fixtures';
import { audit, open, setSetting } from './helpers';

// The page's names, roles and colours are the same at the desktop's and the iPad's sizes (the
// phone's row of buttons: phone.spec.ts): audited once; the size of every control at each.
test('axe-core finds no serious or critical violation on the table, in each window, in the review and with the keyboard holding a group', { tag: '@any-size' }, async ({ page }) => {
  test.setTimeout(180_000);
  await open(page, 'YU1-C-AAAAAAD');
  await audit(page, 'table');
  for (const [button, dialog] of [['new-game', 'new-game'], ['settings', 'settings'], ['rules', 'rules'], ['statistics', 'statistics'], ['history', 'history']] as const) {
    await page.locator(`nav [data-action=${button}]`).click();
    await expect(page.locator(`dialog[data-dialog=${dialog}]`)).toBeVisible();
    await audit(page, dialog);
    await page.locator(`dialog[data-dialog=${dialog}] [data-action=close]`).click();
  }
  // The review's strip, its marks decided.
  await page.locator('nav [data-action=review]').click();
  await page.waitForFunction(() => window.yukon.review()?.verdicts.every((v) => v !== null));
  await audit(page, 'review');
  await page.locator('[data-review=close]').click();
  // The keyboard on the table, and a held group.
  for (let i = 0; i < 20 && !(await page.evaluate(() => !!document.activeElement?.closest('[data-reader]'))); i++) await page.keyboard.press('Tab');
  await page.keyboard.press('Space');
  await audit(page, 'keyboard holding a group');
});

// The options change the page the same way at every size (the table they change is drawn, not
// read by axe): checked once.
test('axe-core finds no serious or critical violation with each visual option', { tag: '@any-size' }, async ({ page }) => {
  await open(page, 'YU1-C-AAAAAAD');
  test.setTimeout(180_000);
  // Each option changes the frame on its own (a class, the badge): audited together, the options
  // that add to the page first, then with the time and score taken away.
  for (const options of [['fourColour', 'largeIndex', 'leftHanded', 'showWinnable', 'tapToMove'], ['hideTime', 'hideScore']]) {
    for (const option of options) await setSetting(page, option, true);
    await audit(page, options.join(' and '));
  }
  // The dark theme: the frame and every window, their contrasts included.
  await page.locator('nav [data-action=settings]').click();
  await page.locator('select[name=theme]').selectOption('dark');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await audit(page, 'dark settings');
  await page.locator('dialog[data-dialog=settings] [data-action=close]').click();
  // The other windows share the settings' colours; the statistics' table has its own.
  for (const name of ['statistics']) {
    await page.locator(`nav [data-action=${name}]`).click();
    await audit(page, `dark ${name}`);
    await page.locator(`dialog[data-dialog=${name}] [data-action=close]`).click();
  }
});

test('every control can be hit by a finger on a touch screen (44 px), never under 24 px, and has a name', async ({ page }, info) => {
  const least = info.project.use.hasTouch ? 44 : 24;
  await open(page, 'YU1-C-AAAAAAD');
  const check = async (scope: string) => {
    const controls = page.locator(`${scope} button:visible, ${scope} select:visible, ${scope} input:visible`);
    for (const control of await controls.all()) {
      const box = await control.boundingBox();
      const name = (await control.getAttribute('aria-label')) ?? (await control.textContent()) ?? '';
      const labelled = await control.evaluate((el) => (el as HTMLInputElement).labels?.length ?? 0);
      const what = `${scope} ${await control.evaluate((el) => el.outerHTML.slice(0, 80))}`;
      expect(name.trim().length > 0 || labelled > 0, `${what} has a name`).toBe(true);
      // A checkbox or radio inside its label: the whole label is what a finger hits.
      const around = await control.evaluate((el) => {
        const label = el.closest('label');
        return label ? { width: label.getBoundingClientRect().width, height: label.getBoundingClientRect().height } : null;
      });
      const target = around ?? box!;
      expect(Math.min(target.width, target.height), what).toBeGreaterThanOrEqual(least);
    }
  };
  await check('.bar');
  await page.locator('nav [data-action=review]').click();
  await check('[data-review-strip]');
  // The marks: one slider a finger slides along.
  const marks = await page.locator('[data-review-marks]').boundingBox();
  expect(marks!.height).toBeGreaterThanOrEqual(least);
  await page.locator('[data-review=close]').click();
  for (const name of ['new-game', 'settings', 'statistics']) {
    await page.locator(`nav [data-action=${name}]`).click();
    await check(`dialog[data-dialog=${name}]`);
    await page.locator(`dialog[data-dialog=${name}] [data-action=close]`).click();
  }
});
