import { expect, test } from './fixtures';
import { codeErrorSentence } from '../../src/ui/messages';
import { idle, open, snapshot } from './helpers';

test.describe('game codes and new games', () => {
  test('a typed code opens its deal and rule; a wrong one is explained inline', async ({ page }) => {
    await open(page, 'YU1-C-AAAAAAD');
    await page.locator('[data-action=new-game]').click();
    const input = page.locator('input[name=code]');
    await input.fill('YU1-X-AAAAAAB');
    await page.locator('[data-action=play-code]').click();
    await expect(page.locator('#code-error')).toHaveText(codeErrorSentence('rule', 'en'));
    expect((await snapshot(page)).code).toBe('YU1-C-AAAAAAD');
    await input.fill('  yu1-r-aaaaaab ');
    await input.press('Enter');
    await expect(page.locator('dialog[data-dialog=new-game]')).not.toBeVisible();
    await idle(page);
    const s = await snapshot(page);
    expect(s.code).toBe('YU1-R-AAAAAAB');
    expect(s.rule).toBe('relaxed');
    expect(s.moves).toBe(0);
    await expect(page.locator('[data-info=code]')).toHaveText('YU1-R-AAAAAAB');
  });

  test('a new deal, and replaying this deal under the other rule', async ({ page }) => {
    await open(page, 'YU1-C-AAAAAAD');
    const first = await snapshot(page);
    await page.locator('[data-action=new-game]').click();
    await page.locator('label.choice', { hasText: 'Relaxed' }).click();
    await page.locator('[data-action=replay]').click();
    await idle(page);
    const replay = await snapshot(page);
    expect(replay.code).toBe('YU1-R-AAAAAAD');
    expect(replay.columns).toEqual(first.columns);
    await page.locator('[data-action=new-game]').click();
    await page.locator('[data-action=new-deal]').click();
    await idle(page);
    const fresh = await snapshot(page);
    expect(fresh.code).toMatch(/^YU1-R-[A-Z]{7}$/);
    expect(fresh.code).not.toBe('YU1-R-AAAAAAD');
  });

  test('a bad code in the address says what is wrong and deals a new game', async ({ page }) => {
    await page.goto('/?code=YU1-C-AAA');
    await idle(page);
    await expect(page.locator('[data-toast]')).toContainText(codeErrorSentence('deal', 'en'));
    expect((await snapshot(page)).code).toMatch(/^YU1-C-[A-Z]{7}$/);
  });
});
