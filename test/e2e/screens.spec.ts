import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { legalMoves } from '../../src/engine';
import { cardBox, columnDropPoint, idle, mouseDrag, open, snapshot, tableNow } from './helpers';

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

test('the table at this size: fit, the drag drawn as the model says, the windows whole on the screen (screenshots kept to look at)', async ({ page }, info) => {
  await open(page, 'YU1-C-AAAAAAD');
  await expectFits(page);
  await page.screenshot({ path: info.outputPath('table.png') });
  await mouseDrag(page, '4H', await columnDropPoint(page, 2));
  await mouseDrag(page, 'KD', await columnDropPoint(page, 0));
  await expectFits(page);
  // Mid-drag of a card that has somewhere to go, with Placement help lighting up the legal places.
  const moving = legalMoves(await tableNow(page)).find((m) => m.to !== 'foundation')!;
  const from = await cardBox(page, moving.card);
  await page.mouse.move(from.x + from.width / 2, from.y + 10);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 40, from.y + 90, { steps: 3 });
  // What the screenshot shows: the dragged group drawn where the model carries it, and its places lit.
  const drawn = await page.evaluate(async () => ({ drawn: await window.yukon.drawn(), selection: window.yukon.selection(), glowing: window.yukon.glowing() }));
  expect(drawn.drawn.lifted.map((c) => c.card)).toEqual(drawn.selection?.cards);
  expect(drawn.drawn.lifted.map((c) => c.box)).toEqual(drawn.selection?.boxes);
  expect(drawn.glowing.length).toBeGreaterThan(0);
  // The group has weight: drawn larger than on the table, over a shadow cast down and right of it.
  const first = drawn.drawn.lifted[0]!;
  expect(first.scale).toBeGreaterThan(1);
  const shadow = drawn.drawn.shadow!;
  expect(shadow).not.toBeNull();
  expect(shadow.y).toBeGreaterThan(first.box.y);
  expect(shadow.x).toBeGreaterThan(first.box.x);
  expect(shadow.y + shadow.height).toBeGreaterThan(drawn.drawn.lifted.at(-1)!.box.y + first.box.height);
  await page.screenshot({ path: info.outputPath('dragging.png') });
  await page.mouse.up();
  await idle(page);
  // Put down, it has no shadow and its size on the table.
  const after = await page.evaluate(() => window.yukon.drawn());
  expect(after.shadow).toBeNull();
  expect(after.lifted).toEqual([]);
  for (const name of ['new-game', 'settings', 'rules'] as const) {
    await page.locator(`[data-action=${name}]`).click();
    const dialog = page.locator(`dialog[data-dialog=${name}]`);
    await expect(dialog).toBeVisible();
    // The window is whole on the screen, and its close button can be reached.
    const { width, height } = page.viewportSize()!;
    const box = (await dialog.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(width);
    expect(box.y + box.height).toBeLessThanOrEqual(height);
    await expect(dialog.locator('[data-action=close]')).toBeInViewport();
    // Screenshots are kept for a person to look at (test-results/); the checks above are what fails.
    await page.screenshot({ path: info.outputPath(`${name}.png`) });
    await dialog.locator('[data-action=close]').click();
    await expect(dialog).not.toBeVisible();
  }
});

test('rotating the screen lays the table out again at once @webgl', async ({ page }) => {
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
    // No animation: nothing is moving once the drop's frame is drawn. (Asked at once, the table's
    // worker could still be drawing the drag: 2 runs in 16, as the faces not needed by the first
    // frame are drawn after it.)
    await page.evaluate(() => window.yukon.drawn());
    expect(await page.evaluate(() => window.yukon.idle())).toBe(true);
    expect((await snapshot(page)).columns[2]?.at(-1)?.id).toBe('4H');
  });
});
