/**
 * Screenshots of the app for a person to look at: every scene at every size the house checks,
 * light and dark. Not a test (nothing here fails on looks); the browser tests hold what can be
 * measured. Run against a served build:
 *
 *   npx vite build && npx vite preview --port 4180 --strictPort &
 *   npx tsx scripts/shots.ts [--url http://localhost:4180] [--out shots] [--sizes 390x844,1280x800]
 *                            [--deck modern|classic] [--dim on] [--four on] [--code YU1-…] [--scenes table,deep,drag,windows,stats,lesson,finish,win,menu]
 *                            [--themes light,dark] [--lang auto|en|da|de|fr|lb]
 *
 * The pictures land in OUT/<scene>-<theme>-<width>x<height>.png.
 */
import { mkdirSync } from 'node:fs';
import { chromium, type Browser, type Page } from '@playwright/test';
import { apply, everyCardFaceUp, newGame, parseCode, serialise, type Game, type Move } from '../src/engine';
import { solve } from '../src/solver';
import { DEEP_COLUMN } from '../test/support/deep';
import { pastGames } from '../test/support/past-games';
import { historyKey } from '../src/persist/history';
import { NO_STATS, recordLeft, recordWin, statsRecord } from '../src/persist/stats';

const arg = (name: string, fallback: string): string => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? (process.argv[i + 1] ?? fallback) : fallback;
};
const URL_ = arg('url', 'http://localhost:4180');
const OUT = arg('out', 'shots');
const SIZES = arg('sizes', '390x844,844x390,834x1194,1194x834,1280x800,1920x1080').split(',').map((s) => s.split('x').map(Number) as [number, number]);
const SCENES = new Set(arg('scenes', 'table,deep,drag,windows,stats,lesson,finish,win,menu').split(','));
const THEMES = arg('themes', 'light,dark').split(',') as ('light' | 'dark')[];
const DECK = arg('deck', 'modern');
/** --dim on: the dark theme's softer cards; --four on: the four-colour deck; --lang de: the language. */
const [DIM, FOUR, LANG] = [arg('dim', 'off') === 'on', arg('four', 'off') === 'on', arg('lang', 'auto')];
/** --code: the deal the table, drag and windows scenes open (YU1-C-AAAACIE ends six columns in courts). */
const CODE = arg('code', 'YU1-C-AAAAAAD');

type Settings = Record<string, unknown>;

/** Writes IndexedDB records from a page of the app's origin that runs no app. */
async function put(page: Page, records: Record<string, unknown>): Promise<void> {
  await page.goto(`${URL_}/icons/icon-192.png`);
  await page.evaluate(
    (recs) =>
      new Promise<void>((resolve, reject) => {
        const request = indexedDB.open('yukon');
        request.onupgradeneeded = () => request.result.createObjectStore('records');
        request.onerror = () => reject(request.error);
        request.onsuccess = () => {
          const tx = request.result.transaction('records', 'readwrite');
          for (const [k, v] of Object.entries(recs)) tx.objectStore('records').put(v, k);
          tx.oncomplete = () => resolve();
          tx.onerror = () => reject(tx.error);
        };
      }),
    records,
  );
}

const idle = (page: Page) => page.waitForFunction(() => (window as unknown as { yukon?: { idle(): boolean } }).yukon?.idle(), null, { timeout: 30_000 });

function played(code: string, line: readonly Move[]): Game {
  const parsed = parseCode(code);
  if (!parsed.ok) throw new Error(code);
  let game = newGame(parsed.code);
  for (const m of line) {
    const r = apply(game, { type: 'move', ...m });
    if (!r.ok) throw new Error(`${m.card}${String(m.to)}`);
    game = r.game;
  }
  return game;
}

/** A winning line of a deal, from the solver. */
function winningLine(code: string): Move[] {
  const game = played(code, []);
  const s = solve(game, { maxNodes: 1_000_000 });
  if (s.verdict !== 'won') throw new Error(`${code} not won`);
  return [...s.line];
}

