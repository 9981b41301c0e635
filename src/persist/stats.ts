import { GRADES, RULES, type Grade, type Rule } from '../engine';
import { restoreOnto } from './records';

/** Statistics of one rule's games. */
export interface RuleStats {
  /** Games won, and games left with moves for a new one (not those on unwinnable deals). */
  readonly played: number;
  readonly won: number;
  /** Wins in a row now, and the longest run. A game left on an unwinnable deal breaks no run. */
  readonly streak: number;
  readonly bestStreak: number;
  readonly bestScore: number;
  /** Fastest win in seconds, 0 before the first. */
  readonly bestSeconds: number;
  /** Seconds of all timed wins and their number, for the average time of a win. */
  readonly winSeconds: number;
  readonly timedWins: number;
  /** Hints used in the games counted. */
  readonly hints: number;
  /** Games left on a deal the solver proved unwinnable from its start: shown apart. */
  readonly unwinnable: number;
}

/** Statistics of one grade of one rule's deals. */
export interface GradeStats {
  /** Games won, and games left with moves for a new one. */
  readonly played: number;
  readonly won: number;
  /** Fastest win in seconds, 0 before the first. */
  readonly bestSeconds: number;
}
export type GradeTable = Readonly<Record<Rule, Readonly<Record<Grade, GradeStats>>>>;

/** The statistics record: per rule, per rule and grade, and the run of days with a daily deal. */
export type Stats = Readonly<Record<Rule, RuleStats>> & {
  /** The games of graded deals, per rule and grade (a game counts here once its deal's grade is known). */
  readonly grades: GradeTable;
  /** The last day a daily deal was played (YYYY-MM-DD, local), the days in a row, the best run. */
  readonly dailyLast: string;
  readonly dailyRun: number;
  readonly dailyBest: number;
};

export const NO_RULE_STATS: RuleStats = { played: 0, won: 0, streak: 0, bestStreak: 0, bestScore: 0, bestSeconds: 0, winSeconds: 0, timedWins: 0, hints: 0, unwinnable: 0 };
export const NO_GRADE_STATS: GradeStats = { played: 0, won: 0, bestSeconds: 0 };
const byGrade = (of: (grade: Grade) => GradeStats) => Object.fromEntries(GRADES.map((grade) => [grade, of(grade)])) as Record<Grade, GradeStats>;
export const NO_GRADES: GradeTable = Object.fromEntries(RULES.map((rule) => [rule, byGrade(() => NO_GRADE_STATS)])) as GradeTable;
export const NO_STATS: Stats = { ...(Object.fromEntries(RULES.map((rule) => [rule, NO_RULE_STATS])) as Record<Rule, RuleStats>), grades: NO_GRADES, dailyLast: '', dailyRun: 0, dailyBest: 0 };

/**
 * The statistics record's own version: 1 was one set of totals for both rules; 2 kept Classic and
 * Relaxed apart; 3 keeps every game apart (Yukon's siblings came).
 */
export const STATS_VERSION = 3;

/** The games a version-2 record kept. */
const V2_RULES: readonly Rule[] = ['classic', 'relaxed'];

const update = (stats: Stats, rule: Rule, change: (s: RuleStats) => RuleStats): Stats => ({ ...stats, [rule]: change(stats[rule]) });
const updateGrade = (stats: Stats, rule: Rule, grade: Grade | null | undefined, change: (s: GradeStats) => GradeStats): Stats =>
  grade ? { ...stats, grades: { ...stats.grades, [rule]: { ...stats.grades[rule], [grade]: change(stats.grades[rule][grade]) } } } : stats;

/** After a won game (of a deal of `grade`, when known). */
export function recordWin(stats: Stats, rule: Rule, game: { score: number; seconds: number; hints: number; grade?: Grade | null | undefined }): Stats {
  const seconds = Math.floor(game.seconds);
  const graded = updateGrade(stats, rule, game.grade, (g) => ({ played: g.played + 1, won: g.won + 1, bestSeconds: g.bestSeconds === 0 ? seconds : Math.min(g.bestSeconds, seconds) }));
  return update(graded, rule, (s) => ({
    ...s,
    played: s.played + 1,
    won: s.won + 1,
    streak: s.streak + 1,
    bestStreak: Math.max(s.bestStreak, s.streak + 1),
    bestScore: Math.max(s.bestScore, game.score),
    bestSeconds: s.bestSeconds === 0 ? seconds : Math.min(s.bestSeconds, seconds),
    winSeconds: s.winSeconds + seconds,
    timedWins: s.timedWins + 1,
    hints: s.hints + game.hints,
  }));
}

/**
 * After a game left unfinished for a new one. On a deal proved unwinnable from its start it is
 * counted apart: not played, not lost, and the run of wins goes on.
 */
export function recordLeft(stats: Stats, rule: Rule, game: { hints: number; unwinnable: boolean; grade?: Grade | null | undefined }): Stats {
  if (game.unwinnable) return update(stats, rule, (s) => ({ ...s, unwinnable: s.unwinnable + 1, hints: s.hints + game.hints }));
  const graded = updateGrade(stats, rule, game.grade, (g) => ({ ...g, played: g.played + 1 }));
  return update(graded, rule, (s) => ({ ...s, played: s.played + 1, streak: 0, hints: s.hints + game.hints }));
}

