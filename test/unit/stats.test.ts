import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NO_RULE_STATS, NO_STATS, dailyRunOn, readStats, recordDaily, recordLeft, recordProvedUnwinnable, recordWin, statsRecord, type Stats } from '../../src/persist/stats';

const win = (s: Stats, rule: 'classic' | 'relaxed', score: number, seconds: number, hints = 0) => recordWin(s, rule, { score, seconds, hints });

describe('statistics per rule', () => {
  it('count wins, runs of wins, best score, fastest and average win, hints', () => {
    let s = win(win(NO_STATS, 'classic', 625, 300.4, 2), 'classic', 600, 500);
    expect(s.classic).toEqual({ ...NO_RULE_STATS, played: 2, won: 2, streak: 2, bestStreak: 2, bestScore: 625, bestSeconds: 300, winSeconds: 800, timedWins: 2, hints: 2 });
    expect(s.relaxed).toEqual(NO_RULE_STATS);
    s = recordLeft(s, 'classic', { hints: 1, unwinnable: false });
    expect(s.classic).toMatchObject({ played: 3, won: 2, streak: 0, bestStreak: 2, hints: 3 });
    s = win(s, 'relaxed', 625, 90);
    expect(s.relaxed).toMatchObject({ played: 1, won: 1, streak: 1, bestSeconds: 90 });
  });
  it('count a game left on an unwinnable deal apart: not played, and the run of wins goes on', () => {
    const s = recordLeft(win(NO_STATS, 'classic', 625, 100), 'classic', { hints: 4, unwinnable: true });
    expect(s.classic).toMatchObject({ played: 1, won: 1, streak: 1, unwinnable: 1, hints: 4 });
    expect(win(s, 'classic', 625, 100).classic.streak).toBe(2);
  });
});

describe('a left game judged later', () => {
  // One game of the history: a win, a game left on a winnable (or undecided) deal, or one left on an unwinnable deal.
  const gameOf = fc.constantFrom('win', 'left', 'unwinnable');
  const grade = fc.constantFrom('easy', 'hard', null);
  const apply = (s: Stats, g: string) =>
    g === 'win' ? win(s, 'classic', 600, 100) : recordLeft(s, 'classic', { hints: 0, unwinnable: g === 'unwinnable', grade: 'easy' });

  it('counted as left at once and proved unwinnable afterwards, it ends as if it had been counted apart at once', () => {
    fc.assert(
      fc.property(fc.array(gameOf, { maxLength: 8 }), fc.array(gameOf, { maxLength: 8 }), grade, (before, after, g) => {
        const start = before.reduce(apply, NO_STATS);
        const atOnce = after.reduce(apply, recordLeft(start, 'classic', { hints: 2, unwinnable: true, grade: g }));
        const counted = after.reduce(apply, recordLeft(start, 'classic', { hints: 2, unwinnable: false, grade: g }));
        const broken = after.includes('left');
        const later = recordProvedUnwinnable(counted, 'classic', { grade: g, streakBefore: broken ? null : start.classic.streak });
        expect(later.classic).toEqual({ ...atOnce.classic, bestStreak: later.classic.bestStreak });
        expect(later.grades).toEqual(atOnce.grades);
        // The longest run is never lowered, and is the true one unless the counted loss hid a run it ended.
        expect(later.classic.bestStreak).toBeGreaterThanOrEqual(counted.classic.bestStreak);
        if (!broken) expect(later.classic.bestStreak).toBe(atOnce.classic.bestStreak);
      }),
    );
  });
});

describe('statistics per grade', () => {
  it('count a game of a graded deal under its rule and grade too: played, won, fastest win; an ungraded one only under its rule', () => {
    let s: Stats = recordWin(NO_STATS, 'alaska', { score: 625, seconds: 300.7, hints: 0, grade: 'hard' });
    s = recordWin(s, 'alaska', { score: 600, seconds: 200, hints: 1, grade: 'hard' });
    s = recordLeft(s, 'alaska', { hints: 0, unwinnable: false, grade: 'hard' });
    s = recordLeft(s, 'alaska', { hints: 0, unwinnable: false, grade: 'easy' });
    s = recordWin(s, 'alaska', { score: 625, seconds: 90, hints: 0, grade: null });
    s = recordWin(s, 'alaska', { score: 625, seconds: 80, hints: 0 });
    expect(s.grades.alaska.hard).toEqual({ played: 3, won: 2, bestSeconds: 200 });
    expect(s.grades.alaska.easy).toEqual({ played: 1, won: 0, bestSeconds: 0 });
    expect(s.grades.alaska.expert).toEqual({ played: 0, won: 0, bestSeconds: 0 });
    expect(s.grades.classic).toEqual(NO_STATS.grades.classic);
    expect(s.alaska).toMatchObject({ played: 6, won: 4, bestSeconds: 80 });
    expect(readStats(statsRecord(s))).toEqual({ value: s, clean: true });
  });

  it('a record from before grades reads as zeros per grade, cleanly; a damaged grade table is repaired field by field, and says so', () => {
    const won = recordWin(NO_STATS, 'classic', { score: 625, seconds: 100, hints: 0, grade: 'medium' });
    const { grades, ...before } = statsRecord(won).value;
    expect(grades.classic.medium.won).toBe(1);
    expect(readStats({ v: 3, value: before })).toEqual({ value: { ...won, grades: NO_STATS.grades }, clean: true });
    const damaged = { ...before, grades: { classic: { medium: { played: 'many', won: 1, bestSeconds: 100 }, easy: null }, relaxed: 7, __proto__: { hard: 1 } } };
    const read = readStats({ v: 3, value: damaged });
    expect(read.clean).toBe(false);
    expect(read.value.grades.classic.medium).toEqual({ played: 0, won: 1, bestSeconds: 100 });
    expect(read.value.grades.relaxed).toEqual(NO_STATS.grades.relaxed);
    expect(readStats({ v: 3, value: { ...before, grades: 'all' } }).clean).toBe(false);
  });
});