/** A player's history for the statistics: a few games a week for a month, two weeks off, then this week's. */
function aHistory(): Record<string, unknown> {
  const now = Date.now();
  const games = pastGames(30, now).map((g, i) => ({ ...g, ended: i < 12 ? now - (70 - i * 3) * 86_400_000 : now - (30 - i) * 3_600_000 }));
  // The statistics of those games, as the app would have counted them, so the totals agree with the chart.
  const stats = games.reduce((s, g) => {
    const parsed = parseCode(g.code);
    if (!parsed.ok) throw new Error(g.code);
    const rule = parsed.code.rule;
    return g.result === 'won' ? recordWin(s, rule, { score: g.score, seconds: g.seconds, hints: g.hints, grade: g.grade }) : recordLeft(s, rule, { hints: g.hints, unwinnable: false, grade: g.grade });
  }, NO_STATS);
  return { ...Object.fromEntries(games.map((g) => [historyKey(g), g])), stats: statsRecord(stats) };
}

async function fresh(browser: Browser, size: [number, number], settings: Settings, game?: Game, more: Record<string, unknown> = {}) {
  const touch = size[0] < 1000 || size[1] > size[0];
  const context = await browser.newContext({ viewport: { width: size[0], height: size[1] }, hasTouch: touch, isMobile: touch, serviceWorkers: 'block', colorScheme: settings.theme === 'dark' ? 'dark' : 'light' });
  const page = await context.newPage();
  const records: Record<string, unknown> = { settings: { v: 1, value: { lessonSeen: true, ...settings } } };
  if (game) records.game = { v: 1, save: serialise(game), seconds: 95, hints: 0 };
  await put(page, { ...records, ...more });
  await page.goto(game ? URL_ : `${URL_}/?code=${CODE}`);
  await idle(page);
  return { context, page };
}

