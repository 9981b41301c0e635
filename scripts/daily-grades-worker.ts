/** A worker thread of scripts/daily-grades-fixture.ts: a day's daily deal of every grade of a game. */
import { parentPort } from 'node:worker_threads';
import { MOST_GRADED } from '../src/services/deals';
import { GRADES, dailyCandidates, formatCode, type Day, type Grade, type Rule } from '../src/engine';
import { gradeDeal } from '../src/grades';

export interface DayTask {
  readonly day: Day;
  readonly rule: Rule;
}
export interface DayRow extends DayTask {
  /** The first of the day's candidates of each grade, as the app finds it (services/deals.ts), or null. */
  readonly codes: Readonly<Record<Grade, string | null>>;
}

parentPort?.on('message', ({ day, rule }: DayTask) => {
  const codes = Object.fromEntries(GRADES.map((g) => [g, null])) as Record<Grade, string | null>;
  let missing = GRADES.length;
  for (const code of dailyCandidates(day, rule, MOST_GRADED)) {
    const { grade } = gradeDeal(code);
    if (grade && codes[grade] === null) {
      codes[grade] = formatCode(code);
      if (--missing === 0) break;
    }
  }
  parentPort?.postMessage({ day, rule, codes } satisfies DayRow);
});
