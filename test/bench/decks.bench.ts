/**
 * The looks of the cards, one change at a time, chosen in the Settings window as a player does:
 * how long until the new cards are on the table, the main thread's longest task meanwhile (the
 * atlas is drawn in slices: none should reach 50 ms), the atlas's memory, and what each deck's art
 * adds to the service worker's precache. The production build (dist/), Debian's Chromium at
 * 800×600, resolution 1, like the other browser benchmarks (small): Chromium here draws WebGL in software
 * and reads each frame back on the main thread, in time proportional to the pixels (a single frame
 * of an iPad's 1668×2388 pixels is itself a task of about 250 ms here); medians of a few runs.
 */
import { chromium, type Page } from '@playwright/test';
import { readdirSync, statSync } from 'node:fs';
import { median, type Row } from './measure';
import { serveDir } from './serve';

const RUNS = 3;
const LAUNCH = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
};

interface Change {
  readonly name: string;
  readonly select?: readonly [string, string];
  readonly check?: readonly [string, boolean];
}

/** From the modern deck, each change in turn, each measured from the one before. */
const CHANGES: readonly Change[] = [
  { name: 'modern → classic (portraits loaded)', select: ['deck', 'classic'] },
  { name: 'classic, four colours', check: ['fourColour', true] },
  { name: 'classic, another back', select: ['back', 'night'] },
  { name: 'classic → modern', select: ['deck', 'modern'] },
  { name: 'modern, two colours', check: ['fourColour', false] },
];

const idle = (page: Page) => page.waitForFunction(() => (window as unknown as { yukon?: { idle(): boolean } }).yukon?.idle(), null, { polling: 'raf', timeout: 30_000 });

async function run(url: string): Promise<Map<string, { ms: number; longest: number; bytes: number }>> {
  const browser = await chromium.launch(LAUNCH);
  const context = await browser.newContext({ viewport: { width: 800, height: 600 }, deviceScaleFactor: 1, serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.goto(`${url}/?code=YU1-C-AAAAAAD`);
  await idle(page);
  await page.evaluate(() => {
    const tasks: number[] = [];
    new PerformanceObserver((list) => list.getEntries().forEach((e) => tasks.push(e.duration))).observe({ type: 'longtask' });
    Object.defineProperty(window, 'longTasks', { value: tasks });
  });
  // The window opened and settled first: its own opening (its module, its first preview) is not
  // a change of the cards.
  await page.locator('[data-action=settings]').click();
  await page.locator('dialog[data-dialog=settings][open] canvas.preview').waitFor();
  await page.waitForTimeout(500);
  await idle(page);
  const found = new Map<string, { ms: number; longest: number; bytes: number }>();
  for (const change of CHANGES) {
    await page.evaluate(() => (window as unknown as { longTasks: number[] }).longTasks.splice(0));
    const started = await page.evaluate(() => performance.now());
    if (change.select) await page.locator(`select[name=${change.select[0]}]`).selectOption(change.select[1]);
    if (change.check) await page.locator(`input[name=${change.check[0]}]`).setChecked(change.check[1]);
    // The new cards are on the table once nothing is being drawn and the atlas is the new one.
    await page.waitForTimeout(50);
    await idle(page);
    const ms = (await page.evaluate(() => performance.now())) - started;
    await page.waitForTimeout(200);
    const longest = Math.max(0, ...(await page.evaluate(() => (window as unknown as { longTasks: number[] }).longTasks)));
    const bytes = await page.evaluate(() => (window as unknown as { yukon: { atlasBytes(): number } }).yukon.atlasBytes());
    found.set(change.name, { ms, longest, bytes });
  }
  await browser.close();
  return found;
}

/** The precache bytes of the classic deck's portraits (dist/assets/<court>-<hash>.svg). */
function courtsKiB(): number {
  const courts = readdirSync('dist/assets').filter((file) => /^[JQK][SHDC]-[\w-]+\.svg$/.test(file));
  if (courts.length !== 12) throw new Error(`expected 12 court portraits in dist/assets, found ${courts.length}`);
  return courts.reduce((sum, file) => sum + statSync(`dist/assets/${file}`).size, 0) / 1024;
}

export async function deckBenchmarks(): Promise<Row[]> {
  const server = await serveDir('dist');
  try {
    const runs: Map<string, { ms: number; longest: number; bytes: number }>[] = [];
    for (let i = 0; i < RUNS; i++) runs.push(await run(server.url));
    return [
      ...CHANGES.flatMap((change) => {
        const of = (key: 'ms' | 'longest' | 'bytes') => median(runs.map((r) => r.get(change.name)?.[key] ?? NaN));
        return [
          { name: `looks: ${change.name}, until the new cards are on the table`, value: of('ms'), unit: 'ms' },
          { name: `looks: ${change.name}, main thread's longest task meanwhile (0: none of 50 ms)`, value: of('longest'), unit: 'ms', target: '< 50' },
          { name: `looks: ${change.name}, the card atlas's memory`, value: of('bytes') / 1024 / 1024, unit: 'MiB' },
        ];
      }),
      { name: 'looks: modern deck and the five backs, precache added (drawn in code)', value: 0, unit: 'KiB' },
      { name: 'looks: classic deck, precache added (the 12 court portraits)', value: courtsKiB(), unit: 'KiB' },
    ];
  } finally {
    await server.close();
  }
}