describe('the run of daily deals', () => {
  const day = (year: number, month: number, d: number) => ({ year, month, day: d });
  it('grows day after day, across a month and a year, and starts again after a gap', () => {
    let s = recordDaily(NO_STATS, day(2026, 12, 30));
    s = recordDaily(s, day(2026, 12, 30));
    s = recordDaily(s, day(2026, 12, 31));
    s = recordDaily(s, day(2027, 1, 1));
    expect(s).toMatchObject({ dailyLast: '2027-01-01', dailyRun: 3, dailyBest: 3 });
    expect(dailyRunOn(s, day(2027, 1, 2))).toBe(3);
    expect(dailyRunOn(s, day(2027, 1, 3))).toBe(0);
    s = recordDaily(s, day(2027, 1, 3));
    expect(s).toMatchObject({ dailyRun: 1, dailyBest: 3 });
    expect(recordDaily(recordDaily(NO_STATS, day(2028, 2, 28)), day(2028, 2, 29)).dailyRun).toBe(2);
    expect(recordDaily(recordDaily(NO_STATS, day(2028, 2, 29)), day(2028, 3, 1)).dailyRun).toBe(2);
  });
});

describe('reading the statistics record', () => {
  it('reads back what it wrote', () => {
    const s = recordDaily(win(NO_STATS, 'relaxed', 625, 200, 1), { year: 2026, month: 11, day: 30 });
    expect(readStats(JSON.parse(JSON.stringify(statsRecord(s))))).toEqual({ value: s, clean: true });
    expect(readStats(undefined)).toEqual({ value: NO_STATS, clean: true });
  });
  it('migrates the record of one set of totals (version 1) into Classic, losing none of it', () => {
    const { value, clean } = readStats({ v: 1, value: { played: 12, won: 5, bestSeconds: 241, bestScore: 625 } });
    expect(clean).toBe(true);
    expect(value.classic).toEqual({ ...NO_RULE_STATS, played: 12, won: 5, bestSeconds: 241, bestScore: 625 });
    expect(value.relaxed).toEqual(NO_RULE_STATS);
  });
  it('keeps Classic and Relaxed of a version-2 record, and starts the other games at zero', () => {
    const classic = { ...NO_RULE_STATS, played: 7, won: 4, streak: 2, bestStreak: 3 };
    const relaxed = { ...NO_RULE_STATS, played: 2, won: 2 };
    const { value, clean } = readStats({ v: 2, value: { classic, relaxed, dailyLast: '2026-11-30', dailyRun: 4, dailyBest: 6 } });
    expect(clean).toBe(true);
    expect(value).toEqual({ ...NO_STATS, classic, relaxed, dailyLast: '2026-11-30', dailyRun: 4, dailyBest: 6 });
    expect(value.russian).toEqual(NO_RULE_STATS);
    // What it writes back is version 3, and a version-3 record lacking a game is damaged.
    expect(statsRecord(value).v).toBe(3);
    expect(readStats({ v: 3, value: { classic, relaxed, dailyLast: '', dailyRun: 0, dailyBest: 0 } }).clean).toBe(false);
  });
  it('repairs a damaged or foreign record field by field, and says so', () => {
    const damaged = readStats({ v: 2, value: { classic: { ...NO_RULE_STATS, won: 'many', played: 3 }, relaxed: NO_RULE_STATS, dailyLast: '', dailyRun: 0, dailyBest: 0 } });
    expect(damaged.clean).toBe(false);
    expect(damaged.value.classic).toEqual({ ...NO_RULE_STATS, played: 3 });
    for (const foreign of [null, 'x', { v: 9, value: {} }, { v: 2 }, { v: 2, value: { classic: NO_RULE_STATS } }]) expect(readStats(foreign).clean).toBe(false);
  });
});
