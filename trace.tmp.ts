// Ad-hoc: where the time between the first table frame and play wired goes, on a resumed start.
import { chromium } from '@playwright/test';
import { readFileSync, writeFileSync } from 'node:fs';
import { serveDir } from './test/bench/serve';

const LAUNCH = { executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'] };
const IPAD = { viewport: { width: 834, height: 1194 }, deviceScaleFactor: 2, serviceWorkers: 'block' as const };
const first = process.argv[2] === 'first';
const server = await serveDir('/work/main/dist');
const browser = await chromium.launch(LAUNCH);
let state;
if (!first) {
  const ctx = await browser.newContext(IPAD);
  const page = await ctx.newPage();
  await page.goto(`${server.url}/?code=YU1-C-AAAAAAD`);
  await page.waitForFunction(() => (window as any).yukon?.idle());
  await page.waitForTimeout(500);
  state = await ctx.storageState({ indexedDB: true });
  await ctx.close();
}
const ctx = await browser.newContext({ ...IPAD, storageState: state });
const page = await ctx.newPage();
await page.addInitScript(() => { const raf = window.requestAnimationFrame.bind(window); (window as any).rafs = []; window.requestAnimationFrame = (cb) => { (window as any).rafs.push([performance.now(), (new Error().stack ?? '').split('\n').slice(2, 12).map((l) => l.trim().replace(/https?:\/\/[^/]+\/assets\//, '')).join(' < ')]); return raf(cb); }; });
await browser.startTracing(page, { path: '/tmp/start-trace.json', categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'gpu', 'viz', 'cc', 'toplevel', 'blink', 'v8', 'blink.user_timing', 'loading', 'netlog'] });
await page.goto(first ? `${server.url}/?code=YU1-C-AAAAAAD` : `${server.url}/`);
await page.waitForFunction(() => performance.getEntriesByName('yukon:wired').length > 0, null, { timeout: 30_000 });
const marks = await page.evaluate(() => ({ frame: performance.getEntriesByName('yukon:first-frame')[0]!.startTime, wired: performance.getEntriesByName('yukon:wired')[0]!.startTime, origin: performance.timeOrigin }));
console.log((await page.evaluate(() => (window as any).rafs)).map((r: any) => `${r[0].toFixed(0)} ${r[1]}`).join('\n'));
await page.waitForTimeout(300);
await browser.stopTracing();
await browser.close();
await server.close();
console.log(marks);
const t = JSON.parse(readFileSync('/tmp/start-trace.json', 'utf8'));
const ev = t.traceEvents ?? t;
const names = new Map<string, string>();
for (const e of ev) if (e.ph === 'M' && e.name === 'thread_name') names.set(`${e.pid}:${e.tid}`, e.args.name);
// The renderer's user-timing marks give the window in trace time.
const um = ev.filter((e: any) => e.cat?.includes('blink.user_timing') && (e.name === 'yukon:first-frame' || e.name === 'yukon:wired'));
const at = (n: string) => um.find((e: any) => e.name === n)?.ts;
const lo = at('yukon:first-frame'), hi = at('yukon:wired');
console.log('window', lo, hi, (hi - lo) / 1000, 'ms');
const renderer = um[0] ? `${um[0].pid}:${um[0].tid}` : '';
const agg = new Map<string, number>();
for (const e of ev) {
  if (e.ph !== 'X' || !e.dur || `${e.pid}:${e.tid}` !== renderer) continue;
  const s = Math.max(e.ts, lo), f = Math.min(e.ts + e.dur, hi);
  if (f <= s) continue;
  agg.set(e.name, (agg.get(e.name) ?? 0) + (f - s));
}
console.log([...agg].sort((a, b) => b[1] - a[1]).slice(0, 30).map(([k, v]) => `${(v / 1000).toFixed(0)}ms ${k}`).join('\n'));
// Top-level tasks in the window, in order, with their biggest child.
const tasks = ev.filter((e: any) => e.ph === 'X' && `${e.pid}:${e.tid}` === renderer && (e.name === 'ThreadControllerImpl::RunTask') && e.ts + e.dur > lo && e.ts < hi);
for (const task of tasks.filter((x: any) => x.dur > 20000)) {
  const kids = ev.filter((e: any) => e.ph === 'X' && `${e.pid}:${e.tid}` === renderer && e.ts >= task.ts && e.ts + e.dur <= task.ts + task.dur && e !== task && e.dur > task.dur * 0.3 && e.name !== 'RunTask');
  console.log(`task @${((task.ts - lo) / 1000).toFixed(0)}ms ${(task.dur / 1000).toFixed(0)}ms: ${[...new Set(kids.map((k: any) => `${k.name}${k.args?.data?.url ? ' ' + String(k.args.data.url).split('/').pop() : ''}${k.args?.data?.functionName ? ' ' + k.args.data.functionName : ''}`))].slice(0, 6).join(' | ')}`);
}
writeFileSync('/tmp/start-marks.json', JSON.stringify(marks));
