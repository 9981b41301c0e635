import type { Move, Puzzle, Verdict } from '../engine';
import { DEFAULT_MAX_NODES, GUIDED_MAX_NODES, type SolveOptions, type Solution } from './solve-options';
import { Attempt } from './attempt';
import { BestFirst } from './best-first';
import { Position } from './position';
import { HunchSeries } from './hunch-series';
import { SHARP_CUTS, SOUND_CUTS, type Cuts } from './cuts';
import { Zobrist } from './zobrist';
import { FIRST_CAP, GROWTH, HUNCHES, HUNCH_CAP, BEST_SHARE, SHORT_SHARE, GUIDED_AFTER, LOOSE, HUNCH_EVERY, LONG_HUNCH, SLICE, STRICT_CAP, STRICT_GAMES, EAGER_CAP, NARROW_KINDS, FAMILY_KINDS, DEFER_RUNS } from './plan';

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
 * order. In the guided plan (on the clock, or asked for), the best-first search is cut short
 * (GUIDED_AFTER); in Classic a strict attempt follows (STRICT_CAP: a card on a card it fits on stays
 * there, hunch.ts), then in every game an eager guided best-first search (EAGER_CAP: every card that
 * may go home goes), and a guided best-first search has the rest, complete itself, with a series of narrow
 * attempts beside it (HUNCH_EVERY: hunches, in Classic eager hunches and strict attempts too). Any
 * search but a hunch, a strict attempt or the eager search that ends within its cap is complete
 * itself, so 'lost' may come from any of them; a capped one, or one of those three, proves nothing.
 */
export class Search {
  private phase: 'first' | 'hunch' | 'strict' | 'eager' | 'best' | 'short' | 'complete' = 'first';
  /** Hunch attempts made, which is also the next one's seed. */
  private hunches = 0;
  private search: Attempt | BestFirst;
  /** The series of narrow attempts beside the guided search (HUNCH_EVERY), once it has begun. */
  private beside: HunchSeries | null = null;
  private slices = 0;
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
  private readonly depthFirst: boolean;

  constructor(private readonly game: Puzzle, private readonly options: SolveOptions = {}) {
    if (options.budgetMs !== undefined && !options.now) throw new Error('a time budget needs a clock: pass `now`');
    const plan = options.plan ?? (this.byTime ? 'guided' : 'attempts');
    this.guided = plan === 'guided';
    this.depthFirst = plan === 'depth-first';
    this.maxNodes = options.maxNodes ?? (this.guided ? GUIDED_MAX_NODES : DEFAULT_MAX_NODES);
    this.started = this.clock();
    // The guided plan's searches (and the depth-first plan's) cut dead ends by the sharper rules (piles, returns, blocked parents at the start); the attempts plan keeps the cuts the daily deals and grades were found with.
    const cuts = options.cuts ?? (plan === 'attempts' ? SOUND_CUTS : SHARP_CUTS);
    this.cuts = options.deadEnds === false ? { ...cuts, deadEnd: () => false, deadAtStart: undefined } : cuts;
    this.search = new Attempt(game, Math.min(this.cap, this.maxNodes), this.zobrist, 0, this.cuts);
    this.settle();
  }

  private clock(): number {
    return this.options.now?.() ?? 0;
  }

  /** Bytes of memory the current search holds, for the figures. */
  get bytes(): number {
    return this.search.bytes + (this.beside?.bytes ?? 0);
  }

  private get nodes(): number {
    return this.spent + this.search.nodes + (this.beside?.nodes ?? 0);
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
      if (this.options.signal?.aborted || this.outOfTime() || (this.beside !== null && this.nodes >= this.maxNodes)) this.result = this.finish('unknown');
      else if (this.phase === 'best' && this.used(this.guided ? GUIDED_AFTER : BEST_SHARE)) this.next();
      else if (this.beside && !this.beside.done && ++this.slices % HUNCH_EVERY === 0) {
        if (this.beside.run(Math.min(SLICE, steps - done, this.maxNodes - this.nodes))) this.result = this.finish('won', this.beside.ending!.line);
      } else {
        this.search.run(Math.min(SLICE, steps - done, this.beside ? this.maxNodes - this.nodes : SLICE));
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
   * The next search: after the first short attempt (in the guided and depth-first plans, once its
   * start has passed the stronger dead-end test, Cuts.deadAtStart), in the depth-first plan the
   * complete search; else the hunch attempts; best-first for its share of
   * the budget; in the guided plan then a strict attempt (Classic), an eager best-first search and
   * the guided complete one; in the attempts plan shuffled attempts, each longer than the last,
   * while their share lasts, then the complete one.
   */
  private next(): void {
    if (this.phase === 'first' && this.deadAtStart()) {
      this.result = this.finish('lost');
      return;
    }
    this.spent += this.search.nodes;
    const left = this.maxNodes - this.spent;
    if (this.depthFirst) {
      this.phase = 'complete';
      this.search = new Attempt(this.game, left, this.zobrist, 0, this.cuts);
      this.settle();
      return;
    }
    const hunch = this.phase === 'first' || (this.phase === 'hunch' && this.hunches < HUNCHES);
    if (hunch) {
      this.phase = 'hunch';
      this.search = new Attempt(this.game, Math.min(HUNCH_CAP, left), this.zobrist, this.hunches++, this.cuts, 'hunch');
    } else if (this.phase === 'hunch') {
      this.phase = 'best';
      const cap = this.guided ? left : Math.max(1, Math.floor(BEST_SHARE * this.maxNodes) - this.spent);
      this.search = new BestFirst(this.game, Math.min(cap, left), this.zobrist, this.cuts);
    } else if (this.phase === 'best' && this.guided && STRICT_GAMES.includes(this.game.rule)) {
      this.phase = 'strict';
      this.search = new Attempt(this.game, Math.min(STRICT_CAP, left), this.zobrist, 0, this.cuts, 'strict');
    } else if (this.phase === 'strict' || (this.phase === 'best' && this.guided)) {
      this.phase = 'eager';
      this.search = new BestFirst(this.game, Math.min(EAGER_CAP, left), this.zobrist, this.cuts, { loose: LOOSE, eager: true });
    } else if (this.guided) {
      // The guided best-first search, to the end of the budget (it is complete too), in the normal form
      // of Lemma 3 and 4 (safety.ts): fewer positions where a proof is long.
      this.phase = 'complete';
      this.search = new BestFirst(this.game, left, this.zobrist, this.cuts, { loose: LOOSE, reversible: true, deferRuns: DEFER_RUNS });
      this.beside = new HunchSeries(this.game, this.zobrist, this.cuts, LONG_HUNCH.cap, HUNCHES, LONG_HUNCH.growth, LONG_HUNCH.maxCap, STRICT_GAMES.includes(this.game.rule) ? NARROW_KINDS : FAMILY_KINDS);
    } else {
      this.cap = Math.round(this.cap * GROWTH);
      const short = !this.used(SHORT_SHARE) && this.cap < left;
      this.phase = short ? 'short' : 'complete';
      this.search = new Attempt(this.game, short ? this.cap : left, this.zobrist, short ? this.attempts++ : 0, this.cuts);
    }
    this.settle();
  }

  /**
   * The cut-offs' stronger test of the start (Cuts.deadAtStart, the guided plan's), asked once the
   * first attempt has not ended the search: it costs a few tenths of a millisecond, more than most
   * deals take in all.
   */
  private deadAtStart(): boolean {
    const test = this.cuts.deadAtStart;
    if (test === undefined) return false;
    const p = new Position(this.game, this.zobrist);
    return test(p, this.cuts.lockedRanks(p, new Int8Array(4)));
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
