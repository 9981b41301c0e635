/**
 * Browser benchmarks against the production build (dist/, served by `vite preview`), in Debian's
 * Chromium with software WebGL: a small viewport at resolution 1, medians of several runs.
 */
import { chromium, type Browser, type Page } from '@playwright/test';
import { spawn } from 'node:child_process';
import { apply, formatCode, isGameWon, legalMoves, newGame, type Game } from '../../src/engine';
import { gameRecord } from '../../src/persist/records';
import { solve } from '../support/solver';
import { MOVE_MS } from '../../src/view/plan';
import { largestGroup, lineToGroup } from '../support/long-group';
import { median, type Row } from './measure';

const PORT = 4175;
const BASE = `http://localhost:${PORT}`;
const VIEWPORT = { width: 640, height: 480 };
const RUNS = 5;

async function serve(): Promise<() => void> {
  // Its own process group, so that stopping it stops vite too.
  const server = spawn('node_modules/.bin/vite', ['preview', '--port', String(PORT), '--strictPort'], { stdio: 'ignore', detached: true });
  const stop = () => {
    try {
      process.kill(-(server.pid as number), 'SIGTERM');
    } catch {
      /* already gone */
    }
  };
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(BASE)).ok) return stop;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  stop();
  throw new Error('vite preview did not start');
}

const idle = (page: Page) => page.waitForFunction(() => (window as unknown as { yukon?: { idle(): boolean } }).yukon?.idle(), null, { timeout: 30_000 });

/**
 * While nothing moves: frames drawn per second (the table draws on demand), and animation-frame
 * callbacks run per second (a loop left running, even one that draws nothing, keeps a phone's
 * display pipeline and CPU awake).
 */
async function idleFrames(browser: Browser): Promise<{ drawn: number[]; callbacks: number[] }> {
  const drawn: number[] = [];
  const callbacks: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const context = await browser.newContext({ viewport: VIEWPORT, deviceScaleFactor: 1 });
    await context.addInitScript(`{
      let count = 0;
      const request = window.requestAnimationFrame.bind(window);
      window.requestAnimationFrame = (callback) => request((time) => { count++; callback(time); });
      Object.defineProperty(window, 'frameCallbacks', { get: () => count });
    }`);
    const page = await context.newPage();
    await page.goto(`${BASE}/?code=YU1-C-AAAAAAD`);
    await idle(page);
    const now = () => page.evaluate(() => ({ frames: (window as unknown as { yukon: { frames(): number } }).yukon.frames(), callbacks: (window as unknown as { frameCallbacks: number }).frameCallbacks }));
    const before = await now();
    await page.waitForTimeout(2000);
    const after = await now();
    drawn.push((after.frames - before.frames) / 2);
    callbacks.push((after.callbacks - before.callbacks) / 2);
    await context.close();
  }
  return { drawn, callbacks };
}

/**
 * A move's save: from the pointer-up of a real drag to the write handed to IndexedDB, and to the
 * write reported committed (its complete event, which reaches the page only between frames).
 */
async function moveSaves(browser: Browser): Promise<{ handed: number[]; committed: number[] }> {
  const handed: number[] = [];
  const committed: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    // A new context each time: the same one would resume the game with the move already played.
    const context = await browser.newContext({ viewport: VIEWPORT, deviceScaleFactor: 1 });
    const page = await context.newPage();
    await page.addInitScript(() => addEventListener('pointerup', () => performance.mark('bench:pointerup'), true));
    await page.goto(`${BASE}/?code=YU1-C-AAAAAAD`);
    await idle(page);
    const box = (id: string) => page.evaluate((c) => (window as unknown as { yukon: { cardBox(c: string): { x: number; y: number; width: number } } }).yukon.cardBox(c), id);
    const from = await box('4H');
    const to = await box('5S');
    await page.mouse.move(from.x + from.width / 2, from.y + 10);
    await page.mouse.down();
    await page.mouse.move(to.x + to.width / 2, to.y + 20, { steps: 4 });
    await page.mouse.up();
    await idle(page);
    await page.waitForTimeout(300);
    const times = await page.evaluate(() => {
      const up = performance.getEntriesByName('bench:pointerup').at(-1)!.startTime;
      const [build, commit] = ['yukon:save-build', 'yukon:save-commit'].map((name) => (performance.getEntriesByName(name) as PerformanceMeasure[]).find((m) => m.startTime >= up)!);
      return { handed: build!.startTime + build!.duration - up, committed: commit!.startTime + commit!.duration - up };
    });
    handed.push(times.handed);
    committed.push(times.committed);
    await context.close();
  }
  return { handed, committed };
}

