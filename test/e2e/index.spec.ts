import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { apply, newGame, parseCode } from '../../src/engine';
import { DEEP_COLUMN } from '../support/deep';
import { cardBox, idle, open, plant, resize, snapshot } from './helpers';

// From a 360 px phone to a large desktop, both ways up (the layout's unit tests take more sizes).
const SIZES = [[360, 740], [740, 360], [667, 375], [834, 1194], [1194, 834], [1920, 1080]] as const;

/** Chooses a deck and index size (and four colours, when given) in the Settings window, and closes it. */
async function chooseLooks(page: Page, deck: 'modern' | 'classic', largeIndex: boolean, fourColour?: boolean): Promise<void> {
  await page.locator('[data-action=settings]').click();
  await page.locator('select[name=deck]').selectOption(deck);
  await page.locator('input[name=largeIndex]').setChecked(largeIndex);
  if (fourColour !== undefined) await page.locator('input[name=fourColour]').setChecked(fourColour);
  await page.locator('dialog[data-dialog=settings] [data-action=close]').click();
}

test('the corner index, measured as the browser draws it, is whole in the strip a fanned card shows, and legible, in every deck at every size', async ({ page }, info) => {
  test.setTimeout(120_000);
  await open(page, 'YU1-C-AAAAAAD');
  const seen: string[] = [];
  for (const deck of ['modern', 'classic'] as const) {
    for (const largeIndex of [false, true]) {
      await chooseLooks(page, deck, largeIndex, largeIndex);
      for (const [width, height] of SIZES) {
        await resize(page, { width, height });
        const fit = await page.evaluate(() => window.yukon.indexFit());
        const what = `${deck}${largeIndex ? ', large index' : ''} at ${width}×${height}`;
        seen.push(`${what}: index ${fit.depth} px deep, rank ${fit.rank} px, strip ${fit.strip?.toFixed(1)} px, card ${fit.cardHeight.toFixed(1)} px (index ${(fit.depth / fit.cardHeight).toFixed(3)} h)`);
        console.log(seen.at(-1));
        expect.soft(fit.strip, what).not.toBeNull();
        expect.soft(fit.depth, `${what}: the index whole in the strip`).toBeLessThanOrEqual(fit.strip ?? 0);
        expect.soft(fit.rank, `${what}: the rank at least 9 px tall`).toBeGreaterThanOrEqual(9);
        if (deck === 'classic' && (width === 360 || width === 834)) await page.screenshot({ path: info.outputPath(`classic-${largeIndex ? 'large-' : ''}${width}x${height}.png`) });
      }
    }
  }
  await info.attach('index measurements', { body: seen.join('\n'), contentType: 'text/plain' });
});

/** The deepest column found: 40 face-up cards in the third column after these moves. */
function deepGame() {
  const parsed = parseCode(DEEP_COLUMN.code);
  if (!parsed.ok) throw new Error(DEEP_COLUMN.code);
  return DEEP_COLUMN.line.reduce((game, move) => {
    const next = apply(game, { type: 'move', ...move });
    if (!next.ok) throw new Error(`${move.card} ${String(move.to)}`);
    return next.game;
  }, newGame(parsed.code));
}

const EVERY_SIZE = [[360, 740], [390, 844], [844, 390], [740, 360], [834, 1194], [1194, 834], [1280, 800], [1920, 1080]] as const;

test('the deepest column (40 face-up cards) cuts no glyph at any size, in either deck, with large indices too: each strip shows its index whole, the compact index whole, or only its edge', async ({ page }, info) => {
  test.setTimeout(150_000);
  await plant(page, deepGame());
  const seen: string[] = [];
  for (const deck of ['modern', 'classic'] as const) {
    for (const largeIndex of [false, true]) {
      await chooseLooks(page, deck, largeIndex);
      for (const [width, height] of EVERY_SIZE) {
        await resize(page, { width, height });
        const fit = await page.evaluate(() => window.yukon.indexFit());
        const what = `${deck}${largeIndex ? ', large index' : ''} at ${width}×${height}`;
        seen.push(`${what}: full index ${fit.depth} px in strips of ${fit.strip?.toFixed(1)} px; compact ${fit.compact ? `${fit.compact.depth} px (rank ${fit.compact.rank} px) in ${fit.compact.strip.toFixed(1)} px` : 'none'}; folded ${fit.folded ? `${fit.folded.strip.toFixed(1)} px under a margin of ${fit.folded.margin} px` : 'none'}`);
        if (fit.strip !== null) expect.soft(fit.depth, `${what}: the index whole in its strips`).toBeLessThanOrEqual(fit.strip);
        if (fit.compact) {
          expect.soft(fit.compact.depth, `${what}: the compact index whole in its strips`).toBeLessThanOrEqual(fit.compact.strip);
          expect.soft(fit.compact.rank, `${what}: the compact rank at least 7 px tall`).toBeGreaterThanOrEqual(7);
        }
        if (fit.folded) expect.soft(fit.folded.strip - 0.01, `${what}: a folded strip shows no ink`).toBeLessThanOrEqual(fit.folded.margin);
        // Every card of the column within the window, and the page still.
        const last = (await snapshot(page)).columns[2]!.at(-1)!;
        const box = await cardBox(page, last.id);
        expect.soft(box.y + box.height, what).toBeLessThanOrEqual(height + 1);
        if (!largeIndex) await page.screenshot({ path: info.outputPath(`deep-${deck}-${width}x${height}.png`) });
      }
    }
  }
  await info.attach('deep column', { body: seen.join('\n'), contentType: 'text/plain' });
});

test('a folded column opens by a tap on its fold: the cards it hid are shown, and can be taken', async ({ page }) => {
  await page.setViewportSize({ width: 844, height: 390 });
  await plant(page, deepGame());
  const column = () => snapshot(page).then((s) => s.columns[2]!.filter((c) => c.faceUp).map((c) => c.id));
  const cards = await column();
  // A folded card has no part a finger can take: the hook gives it no box.
  const folded = async () => {
    const boxes = await page.evaluate((ids) => ids.map((c) => window.yukon.cardBox(c)), cards);
    return cards.filter((_, i) => boxes[i] === null);
  };
  const before = await folded();
  expect(before.length).toBeGreaterThan(0);
  const fold = (await page.evaluate(() => window.yukon.folds()))[0]!;
  await page.mouse.click(fold.x + fold.width / 2, fold.y + fold.height / 2);
  await idle(page);
  const after = await folded();
  // Some of the cards it hid are shown now, and one of them can be taken by a drag.
  const shown = before.filter((c) => !after.includes(c));
  expect(shown.length).toBeGreaterThan(0);
  const b = await cardBox(page, shown[0]!);
  await page.mouse.move(b.x + b.width / 2, b.y + 4);
  await page.mouse.down();
  await page.mouse.move(b.x + b.width / 2 + 20, b.y + 40, { steps: 3 });
  expect((await page.evaluate(() => window.yukon.selection()))?.cards[0]).toBe(shown[0]);
  await page.mouse.up();
  await idle(page);
});
