import { dailyCandidates, newGame, type Day, type GameCode, type Rule } from '../../engine';
import type { Oracle } from './oracle';
import type { Solution } from '../../solver';

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

/** The device's local calendar day. */
export function today(now: Date = new Date()): Day {
  return { year: now.getFullYear(), month: now.getMonth() + 1, day: now.getDate() };
}

export interface Deals {
  /** Random deals until the solver proves one winnable; `tried` hears each deal tried. Null if none is found. */
  winnable(random: () => GameCode, tried: (count: number) => void): Promise<GameCode | null>;
  /** The daily deal of a day under a rule. Null if none of its candidates is proved winnable. */
  daily(day: Day, rule: Rule): Promise<GameCode | null>;
}

/** Deals chosen by the solver (in its worker): codes stay ordinary codes. */
export function makeDeals(oracle: Oracle): Deals {
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
  return {
    winnable: (random, tried) => firstWon(random, (code) => oracle.about('deals', newGame(code), { ms: WINNABLE_BUDGET_MS }), tried),
    daily(day, rule) {
      const key = `${day.year}-${day.month}-${day.day} ${rule}`;
      let found = dailies.get(key);
      if (!found) {
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
