import { apply, everyCardFaceUp, newGame, serialise, type Game } from '../../src/engine';
import { solve } from '../../src/solver';
import { expect, test } from './fixtures';
import { finishButton, idb, idle } from './helpers';

/** Classic deal 6 played along a winning line until every card is face up: Finish is offered. */
function allFaceUp(): Game {
  let game = newGame({ rule: 'classic', deal: 6 });
  const found = solve(game, { maxNodes: 200_000 });
  if (found.verdict !== 'won') throw new Error('deal 6 is won: the solver must find its line');
  for (const move of found.line) {
    if (everyCardFaceUp(game.table)) break;
    game = apply(game, { type: 'move', ...move }).game;
  }
  return game;
}

// A phone: the toolbar is Undo, Redo, Hint and a menu in one row under the information (on its
// side, in the information's row), and the menu holds the rest, by touch, keyboard and screen
// reader. Its own sizes, so it runs in the desktop project only (playwright.config.ts).

for (const [width, height] of [[390, 844], [360, 740], [844, 390], [740, 360], [667, 375]] as const) {
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

// Finish offered, where the row is tightest: a small phone upright, on its side, and a small one
// on its side. One page, turned to each size in turn (the header is laid out by CSS alone).
test.describe('with Finish offered', () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

  test('the toolbar still shares the code’s row, every button named and a finger wide, at 360×740, 740×360 and 667×375', async ({ page }) => {
    const game = allFaceUp();
    // Planted while no page of the app is open (faults.spec.ts says why), once the app made its store.
    await page.goto('/');
    await idle(page);
    await page.goto('/icons/icon-192.png');
    await idb(page, 'put', 'game', { v: 1, save: serialise(game), seconds: 30 });
    await page.goto('/');
    await idle(page);
    await expect(finishButton(page)).toBeVisible();
    for (const [width, height] of [[360, 740], [740, 360], [667, 375]] as const) {
      await page.setViewportSize({ width, height });
      await page.evaluate(() => new Promise(requestAnimationFrame));
      const shown = page.locator('nav button:visible');
      await expect(shown).toHaveCount(5);
      // Undo, Redo and Hint show their icons only; their names are still read.
      const names = ['Undo', 'Redo', 'Hint', 'Finish', 'Menu'];
      for (const [i, name] of names.entries()) await expect(shown.nth(i)).toHaveAccessibleName(name);
      const code = page.locator('.bar .code');
      const row = (await code.boundingBox())!;
      for (const button of await shown.all()) {
        const box = (await button.boundingBox())!;
        expect(box.width, `${width}×${height}`).toBeGreaterThanOrEqual(42);
        expect(box.x + box.width, `${width}×${height}`).toBeLessThanOrEqual(width);
        // On the code's row: upright the header keeps two rows, on its side one.
        expect(Math.abs(box.y + box.height / 2 - (row.y + row.height / 2)), `${width}×${height}`).toBeLessThan(4);
      }
      // The code is whole, not cut short, but on a small phone on its side, where it gives way.
      const whole = await code.evaluate((el) => el.scrollWidth <= el.clientWidth);
      expect(whole, `${width}×${height}`).toBe(!(height < 500 && width < 740));
    }
  });
});

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
