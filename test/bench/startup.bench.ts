/**
 * Start-up, side by side: the app against the floor (test/bench/floor: the cheapest Pixi v8 table),
 * measured the same way in the same run. iPad portrait 834×1194 at 2×, a fresh Chromium per run,
 * service workers blocked, runs of the two pages interleaved so that both see the same noise.
 */
import { chromium, type BrowserContext } from '@playwright/test';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { formatCode } from '../../src/engine';
import { median, type Row } from './measure';
import { serveDir } from './serve';
import { LONG_TASKS, longLine, longTasks, playByDrags, within } from './longtasks.bench';
import { tableOnScreen } from './onscreen';

const RUNS = 7;
const FLOOR_OUT = resolve('test-results/bench-floor');

interface StartUp {
  fcp: number;
  firstFrame: number;
  /** When play was wired (the app only): input from then on is handled at once. */
  wired: number;
  heapMiB: number;
  jsKiB: number;
  /** JavaScript only fetched before the first frame (modulepreload), to run after it. */
  preloadKiB: number;
  /**
   * Main-thread tasks of 50 ms or more begun after the first frame was drawn and before play was
   * wired: how many, the longest; and what the task that drew the first frame went on doing after
   * it (the frame reaches the screen only once that task ends).
   */
  longCount: number;
  longestMs: number;
  frameTailMs: number;
  /** Main-thread tasks of 50 ms or more from navigation until both the first frame is drawn and play is wired. */
  startLongCount: number;
  /** When both are done: the table drawn and play wired (input handled at once, on cards to be seen). */
  ready: number;
}

/** Builds the floor page with Vite, as plain as a Pixi page gets. */
async function buildFloor(): Promise<void> {
  await build({
    configFile: false,
    root: resolve('test/bench/floor'),
    base: './',
    logLevel: 'error',
    build: { outDir: FLOOR_OUT, emptyOutDir: true, target: 'es2022', modulePreload: { polyfill: false } },
  });
}

/**
 * Chromium's own UI, off: a fresh headless Chromium (156) loads its omnibox popup's WebUI (about
 * 200 modules in two renderers of its own) during the first second or two, on the same two cores
 * as the page, and landed at random on the measured start (a trace showed the page's storage and
 * imports waiting behind it: the same start took 1.0 s or 1.6 s). A player's browser has loaded its
 * UI long before; the page is measured alone.
 */
export const BROWSER_UI_OFF = '--disable-features=PreloadTopChromeWebUI,WebUIOmniboxPopup,WebUIOmniboxAimPopup,WebUIOmniboxFullPopup,WebUIOmniboxFullPopupV2,WebUIOmniboxSimplification';

/** 50 moves of a winning line, played by drags once the start-up runs are done. */
const DRAGGED = longLine(50);

const IPAD = { viewport: { width: 834, height: 1194 }, deviceScaleFactor: 2, serviceWorkers: 'block' as const };
const LAUNCH = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--enable-precise-memory-info', BROWSER_UI_OFF],
};

/**
 * One start in a fresh browser, on a new profile or on a copy of `profile`: first contentful paint,
 * first table frame (the first frame the page draws with Pixi), JS heap, and the JavaScript asked
 * for before that frame (gzip).
 */
