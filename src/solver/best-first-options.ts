/** What a best-first search (best-first.ts) may be asked to do besides its plain search. */
export interface BestFirstOptions {
  /** How much a loose card weighs in the estimate of work left (estimate.ts); 0 (the default): not counted. */
  readonly loose?: number;
  /**
   * Search only the lines where every card that may go to its foundation goes at once and none
   * comes back (strictRule.eager, hunch.ts): a narrowing of the game, so running out proves nothing
   * (it ends `capped`), and its wins stand.
   */
  readonly eager?: boolean;
  /**
   * The normal form of Lemma 3 and 4 (safety.ts): a card that could go home and come straight back
   * goes home at once, and cards are taken back only in runs that use them all. Sound (a `lost`
   * holds), and fewer positions where a proof is long: Classic YU1-C-AAAAGFU is proved lost (loose
   * 16) in 557,904 positions with it, 951,798 without; eleven such deals, 13–41% fewer.
   */
  readonly reversible?: boolean;
  /** With `reversible`: the most states the runs from one position may reach (run-states.ts, RUN_STATES unless given; the tests cut it short). */
  readonly runStates?: number;
  /**
   * With `reversible`: the runs of take-backs from a position are made later, as an entry of their
   * own among the open positions, with the position's estimate plus this (undefined: at once, when
   * the position is opened). A `lost` holds as before: the search says lost only once every entry is
   * taken out, runs included. What changes is the order, and with it which parent finds a position
   * first (plan.ts, DEFER_RUNS).
   */
  readonly deferRuns?: number;
}
