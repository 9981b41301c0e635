import { expect, test } from './fixtures';
import { idle } from './helpers';

// A phone: the toolbar is Undo, Redo, Hint and a menu in one row under the information, and the
// menu holds the rest, by touch, keyboard and screen reader. Its own sizes, so it runs in the
// desktop project only (playwright.config.ts).

for (const [width, height] of [[390, 844], [360, 740], [844, 390], [740, 360]] as const) {
  test.describe(`${width}×${height}`, () => {
    test.use({ viewport: { width, height }, hasTouch: true, isMobile: true });

    test('one row of Undo, Redo, Hint and the menu; the table starts high; the menu opens Settings by touch', async ({ page }) => {
      await page.goto('/?code=YU1-C-AAAAAAD');
      await idle(page);
      const shown = page.locator('nav button:visible');
      await expect(shown).toHaveText(['Undo', 'Redo', 'Hint', '']);
      const tops = await shown.evaluateAll((buttons) => buttons.map((b) => Math.round(b.getBoundingClientRect().top)));
      expect(new Set(tops).size).toBe(1);
      // The information stays whole on the screen.
      for (const field of await page.locator('.info .field, .info .game, .info .code').all()) {
        const box = (await field.boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(width);
      }
      const tableTop = await page.evaluate(() => document.querySelector('#table')!.getBoundingClientRect().top);
      expect(tableTop).toBeLessThanOrEqual(width > height ? 60 : 90);
      const menu = page.locator('nav [data-action=menu]');
      await expect(menu).toHaveAccessibleName('Menu');
      await expect(menu).toHaveAttribute('aria-expanded', 'false');
      await menu.tap();
      await expect(menu).toHaveAttribute('aria-expanded', 'true');
      await expect(page.locator('#more button:visible')).toHaveText(['New game', 'Settings', 'Rules', 'Statistics', 'Review', '']);
      for (const item of await page.locator('#more button:visible').all()) {
        const box = (await item.boundingBox())!;
        expect(box.height).toBeGreaterThanOrEqual(44);
        expect(box.y + box.height).toBeLessThanOrEqual(height);
      }
      await page.locator('#more [data-action=settings]').tap();
      await expect(page.locator('dialog[data-dialog=settings]')).toBeVisible();
      await expect(menu).toHaveAttribute('aria-expanded', 'false');
    });
  });
}

test.describe('the menu by keyboard', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test('Enter opens it on its first item, Escape closes it back on the button, a touch elsewhere closes it', async ({ page }) => {
    await page.goto('/?code=YU1-C-AAAAAAD');
    await idle(page);
    const menu = page.locator('nav [data-action=menu]');
    await menu.focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('#more [data-action=new-game]')).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.locator('#more [data-action=settings]')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toBeFocused();
    await expect(page.locator('#more')).toBeHidden();
    await page.keyboard.press('Enter');
    await expect(page.locator('#more')).toBeVisible();
    await page.mouse.click(20, 600);
    await expect(page.locator('#more')).toBeHidden();
  });
});
