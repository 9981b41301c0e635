import { isGameWon, newGame, type Game } from '../../engine';
import type { Ending } from '../../persist/history';
import type { Spent } from '../../persist/records';
import { recordDaily, recordLeft, recordProvedUnwinnable, recordWin, type Stats } from '../../persist/stats';
import { today } from '../../services/deals';
import type { Ctx } from '../core/context';
import type { Statistics } from '../core/apis';


/** The solver's time to look at a left game's deal (was it winnable from its start?) and at its last position. */
const LEFT_BUDGET_MS = 1000;

/**
 * Statistics, per rule (and per rule and grade, for a deal whose grade is known): a win counts with
 * its score, time and hints; a game left with moves for a new one counts as played at once, unless
 * the solver has proved its deal unwinnable from the start (then it is counted apart and breaks no
 * run of wins). A deal not yet decided when its game is left is judged then, and counted apart
 * after all if the solver proves it unwinnable within its second; an undecided deal stays played.
 * The record is kept in storage by the one writer (saving.ts) whenever it changes. Every game that ends is told to those who listen (the history).
 */
export function wireStats({ store, oracle, grades }: Ctx<'store' | 'oracle' | 'grades'>): Statistics {
  const listeners: ((ending: Ending) => void)[] = [];
  const tell = (ending: Ending) => listeners.forEach((listener) => listener(ending));
  // A game counts under its deal's grade too once the grade is known (it is asked as the deal comes to the table).
  const gradeOf = (game: Game) => grades.known({ rule: game.rule, deal: game.deal })?.grade ?? null;
  const proved = (answer: { verdict: string }) => (answer.verdict === 'unknown' ? null : (answer.verdict as 'won' | 'lost'));
  // The record as this wiring last wrote it: a later judgment corrects it only if no one else
  // (a reset, a restored backup) has replaced it since.
  let ours = store.state.stats;
  const write = (stats: Stats) => {
    store.setStats(stats);
    ours = store.state.stats;
  };
  // The game that last broke a run of wins: a judgment gives a run back only if it broke it.
  let breaker: Ending | null = null;
  // Left games are judged one after another: each asker has one question at a time, so a game left
  // right after another would otherwise take the first one's questions away.
  let judging: Promise<unknown> = Promise.resolve();
  const left = (game: Game, spent: Spent) => {
    const grade = gradeOf(game);
    const known = oracle.known(newGame(game));
    const deal = known ? proved(known) : null;
    const ending: Ending = { game, spent, ended: Date.now(), result: 'left', grade, deal };
    // Counted at once, so that the statistics are true the moment the game is left; a deal not
    // yet decided counts as played, and is counted apart later if the solver proves it unwinnable.
    const streakBefore = store.state.stats[game.rule].streak;
    write(recordLeft(store.state.stats, game.rule, { hints: spent.hints, unwinnable: deal === 'lost', grade }));
    if (deal !== 'lost') breaker = ending;
    tell(ending);
    const ask = (asker: 'stats' | 'ended', position: Game) => oracle.about(asker, position, { ms: LEFT_BUDGET_MS }).then(proved, () => null);
    judging = judging.then(() => Promise.all([known ? deal : ask('stats', newGame(game)), ask('ended', game)]).then(([judged, last]) => {
      if (judged === 'lost' && deal !== 'lost' && store.state.stats === ours) {
        write(recordProvedUnwinnable(store.state.stats, game.rule, { grade, streakBefore: breaker === ending ? streakBefore : null }));
      }
      if (last === 'lost' || judged !== deal) tell({ ...ending, deal: judged ?? deal, result: last === 'lost' ? 'lost' : 'left' });
    }));
  };
  store.subscribe('records', (state, change, previous) => {
    // A lesson's games count nowhere.
    if (state.lesson || previous.lesson) return;
    const was = previous.game;
    if (change === 'deal' && was.moves > 0 && !isGameWon(was)) left(was, state.replaced ?? { seconds: 0, hints: previous.hints });
    else if (change === 'action' && isGameWon(state.game) && !isGameWon(was)) {
      const { game, hints } = state;
      const grade = gradeOf(game);
      write(recordWin(state.stats, game.rule, { score: game.table.score, seconds: store.seconds, hints, grade }));
      tell({ game, spent: { seconds: store.seconds, hints }, ended: Date.now(), result: 'won', grade, deal: 'won' });
    }
  });
  return { dailyPlayed: () => write(recordDaily(store.state.stats, today())), onEnded: (listener) => void listeners.push(listener) };
}
