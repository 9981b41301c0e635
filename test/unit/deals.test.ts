import { describe, expect, it } from 'vitest';
import { DAILY_MAX_NODES, MOST_GRADED, makeDeals, today } from '../../src/services/deals';
import { Oracle } from '../../src/services/oracle';
import type { Solution } from '../../src/solver';
import { GRADES, RULES, dailyCandidates, formatCode, newGame, type GameCode, type Grade, type Rule } from '../../src/engine';
import { gradeDeal } from '../../src/grades';
import { mainThreadGrades, mainThreadOracle } from '../../scripts/main-thread';
import { readFileSync } from 'node:fs';
import { solve } from '../../src/solver';

const oracle = mainThreadOracle;
/** Deals over the real solver and grades on this thread. */
const dealsOf = (o: Oracle, graded: GameCode[] = []) => makeDeals({ oracle: o, grades: mainThreadGrades(o, graded) });

describe('deals chosen by the solver', () => {
  it('the daily deal is the first of its candidates proved winnable within the daily budget', async () => {
    for (const [day, rule] of [[{ year: 2026, month: 11, day: 30 }, 'classic'], [{ year: 2027, month: 2, day: 14 }, 'relaxed']] as const) {
      const asked: number[] = [];
      const code = await dealsOf(oracle(asked)).daily(day, rule);
      const candidates = dailyCandidates(day, rule, 50);
      const first = candidates.find((c) => solve(newGame(c), { maxNodes: DAILY_MAX_NODES }).verdict === 'won');
      expect(code).toEqual(first);
      expect(asked.every((n) => n === DAILY_MAX_NODES)).toBe(true);
    }
  }, 60_000);
  it('never changes once released: every tenth date of the pinned two years, every game (all of them: scripts/daily-fixture.ts --check)', async () => {
    // Pinned by scripts/daily-fixture.ts; a change of the solver or of its budget that changed a
    // date's deal would change every player's daily of that date.
    const pinned = JSON.parse(readFileSync(new URL('../fixtures/daily-deals.json', import.meta.url), 'utf8')) as Record<string, Record<Rule, string | null>>;
    const dates = Object.keys(pinned);
    expect(dates[0]).toBe('2026-12-01');
    expect(dates.at(-1)).toBe('2028-12-31');
    const deals = dealsOf(oracle());
    for (const date of dates.filter((_, i) => i % 10 === 0)) {
      const [year, month, day] = date.split('-').map(Number) as [number, number, number];
      for (const rule of RULES) {
        const code = await deals.daily({ year, month, day }, rule);
        expect(code ? formatCode(code) : null, `${date} ${rule}`).toBe(pinned[date]![rule]);
      }
    }
  }, 120_000);
  it('never changes once released: the daily deal of every grade, on dates across the pinned two years, every game (all of them: scripts/daily-grades-fixture.ts --check)', async () => {
    // Pinned by scripts/daily-grades-fixture.ts; a change of the players, the grades or the solver
    // that changed a date's deal of a grade would change every player's daily of that date.
    const pinned = JSON.parse(readFileSync(new URL('../fixtures/daily-grades.json', import.meta.url), 'utf8')) as Record<string, Record<Rule, Record<Grade, string | null>>>;
    const dates = Object.keys(pinned);
    expect(dates[0]).toBe('2026-12-01');
    expect(dates.at(-1)).toBe('2028-12-31');
    const deals = dealsOf(oracle());
    // Every 194th date, and on each a different grade of every game: each grade of each game once
    // (every date, every grade: the script's --check).
    for (const [i, date] of dates.filter((_, i) => i % 194 === 0).entries()) {
      const [year, month, day] = date.split('-').map(Number) as [number, number, number];
      const grade = GRADES[i % GRADES.length]!;
      for (const rule of RULES) {
        const code = await deals.daily({ year, month, day }, rule, grade);
        expect(code ? formatCode(code) : null, `${date} ${rule} ${grade}`).toBe(pinned[date]![rule][grade]);
      }
    }
  }, 120_000);
  it('asks once per day and rule, and gives the same answer again', async () => {
    const asked: number[] = [];
    const deals = dealsOf(oracle(asked));
    const day = { year: 2026, month: 12, day: 1 };
    const a = await deals.daily(day, 'classic');
    const n = asked.length;
    expect(await deals.daily(day, 'classic')).toEqual(a);
    expect(asked).toHaveLength(n);
  });
  it('only winnable deals: draws deals until one is proved winnable, saying how many it tried', async () => {
    // A lost deal first (4, found by the solver), then a winnable one (3).
    const drawn: GameCode[] = [{ rule: 'classic', deal: 4 }, { rule: 'classic', deal: 3 }];
    const tried: number[] = [];
    const code = await dealsOf(oracle()).winnable(() => drawn.shift() as GameCode, (count) => tried.push(count));
    expect(code).toEqual({ rule: 'classic', deal: 3 });
    expect(tried).toEqual([1, 2]);
  });
  it('a newer search for a deal withdraws the older one’s question, which then gives up; so does a failure', async () => {
    let release: () => void = () => {};
    const slow = new Oracle((position, _ms, _nodes, signal) => new Promise<Solution>((resolve, reject) => {
      signal.addEventListener('abort', () => reject(new DOMException('withdrawn', 'AbortError')));
      release = () => {
        const found = solve(position, { maxNodes: 100_000 });
        resolve(found.verdict === 'won' ? found : { ...found, verdict: 'lost' as const });
      };
    }));
    const deals = dealsOf(slow);
    const older = deals.winnable(() => ({ rule: 'classic', deal: 4 }), () => {});
    const newer = deals.winnable(() => ({ rule: 'classic', deal: 3 }), () => {});
    await expect(older).rejects.toThrow('withdrawn');
    release();
    expect(await newer).toEqual({ rule: 'classic', deal: 3 });
    const broken = new Oracle(async () => Promise.reject(new Error('the solver stopped')));
    await expect(dealsOf(broken).winnable(() => ({ rule: 'classic', deal: 3 }), () => {})).rejects.toThrow('the solver stopped');
  });
  it('a deal of a grade: draws deals until one is of that grade, saying how many it tried', async () => {
    // Classic deals 1–8: 4 is lost; the others graded on this thread.
    const graded = [1, 2, 3, 4, 5, 6, 7, 8].map((deal) => ({ deal, grade: gradeDeal({ rule: 'classic', deal }).grade }));
    const want = graded.find((g) => g.grade !== null && g.deal > 1)!;
    let next = 1;
    const tried: number[] = [];
    const code = await dealsOf(oracle()).graded(() => ({ rule: 'classic', deal: next++ }), want.grade!, (count) => tried.push(count));
    const first = graded.find((g) => g.grade === want.grade)!;
    expect(code).toEqual({ rule: 'classic', deal: first.deal });
    expect(tried).toHaveLength(first.deal);
  }, 30_000);
  it('a newer search for a deal of a grade stops the older one', async () => {
    const deals = dealsOf(oracle());
    let drawn = 0;
    // The older search draws only deal 4, which is lost: it would look at MOST_GRADED deals.
    const older = deals.graded(() => {
      drawn++;
      return { rule: 'classic', deal: 4 };
    }, 'easy', () => {});
    const newer = deals.graded(() => ({ rule: 'classic', deal: 19 }), gradeDeal({ rule: 'classic', deal: 19 }).grade!, () => {});
    expect(await newer).toEqual({ rule: 'classic', deal: 19 });
    expect(await older).toBeNull();
    expect(drawn).toBeLessThan(MOST_GRADED);
  }, 30_000);
  it('the daily deal of a grade is the first of the day’s candidates of that grade, asked once', async () => {
    const day = { year: 2027, month: 3, day: 9 };
    const graded: GameCode[] = [];
    const deals = dealsOf(oracle(), graded);
    const code = await deals.daily(day, 'classic', 'hard');
    const candidates = dailyCandidates(day, 'classic', MOST_GRADED);
    expect(code).toEqual(candidates.find((c) => gradeDeal(c).grade === 'hard'));
    const n = graded.length;
    expect(await deals.daily(day, 'classic', 'hard')).toEqual(code);
    expect(graded).toHaveLength(n);
  }, 60_000);
  it('today is the device’s local calendar day', () => {
    expect(today(new Date(2026, 10, 30, 23, 59))).toEqual({ year: 2026, month: 11, day: 30 });
    expect(today(new Date(2027, 0, 1, 0, 1))).toEqual({ year: 2027, month: 1, day: 1 });
  });
});
