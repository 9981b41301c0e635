import type { Puzzle } from '../engine';
import { Attempt, type Ending } from './attempt';
import type { Cuts } from './safety';
import type { Zobrist } from './zobrist';

/**
 * Hunch attempts (hunch.ts) without end, each round longer: seeds 0 … `seeds` − 1 of at most `cap`
 * positions each, then the same seeds with `growth` times the cap, up to `maxCap`. A hunch's part of
 * the game is small, and a win there is often found by one seed within a few thousand to a few
 * hundred thousand positions, where the whole game's searches go on for millions (Alaska deals left
 * undecided at 1,000,000 positions: 14 of 77 won by a seed within 16 hunches of 50,000). With
 * `strict`, each round ends with a strict attempt (hunch.ts) as long as the round's hunches together,
 * until one runs out of its part of the game (the plain order: a longer one searches the same
 * positions first). It wins or runs on; it proves nothing, and never says lost. Resumable: `run(steps)`.
 */
export class HunchSeries {
  private attempt: Attempt;
  private seed = 0;
  private cap: number;
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
    private strict = false,
  ) {
    this.cap = firstCap;
    this.attempt = this.start();
  }

  get nodes(): number {
    return this.spent + this.attempt.nodes;
  }

  get bytes(): number {
    return this.attempt.bytes;
  }

  /**
   * Searches `positions` more positions (an attempt's step may look a position up without
   * searching it, so it is stepped until that many are searched); true once a hunch has won.
   */
  run(positions: number): boolean {
    const goal = this.nodes + positions;
    // Attempts that end without searching a position (the start is a dead end) end the call.
    for (let idle = 0; this.ending === null && this.nodes < goal && idle < this.seeds; ) {
      this.attempt.run(1);
      const ending = this.attempt.ending;
      if (ending?.kind === 'won') this.ending = ending;
      else if (ending !== null) {
        idle = this.attempt.nodes === 0 ? idle + 1 : 0;
        this.spent += this.attempt.nodes;
        // A strict attempt that ran out within its cap has searched all of its part.
        if (this.seed === this.seeds && this.attempt.nodes < this.seeds * this.cap) this.strict = false;
        if (++this.seed >= this.seeds + (this.strict ? 1 : 0)) {
          this.seed = 0;
          this.cap = Math.min(this.maxCap, this.cap * this.growth);
        }
        this.attempt = this.start();
      }
    }
    return this.ending !== null;
  }

  /** The next attempt: the hunch of the current seed, or after the last seed the round's strict attempt. */
  private start(): Attempt {
    if (this.seed === this.seeds) return new Attempt(this.game, this.seeds * this.cap, this.zobrist, 0, this.cuts, 'strict');
    return new Attempt(this.game, this.cap, this.zobrist, this.seed, this.cuts, 'hunch');
  }
}