/**
 * A game counted as left (played and lost) whose deal the solver has since proved unwinnable from
 * its start: it is counted apart after all, as if it had been so at once. `streakBefore` is the run
 * of wins it broke, given back (with the wins since) when no other game has broken the run since;
 * null when one has.
 */
export function recordProvedUnwinnable(stats: Stats, rule: Rule, game: { grade?: Grade | null | undefined; streakBefore: number | null }): Stats {
  const graded = updateGrade(stats, rule, game.grade, (g) => ({ ...g, played: Math.max(0, g.played - 1) }));
  return update(graded, rule, (s) => {
    const streak = game.streakBefore === null ? s.streak : s.streak + game.streakBefore;
    return { ...s, played: Math.max(0, s.played - 1), unwinnable: s.unwinnable + 1, streak, bestStreak: Math.max(s.bestStreak, streak) };
  });
}

/** A day as YYYY-MM-DD. */
export function dayKey(day: { year: number; month: number; day: number }): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${day.year}-${pad(day.month)}-${pad(day.day)}`;
}

function dayBefore(day: { year: number; month: number; day: number }): string {
  const before = new Date(Date.UTC(day.year, day.month - 1, day.day - 1));
  return dayKey({ year: before.getUTCFullYear(), month: before.getUTCMonth() + 1, day: before.getUTCDate() });
}

/** A daily deal was played on `day`: the run grows when the last one was the day before. */
export function recordDaily(stats: Stats, day: { year: number; month: number; day: number }): Stats {
  const key = dayKey(day);
  if (stats.dailyLast === key) return stats;
  const run = stats.dailyLast === dayBefore(day) ? stats.dailyRun + 1 : 1;
  return { ...stats, dailyLast: key, dailyRun: run, dailyBest: Math.max(stats.dailyBest, run) };
}

/** The run of daily deals as it stands on `day`: broken once a whole day has passed without one. */
export function dailyRunOn(stats: Stats, day: { year: number; month: number; day: number }): number {
  return stats.dailyLast === dayKey(day) || stats.dailyLast === dayBefore(day) ? stats.dailyRun : 0;
}

/** The statistics record as stored. */
export function statsRecord(stats: Stats): { v: number; value: Stats } {
  return { v: STATS_VERSION, value: stats };
}

/**
 * Reads the statistics record, trusting nothing: version 3 field by field onto zeros; version 2
 * (Classic and Relaxed only) keeps both, the other games starting at 0; version 1 (totals kept
 * before rules were told apart) is migrated into Classic, the only rule of those days' default, its
 * totals kept and what it never counted (runs, times of wins) starting at 0. `clean` is false when
 * something had to be repaired or left out.
 */
export function readStats(data: unknown): { value: Stats; clean: boolean } {
  if (data === undefined) return { value: NO_STATS, clean: true };
  if (typeof data !== 'object' || data === null) return { value: NO_STATS, clean: false };
  const { v, value } = data as { v?: unknown; value?: unknown };
  if (v === 1) {
    const old = restoreOnto({ played: 0, won: 0, bestSeconds: 0, bestScore: 0 }, value);
    return { value: { ...NO_STATS, classic: { ...NO_RULE_STATS, ...old.value } }, clean: old.clean };
  }
  if ((v !== STATS_VERSION && v !== 2) || typeof value !== 'object' || value === null) return { value: NO_STATS, clean: false };
  const source = value as Record<string, unknown>;
  const kept = v === 2 ? V2_RULES : RULES;
  const rules = kept.map((rule) => [rule, restoreOnto(NO_RULE_STATS, source[rule])] as const);
  const daily = restoreOnto({ dailyLast: '', dailyRun: 0, dailyBest: 0 }, source);
  const grades = readGrades(source.grades);
  const clean = daily.clean && grades.clean && rules.every(([rule, read]) => read.clean && rule in source);
  return { value: { ...NO_STATS, ...(Object.fromEntries(rules.map(([rule, read]) => [rule, read.value])) as Partial<Record<Rule, RuleStats>>), grades: grades.value, ...daily.value }, clean };
}

/**
 * The per-grade table, field by field onto zeros. A record written before grades came has none:
 * that is no damage. Anything else that is not a table of counts is.
 */
function readGrades(data: unknown): { value: GradeTable; clean: boolean } {
  if (data === undefined) return { value: NO_GRADES, clean: true };
  if (typeof data !== 'object' || data === null) return { value: NO_GRADES, clean: false };
  let clean = true;
  const value = Object.fromEntries(RULES.map((rule) => {
    const of = (data as Record<string, unknown>)[rule];
    return [rule, byGrade((grade) => {
      const read = restoreOnto(NO_GRADE_STATS, typeof of === 'object' && of !== null ? (of as Record<string, unknown>)[grade] : undefined);
      clean &&= read.clean;
      return read.value;
    })];
  })) as GradeTable;
  return { value, clean };
}
