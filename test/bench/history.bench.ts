/**
 * The history's figures (`npm run bench -- history`): the size of 1,000 games, and in Chromium
 * against the production build: History opened on 1,000 games, the main-thread part of keeping a
 * finished game, and a backup of 1,000 games made and brought into a fresh profile.
 */
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { rmSync, statSync } from 'node:fs';
import { apply, newGame, type Game } from '../../src/engine';
import { readSettings } from '../../src/app/start/boot';
import { readBackup, writeBackup } from '../../src/persist/backup';
import { historyKey } from '../../src/persist/history';
import { readStats, statsRecord, NO_STATS } from '../../src/persist/stats';
import { gameRecord, versioned } from '../../src/persist/records';
import { DEFAULT_SETTINGS } from '../../src/settings';
import { solve } from '../support/solver';
import { pastGames } from '../support/past-games';
import { median, type Row } from './measure';
import { serveDir } from './serve';

const COUNT = 1000;
const RUNS = 5;
const FILE = '/tmp/yukon-bench-backup.json';

const idle = (page: Page) => page.waitForFunction(() => (window as unknown as { yukon?: { idle(): boolean } }).yukon?.idle(), null, { timeout: 30_000 });

/** Puts the games into the app's database while the app is open (it reads them when History opens). */
async function seed(page: Page, entries: readonly (readonly [string, unknown])[]): Promise<void> {
  await page.evaluate((all) => new Promise<void>((resolve, reject) => {
    const request = indexedDB.open('yukon');
    request.onsuccess = () => {
      const tx = request.result.transaction('records', 'readwrite');
      for (const [key, value] of all) tx.objectStore('records').put(value, key);
      tx.oncomplete = () => resolve();
      tx.onerror = () => reject(tx.error);
    };
  }), entries as [string, unknown][]);
}

/** Milliseconds from a press of a button (found by `button`) until `done` holds, measured in the page. */
const timed = (page: Page, button: string, done: string, text?: string) =>
  page.evaluate(async ([button, done, text]) => {
    const started = performance.now();
    (document.querySelector(button) as HTMLElement).click();
    for (;;) {
      const found = document.querySelector(done);
      if (found && (!text || found.textContent?.includes(text))) return performance.now() - started;
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
  }, [button, done, text ?? ''] as const);

/** A fresh profile on the app at `url`, settled. */
async function freshApp(browser: Browser, url: string, options: { acceptDownloads?: boolean } = {}): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width: 1024, height: 768 }, deviceScaleFactor: 1, ...options });
  const page = await context.newPage();
  await page.goto(url);
  await idle(page);
  return { context, page };
}

