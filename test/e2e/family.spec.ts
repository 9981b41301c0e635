import { apply, newGame, parseCode, type Rule } from '../../src/engine';
import { solve } from '../../src/solver';
import { expect, test } from './fixtures';
import { brisk, idle, open, plant, snapshot, winByHints } from './helpers';

// Yukon’s family in the browser (desktop only, playwright.config.ts; the deals played in a smaller
// window without motion, which keeps software rendering quick over many drags: brisk).

/**
 * Each game's deal, played by hand from a position along the solver's line (planted as the saved
 * game) for its last 12 moves: the drags, hints and statistics of a whole deal at a fraction of the
 * time (a whole deal by touch: review.spec.ts; from the deal by H and Finish: hint-games.spec.ts).
 */
const GAMES: readonly [Rule, string, string][] = [
  ['alaska', 'YU1-A-AAAAADX', 'Alaska'],
  ['russian', 'YU1-U-AAAAAHP', 'Russian Solitaire'],
  ['moosehide', 'YU1-M-AAAAACE', 'Moosehide'],
];
const LEFT = 12;

for (const [rule, code, name] of GAMES) {
  test(`${name}: the last ${LEFT} moves of a deal won by real drags following Hint, counted in its own statistics`, async ({ page }) => {
    test.setTimeout(240_000);
    const parsed = parseCode(code);
    if (!parsed.ok) throw new Error(code);
    let game = newGame(parsed.code);
    const found = solve(game, { maxNodes: 200_000 });
    if (found.verdict !== 'won') throw new Error(`${code} is won: the solver must find its line`);
    for (const move of found.line.slice(0, Math.max(0, found.line.length - LEFT))) game = apply(game, { type: 'move', ...move }).game;
    await plant(page, game);
    await brisk(page, { width: 800, height: 600 });
    expect((await snapshot(page)).rule).toBe(rule);
    await expect(page.locator('[data-info=game]')).toHaveText(name);
    // Each hint a legal move of this game, as the engine judges it, played by a real drag.
    await winByHints(page, false);
    const end = await snapshot(page);
    expect(end.won).toBe(true);
    expect(end.score).toBe(625);
    await page.locator('dialog[data-dialog=won] [data-action=close]').click();
    await page.locator('nav [data-action=statistics]').click();
    const family = page.locator('dialog[data-dialog=statistics] table[data-family=sibling]');
    const column = ['russian', 'alaska', 'moosehide'].indexOf(rule) + 1;
    await expect(family.locator('tbody tr').filter({ hasText: 'Games won' }).locator('td').nth(column - 1)).toHaveText('1');
    await expect(page.locator('dialog[data-dialog=statistics] table[data-family=yukon] tbody tr').filter({ hasText: 'Games won' })).toHaveText('Games won00');
  });
}

test('the New game window offers the five games, Yukon’s two rules first, and starts the one chosen', async ({ page }) => {
  await open(page, 'YU1-C-AAAAAAD');
  await page.locator('nav [data-action=new-game]').click();
  const dialog = page.locator('dialog[data-dialog=new-game]');
  await expect(dialog.locator('fieldset.rules .choice b')).toHaveText(['Classic', 'Relaxed', 'Russian Solitaire', 'Alaska', 'Moosehide']);
  await expect(dialog.locator('fieldset.rules .family')).toHaveText(['Yukon', 'Its family']);
  await dialog.getByLabel('Alaska').check();
  await dialog.locator('[data-action=replay]').click();
  await expect.poll(async () => (await snapshot(page)).code).toBe('YU1-A-AAAAAAD');
  await expect(page.locator('[data-info=game]')).toHaveText('Alaska');
  // The same cards as Classic's deal 3, under Alaska's build.
  const cards = async () => (await snapshot(page)).columns.map((c) => c.map((x) => x.id));
  const alaska = await cards();
  await page.goto('/?code=YU1-C-AAAAAAD');
  await idle(page);
  expect(await cards()).toEqual(alaska);
  // The Rules page explains every game, this one marked.
  await page.goto('/?code=YU1-A-AAAAAAD');
  await page.locator('nav [data-action=rules]').click();
  await expect(page.locator('dialog[data-dialog=rules]')).toContainText('Alaska (this game) (same suit, one rank lower or higher): on 8♥ or 6♥.');
});
