import { isGameWon } from '../engine';
import { KEYS, recordAbandoned, recordWin, versioned } from '../persist/records';
import type { KeyValueStore } from '../persist/store';
import type { Store } from './store';

/**
 * Statistics: a game left with moves for a new one counts as played, a win counts with its score
 * and time; the record is kept in storage whenever it changes.
 */
export function wireStats(store: Store, storage: KeyValueStore | null): void {
  store.subscribe((state, change, previous) => {
    const was = previous.game;
    if (change === 'deal' && was.moves > 0 && !isGameWon(was)) store.setStats(recordAbandoned(state.stats));
    else if (change === 'action' && isGameWon(state.game) && !isGameWon(was)) store.setStats(recordWin(state.stats, state.game.table.score, store.clock.seconds));
    else if (change === 'stats') void storage?.set(KEYS.stats, versioned(state.stats)).catch(() => undefined);
  });
}
