import type { Move, Puzzle, Verdict } from '../engine';
import { Attempt } from './attempt';
import { BestFirst } from './best-first';
import { SOUND_CUTS, type Cuts } from './safety';
import { Zobrist } from './zobrist';

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
  /**
   * Which searches follow the hunches: 'guided' (a short best-first search, then the guided
   * best-first search as the complete one) or 'attempts' (best-first, shuffled attempts, then a
   * depth-first complete search). By default 'guided' on a budget of time alone and 'attempts' on a
   * budget of positions, the plan the daily deals and the grades were found with.
   */
  readonly plan?: 'guided' | 'attempts';
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
 * The same for a budget of time alone, whose complete search is a best-first one: it keeps more
 * of each position (its parent, its moves, its place among the open ones), 326 MiB at 3,000,000
 * positions here; at this many, about 220 MiB.
 */
export const GUIDED_MAX_NODES = 2_000_000;

/** The first short attempt's cap; each next one is GROWTH times as long. */
const FIRST_CAP = 1000;
const GROWTH = 1.5;
/**
 * Hunch attempts (attempt.ts) after the first attempt: this many, each with its own seed, of at
 * most HUNCH_CAP positions. A hunch that wins mostly does so within a few hundred positions (Classic
 * deals 1–300 not won by the first attempt, seeds 0–15: median 100, 90th percentile 800; Alaska 361
 * and 1,798). Chosen on deals 1–300 at 1 s (shuffled attempts until 0.3), Classic/Alaska
 * undecided: none 11/7; 8 × 1,000: 9/8; 16 × 1,000: 9/7–8; 32 × 1,000: 9/8, Alaska's 90th
 * percentile time up from 50–80 to 150 ms; 8 × 2,000: 9/8; 32 × 500: 10/8. (Classic deals 15 and
 * 113 are won by seeds 0, 7 and 12.)
 */
const HUNCHES = 16;
const HUNCH_CAP = 1000;
/**
 * Best-first searches until this share of the budget is spent (after the first attempt); short
 * attempts go on until the second share is spent; the complete search has the rest. Chosen on
 * deals 1–300 at 1 s a deal, undecided Classic/Alaska deals (±2 from run to run on this machine):
 * shares 0.15/0.3: 13/11; 0.15/0.5: 14/16; 0.3/0.5: 13/13; 0.25/0.35: 13/14; 0.1/0.2: 14/8;
 * 0.2/0.2 (no shuffled attempts): 19/9; before best-first (short attempts up to 0.3): 17–18/12–13.
 * With the hunch attempts and a search 1.6–1.9 times as fast: 0.15/0.3: 9 (every run)/7, 7, 8, 8,
 * 6; 0.15/0.25: 9/6; 0.15/0.2: 9 (every run)/5, 6, 5. The complete search then starts sooner, which
 * decides Alaska's lost deals and wins Classic deal 130 sooner (658 ms instead of 705–954).
 */
const BEST_SHARE = 0.15;
const SHORT_SHARE = 0.2;
/**
 * On the clock (a budget of time alone: the app's questions, `npm run solve --budget-ms`), the
 * best-first search by face-down cards and cards home runs until this share of the time, then a
 * best-first search guided by loose cards too (best-first.ts: a face-up card not on a card it fits
 * on weighs LOOSE cards not home, two face-down cards) has the rest and is the complete search.
 * Measured on Classic deals 70,001–70,300, 80,001–80,300 and 90,001–90,300, never tuned on, at 1 s
 * on one thread: undecided 35 before (16/7/12), 28–30 with 0.03–0.1 and LOOSE 16; LOOSE 8: 30; a
 * king counted three times when loose: no better. Of the 35 deals undecided before, the guided
 * search alone wins 1 in a second at LOOSE 0 (tie-breaking only: 4), 8 at 8, 10 at 16 and 32, 9
 * at 64; it proves as many of them lost as the depth-first complete search did. A budget of
 * positions keeps the plan above: the daily deals and the grades were found with it.
 */
const GUIDED_AFTER = 0.05;
const LOOSE = 16;
/** Positions searched between looks at the clock and the signal. */
const SLICE = 256;

/**
 * A solver run, resumable: `run(steps)` searches that many more positions and returns the solution
 * once there is one.
 *
 * Depth-first search is heavy-tailed here: one unlucky early choice can keep it inside a large
 * lost part of the game for long, while the same deal falls in a few thousand positions to another
 * order of equally promising moves (measured: 7 of 8 deals undecided after 10 s were won by some
 * shuffled order within 20,000 positions). So the budget starts with a short attempt in the
 * plain order (most deals end there), then a few hunch attempts, which look for a win only among
 * lines that waste no sideways move (attempt.ts), then a best-first search (best-first.ts), which
 * leaves a plateau as soon as another position looks closer to a win, then short attempts, each
 * longer than the last, shuffled by their seed, and ends with one complete search in the plain
 * order. On the clock (a budget of time alone), the best-first search is cut short and a guided
 * best-first search has the rest (GUIDED_AFTER), complete itself. Any search but a hunch that
 * ends within its cap is complete itself, so 'lost' may come from any of them; a capped one, or a
 * hunch, proves nothing.
 */
