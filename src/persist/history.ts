import { movesPlayed, moveToken, writeTable, type Game, type Grade } from '../engine';
import type { Spent } from './records';

/** The version of a past game's record. */
export const PAST_VERSION = 1;

/**
 * The history: every game that ended, each kept under its own key (so that writing a finished game
 * copies that game, not the whole history), the newest HISTORY_LIMIT of them.
 */
export const HISTORY_PREFIX = 'history:';
export const HISTORY_LIMIT = 1000;

/** How a game ended: won; left with no way to win any more (the solver proved it); or left. */
export const RESULTS = ['won', 'lost', 'left'] as const;
export type Result = (typeof RESULTS)[number];

/** One game that ended, as kept. */
export interface PastGame {
  readonly v: 1;
  /** When it ended, in milliseconds since 1970 (with the code, its identity). */
  readonly ended: number;
  /** The game code: the game and the deal. */
  readonly code: string;
  readonly grade: Grade | null;
  readonly result: Result;
  readonly score: number;
  /** The move counter (undo never lowers it). */
  readonly moves: number;
  readonly seconds: number;
  readonly hints: number;
  /** The line of moves played from the deal (or from `base`), as the saved game writes it. */
  readonly line: string;
  /** The table the line starts from when the game's first moves were trimmed from its save. */
  readonly base?: string;
  /** The solver's verdict on the deal, when it was known: winnable or not. */
  readonly deal: 'won' | 'lost' | null;
}

/** What is known of a game when it ends. */
export interface Ending {
  readonly game: Game;
  readonly spent: Spent;
  readonly ended: number;
  readonly result: Result;
  readonly grade: Grade | null;
  readonly deal: 'won' | 'lost' | null;
}

/** The storage key of a past game: sorted by the time it ended, told apart by its code. */
export function historyKey(game: Pick<PastGame, 'ended' | 'code'>): string {
  return `${HISTORY_PREFIX}${String(Math.max(0, Math.floor(game.ended))).padStart(15, '0')}:${game.code}`;
}

/** A game that ended, as it is kept. */
export function pastGame({ game, spent, ended, result, grade, deal }: Ending, code: string): PastGame {
  return {
    v: PAST_VERSION,
    ended,
    code,
    grade,
    result,
    score: game.table.score,
    moves: game.moves,
    seconds: Math.max(0, Math.floor(spent.seconds)),
    hints: Math.max(0, Math.floor(spent.hints)),
    line: movesPlayed(game).map(moveToken).join(' '),
    ...(game.from ? { base: writeTable(game.from) } : {}),
    deal,
  };
}
