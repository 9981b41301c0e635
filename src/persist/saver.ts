import type { Game } from '../engine';
import { KEYS, gameRecord, type Spent } from './records';
import { StorageError, type KeyValueStore, type StorageFault } from './store';

/** What the player may need to hear about saving. */
export type SaveNotice = StorageFault | 'trimmed';

/** Ever smaller saves to try when storage is full: oldest undo steps go first, the game never. */
const TRIMS = [{ keepUndo: 30, keepRedo: false }, { keepUndo: 0, keepRedo: false }] as const;

/**
 * Saves the game in progress after every change, before the next frame: a change queues a write
 * for the end of the current task (changes within one task make one write), so a move is on its
 * way to the disk while its animation has not yet drawn a frame. Writes are never held back
 * behind one another: IndexedDB runs them in the order they were made, so the last one wins.
 */
export class GameSaver {
  private queued = false;
  /** The number of the latest write begun; an older write that fails is superseded, not retried. */
  private latest = 0;
  private told = new Set<SaveNotice>();
  private enabled = true;

  constructor(
    private readonly store: KeyValueStore | null,
    private readonly current: () => { game: Game; spent: Spent },
    private readonly notice: (notice: SaveNotice) => void,
  ) {}

  /** Whether this tab may write (only one tab writes the game; see lock.ts). */
  setEnabled(enabled: boolean): void {
    this.enabled = enabled;
  }

  /** The game changed: write it at the end of this task. */
  changed(): void {
    if (!this.store || !this.enabled || this.queued) return;
    this.queued = true;
    queueMicrotask(() => {
      this.queued = false;
      void this.write();
    });
  }

  /** Writes the game now and resolves once it is stored (the page is hidden, left or updated). */
  saveNow(): Promise<void> {
    return this.write();
  }

  private async write(): Promise<void> {
    const store = this.store;
    if (!store || !this.enabled) return;
    const number = ++this.latest;
    const started = performance.now();
    const { game, spent } = this.current();
    // For the benchmarks: the main-thread work of building and handing over the record, and the
    // time until the write is reported committed.
    const writing = store.set(KEYS.game, gameRecord(game, spent));
    performance.measure('yukon:save-build', { start: started, end: performance.now() });
    for (let attempt = 0; ; attempt++) {
      try {
        await (attempt === 0 ? writing : store.set(KEYS.game, gameRecord(game, spent, TRIMS[attempt - 1])));
        performance.measure('yukon:save-commit', { start: started, end: performance.now() });
        if (attempt > 0) this.tell('trimmed');
        return;
      } catch (error) {
        // A newer write carries a newer game: this one's failure no longer matters.
        if (number !== this.latest) return;
        const fault = error instanceof StorageError ? error.fault : 'failed';
        if (fault === 'quota' && attempt < TRIMS.length) continue;
        // The game stays in memory; the next change writes it again.
        this.tell(fault);
        return;
      }
    }
  }

  private tell(notice: SaveNotice): void {
    if (this.told.has(notice)) return;
    this.told.add(notice);
    this.notice(notice);
  }
}
