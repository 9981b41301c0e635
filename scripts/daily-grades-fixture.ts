/**
 * Writes test/fixtures/daily-grades.json: the daily deal of every grade of every game on every date
 * from 2026-12-01 to 2028-12-31, found as the app finds it (src/services/deals.ts: the first of
 * the day's candidates whose grade is that grade), on worker threads. Released daily deals must
 * never change: test/unit/deals.test.ts checks the app against this file. A change of the players,
 * the grades' thresholds or the solver that changes a date's deal shows there. Run it only to add
 * dates, never to change one already there:
 * `npx tsx scripts/daily-grades-fixture.ts [--check]` (--check compares every date instead of writing).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { RULES, type Day, type Grade, type Rule } from '../src/engine';
import type { DayRow, DayTask } from './daily-grades-worker';
import { onThreads } from './solve-deals';

const FIXTURE = new URL('../test/fixtures/daily-grades.json', import.meta.url);
const FIRST = new Date(Date.UTC(2026, 11, 1));
const LAST = new Date(Date.UTC(2028, 11, 31));

const days: Day[] = [];
for (const d = new Date(FIRST); d <= LAST; d.setUTCDate(d.getUTCDate() + 1)) days.push({ year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() });
const name = (day: Day) => `${day.year}-${String(day.month).padStart(2, '0')}-${String(day.day).padStart(2, '0')}`;

type Fixture = Record<string, Record<Rule, Record<Grade, string | null>>>;
const tasks = days.flatMap((day) => RULES.map((rule): DayTask => ({ day, rule })));
let done = 0;
const run = await onThreads<DayTask, DayRow>('./daily-grades-worker.ts', tasks, () => ++done % 500 === 0 && console.error(`${done} of ${tasks.length}`));
const found: Fixture = {};
for (const day of days) found[name(day)] = {} as Fixture[string];
for (const row of run.results) found[name(row.day)]![row.rule] = row.codes;
// In date order, and the games in their order, whatever order the threads answered in.
const ordered: Fixture = Object.fromEntries(days.map((day) => [name(day), Object.fromEntries(RULES.map((rule) => [rule, found[name(day)]![rule]]))])) as Fixture;
if (process.argv.includes('--check')) {
  const pinned = JSON.parse(readFileSync(FIXTURE, 'utf8')) as Fixture;
  const changed = Object.keys(pinned).filter((date) => JSON.stringify(pinned[date]) !== JSON.stringify(ordered[date]));
  console.log(changed.length === 0 ? `all ${Object.keys(pinned).length} dates as pinned` : `changed: ${changed.join(', ')}`);
  process.exitCode = changed.length === 0 ? 0 : 1;
} else {
  writeFileSync(FIXTURE, `${JSON.stringify(ordered, null, 0).replace(/\}\},"/g, '}},\n"')}\n`);
  const none = Object.values(ordered).flatMap((rules) => Object.values(rules).flatMap((grades) => Object.values(grades))).filter((c) => c === null).length;
  console.log(`${days.length} dates written in ${run.seconds.toFixed(0)} s; ${none} without a deal of their grade`);
}
