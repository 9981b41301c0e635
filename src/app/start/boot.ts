import { isGameWon, newGame, type CodeResult, type Game, type GameCode } from '../../engine';
import { KEYS, readGameRecord, readVersioned, type Spent } from '../../persist/records';
import { NO_STATS, readStats, type Stats } from '../../persist/stats';
import { START_READ, type StartRead } from '../../persist/schema';
import { StorageError, keepAside, openIndexedDb, storeOfStart, type KeyValueStore } from '../../persist/store';
import type { Key } from '../../ui/i18n';
import { CHOICES, DEFAULT_SETTINGS, type Settings } from '../../settings';

/** A game read back from storage, with its play time and hints used. */
export interface Saved extends Spent {
  readonly game: Game;
}

/** What start-up found: storage (or none), settings, statistics, a saved game, and notices. */
export interface Stored {
  readonly storage: KeyValueStore | null;
  readonly settings: Settings;
  readonly stats: Stats;
  readonly saved: Saved | null;
  readonly notices: Key[];
}


/** Reads the settings record (stored, or in a backup) field by field onto the defaults, each choice from its list. */
export const readSettings = (raw: unknown) => readVersioned<Settings>(raw, DEFAULT_SETTINGS, CHOICES);

/**
 * Reads one record: `read` repairs what it can (field by field onto defaults) and says whether the
 * record was sound. An unsound record is kept aside under a backup key, never deleted.
 */
async function readRecord<T>(storage: KeyValueStore, key: string, fallback: T, read: (raw: unknown) => { value: T; ok: boolean }, notice: Key, notices: Key[], now: number): Promise<T> {
  let raw: unknown;
  try {
    raw = await storage.get(key);
  } catch {
    notices.push('storageFailed');
    return fallback;
  }
  if (raw === undefined) return fallback;
  const { value, ok } = read(raw);
  if (!ok) {
    notices.push(notice);
    // The unreadable record is about to be written over: if it cannot be kept aside, say so.
    await keepAside(storage, key, raw, now).catch(() => notices.push('recordNotKept'));
  }
  return value;
}

/**
 * The database as first-paint.js opened it with the start's records read (taken once), or, if it
 * did not or failed, opened now.
 */
export function openAtStart(): Promise<KeyValueStore> {
  const handed = globalThis as Record<string, unknown>;
  const read = handed[START_READ] as Promise<StartRead> | undefined;
  delete handed[START_READ];
  return read ? read.then((found) => storeOfStart(found), () => openIndexedDb()) : openIndexedDb();
}

/** Opens storage and reads everything the app keeps, trusting none of it. */
export async function readStorage(open: () => Promise<KeyValueStore> = openAtStart, now = Date.now()): Promise<Stored> {
  const notices: Key[] = [];
  let storage: KeyValueStore;
  try {
    storage = await open();
  } catch (error) {
    notices.push(error instanceof StorageError && error.fault === 'quota' ? 'storageFull' : 'storageUnavailable');
    return { storage: null, settings: DEFAULT_SETTINGS, stats: NO_STATS, saved: null, notices };
  }
  // The three records are read at once: start-up waits for the slowest, not for their sum.
  const [settings, stats, saved] = await Promise.all([
    readRecord(storage, KEYS.settings, DEFAULT_SETTINGS, (raw) => {
      const { value, clean } = readSettings(raw);
      return { value, ok: clean };
    }, 'settingsRepaired', notices, now),
    readRecord(storage, KEYS.stats, NO_STATS, (raw) => {
      const { value, clean } = readStats(raw);
      return { value, ok: clean };
    }, 'statsRepaired', notices, now),
    readRecord<Saved | null>(storage, KEYS.game, null, (raw) => {
      const read = readGameRecord(raw);
      return read.ok ? { value: { game: read.game, seconds: read.seconds, hints: read.hints }, ok: true } : { value: null, ok: false };
    }, 'savedGameUnreadable', notices, now),
  ]);
  return { storage, settings, stats, saved, notices: [...new Set(notices)] };
}

/**
 * The game to start with: a code in the address opens its deal, resuming it when it is the saved
 * game in progress; otherwise the saved game resumes unless it was won; otherwise a fresh deal.
 */
export function chooseGame(address: CodeResult | null, saved: Saved | null, fresh: () => GameCode): { game: Game; resumed: Saved | null } {
  const resumable = saved && !isGameWon(saved.game) ? saved : null;
  if (address?.ok) {
    const { rule, deal } = address.code;
    const same = resumable && resumable.game.deal === deal && resumable.game.rule === rule;
    return same ? { game: resumable.game, resumed: resumable } : { game: newGame(address.code), resumed: null };
  }
  return resumable ? { game: resumable.game, resumed: resumable } : { game: newGame(fresh()), resumed: null };
}

