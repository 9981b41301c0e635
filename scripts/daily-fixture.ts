/**
 * Writes test/fixtures/daily-deals.json: the daily deal of every game on every date from
 * 2026-12-01 to 2028-12-31, found as the app finds it (src/app/deals.ts, the solver on this
 * thread instead of its worker). Released daily deals must never change (every player's daily of
 * a date is the same deal, on every device and in every version): test/unit/deals.test.ts checks
 * the app against this file. Run it only to add dates, never to change one already there:
 * `npx tsx scripts/daily-fixture.ts [--check]` (--check compares every date instead of writing).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { makeDeals } from '../src/services/deals';
import { RULES, formatCode, type Day } from '../src/engine';
import { mainThreadGrades, mainThreadOracle } from './main-thread';

const FIXTURE = new URL('../test/fixtures/daily-deals.json', import.meta.url);
const FIRST = new Date(Date.UTC(2026, 11, 1));
const LAST = new Date(Date.UTC(2028, 11, 31));

const days: Day[] = [];
for (const d = new Date(FIRST); d <= LAST; d.setUTCDate(d.getUTCDate() + 1)) days.push({ year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() });
const name = (day: Day) => `${day.year}-${String(day.month).padStart(2, '0')}-${String(day.day).padStart(2, '0')}`;

const oracle = mainThreadOracle();
const deals = makeDeals({ oracle, grades: mainThreadGrades(oracle) });
const found: Record<string, Record<string, string | null>> = {};
for (const day of days) {
  const row: Record<string, string | null> = {};
  for (const rule of RULES) {
    const code = await deals.daily(day, rule);
    row[rule] = code ? formatCode(code) : null;
  }
  found[name(day)] = row;
}
if (process.argv.includes('--check')) {
  const pinned = JSON.parse(readFileSync(FIXTURE, 'utf8')) as typeof found;
  const changed = Object.keys(pinned).filter((date) => JSON.stringify(pinned[date]) !== JSON.stringify(found[date]));
  console.log(changed.length === 0 ? `all ${Object.keys(pinned).length} dates as pinned` : `changed: ${changed.join(', ')}`);
  process.exitCode = changed.length === 0 ? 0 : 1;
} else {
  writeFileSync(FIXTURE, `${JSON.stringify(found, null, 0).replace(/\},"/g, '},\n"')}\n`);
  console.log(`${days.length} dates written`);
}
