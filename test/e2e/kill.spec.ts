import { apply, newGame, serialise } from '../../src/engine';
import { solve } from '../../src/solver';
import { dropPoint, idb, mouseDrag } from './helpers';
import { launchKillable } from '../support/killable';
import { expect, test } from './fixtures';

/**
 * Every move is durable before its animation ends: a browser killed without warning (SIGKILL of
 * its whole process group: no pagehide, no unload, no shutdown) a moment after a move's pointer-up
 * comes back with that move. Chromium is started by hand on a persistent profile, again after each kill.
 */
const DEAL = { rule: 'classic' as const, deal: 3 };
const before = newGame(DEAL);
const after = apply(before, { type: 'move', card: '4H', to: 2 }).game;
const tableOf = (g: typeof before) => ({
  columns: g.table.columns.map((c) => c.cards.map((id, i) => ({ id, faceUp: i >= c.down }))),
  score: g.table.score,
});
// Milliseconds from the pointer-up to the kill. Below 100 ms the move may be lost (it must then
// come back exactly as before it); from 100 ms on it must never be.
const DELAYS = [30, 100, 100, 250];

test('a browser killed 100 ms after a move comes back with that move, and never with a position not played', async ({ baseURL }, info) => {
  test.setTimeout(240_000);
  const kept: string[] = [];
  // One profile: each kill's browser is started again to see what came back, and then plays the
  // next kill's move on a deal started afresh (the first on a new profile, the others as a
  // returning player's, with the app's service worker in charge).
  const profile = info.outputPath('profile');
  let browser = await launchKillable(profile);
  try {
    for (const [i, delay] of DELAYS.entries()) {
      const page = browser.page;
      if (i > 0) {
        // The last kill's game and hints cleared while no page of the app is open.
        await page.goto(`${baseURL}/icons/icon-192.png`);
        await page.evaluate(() => {
          localStorage.clear();
          return new Promise((resolve, reject) => {
            const request = indexedDB.deleteDatabase('yukon');
            request.onsuccess = resolve;
            request.onerror = () => reject(request.error);
            request.onblocked = () => reject(new Error('the database is still open'));
          });
        });
      }
      await page.goto(`${baseURL}/?code=YU1-C-AAAAAAD`);
      await page.waitForFunction(() => window.yukon?.idle());
      expect((await page.evaluate(() => window.yukon.snapshot())).moves).toBe(0);
      const from = await page.evaluate(() => window.yukon.cardBox('4H'));
      const to = await page.evaluate(() => window.yukon.cardBox('5S'));
      if (!from || !to) throw new Error('cards not on the table');
      await page.mouse.move(from.x + from.width / 2, from.y + 10);
      await page.mouse.down();
      await page.mouse.move(from.x + from.width / 2 + 8, from.y + 18, { steps: 2 });
      await page.mouse.move(to.x + to.width / 2, to.y + 20, { steps: 3 });
      await page.mouse.up();
      await new Promise((r) => setTimeout(r, delay));
      await browser.kill();
      browser = await launchKillable(profile);
      await browser.page.goto(`${baseURL}/`);
      await browser.page.waitForFunction(() => window.yukon?.idle());
      const s = await browser.page.evaluate(() => window.yukon.snapshot());
      const resumed = { columns: s.columns, score: s.score };
      const played = s.moves === 1;
      expect(s.code).toBe('YU1-C-AAAAAAD');
      expect(resumed, `after a kill at ${delay} ms`).toEqual(tableOf(played ? after : before));
      if (delay >= 100) expect(played, `the move was lost when killed ${delay} ms after the pointer-up`).toBe(true);
      kept.push(`${delay} ms: ${played ? 'kept' : 'lost'}`);
    }
  } finally {
    await browser.kill();
  }
  info.annotations.push({ type: 'kills', description: kept.join(', ') });
});

test('a browser killed 100 ms after the winning move keeps that game in its history', async ({ baseURL }, info) => {
  test.setTimeout(120_000);
  // Deal 3 one move short of its win along the solver's line, planted while no page of the app is open.
  const start = newGame(DEAL);
  const found = solve(start, { maxNodes: 100_000 });
  if (found.verdict !== 'won') throw new Error('deal 3 is winnable');
  const last = found.line.at(-1)!;
  const near = found.line.slice(0, -1).reduce((game, move) => apply(game, { type: 'move', ...move }).game, start);
  const profile = info.outputPath('profile');
  let browser = await launchKillable(profile);
  try {
    await browser.page.goto(`${baseURL}/`);
    await browser.page.waitForFunction(() => window.yukon?.idle());
    await browser.page.goto(`${baseURL}/icons/icon-192.png`);
    await idb(browser.page, 'put', 'game', { v: 1, save: serialise(near), seconds: 300, hints: 0 });
    await browser.page.goto(`${baseURL}/`);
    await browser.page.waitForFunction(() => window.yukon?.idle());
    expect((await browser.page.evaluate(() => window.yukon.snapshot())).moves).toBe(near.moves);
    await mouseDrag(browser.page, last.card, await dropPoint(browser.page, last));
    await new Promise((r) => setTimeout(r, 100));
    await browser.kill();
    browser = await launchKillable(profile);
    // Read while no page of the app is open.
    await browser.page.goto(`${baseURL}/icons/icon-192.png`);
    const keys = ((await idb(browser.page, 'keys')) as string[]).filter((key) => key.startsWith('history:'));
    expect(keys).toHaveLength(1);
    expect(await idb(browser.page, 'get', keys[0])).toMatchObject({ code: 'YU1-C-AAAAAAD', result: 'won', moves: near.moves + 1, score: apply(near, { type: 'move', ...last }).game.table.score });
  } finally {
    await browser.kill();
  }
});
