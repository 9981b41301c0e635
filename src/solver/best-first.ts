import type { Puzzle } from '../engine';
import type { Ending } from './attempt';
import type { Zobrist } from './zobrist';
import { TO_FOUNDATION, engineMove, moveCard, moveTo, packMove, rankOfIndex, suitOfIndex } from './packed';
import { Position } from './position';
import { listMoves, listRunMoves } from './moves';
import { SOUND_CUTS, type Cuts } from './cuts';
import { returnsHome } from './safety';
import { strictRule } from './hunch';
import { FoundTree } from './found-tree';
import { OpenHeap } from './open-heap';
import { SeenPositions } from './seen';
import { RunStates } from './run-states';
import { workLeft } from './estimate';
import type { BestFirstOptions } from './best-first-options';

/**
 * A greedy best-first search: of all the positions found and not yet opened, it opens the one that
 * looks closest to a win, by an estimate of the work left (face-down cards first, then cards not
 * home). Depth-first search follows one order of moves deep into a plateau of rearrangements;
 * this one leaves a plateau as soon as another position looks better, which wins deals that
 * depth-first search misses within its budget (measured on Classic deals 1–300: of the nine won
 * but undecided at 150,000 positions, it wins six within that, several within 600).
 *
 * It plays safe moves on arrival, never takes back a locked card and cuts dead ends, like
 * attempt.ts, so when it runs out of positions to open it has searched every one it must: a
 * `lost` is as sound as the depth-first search's (an eager one never says lost). One position is
 * kept and moved through the tree of found positions from each opened one to the next (goTo).
 * Resumable: `run(steps)` takes out that many more open entries.
 */
export class BestFirst {
  private readonly cuts: Cuts;
  private readonly seen: SeenPositions;
  private readonly tree: FoundTree;
  private readonly locked = new Int8Array(4);
  /** While a position is found: whether the moves so far kept it alive (staysAlive). */
  private kept = false;
  /** The open positions, on their estimates. */
  private readonly waiting = new OpenHeap();
  /** The states the runs of take-backs from the position being opened reach (run-states.ts). */
  private readonly runs: RunStates;
  nodes = 0;
  ending: Ending | null = null;

  private readonly loose: number;
  private readonly eager: boolean;
  private readonly reversible: boolean;
  private readonly deferRuns: number | undefined;

  constructor(game: Puzzle, private readonly cap: number, zobrist: Zobrist, cuts: Cuts = SOUND_CUTS, options: BestFirstOptions = {}) {
    this.loose = options.loose ?? 0;
    this.eager = options.eager ?? false;
    this.reversible = options.reversible ?? false;
    this.deferRuns = this.reversible ? options.deferRuns : undefined;
    this.runs = new RunStates(options.runStates);
    this.cuts = this.eager ? strictRule.eager(cuts) : cuts;
    this.tree = new FoundTree(game, zobrist);
    this.seen = new SeenPositions(cap + 1);
    const p = new Position(game, zobrist);
    const made: number[] = [];
    if (this.settle(p, made)) {
      this.ending = { kind: 'won', line: made.map(engineMove) };
      return;
    }
    this.seen.add(p.keyWords, p.hash);
    this.addFound(-1, made, workLeft(p, this.loose));
  }

  /** Bytes of memory the search holds, for the figures. */
  get bytes(): number {
    return this.seen.bytes + this.tree.bytes + this.waiting.bytes;
  }

  /** Takes out up to `steps` more open entries (positions, or runs of take-backs); true once it has ended. */
  run(steps: number): boolean {
    for (let step = 0; this.ending === null && step < steps; step++) this.open();
    return this.ending !== null;
  }

  private open(): void {
    if (this.waiting.size === 0) {
      this.ending = { kind: this.eager || this.runs.cutShort ? 'capped' : 'lost' };
      return;
    }
    if (this.nodes >= this.cap) {
      this.ending = { kind: 'capped' };
      return;
    }
    const entry = this.waiting.pop();
    const node = entry >> 1;
    const p = this.tree.goTo(node);
    this.cuts.lockedRanks(p, this.locked);
    if ((entry & 1) === 1) {
      this.makeRuns(p, node);
      return;
    }
    this.nodes++;
    if (!this.tree.isAlive(node) && this.cuts.deadEnd(p, this.locked)) return;
    const defer = this.deferRuns !== undefined;
    let runs = false;
    if (!defer) this.runs.clear();
    for (const move of this.movesOf(p)) {
      if (this.seen.holdsAfter(p, move)) continue;
      if (this.reversible && p.columnOf[moveCard(move)]! < 0) {
        if (defer) runs = true;
        else this.takeBack(p, node, move, [], true);
      } else this.find(p, node, move, [], true);
      if (this.ending !== null) return;
    }
    if (runs) this.addRuns(node, this.waiting.popped + this.deferRuns!);
  }

  /**
   * Puts the runs of take-backs from an opened position among the open entries (`deferRuns`). Like
   * every found position, they must be made some time for a `lost` to hold (protected so that the
   * tests can plant a search that forgets them and see it caught).
   */
  protected addRuns(node: number, estimate: number): void {
    this.waiting.push(2 * node + 1, estimate);
  }