export async function historyBenchmarks(): Promise<Row[]> {
  const games = pastGames(COUNT);
  const entries = games.map((past) => [historyKey(past), past] as const);
  const json = JSON.stringify(games);
  const backup = writeBackup({ settings: versioned(DEFAULT_SETTINGS), game: null, stats: statsRecord(NO_STATS), history: games }, Date.now(), 'bench');
  const node: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t = performance.now();
    if (!readBackup(backup, backup.length, { settings: readSettings, stats: readStats }).ok) throw new Error('the bench backup does not read');
    node.push(performance.now() - t);
  }
  const rows: Row[] = [
    { name: `history: ${COUNT} games (real lines), JSON`, value: json.length / 1024, unit: 'KiB' },
    { name: `history: a backup of ${COUNT} games, checked on reading (every line replayed; node)`, value: median(node), unit: 'ms' },
  ];

  const server = await serveDir('dist');
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update'] });
  try {
    const open: { first: number[]; again: number[]; built: number[]; clone: number[]; save: number[]; choose: number[]; replace: number[] } = { first: [], again: [], built: [], clone: [], save: [], choose: [], replace: [] };
    // The winning move of a game one move short of its end, for the keeping of a finished game.
    const start = newGame({ rule: 'classic', deal: 3 });
    const line = solve(start) ?? [];
    const near: Game = line.slice(0, -1).reduce((g, m) => apply(g, { type: 'move', ...m }).game, start);
    for (let run = 0; run < RUNS; run++) {
      const { context, page } = await freshApp(browser, `${server.url}/?code=YU1-C-AAAAAAD`, { acceptDownloads: true });
      await seed(page, entries);
      open.first.push(await timed(page, '[data-action=history]', 'dialog[data-dialog=history][open] [data-past]'));
      await page.keyboard.press('Escape');
      // Opened again a moment later (the first opening's read of the whole history done).
      await page.waitForTimeout(500);
      open.again.push(await timed(page, '[data-action=history]', 'dialog[data-dialog=history][open] [data-past]'));
      // A backup of everything: made and handed over as a download.
      const download = page.waitForEvent('download');
      open.save.push(await timed(page, '[data-action=backup-save]', '[data-backup-status]', `${COUNT} games`));
      if (run === 0) await (await download).saveAs(FILE);
      await page.keyboard.press('Escape');
      await context.close();
    }
    // A finished game kept: the winning move played by a mouse drag on a game planted one move
    // short of its win; the main-thread part is building the game's record and handing it over
    // (measured by the app), and the structured copy IndexedDB makes of it (timed here on the record).
    for (let run = 0; run < RUNS; run++) {
      const { context, page } = await freshApp(browser, `${server.url}/`);
      await page.goto(`${server.url}/icons/icon-192.png`);
      await seed(page, [['game', gameRecord(near, { seconds: 300, hints: 0 })]]);
      await page.goto(`${server.url}/`);
      await idle(page);
      const last = line.at(-1)!;
      const from = await page.evaluate((card) => (window as unknown as { yukon: { cardBox(c: string): { x: number; y: number; width: number; height: number } | null } }).yukon.cardBox(card), last.card);
      const to = await page.evaluate((i) => (window as unknown as { yukon: { foundationBox(i: number): { x: number; y: number; width: number; height: number } | null } }).yukon.foundationBox(i), 'SHDC'.indexOf(last.card.slice(-1)));
      if (!from || !to) throw new Error('the cards are not on the table');
      await page.mouse.move(from.x + from.width / 2, from.y + 10);
      await page.mouse.down();
      await page.mouse.move(from.x + from.width / 2 + 8, from.y + 18, { steps: 2 });
      await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 3 });
      await page.mouse.up();
      await page.waitForFunction(() => performance.getEntriesByName('yukon:history-build').length > 0);
      open.built.push(await page.evaluate(() => performance.getEntriesByName('yukon:history-build')[0]!.duration));
      open.clone.push(await page.evaluate(() => new Promise<number>((resolve) => {
        const request = indexedDB.open('yukon');
        request.onsuccess = () => {
          const store = request.result.transaction('records').objectStore('records');
          const all = store.getAll(IDBKeyRange.bound('history:', 'history:\uffff'));
          all.onsuccess = () => {
            const entry = all.result[0];
            const t = performance.now();
            for (let i = 0; i < 200; i++) structuredClone(entry);
            resolve((performance.now() - t) / 200);
          };
        };
      })));
      await context.close();
    }
    // Brought into a fresh profile: the file chosen (read and checked), then Replace.
    for (let run = 0; run < RUNS; run++) {
      const { context, page } = await freshApp(browser, `${server.url}/`);
      await page.click('[data-action=history]');
      const chooser = page.waitForEvent('filechooser');
      await page.click('[data-action=backup-restore]');
      const started = await page.evaluate(() => performance.now());
      await (await chooser).setFiles(FILE);
      await page.waitForSelector('[data-backup-choice]:not([hidden])');
      open.choose.push((await page.evaluate(() => performance.now())) - started);
      open.replace.push(await timed(page, '[data-action=backup-replace]', '[data-backup-status]', 'restored'));
      await context.close();
    }
    rows.push(
      { name: `app: History opened on ${COUNT} games, first time (its chunk loaded), to the first rows`, value: median(open.first), unit: 'ms' },
      { name: `app: History opened on ${COUNT} games again, to the first rows`, value: median(open.again), unit: 'ms', target: '≤ 100' },
      { name: 'app: a finished game kept, main-thread part: its record built and handed to the writer', value: median(open.built), unit: 'ms', target: '≤ 1' },
      { name: 'app: …and the structured copy storage makes of it', value: median(open.clone), unit: 'ms', target: '≤ 1 together' },
      { name: `app: a backup of ${COUNT} games made and handed over`, value: median(open.save), unit: 'ms' },
      { name: `app: the backup file, ${(statSync(FILE).size / 1024).toFixed(0)} KiB, chosen to its summary (read, every line replayed)`, value: median(open.choose), unit: 'ms' },
      { name: `app: …then Replace, to done (${COUNT} games written in one transaction)`, value: median(open.replace), unit: 'ms' },
    );
  } finally {
    await browser.close();
    await server.close();
    rmSync(FILE, { force: true });
  }
  return rows;
}
