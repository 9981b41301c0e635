import { HISTORY_LIMIT, HISTORY_PREFIX } from './history';
import { KEYS } from './records';
import type { RecordSource } from './record-source';
import { StorageError, type KeyValueStore, type StorageFault } from './store';

/** The records the app keeps, by name (their storage keys are in records.ts), and the history's games. */
export type RecordName = StoredRecord | 'history';
/** The records kept each under one key. */
export type StoredRecord = keyof typeof KEYS;

/** What the player may need to hear about a record's writing. */
export type SaveNotice = StorageFault | 'trimmed';

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
 * disk the oldest games of the history give way first (a tenth at a time), then a record's smaller
 * forms (the game's undo history): never the game on the table or the statistics.
 *
 * The history's games are items, each under its own key (history.ts): `add` writes one, the
 * newest HISTORY_LIMIT are kept.
 */
export class RecordWriter {
  private readonly kept = new Map<StoredRecord, Kept>();
  /** Items added and not yet written, by key: a failed one is written again like an unsaved record. */
  private readonly items = new Map<string, unknown>();
  /** Items whose write is queued and not yet begun (one begun may still be on its way: a newer value queues another). */
  private readonly itemsQueued = new Set<string>();
  private readonly itemsTold = new Set<SaveNotice>();

  constructor(
    private readonly store: KeyValueStore | null,
    private readonly notice: (record: RecordName, notice: SaveNotice) => void,
  ) {}

  /** False when there is no storage: nothing is written (and the player was told at start-up). */
  get available(): boolean {
    return this.store !== null;
  }

  /** A record as stored now (another tab may have written it); rejects when storage fails. */
  async read(record: StoredRecord): Promise<unknown> {
    return this.store?.get(KEYS[record]);
  }

  /**
   * Adds a game to the history under its key (the same key again replaces it), at the end of
   * this task; the oldest beyond HISTORY_LIMIT go.
   */
  add(key: string, value: unknown): void {
    if (!this.store) return;
    this.items.set(key, value);
    if (this.itemsQueued.has(key)) return;
    this.itemsQueued.add(key);
    queueMicrotask(() => void this.writeItem(key));
  }

  /**
   * Writes many games to the history in one transaction (a backup brought in), all or none;
   * `replacing` deletes every game kept before. Rejects when storage fails (nothing changed then).
   */
  async addMany(entries: readonly (readonly [string, unknown])[], replacing: boolean): Promise<void> {
    const store = this.store;
    if (!store) throw new StorageError('unavailable', 'no storage');
    await store.setMany(entries, replacing ? HISTORY_PREFIX : undefined);
    const keys = await store.keys(HISTORY_PREFIX).catch(() => []);
    if (keys.length > HISTORY_LIMIT) await store.deleteMany(keys.slice(0, keys.length - HISTORY_LIMIT)).catch(() => undefined);
  }

  /** The history's games as stored, oldest first, or only the newest `last` (rejects when storage fails). */
  async history(last?: number): Promise<unknown[]> {
    return this.store ? this.store.values(HISTORY_PREFIX, last) : [];
  }

  /** The history's games of one deal (its code), as stored, oldest first. */
  async historyOf(code: string): Promise<unknown[]> {
    const store = this.store;
    if (!store) return [];
    const keys = (await store.keys(HISTORY_PREFIX)).filter((key) => key.endsWith(`:${code}`));
    return Promise.all(keys.map((key) => store.get(key)));
  }

  /** The history's games not yet written (a write that failed), for a window that lists them. */
  waiting(): unknown[] {
    return [...this.items.values()];
  }

  /** Keeps a record from now on, built by `source` at each write. */
  keep(record: StoredRecord, source: RecordSource): void {
    this.kept.set(record, { source, queued: false, latest: 0, unsaved: false, enabled: true, told: new Set() });
  }

  /** Whether this tab may write the record (only one tab writes the game; see lock.ts). */
  setEnabled(record: StoredRecord, enabled: boolean): void {
    const kept = this.kept.get(record);
    if (kept) kept.enabled = enabled;
  }

  /** The record changed: write it at the end of this task. */
  changed(record: StoredRecord): void {
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
    await Promise.all([...due.map(([record]) => this.write(record)), ...[...this.items.keys()].map((key) => this.writeItem(key))]);
  }

  /** Records whose last write failed, still in memory (and 'history' for its games not yet written). */
  unsaved(): RecordName[] {
    const records: RecordName[] = [...this.kept].filter(([, kept]) => kept.unsaved).map(([record]) => record);
    return this.items.size > 0 ? [...records, 'history'] : records;
  }

  private async writeWithUnsaved(record: StoredRecord): Promise<void> {
    const again = [...this.kept].filter(([other, kept]) => other !== record && kept.unsaved && !kept.queued).map(([other]) => other);
    await Promise.all([this.write(record), ...again.map((other) => this.write(other)), ...[...this.items.keys()].map((key) => this.writeItem(key))]);
  }

  private async write(record: StoredRecord): Promise<void> {
    const store = this.store;
    const kept = this.kept.get(record);
    if (!store || !kept || !kept.enabled) return;
    const number = ++kept.latest;
    const started = performance.now();
    const key = KEYS[record];
    // For the benchmarks: the main-thread work of building and handing over the game, and the
    // time until the write is reported committed.
    let writing = store.set(key, kept.source.build(0));
    if (record === 'game') performance.measure('yukon:save-build', { start: started, end: performance.now() });
    for (let trim = 0; ; ) {
      try {
        await writing;
        if (record === 'game') performance.measure('yukon:save-commit', { start: started, end: performance.now() });
        if (number !== kept.latest) return;
        kept.unsaved = false;
        // Whole again: a later fault is said again. A smaller form is said once.
        if (trim === 0) kept.told.clear();
        else this.tell(record, kept.told, 'trimmed');
        return;
      } catch (error) {
        // A newer write carries a newer record: this one's failure no longer matters.
        if (number !== kept.latest) return;
        const fault = error instanceof StorageError ? error.fault : 'failed';
        if (fault === 'quota' && ((await this.giveWay()) || trim++ < (kept.source.trims ?? 0))) {
          writing = store.set(key, kept.source.build(trim));
          continue;
        }
        // The record stays in memory; the next write (or the page hidden) writes it again.
        kept.unsaved = true;
        this.tell(record, kept.told, fault);
        return;
      }
    }
  }

  private async writeItem(key: string): Promise<void> {
    const store = this.store;
    this.itemsQueued.delete(key);
    const value = this.items.get(key);
    if (!store || value === undefined) return;
    for (;;) {
      try {
        await store.set(key, value);
        if (this.items.get(key) === value) this.items.delete(key);
        this.itemsTold.clear();
        break;
      } catch (error) {
        const fault = error instanceof StorageError ? error.fault : 'failed';
        if (fault === 'quota' && (await this.giveWay(key))) continue;
        this.tell('history', this.itemsTold, fault);
        return;
      }
    }
    // The newest HISTORY_LIMIT games are kept; a failure here leaves a few more, and is tried again next time.
    const keys = await store.keys(HISTORY_PREFIX).catch(() => []);
    if (keys.length > HISTORY_LIMIT) await store.deleteMany(keys.slice(0, keys.length - HISTORY_LIMIT)).catch(() => undefined);
  }

  /**
   * Storage is full: the oldest tenth of the history's games (at least one, never `keep`) gives
   * way, and the player hears it once. False when there is nothing left to give.
   */
  private async giveWay(keep?: string): Promise<boolean> {
    const store = this.store;
    if (!store) return false;
    const keys = (await store.keys(HISTORY_PREFIX).catch(() => [])).filter((key) => key !== keep);
    const oldest = keys.slice(0, Math.ceil(keys.length / 10));
    if (oldest.length === 0) return false;
    const deleted = await store.deleteMany(oldest).then(() => true, () => false);
    if (deleted) this.tell('history', this.itemsTold, 'trimmed');
    return deleted;
  }

  private tell(record: RecordName, told: Set<SaveNotice>, notice: SaveNotice): void {
    if (told.has(notice)) return;
    told.add(notice);
    this.notice(record, notice);
  }
}
