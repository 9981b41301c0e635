import { WriterLock } from '../persist/lock';
import { KEYS, readGameRecord, versioned } from '../persist/records';
import { GameSaver, type SaveNotice } from '../persist/saver';
import type { KeyValueStore } from '../persist/store';
import type { Key } from '../ui/i18n';
import type { Page } from '../ui/page';
import type { Store } from './store';
import type { Windows } from './windows';

const SAVE_NOTICES: Readonly<Record<SaveNotice, Key>> = {
  unavailable: 'storageUnavailable',
  quota: 'storageFull',
  failed: 'storageFailed',
  trimmed: 'storageTrimmed',
};

/**
 * Saving: the game after every change (before the move's first frame is drawn), once a second
 * while the clock runs, and at once when the page is hidden or left; the settings when they
 * change. Only the tab that holds the writer lock saves the game; another tab says the game is
 * open elsewhere and can take over with the latest saved game.
 */
export function wireSaving(store: Store, storage: KeyValueStore | null, page: Page, windows: Windows, saveFirst: boolean): GameSaver {
  const saver = new GameSaver(storage, () => ({ game: store.state.game, spent: { seconds: store.clock.seconds, hints: store.state.hints } }), (n) => page.toast(page.say(SAVE_NOTICES[n]), 6000));
  store.subscribe((state, change) => {
    if (change === 'settings') void storage?.set(KEYS.settings, versioned(state.settings)).catch(() => page.toast(page.say('storageFailed')));
    else if (change !== 'stats') saver.changed();
  });
  // Even a tab killed without warning (a dead battery) comes back with its time to the second.
  setInterval(() => store.clock.running && saver.changed(), 1000);
  document.addEventListener('visibilitychange', () => document.hidden && void saver.saveNow());
  addEventListener('pagehide', () => void saver.saveNow());
  // A fresh deal is saved at once, so that a reload resumes it rather than dealing another.
  if (saveFirst) saver.changed();
  if (!storage) return saver;

  const lock = new WriterLock('yukon-game-writer', () => {
    saver.setEnabled(false);
    windows.showElsewhere(takeOver);
  });
  async function takeOver(): Promise<void> {
    if (!(await lock.takeOver())) return;
    const latest = readGameRecord(await storage?.get(KEYS.game).catch(() => undefined));
    if (latest.ok) store.restore(latest.game, latest);
    saver.setEnabled(true);
    windows.hideElsewhere();
  }
  void lock.acquire().then((held) => {
    if (held) return;
    saver.setEnabled(false);
    windows.showElsewhere(takeOver);
  });
  void navigator.storage?.persist?.().catch(() => undefined);
  return saver;
}
