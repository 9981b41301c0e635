/** Solving (or grading) many deals on worker threads, one per core, and summing up: for scripts/solve.ts, scripts/grade.ts and the bench. */
import { existsSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { Rule } from '../src/engine';
import type { DealResult, DealTask } from './solve-worker';

export type { DealResult } from './solve-worker';

export interface Run {
  readonly results: readonly DealResult[];
  readonly threads: number;
  readonly seconds: number;
  /** Peak resident memory of the whole process (all threads), MiB. */
  readonly peakMiB: number;
}

/** A budget per deal: milliseconds, positions, or both; and the plan to spend it on. */
export type Budget = Pick<DealTask, 'budgetMs' | 'maxNodes' | 'plan'>;

/**
 * The deals of shard `shard` (1 … `of`) of deals `from` … `from + count − 1`: every `of`-th deal,
 * starting at the shard's own offset, so hard deals spread evenly over the shards, and the shards
 * together hold each deal exactly once.
 */
export function shardDeals(from: number, count: number, shard = 1, of = 1): number[] {
  const deals: number[] = [];
  for (let deal = from + shard - 1; deal < from + count; deal += of) deals.push(deal);
  return deals;
}

/**
 * Hands tasks to worker threads running `entry` (a TypeScript module of scripts/, one task at a
 * time each, answered by one message), one thread per core; `each` hears each answer as it comes
 * (in any order).
 */
export async function onThreads<Task, Result>(entry: string, tasks: readonly Task[], each: (r: Result) => void, threads = availableParallelism()): Promise<{ readonly results: Result[]; readonly threads: number; readonly seconds: number }> {
  const results: Result[] = [];
  const started = performance.now();
  const used = Math.max(1, Math.min(tasks.length, threads));
  await new Promise<void>((resolve, reject) => {
    let next = 0;
    let running = used;
    for (let t = 0; t < used; t++) {
      const worker = new Worker(new URL('./solve-thread.mjs', import.meta.url), { workerData: { entry } });
      const hand = () => {
        if (next < tasks.length) worker.postMessage(tasks[next++]);
        else {
          void worker.terminate();
          if (--running === 0) resolve();
        }
      };
      worker.on('message', (result: Result) => {
        results.push(result);
        each(result);
        hand();
      });
      worker.on('error', reject);
      hand();
    }
  });
  return { results, threads: used, seconds: (performance.now() - started) / 1000 };
}

/** Solves the given deals, calling `each` as each is done (in any order). */
export async function solveDeals(rule: Rule, deals: readonly number[], budget: Budget, each: (r: DealResult) => void = () => {}, threads = availableParallelism()): Promise<Run> {
  const tasks = deals.map((deal): DealTask => ({ rule, deal, ...budget }));
  const run = await onThreads<DealTask, DealResult>('./solve-worker.ts', tasks, each, threads);
  return { ...run, peakMiB: process.resourceUsage().maxRSS / 1024 };
}

/**
 * The rows of a JSONL file of `npm run solve -- --jsonl` (none when it is not there). A line that is
 * not a whole row (the last one cut short by a stop, or one a resumed run appended to it) is left
 * out; `broken` hears each.
 */
export function readRows(file: string, broken: (line: string) => void = () => {}): DealResult[] {
  if (!existsSync(file)) return [];
  const rows: DealResult[] = [];
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (line.trim() === '') continue;
    try {
      rows.push(JSON.parse(line) as DealResult);
    } catch {
      broken(line);
    }
  }
  return rows;
}

/** Rows of several passes over the same deals, joined (joinPasses). */
export interface Joined {
  /** Each deal's row that stands: its decided one, else its undecided one searched furthest. */
  readonly rows: Map<string, DealResult>;
  /** Deals with more than one row (a second pass). */
  readonly again: Set<string>;
  /** Deals decided in two rows (a verdict may stand only once), each with its verdicts. */
  readonly twice: { readonly code: string; readonly verdicts: readonly [string, string] }[];
}

/**
 * Joins the rows of a table's passes (a first run and its `--undecided-in` passes, in any order): a
 * deal's decided row stands for its undecided ones, else the undecided one searched furthest. A deal
 * decided twice is reported, never settled by order: a second proof of a proved deal means the
 * passes were not run as the README says, even when the verdicts agree.
 */
export function joinPasses(passes: Iterable<DealResult>): Joined {
  const rows = new Map<string, DealResult>();
  const again = new Set<string>();
  const twice: Joined['twice'] = [];
  for (const row of passes) {
    const before = rows.get(row.code);
    if (!before) {
      rows.set(row.code, row);
      continue;
    }
    again.add(row.code);
    if (before.verdict !== 'unknown' && row.verdict !== 'unknown') twice.push({ code: row.code, verdicts: [before.verdict, row.verdict] });
    else if (before.verdict === 'unknown' && (row.verdict !== 'unknown' || row.nodes > before.nodes)) rows.set(row.code, row);
  }
  return { rows, again, twice };
}

/** The 95% Wilson score interval of a share k of n, in percent. */
export function wilson(k: number, n: number): [number, number] {
  const z = 1.96;
  const p = k / n;
  const centre = (p + (z * z) / (2 * n)) / (1 + (z * z) / n);
  const half = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / (1 + (z * z) / n);
  return [100 * Math.max(0, centre - half), 100 * Math.min(1, centre + half)];
}

export interface Summary {
  readonly n: number;
  readonly won: number;
  readonly lost: number;
  readonly unknown: number;
  /** Time to decide a decided deal: median, 90th and 99th percentiles. */
  readonly medianMs: number;
  readonly p90Ms: number;
  readonly p99Ms: number;
  /** Positions searched to decide a decided deal: median, 90th and 99th percentiles. */
  readonly medianNodes: number;
  readonly p90Nodes: number;
  readonly p99Nodes: number;
  /** The most positions an undecided deal was searched through before its budget ran out (0: none undecided). */
  readonly undecidedNodes: number;
  readonly nodesPerSecond: number;
}

export function summarize(results: readonly DealResult[]): Summary {
  const count = (v: DealResult['verdict']) => results.filter((r) => r.verdict === v).length;
  const decided = results.filter((r) => r.verdict !== 'unknown');
  const quantiles = (values: number[]) => {
    values.sort((a, b) => a - b);
    return (q: number) => values[Math.min(values.length - 1, Math.floor(q * values.length))] ?? NaN;
  };
  const time = quantiles(decided.map((r) => r.ms));
  const positions = quantiles(decided.map((r) => r.nodes));
  const nodes = results.reduce((a, r) => a + r.nodes, 0);
  const ms = results.reduce((a, r) => a + r.ms, 0);
  return {
    n: results.length,
    won: count('won'),
    lost: count('lost'),
    unknown: count('unknown'),
    medianMs: time(0.5),
    p90Ms: time(0.9),
    p99Ms: time(0.99),
    medianNodes: positions(0.5),
    p90Nodes: positions(0.9),
    p99Nodes: positions(0.99),
    undecidedNodes: results.reduce((most, r) => (r.verdict === 'unknown' ? Math.max(most, r.nodes) : most), 0),
    nodesPerSecond: (nodes / ms) * 1000,
  };
}
