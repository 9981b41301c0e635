import type { Move, Puzzle, Verdict } from '../engine';
import { Attempt } from './attempt';
import { SOUND_CUTS, type Cuts } from './safety';
import { Zobrist } from './position';

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
  /** The cut-offs: the proved ones (safety.ts) unless a test passes deliberately unsound ones. */
  readonly cuts?: Cuts;
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

/** The first short attempt's cap; each next one is twice as long. */
const FIRST_CAP = 1000;
/** Short attempts take at most this share of the budget; the complete search has the rest. */
const SHORT_SHARE = 0.3;
/** Positions searched between looks at the clock and the signal. */
const SLICE = 256;

/**
 * A solver run, resumable: `run(steps)` searches that many more positions and returns the solution
 * once there is one.
 *
 * Depth-first search is heavy-tailed here: one unlucky early choice can keep it inside a large
 * lost part of the game for long, while the same deal falls in a few thousand positions to another
 * order of equally promising moves (measured: 7 of 8 deals undecided after 10 s were won by some
 * shuffled order within 20,000 positions). So the budget starts with short attempts, each twice as
 * long as the last, the first in the plain order and the others shuffled by their seed, and ends
 * with one complete search in the plain order. Any attempt that ends within its cap is a complete
 * search itself, so 'lost' may come from any of them; a capped attempt proves nothing.
 */
export class Search {
  private attempt: Attempt;
  private attempts = 1;
  private cap = FIRST_CAP;
  private spent = 0;
  private readonly started: number;
  private readonly maxNodes: number;
  private readonly zobrist = new Zobrist();
  private result: Solution | null = null;
  private complete = false;
  private readonly cuts: Cuts;

  constructor(private readonly game: Puzzle, private readonly options: SolveOptions = {}) {
    if (options.budgetMs !== undefined && !options.now) throw new Error('a time budget needs a clock: pass `now`');
    this.maxNodes = options.maxNodes ?? DEFAULT_MAX_NODES;
    this.started = this.clock();
    const cuts = options.cuts ?? SOUND_CUTS;
    this.cuts = options.deadEnds === false ? { ...cuts, deadEnd: () => false } : cuts;
    this.attempt = new Attempt(game, Math.min(this.cap, this.maxNodes), this.zobrist, 0, this.cuts);
    this.settle();
  }

  private clock(): number {
    return this.options.now?.() ?? 0;
  }

  /** Bytes of memory the current attempt holds, for the figures. */
  get bytes(): number {
    return this.attempt.bytes;
  }

  private get nodes(): number {
    return this.spent + this.attempt.nodes;
  }

  /** Searches up to `steps` more positions; the solution once there is one, else null. */
  run(steps = Infinity): Solution | null {
    for (let done = 0; this.result === null && done < steps; done += SLICE) {
      if (this.options.signal?.aborted || this.outOfTime()) this.result = this.finish('unknown');
      else {
        this.attempt.run(Math.min(SLICE, steps - done));
        this.settle();
      }
    }
    return this.result;
  }

  private outOfTime(): boolean {
    const { budgetMs } = this.options;
    return budgetMs !== undefined && this.clock() - this.started >= budgetMs;
  }

  /** After some search: the answer if the attempt ended in one, or the next attempt. */
  private settle(): void {
    const ending = this.attempt.ending;
    if (ending === null) return;
    if (ending.kind === 'won') this.result = this.finish('won', ending.line);
    else if (ending.kind === 'lost') this.result = this.finish('lost');
    else if (this.complete || this.nodes >= this.maxNodes) this.result = this.finish('unknown');
    else this.next();
  }

  /** Starts the next attempt: another short one while their share lasts, else the complete one. */
  private next(): void {
    this.spent += this.attempt.nodes;
    this.cap *= 2;
    const left = this.maxNodes - this.spent;
    const { budgetMs } = this.options;
    const shortLeft = budgetMs !== undefined ? this.clock() - this.started < SHORT_SHARE * budgetMs : this.spent + this.cap <= SHORT_SHARE * this.maxNodes;
    this.complete = !shortLeft || this.cap >= left;
    this.attempt = new Attempt(this.game, this.complete ? left : this.cap, this.zobrist, this.complete ? 0 : this.attempts++, this.cuts);
    this.settle();
  }

  private finish(verdict: Verdict, line?: readonly Move[]): Solution {
    const ms = this.clock() - this.started;
    const { nodes } = this;
    if (verdict === 'won') return { verdict, line: line ?? [], nodes, ms };
    return verdict === 'lost' ? { verdict, nodes, ms } : { verdict, guess: promisingMove(this.game), nodes, ms };
  }
}

/** Solves a game to the end, or until its budget runs out. */
export function solve(game: Puzzle, options: SolveOptions = {}): Solution {
  return new Search(game, options).run() as Solution;
}

/**
 * The most promising move from a position the solver could not decide, by the search's own order
 * of promise (attempt.ts): a guess, never a verdict. Null when no move is worth trying (the
 * position is won, or it is a dead end).
 */
export function promisingMove(game: Puzzle): Move | null {
  return new Attempt(game, 1, new Zobrist(), 0).firstMove;
}
