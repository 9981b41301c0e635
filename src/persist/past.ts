import { deserialise, formatCode, isGameWon, parseCode, type Game, type Grade, type Rule } from '../engine';
import { PAST_VERSION, RESULTS, type PastGame, type Result } from './history';

/**
 * Reading the history's games back (the History window, a deal played again, a backup): apart
 * from history.ts, which play loads to write them, so that this part loads only with those.
 */

const isCount = (n: unknown): n is number => typeof n === 'number' && Number.isInteger(n) && n >= 0 && n <= Number.MAX_SAFE_INTEGER;
/**
 * The grades (engine/types.ts GRADES), written out: importing that module from here made the
 * bundler split the start into four more chunks (as it did for ui/settings.ts). The unit test
 * holds this list to GRADES.
 */
export const GRADE_NAMES: readonly Grade[] = ['easy', 'medium', 'hard', 'expert'];

/** The latest time a Date can hold. */
const LATEST = 8.64e15;
/** A code as the app writes it, and nothing else (no spaces, no lower case). */
const isCanonical = (text: string): boolean => {
  const code = parseCode(text);
  return code.ok && formatCode(code.code) === text;
};
/** A line as the saved game writes it: tokens of a card and a place, one space apart. */
const LINE = /^(?:(?:10|[2-9AJQK])[SHDC][1-7F](?: (?:10|[2-9AJQK])[SHDC][1-7F])*)?$/;

/**
 * Reads a past game as stored or as found in a backup, trusting nothing: every field is checked
 * for its type and range, the code parsed, the line's form checked (its moves are replayed only by
 * `replayPast`, for a review or an import: the window lists a thousand games without replaying
 * them). Null when it is not a past game of ours.
 */
export function readPastGame(data: unknown): PastGame | null {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return null;
  const d = data as Record<string, unknown>;
  if (d.v !== PAST_VERSION || !isCount(d.ended) || d.ended > LATEST || typeof d.code !== 'string' || !isCanonical(d.code)) return null;
  if (!(RESULTS as readonly unknown[]).includes(d.result) || !(d.grade === null || GRADE_NAMES.includes(d.grade as Grade)) || !(d.deal === null || d.deal === 'won' || d.deal === 'lost')) return null;
  if (!isCount(d.score) || !isCount(d.moves) || !isCount(d.seconds) || !isCount(d.hints)) return null;
  if (typeof d.line !== 'string' || d.line.length > 40_000 || !LINE.test(d.line)) return null;
  if (d.base !== undefined && (typeof d.base !== 'string' || d.base.length > 1000)) return null;
  // Rebuilt from the fields read, so nothing else the data held comes along.
  return {
    v: PAST_VERSION,
    ended: d.ended,
    code: d.code,
    grade: d.grade as Grade | null,
    result: d.result as Result,
    score: d.score,
    moves: d.moves,
    seconds: d.seconds,
    hints: d.hints,
    line: d.line,
    ...(d.base !== undefined ? { base: d.base as string } : {}),
    deal: d.deal as 'won' | 'lost' | null,
  };
}

/**
 * A past game played again through the rules from its deal: the game as it ended, or why it
 * cannot be (a move the rules refuse, a result or score the line does not give).
 */
export function replayPast(past: PastGame): { ok: true; game: Game } | { ok: false; why: string } {
  const count = past.line === '' ? 0 : past.line.split(' ').length;
  if (past.moves < count) return { ok: false, why: 'fewer moves counted than played' };
  const loaded = deserialise({ format: 'yukon-game', version: 1, code: past.code, line: past.line, at: count, undoable: Math.min(count, 100), moves: past.moves, ...(past.base !== undefined ? { base: past.base } : {}) });
  if (!loaded.ok) return { ok: false, why: `${loaded.error}: ${loaded.detail}` };
  const { game } = loaded;
  if ((past.result === 'won') !== isGameWon(game)) return { ok: false, why: past.result === 'won' ? 'a win the line does not give' : 'a won line kept as not won' };
  if (past.score !== game.table.score) return { ok: false, why: 'a score the line does not give' };
  return { ok: true, game };
}

/** The rule of a past game (its code was checked when it was read). */
export function ruleOf(past: Pick<PastGame, 'code'>): Rule {
  const code = parseCode(past.code);
  return code.ok ? code.code.rule : 'classic';
}

/** How a deal went before: the games of it, and of its wins the best score and the fastest time. */
export function dealBefore(games: readonly PastGame[]): { games: number; won: number; score: number; seconds: number } {
  const wins = games.filter((game) => game.result === 'won');
  return { games: games.length, won: wins.length, score: Math.max(0, ...wins.map((w) => w.score)), seconds: wins.length === 0 ? 0 : Math.min(...wins.map((w) => w.seconds)) };
}
