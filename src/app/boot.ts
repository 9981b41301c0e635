import { isGameWon, type CodeResult, type Game } from '../engine';
import { Db, StorageError } from '../persist/db';
import { KEYS, NO_STATS, readGameRecord, readVersioned, type Stats } from '../persist/records';
import type { StringKey } from '../ui/i18n';
import { DEFAULT_SETTINGS, type Settings } from '../ui/settings';

/** What start-up found: storage (or none), settings, statistics, a game to resume, and notices. */
export interface Boot {
  readonly db: Db | null;
  readonly settings: Settings;
  readonly stats: Stats;
  readonly saved: { game: Game; seconds: number } | null;
  readonly notices: StringKey[];
}

const LANGS = ['auto', 'en', 'da'] as const;

/**
 * Reads one record: `read` repairs what it can (field by field onto defaults) and says whether the
 * record was sound. An unsound record is kept aside under a backup key, never deleted.
 */
async function readRecord<T>(db: Db, key: string, fallback: T, read: (raw: unknown) => { value: T; ok: boolean }, notices: StringKey[], notice: StringKey): Promise<T> {
  let raw: unknown;
  try {
    raw = await db.get(key);
  } catch {
    notices.push('storageFailed');
    return fallback;
  }
  if (raw === undefined) return fallback;
  const { value, ok } = read(raw);
  if (!ok) {
    notices.push(notice);
    await db.keepAside(key, raw, Date.now()).catch(() => undefined);
  }
  return value;
}

/** Opens storage and reads everything the app keeps, trusting none of it. */
export async function boot(): Promise<Boot> {
  const notices: StringKey[] = [];
  let db: Db;
  try {
    db = await Db.open();
  } catch (error) {
    notices.push(error instanceof StorageError && error.fault === 'quota' ? 'storageFull' : 'storageUnavailable');
    return { db: null, settings: DEFAULT_SETTINGS, stats: NO_STATS, saved: null, notices };
  }
  // The three records are read at once: start-up waits for the slowest, not for their sum.
  const [settings, stats, saved] = await Promise.all([
    readRecord(db, KEYS.settings, DEFAULT_SETTINGS, (raw) => {
      const { value, clean } = readVersioned(raw, DEFAULT_SETTINGS, { lang: LANGS });
      return { value, ok: clean };
    }, notices, 'settingsRepaired'),
    readRecord(db, KEYS.stats, NO_STATS, (raw) => {
      const { value, clean } = readVersioned(raw, NO_STATS);
      return { value, ok: clean };
    }, notices, 'settingsRepaired'),
    readRecord<Boot['saved']>(db, KEYS.game, null, (raw) => {
      const read = readGameRecord(raw);
      return read.ok ? { value: { game: read.game, seconds: read.seconds }, ok: true } : { value: null, ok: false };
    }, notices, 'savedGameUnreadable'),
  ]);
  return { db, settings, stats, saved, notices: [...new Set(notices)] };
}

/**
 * Which game to show: a code in the address opens its deal (resuming it when it is the saved
 * game); otherwise the saved game resumes unless it was won.
 */
export function chooseGame(fromUrl: CodeResult | null, saved: Boot['saved']): { resume: Boot['saved'] } {
  if (fromUrl?.ok) {
    const same = saved && saved.game.deal === fromUrl.code.deal && saved.game.rule === fromUrl.code.rule;
    return { resume: same && !isGameWon(saved.game) ? saved : null };
  }
  return { resume: saved && !isGameWon(saved.game) ? saved : null };
}

