/** Sums up graded deals (scripts/grade.ts, its JSONL rows): the share of each grade, the time, and the check. */
import { GRADES } from '../src/grades';
import { STYLES } from '../src/players';
import type { GradeRow } from './grade-worker';
import { wilson } from './solve-deals';

const percent = (k: number, n: number) => {
  const [lo, hi] = wilson(k, n);
  return `${k.toLocaleString('en-US')} (${((100 * k) / n).toFixed(1)}%, 95% CI ${lo.toFixed(1)}–${hi.toFixed(1)}%)`;
};
const at = (sorted: readonly number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;

/** The summary's lines: grades' shares of all deals, the time to grade, and with a check, each style's wins per grade. */
export function summary(rows: readonly GradeRow[]): string[] {
  const n = rows.length;
  const lines: string[] = [];
  for (const grade of GRADES) lines.push(`${grade.padEnd(10)}${percent(rows.filter((r) => r.grade === grade).length, n)}`);
  lines.push(`${'lost'.padEnd(10)}${percent(rows.filter((r) => r.verdict === 'lost').length, n)} (proved: no grade)`);
  lines.push(`${'undecided'.padEnd(10)}${percent(rows.filter((r) => r.verdict === 'unknown').length, n)} (not proved winnable: no grade)`);
  const ms = rows.map((r) => r.ms).sort((a, b) => a - b);
  lines.push(`time to grade a deal: median ${at(ms, 0.5).toFixed(1)} ms, 90th percentile ${at(ms, 0.9).toFixed(1)} ms, most ${at(ms, 1).toFixed(1)} ms`);
  const checked = rows.filter((r) => r.check);
  if (checked.length > 0) lines.push(...checkLines(checked));
  return lines;
}

/**
 * Each style's share of games won in the check round, per grade, with its 95% interval, and the gap
 * from each grade to the next harder one with the interval of the difference (Wald, for two shares).
 */
function checkLines(rows: readonly GradeRow[]): string[] {
  const lines = ['check (playouts with seeds the grades never saw): games won per style and grade'];
  for (const style of STYLES) {
    const per = GRADES.map((grade) => {
      const of = rows.filter((r) => r.grade === grade);
      const games = of.reduce((a, r) => a + (r.check?.count ?? 0), 0);
      const won = of.reduce((a, r) => a + (r.check?.won[style] ?? 0), 0);
      return { grade, won, games };
    });
    lines.push(`  ${style}: ${per.map((g) => `${g.grade} ${g.games ? percent(g.won, g.games) : '–'}`).join('; ')}`);
    const gaps: string[] = [];
    for (let i = 0; i + 1 < per.length; i++) {
      const a = per[i]!;
      const b = per[i + 1]!;
      if (!a.games || !b.games) continue;
      const pa = a.won / a.games;
      const pb = b.won / b.games;
      const half = 1.96 * Math.sqrt((pa * (1 - pa)) / a.games + (pb * (1 - pb)) / b.games);
      gaps.push(`${a.grade}−${b.grade} ${(100 * (pa - pb)).toFixed(1)} points (${(100 * (pa - pb - half)).toFixed(1)} to ${(100 * (pa - pb + half)).toFixed(1)})`);
    }
    lines.push(`    gaps: ${gaps.join('; ')}`);
  }
  return lines;
}

/**
 * Thresholds that split the winnable deals of `rows` into the four grades at the given shares of
 * the winnable deals (easiest first): the lowest ease of each of the three easier grades.
 */
export function thresholdsFor(rows: readonly GradeRow[], shares: readonly number[]): number[] {
  const eases = rows.flatMap((r) => (r.ease === undefined ? [] : [r.ease])).sort((a, b) => b - a);
  let taken = 0;
  return shares.slice(0, 3).map((share) => {
    taken += share;
    return eases[Math.min(eases.length - 1, Math.round(taken * eases.length) - 1)] ?? 0;
  });
}