async function main(): Promise<void> {
  mkdirSync(OUT, { recursive: true });
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'] });
  const winCode = 'YU1-C-AAAAAAD';
  const win = SCENES.has('win') || SCENES.has('finish') ? winningLine(winCode) : [];
  for (const theme of THEMES) {
    for (const size of SIZES) {
      const tag = `${theme}-${size[0]}x${size[1]}`;
      const settings: Settings = { theme, deck: DECK, lang: LANG, ...(DIM ? { dimCards: true } : {}), ...(FOUR ? { fourColour: true } : {}) };
      const shot = (page: Page, scene: string) => page.screenshot({ path: `${OUT}/${scene}-${tag}.png` });
      if (SCENES.has('table') || SCENES.has('windows') || SCENES.has('drag')) {
        const { context, page } = await fresh(browser, size, settings);
        if (SCENES.has('table')) await shot(page, 'table');
        if (SCENES.has('drag')) {
          const b = await page.evaluate(() => (window as unknown as { yukon: { cardBox(c: string): { x: number; y: number; width: number } } }).yukon.cardBox('4H'));
          await page.mouse.move(b.x + b.width / 2, b.y + 10);
          await page.mouse.down();
          await page.mouse.move(b.x + b.width / 2 + 30, b.y + 80, { steps: 4 });
          await page.waitForTimeout(300);
          await shot(page, 'drag');
          await page.mouse.up();
          await idle(page);
        }
        if (SCENES.has('windows')) {
          for (const name of ['new-game', 'settings', 'rules', 'statistics', 'history']) {
            const button = page.locator(`[data-action=${name}]`);
            if (!(await button.isVisible())) await page.locator('[data-action=menu]').click();
            await button.click();
            const dialog = page.locator(`dialog[data-dialog=${name}]`);
            await dialog.waitFor({ state: 'visible' });
            await page.waitForTimeout(400);
            await shot(page, `window-${name}`);
            await dialog.locator('[data-action=close]').first().click();
            await dialog.waitFor({ state: 'hidden' });
          }
        }
        await context.close();
      }
      if (SCENES.has('stats')) {
        const { context, page } = await fresh(browser, size, settings, undefined, aHistory());
        const button = page.locator('[data-action=statistics]');
        if (!(await button.isVisible())) await page.locator('[data-action=menu]').click();
        await button.click();
        const dialog = page.locator('dialog[data-dialog=statistics]');
        await dialog.waitFor({ state: 'visible' });
        await page.waitForTimeout(600);
        await shot(page, 'stats');
        await dialog.locator('.chart').scrollIntoViewIfNeeded().catch(() => undefined);
        await shot(page, 'stats-chart');
        await dialog.locator('table:not(.sr-only)').last().scrollIntoViewIfNeeded().catch(() => undefined);
        await shot(page, 'stats-family');
        await context.close();
      }
      if (SCENES.has('menu') && size[0] < 700) {
        const { context, page } = await fresh(browser, size, settings);
        await page.locator('[data-action=menu]').click();
        await page.waitForTimeout(300);
        await shot(page, 'menu');
        await context.close();
      }
      if (SCENES.has('deep')) {
        for (const deck of ['modern', 'classic']) {
          const { context, page } = await fresh(browser, size, { ...settings, deck }, played(DEEP_COLUMN.code, DEEP_COLUMN.line));
          await shot(page, `deep-${deck}`);
          await context.close();
        }
      }
      if (SCENES.has('lesson')) {
        const { context, page } = await fresh(browser, size, settings);
        const rules = page.locator('[data-action=rules]');
        if (!(await rules.isVisible())) await page.locator('[data-action=menu]').click();
        await rules.click();
        await page.locator('dialog[data-dialog=rules] [data-action=lesson]').click();
        await idle(page);
        await shot(page, 'lesson-1');
        // Each step played as the lesson shows it (its move is the hint on the table) by a drag,
        // then Next; step 3 first refused (the 3♥ dropped on the first column's 4♦).
        type Box = { x: number; y: number; width: number };
        type Hook = { yukon: { hint(): { card: string; to: number | 'foundation' } | null; cardBox(c: string): Box | null; columnBox(c: number): Box | null } };
        const drag = async (card: Box, place: Box) => {
          await page.mouse.move(card.x + card.width / 2, card.y + 10);
          await page.mouse.down();
          await page.mouse.move(place.x + place.width / 2, place.y + 60, { steps: 5 });
          await page.mouse.up();
          await idle(page);
          await page.waitForTimeout(600);
        };
        for (let step = 1; step <= 3; step++) {
          if (step === 3) {
            const from = await page.evaluate(() => (window as unknown as Hook).yukon.cardBox('3H'));
            const to = await page.evaluate(() => (window as unknown as Hook).yukon.columnBox(0));
            if (from && to) {
              await drag(from, to);
              await shot(page, 'lesson-3-refused');
            }
          }
          const move = await page.evaluate(() => (window as unknown as Hook).yukon.hint());
          if (!move || move.to === 'foundation') break;
          const card = await page.evaluate((c) => (window as unknown as Hook).yukon.cardBox(c), move.card);
          const place = await page.evaluate((c) => (window as unknown as Hook).yukon.columnBox(c), move.to);
          if (!card || !place) break;
          await drag(card, place);
          await shot(page, `lesson-${step}-played`);
          const next = page.locator('[data-notice] button.primary');
          if (step === 3 || !(await next.isVisible())) break;
          await next.click();
          await idle(page);
          await page.waitForTimeout(400);
          await shot(page, `lesson-${step + 1}`);
        }
        await context.close();
      }
      if (SCENES.has('finish')) {
        // Far enough along the line that every card is face up: Finish is offered.
        let at = 0;
        while (!everyCardFaceUp(played(winCode, win.slice(0, at)).table)) at++;
        const game = played(winCode, win.slice(0, at));
        const { context, page } = await fresh(browser, size, settings, game);
        await page.locator('[data-action=finish]').waitFor({ state: 'visible', timeout: 15_000 }).catch(() => undefined);
        await shot(page, 'finish');
        await context.close();
      }
      if (SCENES.has('win')) {
        const game = played(winCode, win.slice(0, -1));
        const { context, page } = await fresh(browser, size, settings, game);
        const last = win.at(-1) as Move;
        const b = await page.evaluate((c) => (window as unknown as { yukon: { cardBox(c: string): { x: number; y: number; width: number } } }).yukon.cardBox(c), last.card);
        await page.mouse.dblclick(b.x + b.width / 2, b.y + 10);
        const won = Date.now();
        await page.waitForTimeout(2500);
        await shot(page, 'win-cascade');
        await page.locator('dialog[data-dialog=won]').waitFor({ state: 'visible', timeout: 15_000 });
        console.log(`${tag}: the won window ${Date.now() - won} ms after the winning move`);
        await page.waitForTimeout(500);
        await shot(page, 'win-window');
        await context.close();
      }
      console.log(tag);
    }
  }
  await browser.close();
}

await main();