/** Main-thread script time per frame while a 20-card group follows the mouse. */
async function dragging(browser: Browser): Promise<{ perFrame: number[]; group: number }> {
  const code = { rule: 'relaxed' as const, deal: 6 };
  const line = lineToGroup(code, 20);
  if (!line) throw new Error('no line to a 20-card group');
  const game = line.reduce((g, m) => apply(g, { type: 'move', ...m }).game, newGame(code));
  const column = game.table.columns.find((c) => c.cards.length - c.down >= 20)!;
  const card = column.cards[column.cards.length - 20]!;
  const context = await browser.newContext({ viewport: VIEWPORT, deviceScaleFactor: 1 });
  const page = await context.newPage();
  await page.goto(`${BASE}/?code=${formatCode(code)}`);
  await idle(page);
  const box = (id: string) => page.evaluate((c) => (window as unknown as { yukon: { cardBox(c: string): { x: number; y: number; width: number; height: number } } }).yukon.cardBox(c), id);
  const lastOf = (i: number) => page.evaluate((n) => {
    const y = (window as unknown as { yukon: { snapshot(): { columns: { id: string }[][] }; cardBox(c: string): { x: number; y: number; width: number; height: number } | null; columnBox(n: number): { x: number; y: number; width: number; height: number } } }).yukon;
    const last = y.snapshot().columns[n]?.at(-1);
    return (last && y.cardBox(last.id)) || y.columnBox(n);
  }, i);
  for (const move of line) {
    const from = await box(move.card);
    const to = await lastOf(move.to as number);
    await page.mouse.move(from.x + from.width / 2, from.y + Math.min(8, from.height / 2));
    await page.mouse.down();
    await page.mouse.move(to.x + to.width / 2, to.y + 10, { steps: 4 });
    await page.mouse.up();
    await idle(page);
  }
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  const metric = async (name: string) => ((await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === name)?.value ?? 0);
  const frames = () => page.evaluate(() => (window as unknown as { yukon: { frames(): number } }).yukon.frames());
  const perFrame: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const from = await box(card);
    await page.mouse.move(from.x + from.width / 2, from.y + 4);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2 + 10, from.y + 14);
    const script0 = await metric('ScriptDuration');
    const frames0 = await frames();
    for (let i = 1; i <= 30; i++) await page.mouse.move(from.x + from.width / 2 + 10 + i * 4, from.y + 14 + (i % 5) * 6);
    const frames1 = await frames();
    const script1 = await metric('ScriptDuration');
    perFrame.push(((script1 - script0) * 1000) / Math.max(1, frames1 - frames0));
    await page.mouse.up();
    await idle(page);
  }
  await context.close();
  return { perFrame, group: largestGroup(game).size };
}

/** With the service worker warm and a game saved: reload to a resumed table, and save timings. */
async function resumed(browser: Browser): Promise<{ firstFrame: number[]; build: number[]; commit: number[] }> {
  const context = await browser.newContext({ viewport: VIEWPORT, deviceScaleFactor: 1, serviceWorkers: 'allow' });
  const page = await context.newPage();
  await page.goto(`${BASE}/?code=YU1-C-AAAAAAD`);
  await idle(page);
  await page.evaluate(() => navigator.serviceWorker.ready);
  // A few real moves, each saved: three taps to the foundations and back again by undo.
  const box = (id: string) => page.evaluate((c) => (window as unknown as { yukon: { cardBox(c: string): { x: number; y: number; width: number } } }).yukon.cardBox(c), id);
  const build: number[] = [];
  const commit: number[] = [];
  for (let i = 0; i < 10; i++) {
    const b = await box('AH');
    if (b) await page.mouse.dblclick(b.x + b.width / 2, b.y + 8);
    await page.keyboard.press('Control+z');
    await page.waitForTimeout(400);
  }
  build.push(...(await page.evaluate(() => performance.getEntriesByName('yukon:save-build').map((e) => e.duration))));
  commit.push(...(await page.evaluate(() => performance.getEntriesByName('yukon:save-commit').map((e) => e.duration))));
  const firstFrame: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    await page.reload();
    await idle(page);
    if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null))) throw new Error('not served by the service worker');
    firstFrame.push(await page.evaluate(() => performance.getEntriesByName('yukon:first-frame')[0]?.startTime ?? NaN));
  }
  await context.close();
  return { firstFrame, build, commit };
}

/**
 * In the page: presses Hint, waits for the frame after the hint (or a verdict without one) is
 * there, and notes the longest task meanwhile. A string, so that the bundler adds no helpers.
 */
