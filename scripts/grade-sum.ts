/**
 * npx tsx scripts/grade-sum.ts FILE.jsonl [FILE.jsonl …] [--thresholds E,M,H]
 *
 * Sums up the JSONL rows of `npm run grade -- --jsonl` (shards of one run concatenate into the
 * whole), per game: the share of each grade, the time to grade, and the check if it was run. Grades
 * are worked out again from each deal's playouts with the ease and thresholds of src/grades as
 * they are now, so a run made before they were set can be read with them. With
 * --thresholds, also the eases that would split each game's winnable deals at those shares (for
 * example 0.3,0.3,0.25: Easy the easiest 30%, Medium the next 30%, Hard the next 25%, Expert the rest).
 * Exits 1 if a deal is there twice.
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { parseCode, type Rule } from '../src/engine';
import { easeOf, gradeOf } from '../src/grades';
import { summary, thresholdsFor } from './grade-summary';
import type { GradeRow } from './grade-worker';

const { values, positionals } = parseArgs({ allowPositionals: true, options: { thresholds: { type: 'string' } } });
const byRule = new Map<Rule, GradeRow[]>();
const seen = new Set<string>();
let twice = 0;
for (const file of positionals) {
  for (const text of readFileSync(file, 'utf8').split('\n')) {
    if (text.trim() === '') continue;
    const read = JSON.parse(text) as GradeRow;
    const code = parseCode(read.code);
    if (!code.ok) throw new Error(`not a code: ${read.code}`);
    const ease = read.playouts ? easeOf(read.playouts) : undefined;
    const row: GradeRow = ease === undefined ? read : { ...read, ease, grade: gradeOf(code.code.rule, ease) };
    if (seen.has(row.code)) {
      twice++;
      console.error(`${row.code}: there twice`);
      continue;
    }
    seen.add(row.code);
    const rows = byRule.get(code.code.rule) ?? [];
    rows.push(row);
    byRule.set(code.code.rule, rows);
  }
}
for (const [rule, rows] of byRule) {
  console.log(`${rule} (${rows.length.toLocaleString('en-US')} deals)`);
  for (const line of summary(rows)) console.log(`  ${line}`);
  if (values.thresholds) console.log(`  thresholds for shares ${values.thresholds}: ${thresholdsFor(rows, values.thresholds.split(',').map(Number)).join(', ')}`);
}
process.exitCode = twice > 0 ? 1 : 0;
