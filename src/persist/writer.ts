import type { Game } from '../engine';
import { KEYS, gameRecord, type Spent } from './records';
import { StorageError, type KeyValueStore, type StorageFault } from './store';

/** The records the app keeps, by name (their storage keys are in records.ts). */
export type RecordName = keyof typeof KEYS;

/** What the player may need to hear about a record's writing. */
export type SaveNotice = StorageFault | 'trimmed';

/**
 * How a record is built for writing: `build(0)` is the whole record; `build(1)` … `build(trims)`
 * ever smaller ones, tried in turn when storage is full.
 */
export interface RecordSource {
  build(trim: number): unknown;
  readonly trims?: number;
  /**
   * Written at every save of the page (hidden, left, updated) whether or not it was said to have
   * changed: the game, whose clock runs. Other records are written only when they change (so a
   * record another tab wrote meanwhile is not written over with an old copy).
   */
  readonly live?: boolean;
}

/** Ever smaller saves of the game to try when storage is full: oldest undo steps go first, the game never. */
const GAME_TRIMS = [{ keepUndo: 30, keepRedo: false }, { keepUndo: 0, keepRedo: false }] as const;

/** The game in progress as a record source: its undo history is what gives way on a full disk. */
export function gameSource(current: () => { game: Game; spent: Spent }): RecordSource {
  return {
    build(trim) {
      const { game, spent } = current();
      return gameRecord(game, spent, trim === 0 ? undefined : GAME_TRIMS[trim - 1]);
    },
    trims: GAME_TRIMS.length,
    live: true,
  };
}

interface Kept {
  readonly source: RecordSource;
  queued: boolean;
  /** The number of the latest write begun; an older write that fails is superseded, not retried. */
  latest: number;
  /** Its last write failed: it is written again with the next write of any record, or the next saveNow. */
  unsaved: boolean;
  enabled: boolean;
  /** Notices said since its last write that landed: each is said once. */
  readonly told: Set<SaveNotice>;
}

/**
 * The one writer of every record (the game, the settings, the statistics, and each record that
 * comes later). A change queues a write for the end of the current task (changes within one task
 * make one write), so a move is on its way to the disk while its animation has not yet drawn a
 * frame; storage commits each write at once and durably (store.ts). Writes are never held back
 * behind one another: IndexedDB runs them in the order they were made, so the last one wins.
 * Nothing is dropped silently: a write that fails is said (once, until one lands), the record stays
 * in memory, and it is written again with the next write or when the page is hidden. On a full
 * disk a record with smaller forms (the game's undo history) tries them first.
 */
export class RecordWriter {
  private readonly kept = new Map<RecordName, Kept>();

  constructor(
    private readonly store: KeyValueStore | null,
    private readonly notice: (record: RecordName, notice: SaveNotice) => void,
  ) {}

  /** False when there is no storage: nothing is written (and the player was told at start-up). */
  get available(): boolean {
    return this.store !== null;
  }

  /** A record as stored now (another tab may have written it); rejects when storage fails. */
  async read(record: RecordName): Promise<unknown> {
    return this.store?.get(KEYS[record]);
  }

  /** Keeps a record from now on, built by `source` at each write. */
  keep(record: RecordName, source: RecordSource): void {
    this.kept.set(record, { source, queued: false, latest: 0, unsaved: false, enabled: true, told: new Set() });
  }

  /** Whether this tab may write the record (only one tab writes the game; see lock.ts). */
  setEnabled(record: RecordName, enabled: boolean): void {
    const kept = this.kept.get(record);
    if (kept) kept.enabled = enabled;
  }

  /** The record changed: write it at the end of this task. */
  changed(record: RecordName): void {
    const kept = this.kept.get(record);
    if (!this.store || !kept || !kept.enabled || kept.queued) return;
    kept.queued = true;
    queueMicrotask(() => {
      kept.queued = false;
      void this.writeWithUnsaved(record);
    });
  }

  /**
   * Writes the live records (the game) and every record not yet stored now, and resolves once
   * they are (the page is hidden, left or updated).
   */
  async saveNow(): Promise<void> {
    const due = [...this.kept].filter(([, kept]) => kept.source.live || kept.unsaved || kept.queued);
    await Promise.all(due.map(([record]) => this.write(record)));
  }

  /** Records whose last write failed, still in memory. */
  unsaved(): RecordName[] {
    return [...this.kept].filter(([, kept]) => kept.unsaved).map(([record]) => record);
  }

  private async writeWithUnsaved(record: RecordName): Promise<void> {
    const again = this.unsaved().filter((other) => other !== record && !this.kept.get(other)?.queued);
    await Promise.all([this.write(record), ...again.map((other) => this.write(other))]);
  }

  private async write(record: RecordName): Promise<void> {
    const store = this.store;
    const kept = this.kept.get(record);
    if (!store || !kept || !kept.enabled) return;
    const number = ++kept.latest;
    const started = performance.now();
    const key = KEYS[record];
    // For the benchmarks: the main-thread work of building and handing over the game, and the
    // time until the write is reported committed.
    const writing = store.set(key, kept.source.build(0));
    if (record === 'game') performance.measure('yukon:save-build', { start: started, end: performance.now() });
    for (let attempt = 0; ; attempt++) {
      try {
        await (attempt === 0 ? writing : store.set(key, kept.source.build(attempt)));
        if (record === 'game') performance.measure('yukon:save-commit', { start: started, end: performance.now() });
        if (number !== kept.latest) return;
        kept.unsaved = false;
        // Whole again: a later fault is said again. A smaller form is said once.
        if (attempt === 0) kept.told.clear();
        else this.tell(record, kept, 'trimmed');
        return;
      } catch (error) {
        // A newer write carries a newer record: this one's failure no longer matters.
        if (number !== kept.latest) return;
        const fault = error instanceof StorageError ? error.fault : 'failed';
        if (fault === 'quota' && attempt < (kept.source.trims ?? 0)) continue;
        // The record stays in memory; the next write (or the page hidden) writes it again.
        kept.unsaved = true;
        this.tell(record, kept, fault);
        return;
      }
    }
  }

  private tell(record: RecordName, kept: Kept, notice: SaveNotice): void {
    if (kept.told.has(notice)) return;
    kept.told.add(notice);
    this.notice(record, notice);
  }
}