export class Search {
  private phase: 'first' | 'hunch' | 'best' | 'short' | 'complete' = 'first';
  /** Hunch attempts made, which is also the next one's seed. */
  private hunches = 0;
  private search: Attempt | BestFirst;
  private attempts = 1;
  private cap = FIRST_CAP;
  private spent = 0;
  private readonly started: number;
  private readonly maxNodes: number;
  private readonly zobrist = new Zobrist();
  private result: Solution | null = null;
  private readonly cuts: Cuts;
  /** The plan (SolveOptions.plan). */
  private readonly guided: boolean;

  constructor(private readonly game: Puzzle, private readonly options: SolveOptions = {}) {
    if (options.budgetMs !== undefined && !options.now) throw new Error('a time budget needs a clock: pass `now`');
    this.guided = (options.plan ?? (this.byTime ? 'guided' : 'attempts')) === 'guided';
    this.maxNodes = options.maxNodes ?? (this.guided ? GUIDED_MAX_NODES : DEFAULT_MAX_NODES);
    this.started = this.clock();
    const cuts = options.cuts ?? SOUND_CUTS;
    this.cuts = options.deadEnds === false ? { ...cuts, deadEnd: () => false } : cuts;
    this.search = new Attempt(game, Math.min(this.cap, this.maxNodes), this.zobrist, 0, this.cuts);
    this.settle();
  }

  private clock(): number {
    return this.options.now?.() ?? 0;
  }

  /** Bytes of memory the current search holds, for the figures. */
  get bytes(): number {
    return this.search.bytes;
  }

  private get nodes(): number {
    return this.spent + this.search.nodes;
  }

  /**
   * True when the budget is time alone; a budget of positions (with a time limit or without) is
   * shared out by positions, so that it finds the same on every device and at any speed.
   */
  private get byTime(): boolean {
    return this.options.budgetMs !== undefined && this.options.maxNodes === undefined;
  }

  /** True once this share of the budget (of time when the budget is time alone, else of positions) is spent. */
  private used(share: number): boolean {
    const { budgetMs } = this.options;
    return this.byTime && budgetMs !== undefined ? this.clock() - this.started >= share * budgetMs : this.nodes >= share * this.maxNodes;
  }

  /** Searches up to `steps` more positions; the solution once there is one, else null. */
  run(steps = Infinity): Solution | null {
    for (let done = 0; this.result === null && done < steps; done += SLICE) {
      if (this.options.signal?.aborted || this.outOfTime()) this.result = this.finish('unknown');
      else if (this.phase === 'best' && this.used(this.guided ? GUIDED_AFTER : BEST_SHARE)) this.next();
      else {
        this.search.run(Math.min(SLICE, steps - done));
        this.settle();
      }
    }
    return this.result;
  }

  private outOfTime(): boolean {
    const { budgetMs } = this.options;
    return budgetMs !== undefined && this.clock() - this.started >= budgetMs;
  }

  /** After some search: the answer if the search ended in one, or the next search. */
  private settle(): void {
    const ending = this.search.ending;
    if (ending === null) return;
    if (ending.kind === 'won') this.result = this.finish('won', ending.line);
    else if (ending.kind === 'lost') this.result = this.finish('lost');
    else if (this.phase === 'complete' || this.nodes >= this.maxNodes) this.result = this.finish('unknown');
    else this.next();
  }

  /**
   * The next search: after the first short attempt, the hunch attempts; best-first for its share of
   * the budget; then shuffled attempts, each longer than the last, while their share lasts; then the
   * complete one.
   */
  private next(): void {
    this.spent += this.search.nodes;
    const left = this.maxNodes - this.spent;
    const hunch = this.phase === 'first' || (this.phase === 'hunch' && this.hunches < HUNCHES);
    if (hunch) {
      this.phase = 'hunch';
      this.search = new Attempt(this.game, Math.min(HUNCH_CAP, left), this.zobrist, this.hunches++, this.cuts, true);
    } else if (this.phase === 'hunch') {
      this.phase = 'best';
      const cap = this.guided ? left : Math.max(1, Math.floor(BEST_SHARE * this.maxNodes) - this.spent);
      this.search = new BestFirst(this.game, Math.min(cap, left), this.zobrist, this.cuts);
    } else if (this.guided) {
      // The guided best-first search, to the end of the budget (it is complete too).
      this.phase = 'complete';
      this.search = new BestFirst(this.game, left, this.zobrist, this.cuts, LOOSE);
    } else {
      this.cap = Math.round(this.cap * GROWTH);
      const short = !this.used(SHORT_SHARE) && this.cap < left;
      this.phase = short ? 'short' : 'complete';
      this.search = new Attempt(this.game, short ? this.cap : left, this.zobrist, short ? this.attempts++ : 0, this.cuts);
    }
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