  /** The runs of take-backs from a position opened before (`deferRuns`). */
  private makeRuns(p: Position, node: number): void {
    this.runs.clear();
    const moves: number[] = [];
    listRunMoves(p, this.locked, -1, moves);
    for (const move of moves) {
      this.takeBack(p, node, move, [], true);
      if (this.ending !== null) return;
    }
  }

  /**
   * Makes a move (after the moves `before`, already made), plays the safe moves, notes the position
   * unless seen, and unmakes them again; `kept`: the position before it was known to be no dead end.
   */
  protected find(p: Position, node: number, move: number, before: readonly number[], kept: boolean): void {
    const card = moveCard(move);
    const fromFoundation = p.columnOf[card]! < 0;
    p.make(move);
    this.kept = kept && this.cuts.staysAlive(p, card, moveTo(move), fromFoundation);
    const made = [...before, move];
    if (this.settle(p, made)) {
      this.ending = { kind: 'won', line: [...this.tree.lineTo(node), ...made].map(engineMove) };
      return;
    }
    if (this.seen.add(p.keyWords, p.hash) === 1) this.addFound(node, made, workLeft(p, this.loose), this.kept);
    for (let k = before.length; k < made.length; k++) p.unmake();
  }

  /**
   * A take-back in the normal form of Lemma 3 (`reversible`): a run of take-backs ended by a move
   * along the columns, in which every card taken back is used before the run ends (a card goes onto
   * it, or the card it uncovered on its foundation is taken back). `waiting` holds the cards taken
   * back and not yet used; any take-back may come next, in any order, and the last move must use the
   * one card left waiting. Never a card taken back alone.
   */
  protected takeBack(p: Position, node: number, move: number, before: readonly number[], kept: boolean, waiting: readonly number[] = []): void {
    const x = moveCard(move);
    // The waiting cards x uses: the card it goes onto, and the one it was under on its foundation.
    const onto = p.last(moveTo(move));
    const under = rankOfIndex(x) < 13 ? x + 1 : -1;
    const next: number[] = [];
    for (const card of waiting) if (card !== onto && card !== under) next.push(card);
    next.push(x);
    p.make(move);
    if (!this.runs.goesOn(p, before.length, next)) {
      p.unmake();
      return;
    }
    // A card comes off a foundation: what the dead-end test found stays found (staysAlive).
    const made = [...before, move];
    const moves: number[] = [];
    listRunMoves(p, this.cuts.lockedRanks(p, this.locked), next.length === 1 ? p.columnOf[x]! : -1, moves);
    for (const m of moves) {
      if (this.ending !== null) break;
      if (p.columnOf[moveCard(m)]! < 0) this.takeBack(p, node, m, made, kept, next);
      // (listRunMoves gives a move along the columns only onto x, and only with x the one card left waiting.)
      else if (!this.seen.holdsAfter(p, m)) this.find(p, node, m, made, kept);
    }
    p.unmake();
  }

  /**
   * Plays safe moves to the foundations (safety.ts), and with `reversible` the moves home that could
   * come straight back (Lemma 4), noting them; true when the game is won.
   */
  private settle(p: Position, made: number[]): boolean {
    for (;;) {
      if (p.won) return true;
      this.cuts.lockedRanks(p, this.locked);
      let safe = -1;
      for (let c = 0; c < 7 && safe < 0; c++) {
        const card = p.last(c);
        if (card < 0 || p.foundation[suitOfIndex(card)] !== rankOfIndex(card) - 1) continue;
        // (None of these moves stops another, so their order does not change the position they end in.)
        if (this.cuts.safeToFoundation(p, card, this.locked) || (this.reversible && this.returns(p, card))) safe = card;
      }
      if (safe < 0) return false;
      p.make(packMove(safe, TO_FOUNDATION));
      if (this.kept) this.kept = this.cuts.staysAlive(p, safe, TO_FOUNDATION, false);
      made.push(packMove(safe, TO_FOUNDATION));
    }
  }

  /**
   * True when a card goes home at once as one that could come straight back (`reversible`: Lemma 4).
   * Protected so that the tests can plant a wider rule and see it caught.
   */
  protected returns(p: Position, card: number): boolean {
    return returnsHome(p, card);
  }

  /** Every move worth trying (moves.ts; their order does not matter here), but the one back to the parent. */
  private movesOf(p: Position): number[] {
    const out: number[] = [];
    const back = p.reverseOfLast();
    listMoves(p, this.locked, (move) => move !== back && out.push(move));
    return out;
  }

  /**
   * Notes a position found from `parent` (−1: the start) and puts it among the open ones (`alive`:
   * known to be no dead end, so not tested when opened). Every found position must be opened some
   * time for a `lost` to hold (protected so that the tests can plant a search that forgets some and
   * see it caught).
   */
  protected addFound(parent: number, made: readonly number[], estimate: number, alive = false): void {
    const n = this.tree.add(parent, made, alive);
    this.waiting.push(2 * n, estimate);
  }

  /** The estimate of the entry being opened (a position, or the runs from one). */
  protected get openedEstimate(): number {
    return this.waiting.popped;
  }
}
