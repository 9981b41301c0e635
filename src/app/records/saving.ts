import { WriterLock } from '../../persist/lock';
import { readGameRecord, versioned } from '../../persist/records';
import { statsRecord } from '../../persist/stats';
import { gameSource } from '../../persist/record-source';
import type { Ctx } from '../core/context';
import type { Windows } from '../core/apis';

/**
 * Saving, through the one writer of every record: the game after every change (before the move's
 * first frame is drawn), once a second while the clock runs, and at once when the page is hidden
 * or left; the settings and the statistics when they change. Only the tab that holds the writer
 * lock saves the game; another tab says the game is open elsewhere and can take over with the
 * latest saved game.
 */
export function wireSaving({ store, records: writer, life, page, windows, start }: Ctx<'store' | 'records' | 'life' | 'page' | 'start'> & { windows: Pick<Windows, 'showElsewhere' | 'hideElsewhere'> }): void {
  // The player's own game: during a lesson, the one waiting aside.
  writer.keep('game', gameSource(() => store.own()));
  writer.keep('settings', { build: () => versioned(store.state.settings) });
  writer.keep('stats', { build: () => statsRecord(store.state.stats) });
  store.subscribe('records', (state, change, previous) => (state.lesson && previous.lesson) || writer.changed(change === 'settings' ? 'settings' : change === 'stats' ? 'stats' : 'game'));
  // Even a tab killed without warning (a dead battery) comes back with its time to the second.
  store.onTick(() => !store.state.lesson && writer.changed('game'));
  life.onVisibility((hidden) => hidden && void writer.saveNow());
  life.onLeave(() => void writer.saveNow());
  // A fresh deal is saved at once, so that a reload resumes it rather than dealing another.
  if (!start.resumed) writer.changed('game');
  if (!writer.available) return;

  const lock = new WriterLock('yukon-game-writer', standAside);
  // Another tab holds the lock (or took it): this one writes nothing, says so, and offers to take
  // over; it plays on by itself once the lock is free again.
  function standAside(): void {
    writer.setEnabled('game', false);
    windows.showElsewhere(takeOver);
    void lock.whenFree().then((held) => (held ? adopt() : undefined));
  }
  async function takeOver(): Promise<void> {
    if (await lock.takeOver()) await adopt();
  }
  // The lock is this tab's: it plays on with the latest saved game (the other tab's), unless
  // storage fails to give it: then this tab plays on with its own, and says so.
  async function adopt(): Promise<void> {
    const latest = await writer.read('game').then(readGameRecord, () => null);
    if (latest === null) page.toast(page.say('takeOverUnread'), 8000);
    else if (latest.ok) store.restore(latest.game, latest);
    writer.setEnabled('game', true);
    windows.hideElsewhere();
  }
  void lock.acquire().then((held) => (held ? undefined : standAside()));
  // Only a request that the browser keep the data: refused or failed, nothing is lost and the
  // writes go on as before.
  void navigator.storage?.persist?.().catch(() => undefined);
}
