/* What a solver run is asked (SolveOptions) and what it answers (Solution), with the default budgets. */
import type { Move } from '../engine';
import type { Cuts } from './cuts';

export interface SolveOptions {
  /** Stop with 'unknown' after this many milliseconds of `now()`. Needs `now`. */
  readonly budgetMs?: number;
  /** Stop with 'unknown' after this many positions. */
  readonly maxNodes?: number;
  /** The clock the budget is read from (the solver has none of its own). */
  readonly now?: () => number;
  /** Stops the search with 'unknown' once `aborted` is true (checked every few hundred positions). */
  readonly signal?: { readonly aborted: boolean };
  /**
   * Cut off dead ends (dead-end.ts); on unless set false. Off only where the cut-offs themselves
   * are checked: a verdict found without them must be the same.
   */
  readonly deadEnds?: boolean;
  /** The cut-offs: the proved ones (cuts.ts: SHARP_CUTS in the guided plan, SOUND_CUTS in the attempts plan) unless a test passes deliberately unsound ones. */
  readonly cuts?: Cuts;
  /**
   * Which searches follow the hunches: 'guided' (a short best-first search, a strict attempt in
   * Classic and an eager search, then the guided best-first search as the complete one, with a
   * series of narrow attempts beside it: plan.ts) or
   * 'attempts' (best-first, shuffled attempts, then a depth-first complete search), or
   * 'depth-first' (after the first short attempt and the guided plan's test of the start, one
   * depth-first complete search in the plain order with the guided plan's cut-offs and nothing
   * beside it: for the deals a long guided search leaves undecided, which are mostly lost, where it
   * goes through a proof 1.4–1.9 times as fast a position; the README's table). By default
   * 'guided' on a budget of time alone and 'attempts' on a budget of positions, the plan the daily
   * deals and the grades were found with.
   */
  readonly plan?: 'guided' | 'attempts' | 'depth-first';
}

/**
 * The solver's answer, never a guess: 'won' with a line of moves the engine plays to a won game,
 * 'lost' when the search went through every position it must (see safety.ts), 'unknown' when the
 * budget ran out first; an undecided position comes with the search's most promising move, marked
 * as the guess it is (null when no move is worth trying). `nodes`: positions searched; `ms`: time
 * on the given clock. This is the one answer type from the solver to the player's screen.
 */
export type Solution =
  | { readonly verdict: 'won'; readonly line: readonly Move[]; readonly nodes: number; readonly ms: number }
  | { readonly verdict: 'lost'; readonly nodes: number; readonly ms: number }
  | { readonly verdict: 'unknown'; readonly guess: Move | null; readonly nodes: number; readonly ms: number };

/** Positions searched at most when no limit is given: about 200 MB of seen positions. */
export const DEFAULT_MAX_NODES = 3_000_000;
/**
 * The same for the guided plan (a budget of time alone, or the plan asked for without a limit of
 * positions), whose complete search is a best-first one: it keeps more of each position (its
 * parent, its moves, its place among the open ones), 326 MiB at 3,000,000 positions here; at this
 * many, about 220 MiB with the hunches beside it.
 */
export const GUIDED_MAX_NODES = 2_000_000;