const PRESS_HINT = `new Promise((resolve) => {
  let longest = 0;
  const observer = new PerformanceObserver((list) => list.getEntries().forEach((e) => (longest = Math.max(longest, e.duration))));
  observer.observe({ type: 'longtask' });
  const hook = window.yukon;
  const started = performance.now();
  document.querySelector('nav [data-action=hint]').click();
  const look = () => {
    if (hook.hint() === null && hook.verdict() === null) return requestAnimationFrame(look);
    requestAnimationFrame(() => {
      observer.disconnect();
      resolve({ ms: performance.now() - started, longest });
    });
  };
  look();
})`;

/**
 * Hint: from the press of the Hint button to the first frame with the hint on the table, on
 * mid-game positions (20 moves into a winning line of deals 1, 2, …), each opened cold (a new
 * page, nothing remembered); and the main thread's longest task meanwhile (the search runs in
 * the worker). Long tasks are those of 50 ms or more; 0 means none.
 */
async function hints(browser: Browser, count: number): Promise<{ ms: number[]; longest: number }> {
  const context = await browser.newContext({ viewport: VIEWPORT, deviceScaleFactor: 1 });
  const page = await context.newPage();
  await page.goto(`${BASE}/?code=YU1-C-AAAAAAB`);
  await idle(page);
  const ms: number[] = [];
  let longest = 0;
  for (let deal = 1; ms.length < count; deal++) {
    const code = { rule: 'classic' as const, deal };
    const line = solve(code);
    if (!line || line.length < 40) continue;
    const game = line.slice(0, 20).reduce((g, m) => apply(g, { type: 'move', ...m }).game, newGame(code));
    await plant(page, game);
    // Start-up's own tasks (the rest of the app loading) are over before the press.
    await page.waitForTimeout(500);
    const measured = (await page.evaluate(PRESS_HINT)) as { ms: number; longest: number };
    ms.push(measured.ms);
    longest = Math.max(longest, measured.longest);
  }
  await context.close();
  return { ms, longest };
}

/** Plants a game as the saved one (with no app page open: it would save its own over it), then opens it. */
async function plant(page: Page, game: Game): Promise<void> {
  await page.goto(`${BASE}/manifest.webmanifest`);
  await page.evaluate((record) => new Promise<void>((resolve, reject) => {
    const open = indexedDB.open('yukon');
    open.onsuccess = () => {
      const tx = open.result.transaction('records', 'readwrite');
      tx.objectStore('records').put(record, 'game');
      tx.oncomplete = () => (open.result.close(), resolve());
      tx.onerror = () => reject(tx.error);
    };
    open.onerror = () => reject(open.error);
  }), gameRecord(game, { seconds: 0, hints: 0 }));
  await page.goto(BASE);
  await idle(page);
}

/** In the page: presses R, waits until every mark of the review has its verdict, notes the longest task meanwhile. */
const REVIEW = `new Promise((resolve) => {
  let longest = 0;
  const observer = new PerformanceObserver((list) => list.getEntries().forEach((e) => (longest = Math.max(longest, e.duration))));
  observer.observe({ type: 'longtask' });
  const hook = window.yukon;
  const started = performance.now();
  window.dispatchEvent(new KeyboardEvent('keydown', { key: 'r', bubbles: true }));
  const look = () => {
    const review = hook.review();
    if (!review || review.verdicts.some((v) => v === null)) return requestAnimationFrame(look);
    requestAnimationFrame(() => {
      observer.disconnect();
      resolve({ ms: performance.now() - started, longest, verdicts: review.verdicts });
    });
  };
  look();
})`;

/**
 * A 100-move game that slips: 30 moves of a winning line of the deal, then moves chosen by a
 * seeded random walk (never straight back), to 100 moves in all; null when the walk gets stuck.
 */
function slippedGame(deal: number): Game | null {
  const code = { rule: 'classic' as const, deal };
  const line = solve(code);
  if (!line || line.length < 40) return null;
  let game = line.slice(0, 30).reduce((g, m) => apply(g, { type: 'move', ...m }).game, newGame(code));
  let seed = deal * 7919;
  while (game.moves < 100) {
    const last = game.line?.move;
    const moves = legalMoves(game).filter((m) => !(last && m.card === last.card && game.line && apply(game, { type: 'move', ...m }).game.table === game.line.before));
    if (moves.length === 0 || isGameWon(game)) return null;
    seed = (seed * 1103515245 + 12345) % 2147483648;
    game = apply(game, { type: 'move', ...moves[seed % moves.length]! }).game;
  }
  return game;
}

