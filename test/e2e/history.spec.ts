import type { Page } from '@playwright/test';
import { apply, newGame, type Game } from '../../src/engine';
import { solve } from '../../src/solver';
import { expect, test } from './fixtures';
import { audit, brisk, dropPoint, idb, idle, mouseDrag, plant, snapshot, toast, winByHints } from './helpers';
import { CODE, LOSING, play, review, strip } from './review-helpers';

/** Classic deal 3 along the solver's line, `short` moves short of the win. */
function nearWin(short: number): Game {
  const start = newGame({ rule: 'classic', deal: 3 });
  const found = solve(start, { maxNodes: 100_000 });
  if (found.verdict !== 'won') throw new Error('deal 3 is winnable');
  return found.line.slice(0, found.line.length - short).reduce<Game>((game, move) => apply(game, { type: 'move', ...move }).game, start);
}

/** New game from the toolbar, then one of its buttons, or a code typed in: all by real clicks and keys. */
async function newGameBy(page: Page, how: { code: string } | 'new-deal'): Promise<void> {
  await page.locator('nav [data-action=new-game]').click();
  const dialog = page.locator('dialog[data-dialog=new-game]');
  await expect(dialog).toBeVisible();
  if (how === 'new-deal') await dialog.locator('[data-action=new-deal]').click();
  else {
    await dialog.locator('input[name=code]').fill(how.code);
    await dialog.locator('[data-action=play-code]').click();
  }
  await expect(dialog).toBeHidden();
  await idle(page);
}

const rows = (page: Page) => page.locator('dialog[data-dialog=history] [data-past]');

