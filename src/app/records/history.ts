import { formatCode } from '../../engine';
import { historyKey, pastGame } from '../../persist/history';
import type { Ctx } from '../core/context';
import { speak } from '../../ui/i18n';
import type { Statistics } from '../core/apis';

/**
 * The history: every game that ends is kept, with its whole line, through the one writer (at the
 * end of the task it ends in, like the game itself, so a browser killed right after a win still
 * has it). A left game is kept at once and kept again under the same key once the solver has
 * said whether it was lost. A deal played again says how it went before (before.ts, loaded then).
 */
export function wireHistory(ctx: Ctx<'records' | 'store' | 'page'> & { stats: Pick<Statistics, 'onEnded'> }): void {
  const { records, store, stats } = ctx;
  stats.onEnded((ending) => {
    const started = performance.now();
    const past = pastGame(ending, formatCode(ending.game));
    records.add(historyKey(past), past);
    // For the benchmarks: the main-thread part of keeping a finished game (its copy into storage is measured apart).
    performance.measure('yukon:history-build', { start: started, end: performance.now() });
  });
  store.subscribe('records', (state, change) => change === 'deal' && !state.lesson && void Promise.all([import('./before'), speak('history', state.lang)]).then(([m]) => m.sayBefore({ ...ctx, game: state.game }), () => undefined));
}
