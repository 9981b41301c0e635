import { expect, test } from './fixtures';
import { open, resize } from './helpers';

// From a 360 px phone to a large desktop, both ways up (the layout's unit tests take more sizes).
const SIZES = [[360, 740], [740, 360], [667, 375], [834, 1194], [1194, 834], [1920, 1080]] as const;

test('the corner index, measured as the browser draws it, is whole in the strip a fanned card shows, and legible, in every deck at every size', async ({ page }, info) => {
  test.setTimeout(120_000);
  await open(page, 'YU1-C-AAAAAAD');
  const seen: string[] = [];
  for (const deck of ['modern', 'classic'] as const) {
    for (const largeIndex of [false, true]) {
      await page.locator('[data-action=settings]').click();
      await page.locator('select[name=deck]').selectOption(deck);
      await page.locator('input[name=largeIndex]').setChecked(largeIndex);
      await page.locator('input[name=fourColour]').setChecked(largeIndex);
      await page.locator('dialog[data-dialog=settings] [data-action=close]').click();
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
