import { deserialise, serialise, type Game, type SavedGame, type TrimOptions } from '../engine';

/**
 * The records kept in IndexedDB, each under a versioned schema. Every read is validated and
 * restored field by field onto defaults; nothing read is trusted.
 */
export { KEYS } from './schema';
export const RECORD_VERSION = 1;

/** What the player has spent on a game so far: play time in seconds, and hints shown. */
export interface Spent {
  readonly seconds: number;
  readonly hints: number;
}

/** The game in progress: the engine's saved form, plus the play clock and the hints used. */
export interface GameRecord extends Spent {
  readonly v: 1;
  readonly save: SavedGame;
}

export function gameRecord(game: Game, spent: Spent, trim?: TrimOptions): GameRecord {
  return { v: RECORD_VERSION, save: serialise(game, trim), seconds: Math.max(0, Math.floor(spent.seconds)), hints: Math.max(0, Math.floor(spent.hints)) };
}

export type GameRead =
  | ({ readonly ok: true; readonly game: Game } & Spent)
  | { readonly ok: false; readonly why: string };

const count = (n: unknown): number => (typeof n === 'number' && Number.isFinite(n) && n >= 0 ? n : 0);

/** Reads a stored game record; anything that is not a valid record of ours is refused. */
export function readGameRecord(data: unknown): GameRead {
  if (typeof data !== 'object' || data === null) return { ok: false, why: 'not an object' };
  const record = data as Partial<Record<keyof GameRecord, unknown>>;
  if (record.v !== RECORD_VERSION) return { ok: false, why: `unknown record version ${String(record.v)}` };
  const loaded = deserialise(record.save);
  if (!loaded.ok) return { ok: false, why: `${loaded.error}: ${loaded.detail}` };
  // A record saved before hints were counted has none: 0.
  return { ok: true, game: loaded.game, seconds: count(record.seconds), hints: Math.floor(count(record.hints)) };
}


/**
 * Restores a plain record field by field onto defaults: a field is taken when it has the default's
 * type (and, where `choices` lists values, one of them); anything else keeps the default.
 * `clean` is false when the record had to be repaired.
 */
export function restoreOnto<T extends object>(defaults: T, data: unknown, choices: Partial<Record<keyof T, readonly unknown[]>> = {}): { value: T; clean: boolean } {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return { value: defaults, clean: data === undefined };
  const source = data as Record<string, unknown>;
  const value = { ...defaults } as Record<string, unknown>;
  let clean = true;
  for (const key of Object.keys(defaults) as (keyof T & string)[]) {
    if (!(key in source)) continue;
    const given = source[key];
    const fallback = (defaults as Record<string, unknown>)[key];
    const allowed = choices[key];
    const fits = allowed ? allowed.includes(given) : typeof given === typeof fallback && (typeof given !== 'number' || Number.isFinite(given));
    if (fits) value[key] = given;
    else clean = false;
  }
  return { value: value as T, clean };
}

/** Reads a versioned record `{ v: 1, value }` onto defaults. */
export function readVersioned<T extends object>(data: unknown, defaults: T, choices: Partial<Record<keyof T, readonly unknown[]>> = {}): { value: T; clean: boolean } {
  if (data === undefined) return { value: defaults, clean: true };
  if (typeof data !== 'object' || data === null || (data as { v?: unknown }).v !== RECORD_VERSION) return { value: defaults, clean: false };
  return restoreOnto(defaults, (data as { value?: unknown }).value, choices);
}

export function versioned<T>(value: T): { v: 1; value: T } {
  return { v: RECORD_VERSION, value };
}
