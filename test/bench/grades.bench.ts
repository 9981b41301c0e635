/**
 * Grade benchmarks: the time to grade a deal (the solver's proof within the grade's budget, then
 * the playouts), deals 1–200 of each game, on one worker thread, as the app's worker grades one deal
 * at a time: median, 90th percentile and the slowest.
 */
import { RULES } from '../../src/engine';
import { onThreads, shardDeals } from '../../scripts/solve-deals';
import type { GradeRow, GradeTask } from '../../scripts/grade-worker';
import { median, type Row } from './measure';

export async function gradeBenchmarks(): Promise<Row[]> {
  const rows: Row[] = [];
  for (const rule of RULES) {
    const tasks = shardDeals(1, 200).map((deal): GradeTask => ({ rule, deal, check: 0 }));
    const run = await onThreads<GradeTask, GradeRow>('./grade-worker.ts', tasks, () => {}, 1);
    const ms = run.results.map((r) => r.ms).sort((a, b) => a - b);
    rows.push(
      { name: `grades, ${rule} deals 1–200: median time to grade a deal`, value: median(ms), unit: 'ms' },
      { name: `grades, ${rule}: 90th percentile`, value: ms[Math.floor(0.9 * ms.length)] ?? NaN, unit: 'ms', target: '≤ 1000' },
      { name: `grades, ${rule}: slowest`, value: ms.at(-1) ?? NaN, unit: 'ms' },
    );
  }
  return rows;
}