/**
 * Review: from the key R to every mark of a 100-move game decided (in the solver's worker), on
 * games opened cold (a new page, nothing remembered), with the main thread's longest task meanwhile.
 */
async function reviews(browser: Browser, count: number): Promise<{ ms: number[]; longest: number; lost: number; unknown: number }> {
  const context = await browser.newContext({ viewport: VIEWPORT, deviceScaleFactor: 1 });
  const page = await context.newPage();
  await page.goto(`${BASE}/?code=YU1-C-AAAAAAB`);
  await idle(page);
  const ms: number[] = [];
  let longest = 0;
  let lost = 0;
  let unknown = 0;
  for (let deal = 1; ms.length < count; deal++) {
    const game = slippedGame(deal);
    if (!game) continue;
    await plant(page, game);
    await page.waitForTimeout(500);
    const measured = (await page.evaluate(REVIEW)) as { ms: number; longest: number; verdicts: string[] };
    ms.push(measured.ms);
    longest = Math.max(longest, measured.longest);
    lost += measured.verdicts.filter((v) => v === 'lost').length;
    unknown += measured.verdicts.filter((v) => v === 'unknown').length;
  }
  await context.close();
  return { ms, longest, lost, unknown };
}

/** Debian's Chromium, as the benchmarks drive it. */
const launch = (): Promise<Browser> =>
  chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update'],
  });

/** The review's rows alone (`npm run bench -- review`). */
export async function reviewBenchmarks(): Promise<Row[]> {
  const stop = await serve();
  const browser = await launch();
  try {
    return reviewRows(await reviews(browser, 5));
  } finally {
    await browser.close();
    stop();
  }
}

function reviewRows(reviewed: Awaited<ReturnType<typeof reviews>>): Row[] {
  return [
    { name: `app: review of a 100-move game, R to every mark decided (${reviewed.ms.length} games, median)`, value: median(reviewed.ms), unit: 'ms', target: '≤ 10000' },
    { name: 'app: the same, slowest of them', value: Math.max(...reviewed.ms), unit: 'ms', target: '≤ 10000' },
    { name: `app: main thread's longest task meanwhile (0: none of 50 ms or more; marks lost ${reviewed.lost}, unsure ${reviewed.unknown} of ${reviewed.ms.length * 101})`, value: reviewed.longest, unit: 'ms', target: '≤ 50' },
  ];
}

export async function browserBenchmarks(): Promise<Row[]> {
  const stop = await serve();
  const browser = await launch();
  try {
    const fps = await idleFrames(browser);
    const drag = await dragging(browser);
    const resume = await resumed(browser);
    const saves = await moveSaves(browser);
    const hinted = await hints(browser, 50);
    const reviewed = await reviews(browser, 5);
    return [
      { name: `app (${VIEWPORT.width}×${VIEWPORT.height}, resolution 1): frames drawn per second while idle`, value: median(fps.drawn), unit: '/s', target: '0' },
      { name: 'app: animation-frame callbacks per second while idle', value: median(fps.callbacks), unit: '/s', target: '0' },
      { name: `app: main-thread script per frame, dragging 20 of ${drag.group} cards`, value: median(drag.perFrame), unit: 'ms', target: 'a few ms' },
      { name: 'app: service worker warm, navigation to resumed table frame', value: median(resume.firstFrame), unit: 'ms' },
      { name: `app: save after a move, main-thread part (${resume.build.length} saves; 0.00 is under the clock's 0.1 ms)`, value: median(resume.build), unit: 'ms' },
      { name: 'app: save after a move, until committed (off the main thread)', value: median(resume.commit), unit: 'ms' },
      { name: 'app: pointer-up of a move to its write handed to IndexedDB', value: median(saves.handed), unit: 'ms' },
      { name: 'app: pointer-up of a move to its write reported committed', value: median(saves.committed), unit: 'ms' },
      { name: 'app: the move\'s animation, for comparison', value: MOVE_MS, unit: 'ms' },
      { name: `app: Hint pressed to the hint on screen, ${hinted.ms.length} mid-game positions (median)`, value: median(hinted.ms), unit: 'ms', target: '≈ 300' },
      { name: 'app: the same, slowest of them', value: Math.max(...hinted.ms), unit: 'ms' },
      { name: 'app: main thread\'s longest task meanwhile (0: none of 50 ms or more)', value: hinted.longest, unit: 'ms', target: '≤ 50' },
      ...reviewRows(reviewed),
    ];
  } finally {
    await browser.close();
    stop();
  }
}
