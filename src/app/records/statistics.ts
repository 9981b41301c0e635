import { isGameWon, newGame, type Game } from '../../engine';
import { recordDaily, recordLeft, recordWin } from '../../persist/stats';
import { today } from '../solving/deals';
import type { Ctx } from '../core/context';

/** What the rest of the app tells the statistics. */
export interface Statistics {
  /** A daily deal was started today: the run of daily deals goes on. */
  dailyPlayed(): void;
}

/** The solver's time to look at a left game's deal: was it winnable from its start? */
const START_BUDGET_MS = 1000;

/**
 * Statistics, per rule (and per rule and grade, for a deal whose grade is known): a win counts with its score, time and hints; a game left with moves for a
 * new one counts as played, unless the solver proves its deal unwinnable from the start (then it is
 * counted apart and breaks no run of wins; an undecided deal counts as played). The record is
 * kept in storage by the one writer (saving.ts) whenever it changes.
 */
export function wireStats({ store, oracle, grades }: Ctx<'store' | 'oracle' | 'grades'>): Statistics {
  // A game counts under its deal's grade too once the grade is known (it is asked as the deal comes to the table).
  const gradeOf = (game: Game) => grades.known({ rule: game.rule, deal: game.deal })?.grade;
  const left = (game: Game, hints: number) => {
    oracle.about('stats', newGame(game), { ms: START_BUDGET_MS }).then(
      (answer) => answer.verdict === 'lost',
      () => false,
    ).then((unwinnable) => store.setStats(recordLeft(store.state.stats, game.rule, { hints, unwinnable, grade: gradeOf(game) })));
  };
  store.subscribe((state, change, previous) => {
    // A lesson's games count nowhere.
    if (state.lesson || previous.lesson) return;
    const was = previous.game;
    if (change === 'deal' && was.moves > 0 && !isGameWon(was)) left(was, previous.hints);
    else if (change === 'action' && isGameWon(state.game) && !isGameWon(was)) store.setStats(recordWin(state.stats, state.game.rule, { score: state.game.table.score, seconds: store.clock.seconds, hints: state.hints, grade: gradeOf(state.game) }));
  });
  return { dailyPlayed: () => store.setStats(recordDaily(store.state.stats, today())) };
}