async function coldStart(url: string, dir: string, profile?: string, app = true): Promise<StartUp> {
  const copy = mkdtempSync(join(tmpdir(), 'yukon-start-'));
  if (profile) cpSync(profile, copy, { recursive: true });
  const context: BrowserContext = await chromium.launchPersistentContext(copy, { ...LAUNCH, ...IPAD });
  try {
    await context.addInitScript(LONG_TASKS);
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(url);
    await page.waitForFunction(() => performance.getEntriesByName('yukon:first-frame').length > 0, null, { timeout: 30_000 });
    // FCP is reported a moment after the paint; wait for it.
    await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0, null, { timeout: 10_000 });
    if (app) await page.waitForFunction(() => performance.getEntriesByName('yukon:wired').length > 0, null, { timeout: 30_000 });
    const figures = await page.evaluate(() => {
      const firstFrame = performance.getEntriesByName('yukon:first-frame')[0]!.startTime;
      return {
        fcp: performance.getEntriesByName('first-contentful-paint')[0]!.startTime,
        firstFrame,
        wired: performance.getEntriesByName('yukon:wired')[0]?.startTime ?? NaN,
        heap: (performance as unknown as { memory?: { usedJSHeapSize: number } }).memory?.usedJSHeapSize ?? NaN,
        // Start-up JavaScript: the scripts asked for before the first table frame was drawn.
        scripts: performance.getEntriesByType('resource').filter((e) => e.startTime < firstFrame && new URL(e.name).pathname.endsWith('.js')).map((e) => new URL(e.name).pathname),
      };
    });
    // The table's worker (src/view/stage-worker.ts) fetches its own script and chunks, on its own
    // timeline: those asked for before the first frame count with the page's.
    const worker = page.workers().find((w) => w.url().includes('/stage-worker-'));
    if (worker) {
      const frameAt = await page.evaluate((at) => performance.timeOrigin + at, figures.firstFrame);
      figures.scripts.push(...(await worker.evaluate((at) => [location.pathname, ...performance.getEntriesByType('resource').filter((e) => performance.timeOrigin + e.startTime < at && new URL(e.name).pathname.endsWith('.js')).map((e) => new URL(e.name).pathname)], frameAt)));
    }
    // The chunks index.html fetches ahead, to run after the first frame (vite.config.ts,
    // preloadWiring): counted apart from what runs before it.
    const later = new Set([...readFileSync(`${dir}/index.html`, 'utf8').matchAll(/<link rel="modulepreload" href="([^"]+)" data-after-first-frame/g)].map((m) => m[1]));
    let bytes = 0;
    let preloaded = 0;
    const seen = new Set<string>();
    for (const path of figures.scripts) {
      if (seen.has(path)) continue;
      seen.add(path);
      const size = gzipSync(readFileSync(`${dir}${path}`), { level: 9 }).length;
      if (later.has(path)) preloaded += size;
      else bytes += size;
    }
    const all = app ? await longTasks(page) : [];
    const tasks = within(all, figures.firstFrame, figures.wired);
    const ready = Math.max(figures.firstFrame, figures.wired);
    const long = tasks.filter((t) => t.start >= figures.firstFrame);
    const tail = Math.max(0, ...tasks.filter((t) => t.start < figures.firstFrame).map((t) => t.start + t.duration - figures.firstFrame));
    return {
      fcp: figures.fcp, firstFrame: figures.firstFrame, wired: figures.wired, heapMiB: figures.heap / 2 ** 20, jsKiB: bytes / 1024, preloadKiB: preloaded / 1024,
      longCount: long.length, longestMs: Math.max(0, ...long.map((t) => t.duration)), frameTailMs: tail,
      startLongCount: within(all, 0, ready).length, ready,
    };
  } finally {
    await context.close();
    rmSync(copy, { recursive: true, force: true });
  }
}

/** A start in a fresh browser, filmed (onscreen.ts): when the first frame showing the table reached the screen. */
async function filmedStart(url: string, profile?: string): Promise<number> {
  const copy = mkdtempSync(join(tmpdir(), 'yukon-film-'));
  if (profile) cpSync(profile, copy, { recursive: true });
  const context = await chromium.launchPersistentContext(copy, { ...LAUNCH, ...IPAD });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    return await tableOnScreen(page, () => page.goto(url));
  } finally {
    await context.close();
    rmSync(copy, { recursive: true, force: true });
  }
}

/** A profile in which the app has a game in progress, as a returning player's has. */
async function profileWithGame(url: string): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'yukon-profile-'));
  const context = await chromium.launchPersistentContext(dir, { ...LAUNCH, ...IPAD });
  const page = context.pages()[0] ?? (await context.newPage());
  await page.goto(`${url}/?code=YU1-C-AAAAAAD`);
  await page.waitForFunction(() => (window as unknown as { yukon?: { idle(): boolean } }).yukon?.idle(), null, { timeout: 30_000 });
  // The deal is saved at once; give the write a moment to land, then close cleanly.
  await page.waitForTimeout(500);
  await context.close();
  return dir;
}

