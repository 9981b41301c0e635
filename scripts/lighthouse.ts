/**
 * Lighthouse 12 (mobile, its default throttling) on the production build, served compressed as
 * any static host serves it, in Debian's Chromium: performance, accessibility and best practices,
 * and the figures behind performance, medians of several runs.
 *
 *   npx vite build && npx tsx scripts/lighthouse.ts [--runs 3] [--dist DIR] [--tasks]
 *
 * Lighthouse is fetched by npx (it is not a dependency of the app or its tests).
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { serveDir } from '../test/bench/serve';

const runs = Number(process.argv[process.argv.indexOf('--runs') + 1] ?? 3) || 3;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] as number;
const root = resolve(process.argv.includes('--dist') ? (process.argv[process.argv.indexOf('--dist') + 1] as string) : 'dist');
const server = await serveDir(root, { gzip: true });
const dir = mkdtempSync(join(tmpdir(), 'yukon-lighthouse-'));
const rows: Record<string, number[]> = {};
try {
  for (let i = 0; i < runs; i++) {
    const out = join(dir, `run-${i}.json`);
    const flags = '--headless=new --no-sandbox --disable-background-networking --disable-component-update --disable-sync';
    // Asynchronously: the server answering Lighthouse runs in this process.
    await promisify(execFile)('npx', ['-y', 'lighthouse@12', `${server.url}/?code=YU1-C-AAAAAAD`, '--output=json', `--output-path=${out}`, '--only-categories=performance,accessibility,best-practices', `--chrome-flags=${flags}`], {
      maxBuffer: 64 * 2 ** 20,
      env: { ...process.env, CHROME_PATH: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' },
    });
    const report = JSON.parse(readFileSync(out, 'utf8'));
    const add = (name: string, value: number) => (rows[name] ??= []).push(value);
    add('performance', report.categories.performance.score * 100);
    add('accessibility', report.categories.accessibility.score * 100);
    add('best practices', report.categories['best-practices'].score * 100);
    for (const id of ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'speed-index', 'cumulative-layout-shift', 'max-potential-fid'])
      add(id, report.audits[id].numericValue);
    const failed = Object.values(report.audits as Record<string, { score: number | null; scoreDisplayMode: string; id: string }>).filter((a) => a.scoreDisplayMode === 'binary' && a.score === 0).map((a) => a.id);
    if (failed.length > 0) console.log(`run ${i + 1}: failed audits: ${failed.join(', ')}`);
    if (process.argv.includes('--tasks'))
      for (const t of report.audits['long-tasks'].details?.items ?? []) console.log(`run ${i + 1}: long task ${Math.round(t.duration)} ms at ${Math.round(t.startTime)} ms (${t.url})`);
  }
} finally {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
}
console.log(`Lighthouse 12, mobile, served gzip, median of ${runs}`);
for (const [name, values] of Object.entries(rows)) console.log(`${name.padEnd(28)} ${median(values).toFixed(name === 'cumulative-layout-shift' ? 3 : 0).padStart(7)}   (${values.map((v) => v.toFixed(name === 'cumulative-layout-shift' ? 3 : 0)).join(', ')})`);