test('three games played by real input (won by hints, left, lost) are in History newest first with their results, and each is reviewed from its line, the left one too', async ({ page }) => {
  test.setTimeout(240_000);
  // Won by hints: five moves from the win of deal 3, each hint followed by a mouse drag.
  await plant(page, nearWin(5));
  await brisk(page, { width: 900, height: 700 });
  await winByHints(page, false);
  const wonWindow = page.locator('dialog[data-dialog=won]');
  await expect(wonWindow).toBeVisible();
  // The win window: the deal, the game's own figures, and how it stands (this deal's first game).
  const after = await snapshot(page);
  await expect(wonWindow.locator('[data-won=score]')).toHaveText(String(after.score));
  await expect(wonWindow.locator('[data-won=moves]')).toHaveText(String(after.moves));
  await expect(wonWindow.locator('[data-won-deal] .code')).toHaveText(CODE.replaceAll('-', '\u2011'));
  await expect(wonWindow.locator('[data-won-best]')).toHaveText('Won at the first try of this deal.');
  await page.keyboard.press('Escape');

  // Left: a winnable deal with the first move of a winning line played by a drag, then a new deal.
  await newGameBy(page, { code: 'YU1-C-AAAAAAF' });
  const line = solve(newGame({ rule: 'classic', deal: 5 }), { maxNodes: 100_000 });
  if (line.verdict !== 'won') throw new Error('deal 5 is winnable');
  const first = line.line[0]!;
  await mouseDrag(page, first.card, await dropPoint(page, first));
  expect((await snapshot(page)).moves).toBe(1);

  // Lost: deal 3 again (it says how it went before), played into the loss the review test knows.
  await newGameBy(page, { code: CODE });
  await expect(toast(page)).toContainText('This deal, played before: 1. Your best: ');
  await play(page, LOSING, false);
  await newGameBy(page, 'new-deal');

  // A left game is kept at once, and again once the solver has said whether it was lost.
  await expect.poll(async () => {
    const keys = ((await idb(page, 'keys')) as string[]).filter((key) => key.startsWith('history:'));
    return Promise.all(keys.map(async (key) => ((await idb(page, 'get', key)) as { result: string }).result));
  }, { timeout: 15_000 }).toEqual(['won', 'left', 'lost']);
  await page.locator('nav [data-action=history]').click();
  const history = page.locator('dialog[data-dialog=history]');
  await expect(history).toBeVisible();
  await expect.poll(() => rows(page).evaluateAll((items) => items.map((item) => item.getAttribute('data-result')))).toEqual(['lost', 'left', 'won']);
  await expect(rows(page).nth(0)).toContainText('Lost · Classic');
  await expect(rows(page).nth(0)).toContainText('4 moves');
  await expect(rows(page).nth(1)).toContainText('Left · Classic');
  await expect(rows(page).nth(2)).toContainText('Won · Classic');
  await expect(rows(page).nth(2)).toContainText('winnable deal');
  await expect(history.locator('[data-history-count]')).toHaveText('3 of 3 games');
  await audit(page, 'history');
  // Filtered by result.
  await history.locator('select[data-filter=result]').selectOption('won');
  await expect(rows(page)).toHaveCount(1);
  await history.locator('select[data-filter=result]').selectOption('all');
  await expect(rows(page)).toHaveCount(3);

  // Each reviewed: the strip holds every position of its line, the last one shown first.
  const won = await rows(page).nth(2).locator('.past-figures').textContent();
  const wonMoves = Number(/(\d+) moves/.exec(won ?? '')?.[1]);
  for (const [i, moves] of [[0, 4], [1, 1], [2, wonMoves]] as const) {
    if (!(await history.isVisible())) await page.locator('nav [data-action=history]').click();
    await rows(page).nth(i).locator('[data-action=past-review]').click();
    await expect(history).toBeHidden();
    await expect(strip(page)).toBeVisible();
    await expect(page.locator('.review-badge')).toHaveText(`Preview: move ${moves} of ${moves}`);
    expect((await review(page))?.verdicts).toHaveLength(moves + 1);
    // A past game's review does not offer to play on from it.
    await expect(strip(page).locator('[data-review=play]')).toBeDisabled();
    await page.keyboard.press('Escape');
    await expect(strip(page)).toBeHidden();
  }
  // The lost game's review finds the move that lost it, as the live game's review does.
  await page.locator('nav [data-action=history]').click();
  await rows(page).nth(0).locator('[data-action=past-review]').click();
  await expect(strip(page).locator('.review-said')).toContainText('Moving K♠ to an empty column lost the game;', { timeout: 30_000 });
  await page.keyboard.press('Escape');

  // The statistics' picture: this week's three games, one won, and the same figures as a table.
  await page.locator('nav [data-action=statistics]').click();
  const stats = page.locator('dialog[data-dialog=statistics]');
  await expect(stats.locator('svg.chart rect.games')).toHaveCount(1);
  await expect(stats.locator('svg.chart rect.wins')).toHaveCount(1);
  await expect(stats.locator('svg.chart rect.run-won')).toHaveCount(1);
  await expect(stats.locator('svg.chart rect.run-other')).toHaveCount(2);
  // The weeks without games are drawn as none (a dash on the axis), and no label runs past the picture.
  const weeks = await stats.locator('[data-chart-table] tbody tr').count();
  await expect(stats.locator('svg.chart line.none')).toHaveCount(weeks - 1);
  const past = await stats.locator('svg.chart').evaluate((chart) => {
    const box = (chart as SVGSVGElement).viewBox.baseVal;
    return [...chart.querySelectorAll('text')].map((label) => ({ text: label.textContent, box: label.getBBox() })).filter((l) => l.box.x < box.x - 0.5 || l.box.x + l.box.width > box.x + box.width + 0.5).map((l) => l.text);
  });
  expect(past).toEqual([]);
  await expect(stats.locator('[data-chart-table] tbody tr').last()).toContainText(/3\s*1\s*33 %/);
  await expect(stats.locator('[data-chart-runs]')).toHaveText('Longest run in these weeks: 1. Now: 0.');
  await audit(page, 'statistics with the picture');
  await stats.locator('[data-action=close]').click();

  // Play again: the won deal comes to the table fresh.
  await page.locator('nav [data-action=history]').click();
  await rows(page).nth(2).locator('[data-action=past-again]').click();
  await idle(page);
  expect(await snapshot(page)).toMatchObject({ code: CODE, moves: 0 });
});
