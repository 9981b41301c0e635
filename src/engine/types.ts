import type { CardId } from './cards';
import type { Rule } from './variant';

export type { Rule };

/**
 * A column of the table: its cards bottom first, of which the first `down` are face down.
 * Face-down cards are a prefix by construction, so no state can hide a face-down card under a
 * face-up one.
 */
export interface Column {
  readonly cards: readonly CardId[];
  readonly down: number;
}

/** Where the cards lie, and the score they have earned. */
export interface Table {
  /** The 7 columns, left to right. */
  readonly columns: readonly Column[];
  /**
   * How many cards each foundation holds, in the fixed order spades, hearts, diamonds, clubs.
   * A foundation is always its suit's run from the ace, so a count describes it completely.
   */
  readonly foundations: readonly number[];
  readonly score: number;
}

/** Where a move puts its cards: a column index (0 = leftmost) or the suit's foundation. */
export type Target = number | 'foundation';

/** A move: take hold of `card` (with every card on top of it) and put it on `to`. */
export interface Move {
  readonly card: CardId;
  readonly to: Target;
}

/** What the player can ask of the engine. */
export type Action =
  | { readonly type: 'move'; readonly card: CardId; readonly to: Target }
  | { readonly type: 'undo' }
  | { readonly type: 'redo' };

/** Why a move or action was refused, written once as data. The UI turns each code into a sentence. */
export const REFUSAL_REASONS = [
  'unknown-action',
  'unknown-card',
  'unknown-column',
  'face-down',
  'wrong-colour',
  'wrong-suit',
  'wrong-rank',
  'king-only',
  'group-too-large',
  'foundation-order',
  'not-last-card',
  'not-foundation-top',
  'same-place',
  'game-won',
  'nothing-to-undo',
  'nothing-to-redo',
] as const;
export type RefusalReason = (typeof REFUSAL_REASONS)[number];

/** A refused action: the reason, and the cards involved where there are any. */
export interface Refusal {
  readonly reason: RefusalReason;
  /** The card taken hold of. */
  readonly card?: CardId;
  /** The card it was to go on (the last card of the target column, or the foundation's top). */
  readonly onto?: CardId;
  /** For `foundation-order`: the card the foundation needs next. */
  readonly needs?: CardId;
  /**
   * For `wrong-rank`, `wrong-colour` and `wrong-suit`: every card the card may go on in a column
   * (none for a king, which goes only on an empty column), so that nobody works the rule out again.
   */
  readonly goesOn?: readonly CardId[];
  /** For `group-too-large`: the most cards that move at once. */
  readonly limit?: number;
}

/** One played move in the line of the game, with the table before it (so undo is exact). */
export interface Played {
  readonly move: Move;
  readonly before: Table;
  readonly prev: Played | null;
}

/** An undone move waiting to be redone; the head is the next one to redo. */
export interface Undone {
  readonly move: Move;
  readonly next: Undone | null;
}

/**
 * A table under a rule, with no history: what the rules need to judge a move, and what the solver
 * searches from. A `Game` is one.
 */
export interface Puzzle {
  readonly rule: Rule;
  readonly table: Table;
}

/** What can be known of whether a position can still be won: the solver's verdict, never a guess. */
export type Verdict = 'won' | 'lost' | 'unknown';

/**
 * How hard a deal the solver proves winnable is for people, easiest first (src/grades measures it);
 * written once, as data, here where every layer can name it.
 */
export const GRADES = ['easy', 'medium', 'hard', 'expert'] as const;
export type Grade = (typeof GRADES)[number];

/** True for a grade's name. */
export function isGrade(value: unknown): value is Grade {
  return typeof value === 'string' && (GRADES as readonly string[]).includes(value);
}

/** A game in progress: the deal, the table now, the move counter and the undo history. */
export interface Game extends Puzzle {
  /** The deal number, 0 … 26^7 − 1. */
  readonly deal: number;
  /** Moves played; undo never lowers it, redo counts as a move. */
  readonly moves: number;
  /** The moves from the deal to this table, last first. */
  readonly line: Played | null;
  /** How many of the last moves of `line` can still be undone (at most UNDO_LIMIT). */
  readonly undoable: number;
  /** Moves undone since the last new move, next to redo first. */
  readonly redo: Undone | null;
  /**
   * The table `line` starts from, when it is not the deal's opening table (a game restored from a
   * save whose oldest history was trimmed to fit the storage).
   */
  readonly from?: Table;
}

/** The outcome of an action: a new game, or the unchanged game and a refusal. */
export type Outcome =
  | { readonly ok: true; readonly game: Game }
  | { readonly ok: false; readonly game: Game; readonly refusal: Refusal };
