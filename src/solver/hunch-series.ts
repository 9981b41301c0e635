import type { Puzzle } from '../engine';
import { Attempt, type Ending, type Part } from './attempt';
import type { Cuts } from './cuts';
import type { Zobrist } from './zobrist';

/**
 * The narrow attempts the series makes for each seed, in order: a hunch (hunch.ts), a hunch with
 * eager foundations (strictRule.eager: every card that may go home goes, none comes back), a strict
 * attempt of seed + 1 (its plain order, seed 0, is the guided plan's own strict attempt).
 */
export type Narrow = Exclude<Part, 'whole'>;

/**
 * Narrow attempts in rounds, each longer: for seeds 0 … `seeds` − 1, one attempt of each of `kinds`
 * of at most `cap` positions, then the same with `growth` times the cap, up to a last round at
 * `maxCap` (`done` after it: an attempt of the same seed, kind and cap searches the same positions
 * again, so a round more could win nothing the last did not; in the guided plan, with a third of the
 * positions, that is at most 89 million of the series' in Classic and 59 million in the family). A
 * narrow part of the game is small, and a win there is often found by one seed within a few
 * thousand to a few hundred thousand positions, where the whole game's searches go on for millions
 * (Alaska deals left undecided at 1,000,000 positions: 14 of 77 won by a hunch within 16 seeds of
 * 50,000). Which seed finds it is luck, so many short attempts of several kinds do better than a
 * few long ones (plan.ts). It wins or runs on; it proves nothing, and never says lost. Resumable:
 * `run(steps)`.
 */
export class HunchSeries {
  private attempt: Attempt;
  private seed = 0;
  /** Which of `kinds` the current attempt is. */
  private kind = 0;
  private cap: number;
  /** Set once the round at `maxCap` has ended (`done`). */
  private finished = false;
  /** Positions searched by the attempts before the current one. */
  private spent = 0;
  ending: Extract<Ending, { kind: 'won' }> | null = null;

  constructor(
    private readonly game: Puzzle,
    private readonly zobrist: Zobrist,
    private readonly cuts: Cuts,
    firstCap: number,
    private readonly seeds: number,
    private readonly growth: number,
    private readonly maxCap: number,
    private readonly kinds: readonly Narrow[] = ['hunch'],
  ) {
    if (kinds.length === 0) throw new Error('a series needs at least one kind of attempt');
    this.cap = firstCap;
    this.attempt = this.start();
  }

  /** True once the round at `maxCap` has ended: nothing is left to try. */
  get done(): boolean {
    return this.finished;
  }

  get nodes(): number {
    // (Once done, the last attempt is counted in `spent` already.)
    return this.done ? this.spent : this.spent + this.attempt.nodes;
  }

  get bytes(): number {
    return this.attempt.bytes;
  }

  /**
   * Searches `positions` more positions (an attempt's step may look a position up without
   * searching it, so it is stepped until that many are searched); true once an attempt has won.
   */
  run(positions: number): boolean {
    const goal = this.nodes + positions;
    // Attempts that end without counting a position (a cap of 0) end the call.
    for (let idle = 0; this.ending === null && !this.done && this.nodes < goal && idle < this.seeds * this.kinds.length; ) {
      this.attempt.run(1);
      const ending = this.attempt.ending;
      if (ending?.kind === 'won') this.ending = ending;
      else if (ending !== null) {
        idle = this.attempt.nodes === 0 ? idle + 1 : 0;
        this.spent += this.attempt.nodes;
        if (++this.kind === this.kinds.length) {
          this.kind = 0;
          if (++this.seed === this.seeds) {
            this.seed = 0;
            this.finished = this.cap >= this.maxCap;
            this.cap = Math.min(this.maxCap, this.cap * this.growth);
          }
        }
        if (!this.done) this.attempt = this.start();
      }
    }
    return this.ending !== null;
  }

  /** The attempt of the current seed and kind. */
  private start(): Attempt {
    const kind = this.kinds[this.kind]!;
    return new Attempt(this.game, this.cap, this.zobrist, kind === 'strict' ? this.seed + 1 : this.seed, this.cuts, kind);
  }
}
