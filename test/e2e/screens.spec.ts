import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { cardBox, columnDropPoint, idle, mouseDrag, open, snapshot } from './helpers';

/** Every face-up card has a grabbable part inside the window, and the page does not scroll. */
async function expectFits(page: Page): Promise<void> {
  const { width, height } = page.viewportSize()!;
  const s = await snapshot(page);
  for (const column of s.columns) {
    for (const card of column.filter((c) => c.faceUp)) {
      const b = await cardBox(page, card.id);
      expect(b.x).toBeGreaterThanOrEqual(0);
      expect(b.x + b.width).toBeLessThanOrEqual(width);
      expect(b.y + b.height).toBeLessThanOrEqual(height + 1);
      expect(b.height).toBeGreaterThanOrEqual(14);
    }
  }
  const scroll = await page.evaluate(() => [document.documentElement.scrollHeight, document.documentElement.scrollWidth]);
  expect(scroll[0]).toBeLessThanOrEqual(height);
  expect(scroll[1]).toBeLessThanOrEqual(width);
}

test('the table at this size: screenshots, fit, and the windows', async ({ page }, info) => {
  await open(page, 'YU1-C-AAAAAAD');
  await expectFits(page);
  await page.screenshot({ path: info.outputPath('table.png') });
  await mouseDrag(page, '4H', await columnDropPoint(page, 2));
  await mouseDrag(page, 'KD', await columnDropPoint(page, 0));
  await expectFits(page);
  // Mid-drag, with Placement help lighting up the legal places.
  const from = await cardBox(page, 'QS');
  await page.mouse.move(from.x + from.width / 2, from.y + 10);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 40, from.y + 90, { steps: 3 });
  await page.screenshot({ path: info.outputPath('dragging.png') });
  await page.mouse.up();
  await idle(page);
  for (const name of ['new-game', 'settings', 'rules'] as const) {
    await page.locator(`[data-action=${name}]`).click();
    const dialog = page.locator(`dialog[data-dialog=${name}]`);
    await expect(dialog).toBeVisible();
    await page.screenshot({ path: info.outputPath(`${name}.png`) });
    await dialog.locator('[data-action=close]').click();
    await expect(dialog).not.toBeVisible();
  }
});

test('rotating the screen lays the table out again at once', async ({ page }) => {
  await open(page, 'YU1-C-AAAAAAD');
  const { width, height } = page.viewportSize()!;
  const before = await cardBox(page, 'AC');
  await page.setViewportSize({ width: height, height: width });
  await expect.poll(async () => JSON.stringify(await cardBox(page, 'AC'))).not.toBe(JSON.stringify(before));
  await idle(page);
  await expectFits(page);
  await page.screenshot({ path: test.info().outputPath('rotated.png') });
});

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });
  test('cards go to their places without flying', async ({ page }) => {
    await open(page, 'YU1-C-AAAAAAD');
    const target = await cardBox(page, '5S');
    const from = await cardBox(page, '4H');
    await page.mouse.move(from.x + 20, from.y + 20);
    await page.mouse.down();
    await page.mouse.move(target.x + 20, target.y + 40, { steps: 3 });
    await page.mouse.up();
    // No animation: nothing is moving right after the drop.
    expect(await page.evaluate(() => window.yukon.idle())).toBe(true);
    expect((await snapshot(page)).columns[2]?.at(-1)?.id).toBe('4H');
  });
});