export async function startUpBenchmarks(): Promise<Row[]> {
  await buildFloor();
  const app = await serveDir(resolve('dist'));
  const floor = await serveDir(FLOOR_OUT);
  const runs = { app: [] as StartUp[], floor: [] as StartUp[], canvasFloor: [] as StartUp[], resumed: [] as StartUp[] };
  const filmed = { app: [] as number[], floor: [] as number[], canvasFloor: [] as number[], resumed: [] as number[] };
  const profile = await profileWithGame(app.url);
  const later: { drags?: Awaited<ReturnType<typeof playByDrags>> } = {};
  try {
    for (let i = 0; i < RUNS; i++) {
      runs.floor.push(await coldStart(`${floor.url}/`, FLOOR_OUT, undefined, false));
      runs.canvasFloor.push(await coldStart(`${floor.url}/?canvas`, FLOOR_OUT, undefined, false));
      runs.app.push(await coldStart(`${app.url}/?code=YU1-C-AAAAAAD`, resolve('dist')));
      runs.resumed.push(await coldStart(`${app.url}/`, resolve('dist'), profile));
    }
    // Filmed apart: filming costs the browser some work, and the marks above are left without it.
    for (let i = 0; i < RUNS; i++) {
      filmed.floor.push(await filmedStart(`${floor.url}/`));
      filmed.canvasFloor.push(await filmedStart(`${floor.url}/?canvas`));
      filmed.app.push(await filmedStart(`${app.url}/?code=YU1-C-AAAAAAD`));
      filmed.resumed.push(await filmedStart(`${app.url}/`, profile));
    }
    const browser = await chromium.launch(LAUNCH);
    try {
      later.drags = await playByDrags(await browser.newContext(IPAD), `${app.url}/?code=${formatCode(DRAGGED.code)}`, DRAGGED.line);
    } finally {
      await browser.close();
    }
  } finally {
    await app.close();
    await floor.close();
    rmSync(profile, { recursive: true, force: true });
  }
  const drags = later.drags as Awaited<ReturnType<typeof playByDrags>>;
  const m = (list: StartUp[], key: keyof StartUp) => median(list.map((r) => r[key]));
  const appFrame = m(runs.app, 'firstFrame');
  const floorFrame = m(runs.floor, 'firstFrame');
  const appFcp = m(runs.app, 'fcp');
  const resumedFrame = m(runs.resumed, 'firstFrame');
  return [
    { name: `start-up (iPad 834×1194 @2×, new browser, median of ${RUNS}): app JavaScript before the first frame (gzip)`, value: m(runs.app, 'jsKiB'), unit: 'KiB', target: '≤ 150' },
    { name: 'start-up: floor JavaScript before its frame (gzip)', value: m(runs.floor, 'jsKiB'), unit: 'KiB' },
    { name: 'start-up, first visit: app first contentful paint', value: appFcp, unit: 'ms' },
    { name: 'start-up, first visit: app first table frame (the deck)', value: appFrame, unit: 'ms' },
    { name: 'start-up: floor first contentful paint', value: m(runs.floor, 'fcp'), unit: 'ms' },
    { name: 'start-up: floor first table frame (52 cards)', value: floorFrame, unit: 'ms' },
    { name: 'start-up, first visit: app first table frame ÷ floor', value: appFrame / floorFrame, unit: '×', target: '≤ 1.15' },
    { name: 'start-up, first visit: app first contentful paint ÷ its first table frame', value: appFcp / appFrame, unit: '×', target: '≤ 0.5' },
    { name: 'start-up, game resumed: app first contentful paint', value: m(runs.resumed, 'fcp'), unit: 'ms' },
    { name: 'start-up, game resumed: app first table frame (52 cards)', value: resumedFrame, unit: 'ms' },
    { name: 'start-up, game resumed: app first table frame ÷ floor', value: resumedFrame / floorFrame, unit: '×' },
    { name: 'start-up, first visit: play wired (input handled at once; before, it waits and is played then)', value: m(runs.app, 'wired'), unit: 'ms' },
    { name: 'start-up, first visit: play wired ÷ floor first table frame', value: m(runs.app, 'wired') / floorFrame, unit: '×', target: '≤ 1.5' },
    { name: 'start-up, game resumed: play wired', value: m(runs.resumed, 'wired'), unit: 'ms' },
    { name: 'start-up, game resumed: play wired ÷ floor first table frame', value: m(runs.resumed, 'wired') / floorFrame, unit: '×', target: '≤ 1.0' },
    { name: 'start-up: app JavaScript fetched ahead before the first frame (modulepreload, run after it; gzip)', value: m(runs.app, 'preloadKiB'), unit: 'KiB' },
    { name: 'start-up: app JavaScript run through play wired (the two above; gzip)', value: m(runs.app, 'jsKiB') + m(runs.app, 'preloadKiB'), unit: 'KiB', target: '≤ 175' },
    { name: 'start-up: floor drawn by Pixi\'s canvas renderer, first table frame', value: m(runs.canvasFloor, 'firstFrame'), unit: 'ms' },
    { name: 'start-up, first visit: app first table frame ÷ the canvas floor\'s', value: appFrame / m(runs.canvasFloor, 'firstFrame'), unit: '×' },
    { name: 'start-up, filmed (onscreen.ts): floor first table frame on the screen', value: median(filmed.floor), unit: 'ms' },
    { name: 'start-up, filmed: the canvas floor\'s first table frame on the screen', value: median(filmed.canvasFloor), unit: 'ms' },
    { name: 'start-up, filmed, first visit: app first table frame on the screen', value: median(filmed.app), unit: 'ms' },
    { name: 'start-up, filmed, first visit: app first table frame on the screen ÷ floor\'s', value: median(filmed.app) / median(filmed.floor), unit: '×', target: '≤ 1.0' },
    { name: 'start-up, filmed, game resumed: app first table frame on the screen ÷ floor\'s', value: median(filmed.resumed) / median(filmed.floor), unit: '×', target: '≤ 1.0' },
    { name: 'start-up, filmed, first visit: app first table frame on the screen ÷ the canvas floor\'s', value: median(filmed.app) / median(filmed.canvasFloor), unit: '×' },
    { name: 'start-up, filmed, game resumed: app first table frame on the screen ÷ the canvas floor\'s', value: median(filmed.resumed) / median(filmed.canvasFloor), unit: '×' },
    { name: 'start-up, first visit: ready (the first frame drawn and play wired, whichever is later)', value: m(runs.app, 'ready'), unit: 'ms' },
    { name: 'start-up, first visit: ready ÷ floor first table frame', value: m(runs.app, 'ready') / floorFrame, unit: '×' },
    { name: 'start-up, game resumed: ready ÷ floor first table frame', value: m(runs.resumed, 'ready') / floorFrame, unit: '×' },
    { name: 'start-up: main-thread tasks over 50 ms from navigation to ready (worst run, either start)', value: Math.max(...[...runs.app, ...runs.resumed].map((r) => r.startLongCount)), unit: '', target: '0' },
    { name: 'start-up, first visit: main-thread tasks over 50 ms begun between the first frame and play wired (worst run)', value: Math.max(...runs.app.map((r) => r.longCount)), unit: '', target: '0' },
    { name: 'start-up, game resumed: main-thread tasks over 50 ms begun between the first frame and play wired (worst run)', value: Math.max(...runs.resumed.map((r) => r.longCount)), unit: '', target: '0' },
    { name: 'start-up: the longest of those tasks, any run', value: Math.max(...[...runs.app, ...runs.resumed].map((r) => r.longestMs)), unit: 'ms' },
    { name: 'start-up: the first frame\'s task, still running after the frame was drawn (longest, any run)', value: Math.max(...[...runs.app, ...runs.resumed].map((r) => r.frameTailMs)), unit: 'ms', target: '< 50' },
    { name: `play: main-thread tasks over 50 ms while ${DRAGGED.line.length} moves are played by mouse drags (iPad 2×; ${drags.played} played)`, value: drags.tasks.length, unit: '', target: '0' },
    { name: 'play: the longest of those tasks', value: Math.max(0, ...drags.tasks.map((t) => t.duration)), unit: 'ms' },
    { name: 'play: time in long tasks ÷ time playing', value: drags.tasks.reduce((sum, t) => sum + t.duration, 0) / Math.max(1, drags.ms), unit: '×' },
    { name: 'start-up, first visit: app JS heap', value: m(runs.app, 'heapMiB'), unit: 'MiB' },
    { name: 'start-up: floor JS heap', value: m(runs.floor, 'heapMiB'), unit: 'MiB' },
  ];
}
