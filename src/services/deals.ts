import { dailyCandidates, newGame, type Day, type GameCode, type Rule } from '../engine';
import type { Grade } from '../grades';
import type { GradeBook } from './grading';
import type { Oracle } from './oracle';
import type { Solution } from '../solver';

/** Randomness for new deals comes from here, never from the engine. */
export const random = (): number => (crypto.getRandomValues(new Uint32Array(1))[0] as number) / 2 ** 32;

/**
 * The daily deal is the first of its day's candidates that the solver proves winnable within this
 * many positions: a budget counted in positions, not time, so that every device finds the same
 * deal. (At this budget the solver decides about 95% of Classic deals and all Relaxed ones.)
 */
export const DAILY_MAX_NODES = 150_000;
/** Time is no limit for the daily deal: only the positions count (see above). */
const DAILY_TIME_MS = 10 * 60_000;
/** The solver's time for each random deal tried for "only winnable deals". */
const WINNABLE_BUDGET_MS = 1000;
/** Candidates looked at before giving up (never reached in practice: nearly every deal is won). */
const MOST_TRIED = 50;
/**
 * Candidates looked at for a deal of a grade before giving up: in Russian Solitaire about one deal
 * in 16 is winnable, so one of a grade in about 64 (none in 1,000: about once in 10^7).
 */
export const MOST_GRADED = 1000;

/** The device's local calendar day. */
export function today(now: Date = new Date()): Day {
  return { year: now.getFullYear(), month: now.getMonth() + 1, day: now.getDate() };
}

export interface Deals {
  /** Random deals until the solver proves one winnable; `tried` hears each deal tried. Null if none is found. */
  winnable(random: () => GameCode, tried: (count: number) => void): Promise<GameCode | null>;
  /** Random deals until one is of the grade asked for; `tried` hears each deal tried. Null if none is found. */
  graded(random: () => GameCode, grade: Grade, tried: (count: number) => void): Promise<GameCode | null>;
  /**
   * The daily deal of a day under a rule, or of a grade (the first of the same candidates that is
   * of that grade). Null if none of its candidates is proved winnable (or of the grade).
   */
  daily(day: Day, rule: Rule, grade?: Grade): Promise<GameCode | null>;
}

/**
 * Deals chosen by the solver (in its worker): codes stay ordinary codes. A search for a deal of a
 * grade stops when a newer search for one starts.
 */
export function makeDeals({ oracle, grades }: { readonly oracle: Oracle; readonly grades: Pick<GradeBook, 'of'> }): Deals {
  const dailies = new Map<string, Promise<GameCode | null>>();
  const firstWon = async (candidates: () => GameCode, verdict: (code: GameCode) => Promise<Solution>, tried: (count: number) => void): Promise<GameCode | null> => {
    for (let count = 1; count <= MOST_TRIED; count++) {
      const code = candidates();
      tried(count);
      // A failure, or a newer search for a deal (which withdraws this one's question), ends it.
      if ((await verdict(code)).verdict === 'won') return code;
    }
    return null;
  };
  let search = 0;
  /** The first code `next` gives whose grade is `grade`, looking at `most` at most; null once a newer search started. */
  const firstOfGrade = async (next: (count: number) => GameCode, grade: Grade, most: number, tried: (count: number) => void, newest = () => true): Promise<GameCode | null> => {
    for (let count = 1; count <= most && newest(); count++) {
      const code = next(count);
      tried(count);
      if ((await grades.of(code)).grade === grade) return code;
    }
    return null;
  };
  return {
    graded(random, grade, tried) {
      const mine = ++search;
      return firstOfGrade(random, grade, MOST_GRADED, tried, () => mine === search);
    },
    winnable: (random, tried) => firstWon(random, (code) => oracle.about('deals', newGame(code), { ms: WINNABLE_BUDGET_MS }), tried),
    daily(day, rule, grade) {
      const key = `${day.year}-${day.month}-${day.day} ${rule} ${grade ?? ''}`;
      let found = dailies.get(key);
      if (!found && grade) {
        const candidates = dailyCandidates(day, rule, MOST_GRADED);
        found = firstOfGrade((count) => candidates[count - 1] as GameCode, grade, MOST_GRADED, () => undefined);
        found.catch(() => dailies.delete(key));
        dailies.set(key, found);
      } else if (!found) {
        const candidates = dailyCandidates(day, rule, MOST_TRIED);
        let next = 0;
        // Asked afresh with a budget of positions only: never an answer found with more time.
        found = firstWon(() => candidates[next++] as GameCode, (code) => oracle.prove('deals', newGame(code), { ms: DAILY_TIME_MS, nodes: DAILY_MAX_NODES }), () => undefined);
        // A failed search (the worker stopped) is tried again next time.
        found.catch(() => dailies.delete(key));
        dailies.set(key, found);
      }
      return found;
    },
  };
}
