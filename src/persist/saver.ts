import type { Game } from '../engine';
import { StorageError, type Db, type StorageFault } from './db';
import { KEYS, gameRecord, type GameRecord } from './records';

/** What the player may need to hear about saving. */
export type SaveNotice = StorageFault | 'trimmed';

/** Ever smaller saves to try when storage is full: oldest undo steps go first, the game never. */
const TRIMS = [{ keepUndo: 30, keepRedo: false }, { keepUndo: 0, keepRedo: false }] as const;

/**
 * Saves the game in progress after every change without blocking a frame: a change schedules one
 * write a moment later; changes during a write are coalesced into the next one. `flush` writes at
 * once (on pagehide and when the page is hidden).
 */
export class GameSaver {
  private timer: ReturnType<typeof setTimeout> | null = null;
  private writing: Promise<void> | null = null;
  private dirty = false;
  private told = new Set<SaveNotice>();
  /** Whether this tab may write (only one tab writes the game; see lock.ts). */
  enabled = true;
  /** Size in bytes (JSON) of the last record written, for the benchmarks. */
  lastSize = 0;

  constructor(
    private db: Db | null,
    private readonly current: () => { game: Game; seconds: number },
    private readonly notice: (notice: SaveNotice) => void,
  ) {}

  /** The game changed: save it soon. */
  changed(): void {
    if (!this.db || !this.enabled) return;
    this.dirty = true;
    if (this.timer === null) this.timer = setTimeout(() => void this.flush(), 0);
  }

  /** Saves the game now, changed or not (the page is being hidden or left, or updated). */
  saveNow(): Promise<void> {
    this.changed();
    return this.flush();
  }

  /** Writes the game now (waiting for a write already under way). */
  async flush(): Promise<void> {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
    while (this.writing) await this.writing;
    if (!this.dirty || !this.db || !this.enabled) return;
    this.dirty = false;
    this.writing = this.write().finally(() => (this.writing = null));
    await this.writing;
  }

  private async write(): Promise<void> {
    const db = this.db;
    if (!db) return;
    const started = performance.now();
    const { game, seconds } = this.current();
    let record: GameRecord = gameRecord(game, seconds);
    // For the benchmarks: the main-thread work of building the record, and the time until the
    // write is committed (which does not block the page).
    performance.measure('yukon:save-build', { start: started, end: performance.now() });
    for (let attempt = 0; ; attempt++) {
      try {
        await db.set(KEYS.game, record);
        performance.measure('yukon:save-commit', { start: started, end: performance.now() });
        this.lastSize = JSON.stringify(record).length;
        if (attempt > 0) this.tell('trimmed');
        return;
      } catch (error) {
        const fault = error instanceof StorageError ? error.fault : 'failed';
        const trim = TRIMS[attempt];
        if (fault === 'quota' && trim) {
          record = gameRecord(game, seconds, trim);
          continue;
        }
        // The game stays in memory; the next change tries again.
        this.dirty = true;
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
