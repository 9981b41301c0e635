import { RULES } from '../engine';
import { HISTORY_LIMIT, historyKey, type PastGame } from './history';
import { readPastGame, replayPast } from './past';
import { readGameRecord, type GameRecord, type GameRead } from './records';
import type { GradeStats, RuleStats, Stats } from './stats';

/**
 * A backup: everything the app keeps (the settings, the game in progress, the statistics and the
 * history) in one versioned JSON file, to move to another device. Read back trusting nothing: each
 * part through the reader of its record, every game of the history replayed through the rules.
 */
export const BACKUP_FORMAT = 'yukon-backup';
export const BACKUP_VERSION = 1;
/** Far more than a full history (about 0.5 MB), far less than would hurt a tablet to read. */
export const BACKUP_MOST_BYTES = 8 * 1024 * 1024;

export interface BackupParts {
  /** The settings and statistics records as stored (`{ v, value }`). */
  readonly settings: unknown;
  readonly game: GameRecord | null;
  readonly stats: unknown;
  readonly history: readonly PastGame[];
}

/** The backup file's text. */
export function writeBackup(parts: BackupParts, made: number, app: string): string {
  return JSON.stringify({ format: BACKUP_FORMAT, version: BACKUP_VERSION, made, app, settings: parts.settings, game: parts.game, stats: parts.stats, history: parts.history });
}

/** Why a file was refused; `what` names the damaged part. */
export type BackupFault = 'tooBig' | 'notJson' | 'foreign' | 'newer' | 'damaged';

/** A backup read and checked: the parts as the app uses them. */
export interface ReadBackup<S> {
  readonly made: number;
  readonly settings: S;
  readonly game: Extract<GameRead, { ok: true }> | null;
  readonly stats: Stats;
  /** Newest first, at most HISTORY_LIMIT. */
  readonly history: readonly PastGame[];
}

export type BackupRead<S> = { readonly ok: true; readonly backup: ReadBackup<S> } | { readonly ok: false; readonly fault: BackupFault; readonly what?: string };

const refuse = <S>(fault: BackupFault, what?: string): BackupRead<S> => (what === undefined ? { ok: false, fault } : { ok: false, fault, what });

/** A record's reader: the record restored onto its defaults, and whether it was sound. */
type Reader<T> = (raw: unknown) => { value: T; clean: boolean };

/**
 * Reads a backup file's text (`bytes` its size, checked before anything is read): anything not
 * whole and sound is refused with the reason, and nothing of it is used. The readers of the
 * settings and the statistics are the start's own (boot.ts, stats.ts), handed in: this module
 * loads with the History window, and importing stats.ts or boot.ts here made the bundler split
 * the start into four more chunks (they import engine/types.ts, which lives in the start's entry).
 */
export function readBackup<S>(text: string, bytes: number, readers: { settings: Reader<S>; stats: Reader<Stats> }): BackupRead<S> {
  if (bytes > BACKUP_MOST_BYTES || text.length > BACKUP_MOST_BYTES) return refuse('tooBig');
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return refuse('notJson');
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return refuse('foreign');
  const file = data as Record<string, unknown>;
  if (file.format !== BACKUP_FORMAT) return refuse('foreign');
  if (typeof file.version === 'number' && file.version > BACKUP_VERSION) return refuse('newer');
  if (file.version !== BACKUP_VERSION) return refuse('foreign');
  if (typeof file.made !== 'number' || !Number.isFinite(file.made) || file.made < 0 || file.made > 8.64e15) return refuse('damaged', 'date');
  const settings = readers.settings(file.settings);
  if (!settings.clean || file.settings === undefined) return refuse('damaged', 'settings');
  const stats = readers.stats(file.stats);
  if (!stats.clean || file.stats === undefined) return refuse('damaged', 'statistics');
  let game: ReadBackup<S>['game'] = null;
  if (file.game !== null) {
    const read = readGameRecord(file.game);
    if (!read.ok) return refuse('damaged', 'game');
    game = read;
  }
  if (!Array.isArray(file.history) || file.history.length > HISTORY_LIMIT * 2) return refuse('damaged', 'history');
  const history: PastGame[] = [];
  const keys = new Set<string>();
  for (const [i, entry] of file.history.entries()) {
    const past = readPastGame(entry);
    if (!past || !replayPast(past).ok) return refuse('damaged', `history ${i + 1}`);
    const key = historyKey(past);
    if (!keys.has(key)) history.push(past);
    keys.add(key);
  }
  history.sort((a, b) => b.ended - a.ended);
  return { ok: true, backup: { made: file.made, settings: settings.value, game, stats: stats.value, history: history.slice(0, HISTORY_LIMIT) } };
}

const fastest = (a: number, b: number) => (a === 0 ? b : b === 0 ? a : Math.min(a, b));

/**
 * Two devices' statistics together: counts added, bests the better of the two, the current runs
 * of the device kept (they are of its own last games), the run of daily deals the later one.
 */
export function mergeStats(here: Stats, from: Stats): Stats {
  const rule = (a: RuleStats, b: RuleStats): RuleStats => ({
    played: a.played + b.played,
    won: a.won + b.won,
    streak: a.streak,
    bestStreak: Math.max(a.bestStreak, b.bestStreak),
    bestScore: Math.max(a.bestScore, b.bestScore),
    bestSeconds: fastest(a.bestSeconds, b.bestSeconds),
    winSeconds: a.winSeconds + b.winSeconds,
    timedWins: a.timedWins + b.timedWins,
    hints: a.hints + b.hints,
    unwinnable: a.unwinnable + b.unwinnable,
  });
  const grade = (a: GradeStats, b: GradeStats): GradeStats => ({ played: a.played + b.played, won: a.won + b.won, bestSeconds: fastest(a.bestSeconds, b.bestSeconds) });
  const grades = Object.fromEntries(RULES.map((r) => [r, Object.fromEntries(Object.entries(here.grades[r]).map(([g, s]) => [g, grade(s, from.grades[r][g as keyof Stats['grades'][typeof r]])]))]));
  const later = from.dailyLast > here.dailyLast ? from : here;
  return {
    ...(Object.fromEntries(RULES.map((r) => [r, rule(here[r], from[r])])) as Record<(typeof RULES)[number], RuleStats>),
    grades: grades as unknown as Stats['grades'],
    dailyLast: later.dailyLast,
    dailyRun: later.dailyRun,
    dailyBest: Math.max(here.dailyBest, from.dailyBest),
  };
}
