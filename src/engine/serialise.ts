import { isCardId } from './cards';
import { formatCode, parseCode } from './code';
import { UNDO_LIMIT, apply, movesPlayed, movesUndone, newGame } from './game';
import { readTable, writeTable } from './table-code';
import type { Game, Move, Table, Undone } from './types';

/**
 * A game in progress in a compact, versioned, JSON-safe form. The deal comes from the code, and
 * the line of moves from the deal replays everything else: the table, the undo history and the
 * redo list. A full game is a few hundred bytes.
 */
export interface SavedGame {
  readonly format: 'yukon-game';
  readonly version: 1;
  /** The game code, e.g. `YU1-C-AAAAAAB`. */
  readonly code: string;
  /**
   * The moves from the deal, space separated, first first: a card id then the target, a column
   * number 1–7 or F for the foundation (`ASF 7H3 KS1`). Moves past `at` are the redo list.
   */
  readonly line: string;
  /** How many moves of `line` are played; the rest were undone and can be redone. */
  readonly at: number;
  /** How many of the played moves undo can still take back. */
  readonly undoable: number;
  /** The move counter. */
  readonly moves: number;
  /**
   * The table the line starts from when it is not the deal's opening (see table-code.ts): present
   * only in saves whose oldest history was trimmed to fit the storage.
   */
  readonly base?: string;
}

/** What a save may leave out when storage is short: oldest undo steps first, then redo. */
export interface TrimOptions {
  /** Keep at most this many undo steps. */
  readonly keepUndo?: number;
  /** Keep the redo list (default true). */
  readonly keepRedo?: boolean;
}

export const SAVE_FORMAT = 'yukon-game';
export const SAVE_VERSION = 1;

/** Why a saved game could not be restored. */
export type LoadError = 'not-a-save' | 'newer-version' | 'bad-code' | 'bad-table' | 'bad-move' | 'illegal-move' | 'bad-counts';

export type LoadResult =
  | { readonly ok: true; readonly game: Game }
  | { readonly ok: false; readonly error: LoadError; readonly detail: string };

/** A move in the saved game's notation: the card id, then the column 1–7 or F (`QD4`, `ASF`). */
export function moveToken(move: Move): string {
  return `${move.card}${move.to === 'foundation' ? 'F' : move.to + 1}`;
}

/** Reads a move written by `moveToken`, or null. */
export function tokenMove(token: string): Move | null {
  const card = token.slice(0, -1);
  const target = token.slice(-1);
  if (!isCardId(card)) return null;
  if (target === 'F') return { card, to: 'foundation' };
  const column = Number(target);
  return Number.isInteger(column) && column >= 1 && column <= 7 ? { card, to: column - 1 } : null;
}

/**
 * The saved form of a game. With trim options, the oldest undo steps (and the redo list) can be
 * left out; the save then starts from the table where the kept history begins.
 */
export function serialise(game: Game, trim: TrimOptions = {}): SavedGame {
  let played = movesPlayed(game);
  let undoable = game.undoable;
  let base: Table | undefined = game.from;
  const keep = Math.min(trim.keepUndo ?? Infinity, game.undoable);
  if (trim.keepUndo !== undefined && keep < played.length) {
    // Start from the table before the last `keep` moves.
    base = game.table;
    for (let i = 0, node = game.line; i < keep && node; i++, node = node.prev) base = node.before;
    played = played.slice(played.length - keep);
    undoable = keep;
  }
  const redo = trim.keepRedo === false ? [] : movesUndone(game);
  return {
    format: SAVE_FORMAT,
    version: SAVE_VERSION,
    code: formatCode(game),
    line: played.concat(redo).map(moveToken).join(' '),
    at: played.length,
    undoable,
    moves: game.moves,
    ...(base ? { base: writeTable(base) } : {}),
  };
}

const fail = (error: LoadError, detail: string): LoadResult => ({ ok: false, error, detail });

function isCount(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0;
}

/**
 * Restores a saved game, trusting nothing: every field is checked and every move is replayed
 * through the rules, so bad data gives an error and never a broken game.
 */
export function deserialise(data: unknown): LoadResult {
  if (typeof data !== 'object' || data === null) return fail('not-a-save', 'not an object');
  const saved = data as Partial<Record<keyof SavedGame, unknown>>;
  if (saved.format !== SAVE_FORMAT) return fail('not-a-save', 'not a Yukon saved game');
  if (saved.version !== SAVE_VERSION) {
    return typeof saved.version === 'number' && saved.version > SAVE_VERSION
      ? fail('newer-version', `saved by a newer version (${saved.version})`)
      : fail('not-a-save', 'unknown version');
  }
  if (typeof saved.code !== 'string') return fail('bad-code', 'no game code');
  const code = parseCode(saved.code);
  if (!code.ok) return fail('bad-code', `bad game code (${code.error})`);
  if (typeof saved.line !== 'string') return fail('bad-move', 'no line of moves');
  if (!isCount(saved.at) || !isCount(saved.undoable) || !isCount(saved.moves)) {
    return fail('bad-counts', 'counts must be whole numbers from 0');
  }
  const tokens = saved.line === '' ? [] : saved.line.split(' ');
  const { at, undoable, moves } = saved;
  if (at > tokens.length) return fail('bad-counts', 'more moves played than the line holds');
  if (undoable > Math.min(UNDO_LIMIT, at)) return fail('bad-counts', 'more undo than moves played');
  if (moves < at) return fail('bad-counts', 'move counter lower than the moves played');

  let game = newGame(code.code);
  if (saved.base !== undefined) {
    const base = typeof saved.base === 'string' ? readTable(saved.base) : null;
    if (base === null) return fail('bad-table', 'the starting table is not a valid table');
    game = { ...game, table: base, from: base };
  }
  let ahead = game;
  for (let i = 0; i < tokens.length; i++) {
    const move = tokenMove(tokens[i] as string);
    if (move === null) return fail('bad-move', `move ${i + 1} is unreadable: ${JSON.stringify(tokens[i])}`);
    const outcome = apply(ahead, { type: 'move', ...move });
    if (!outcome.ok) return fail('illegal-move', `move ${i + 1} (${tokens[i]}) is refused: ${outcome.refusal.reason}`);
    ahead = outcome.game;
    if (i + 1 === at) game = ahead;
  }
  let redo: Undone | null = null;
  for (let i = tokens.length - 1; i >= at; i--) redo = { move: tokenMove(tokens[i] as string) as Move, next: redo };
  return { ok: true, game: { ...game, undoable, moves, redo } };
}
