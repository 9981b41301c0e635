/**
 * Solver benchmarks: positions searched per second on one long search, and deals 1–300 of each game
 * at 1 s per deal on worker threads (one per core): share decided, won and lost, time to decide,
 * positions per second, peak memory; and three ranges of Classic deals the solver was never tuned
 * on (70,001, 80,001 and 90,001, 300 each), with the distribution of the time and positions to decide.
 */
import { RULES, newGame, type Rule } from '../../src/engine';
import { solve } from '../../src/solver';
import { shardDeals, solveDeals, summarize } from '../../scripts/solve-deals';
import { median, type Row } from './measure';

/** Positions per second on a deal that keeps the search busy (Classic 14, undecided at 1 s). */
function nodesPerSecond(): number {
  const rates: number[] = [];
  for (let run = 0; run < 3; run++) {
    const started = performance.now();
    const r = solve(newGame({ rule: 'classic', deal: 14 }), { maxNodes: 200_000 });
    rates.push((r.nodes / (performance.now() - started)) * 1000);
  }
  return median(rates);
}

export async function solverBenchmarks(): Promise<Row[]> {
  const rows: Row[] = [{ name: 'solver: positions searched per second (one thread)', value: nodesPerSecond(), unit: '/s' }];
  let peak = 0;
  let tables = 0;
  /** What each game's share decided should reach (issues 15 and 16). */
  const targets: Partial<Record<Rule, string>> = { classic: '≥ 97', relaxed: '≥ 99', russian: '≥ 85' };
  for (const rule of RULES) {
    const run = await solveDeals(rule, shardDeals(1, 300), { budgetMs: 1000 });
    const s = summarize(run.results);
    peak = Math.max(peak, run.peakMiB);
    tables = Math.max(tables, ...run.results.map((r) => r.bytes / 2 ** 20));
    const pct = (k: number) => (100 * k) / s.n;
    rows.push(
      { name: `solver, ${rule} deals 1–300 at 1 s: decided`, value: pct(s.won + s.lost), unit: '%', ...(targets[rule] ? { target: targets[rule] } : {}) },
      { name: `solver, ${rule}: won`, value: pct(s.won), unit: '%' },
      { name: `solver, ${rule}: lost`, value: pct(s.lost), unit: '%' },
      { name: `solver, ${rule}: median time to decide`, value: s.medianMs, unit: 'ms', target: '≤ 50' },
      { name: `solver, ${rule}: 90th percentile time to decide`, value: s.p90Ms, unit: 'ms' },
      { name: `solver, ${rule}: positions searched per second (per thread)`, value: s.nodesPerSecond, unit: '/s' },
    );
  }
  // Deals the solver was never tuned on (issue 39): Classic, three ranges of 300 far from 1–300.
  for (const from of [70_001, 80_001, 90_001]) {
    const run = await solveDeals('classic', shardDeals(from, 300), { budgetMs: 1000 });
    const s = summarize(run.results);
    peak = Math.max(peak, run.peakMiB);
    rows.push(
      { name: `solver, classic deals ${from.toLocaleString('en-US')}–${(from + 299).toLocaleString('en-US')} (never tuned on) at 1 s: decided`, value: (100 * (s.won + s.lost)) / s.n, unit: '%', target: '≥ 99' },
      { name: `solver, classic ${from.toLocaleString('en-US')}–: 90th percentile time to decide`, value: s.p90Ms, unit: 'ms' },
      { name: `solver, classic ${from.toLocaleString('en-US')}–: 99th percentile time to decide`, value: s.p99Ms, unit: 'ms' },
      { name: `solver, classic ${from.toLocaleString('en-US')}–: positions to decide, 99th percentile`, value: s.p99Nodes, unit: '' },
    );
  }
  rows.push(
    { name: 'solver: peak memory of one search (its tables)', value: tables, unit: 'MiB', target: '≤ 256' },
    { name: 'solver: peak resident memory, whole bench process with its threads', value: peak, unit: 'MiB' },
  );
  return rows;
}
