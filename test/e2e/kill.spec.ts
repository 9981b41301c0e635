import type { Page } from '@playwright/test';
import { apply, newGame, serialise } from '../../src/engine';
import { solve } from '../../src/solver';
import { dropPoint, idb, mouseDrag } from './helpers';
import { launchKillable } from '../support/killable';
import { expect, test } from './fixtures';

/**
 * Every move is durable before its animation ends: a browser killed without warning (SIGKILL of
 * its whole process group: no pagehide, no unload, no shutdown) a moment after a move's pointer-up
 * comes back with that move. Chromium is started by hand on a persistent profile, again after each kill.
 *
 * The page's writes are watched as they happen (console events, sent to the test as they come, so
 * the watching costs the page nothing at the kill): the app's part is to hand the write to the
 * browser in the pointer-up's own task, before the move's first frame; the browser's part is to
 * have it once it says it is committed. A loaded machine may take longer than 100 ms for its part
 * (seen once on CI, with both kill tests at once): a failure says which part was missing.
 */
const DEAL = { rule: 'classic' as const, deal: 3 };
const before = newGame(DEAL);
const after = apply(before, { type: 'move', card: '4H', to: 2 }).game;
const tableOf = (g: typeof before) => ({
  columns: g.table.columns.map((c) => c.cards.map((id, i) => ({ id, faceUp: i >= c.down }))),
  score: g.table.score,
});
// Milliseconds from the pointer-up to the kill ('committed': as soon as the browser says the move's
// write is committed). Before that the move may be lost (it must then come back exactly as before it).
const DELAYS = [30, 100, 'committed', 250] as const;

/** The page's writes as the test hears them: 'up', 'frame' (the first after the up), 'put KEY', 'done KEY'. */
function watchWrites(page: Page): { events: string[]; committed(key: (k: string) => boolean): Promise<void> } {
  const events: string[] = [];
  const waiting: (() => void)[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if (!text.startsWith('kill-test ')) return;
    events.push(text.slice('kill-test '.length));
    for (const wake of waiting.splice(0)) wake();
  });
  return {
    events,
    committed: (key) => new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no write committed; heard: ${events.join(', ')}`)), 20_000);
      const check = () => (events.some((e) => e.startsWith('done ') && key(e.slice(5))) ? (clearTimeout(timer), resolve()) : waiting.push(check));
      check();
    }),
  };
}

/** In the page, before its scripts: says each pointer-up, the first frame after it, and each write handed over and committed. */
const WATCH = () => {
  const say = (what: string) => console.debug(`kill-test ${what}`);
  addEventListener('pointerup', () => {
    say('up');
    requestAnimationFrame(() => say('frame'));
  }, true);
  const put = IDBObjectStore.prototype.put;
  IDBObjectStore.prototype.put = function (this: IDBObjectStore, value: unknown, key?: IDBValidKey) {
    say(`put ${String(key)}`);
    this.transaction.addEventListener('complete', () => say(`done ${String(key)}`));
    return put.call(this, value, key);
  };
};

/** The app's part: after the last pointer-up, the write of a record the key names was handed over before the next frame. */
function handedOverBeforeFrame(events: readonly string[], key: (k: string) => boolean): boolean {
  const up = events.lastIndexOf('up');
  const frame = events.indexOf('frame', up);
  const handed = events.findIndex((e, i) => i > up && e.startsWith('put ') && key(e.slice(4)));
  return up >= 0 && handed > up && (frame < 0 || handed < frame);
}

test('a browser killed after a move comes back with that move once its write is committed (handed over before its first frame), and never with a position not played', async ({ baseURL }, info) => {
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
      await page.addInitScript(WATCH);
      const writes = watchWrites(page);
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
      const isGame = (key: string) => key === 'game';
      if (delay === 'committed') await writes.committed(isGame);
      else await new Promise((r) => setTimeout(r, delay));
      const heard = [...writes.events.slice(writes.events.lastIndexOf('up'))];
      await browser.kill();
      browser = await launchKillable(profile);
      await browser.page.goto(`${baseURL}/`);
      await browser.page.waitForFunction(() => window.yukon?.idle());
      const s = await browser.page.evaluate(() => window.yukon.snapshot());
      const resumed = { columns: s.columns, score: s.score };
      const played = s.moves === 1;
      expect(s.code).toBe('YU1-C-AAAAAAD');
      expect(resumed, `after a kill at ${delay}`).toEqual(tableOf(played ? after : before));
      expect(handedOverBeforeFrame(heard, isGame), `the move's write was handed to the browser in the pointer-up's task; heard: ${heard.join(', ')}`).toBe(true);
      const said = heard.some((e) => e === 'done game');
      if (said) expect(played, `the move was lost though the browser had said its write was committed (killed at ${delay}); heard: ${heard.join(', ')}`).toBe(true);
      kept.push(`${delay}${typeof delay === 'number' ? ' ms' : ''}: ${played ? 'kept' : 'lost'}${said ? '' : ' (not yet committed)'}`);
    }
  } finally {
    await browser.kill();
  }
  info.annotations.push({ type: 'kills', description: kept.join(', ') });
});

test('a browser killed after the winning move keeps that game in its history (handed over in its task, killed once committed)', async ({ baseURL }, info) => {
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
    await browser.page.addInitScript(WATCH);
    const writes = watchWrites(browser.page);
    await browser.page.goto(`${baseURL}/`);
    await browser.page.waitForFunction(() => window.yukon?.idle());
    expect((await browser.page.evaluate(() => window.yukon.snapshot())).moves).toBe(near.moves);
    await mouseDrag(browser.page, last.card, await dropPoint(browser.page, last));
    expect((await browser.page.evaluate(() => window.yukon.snapshot())).won, 'the last move won the game').toBe(true);
    const isHistory = (key: string) => key.startsWith('history:');
    expect(handedOverBeforeFrame(writes.events, isHistory), `the won game's write was handed over in the winning move's task; heard: ${writes.events.join(', ')}`).toBe(true);
    await writes.committed(isHistory);
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
