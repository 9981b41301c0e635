import type { Move, Puzzle } from '../engine';
import type { Zobrist } from './zobrist';
import { TO_FOUNDATION, engineMove, moveCard, moveTo, packMove, rankOfIndex, suitOfIndex } from './packed';
import { Position } from './position';
import { FOUNDATION_MOVE, TAKE_BACK_MOVE, listMoves, type MoveVisitor } from './moves';
import { SOUND_CUTS, type Cuts } from './cuts';
import { SeenPositions } from './seen';
import { hunchRule, strictRule } from './hunch';
import { TAKE_BACK_PROMISE, columnPromise, foundationPromise } from './promise';

/**
 * What part of the game an attempt searches: all of it, or only the lines of a hunch (hunch.ts,
 * hunchRule), of a hunch with eager foundations (strictRule.eager: every card that may go home goes
 * at once, none comes back) or of a strict attempt (strictRule, eager too). Only the whole game's
 * search may say lost: an attempt of a part proves nothing when it runs out, nor at a dead start.
 */
export type Part = 'whole' | 'hunch' | 'eager hunch' | 'strict';

/** What an attempt ended with: won (with its line), lost (searched through), or stopped at its cap. */
export type Ending = { readonly kind: 'won'; readonly line: readonly Move[] } | { readonly kind: 'lost' | 'capped' };

/**
 * One depth-first search over the positions reachable from a game, resumable: `run(steps)` searches
 * that many more positions. Safe moves to a foundation are played at once, locked cards are never
 * taken back (both proved in safety.ts; a part of the game may narrow them further, `Part`),
 * positions seen before (in any column order) are not searched again, and dead ends are cut off. A move that only undoes the one before leads back to
 * a position already seen, so it costs one look-up and nothing more. With a seed other than 0,
 * moves of about the same promise are tried in a shuffled order (the same seed, the same search).
 *
 * Moves are tried in order of promise, after KPatience's Yukon solver (patsolve/yukonsolver.cpp),
 * which ranks moves that turn a card or empty a column first: here a card turned up (from the
 * column with the most face-down cards first), then a column emptied, then a move to a
 * foundation, then the rest, and last a card taken back. Its automatic moves to the foundations
 * (Horne's and Raymond's rules) assume cards never come back; the safe moves here are proved for
 * the rules of this app, where they may (safety.ts). Position hashing is Zobrist's (1970).
 */
export class Attempt {
  private readonly p: Position;
  /** The cut-offs: those given (the proved ones, unless a test plants others), made eager for a strict attempt or an eager hunch. */
  private readonly cuts: Cuts;
  private readonly seen: SeenPositions;
  private readonly locked = new Int8Array(4);
  private moves = new Int32Array(4096);
  private top = 0;
  /** Where the moves being generated begin. */
  private listed = 0;
  /**
   * Per open position: its moves' range in `moves`, the next to try, the safe moves played on
   * arrival, and in a hunch attempt the sideways move that led to it, which the next move must use
   * (packed: the card it left exposed and the card it moved; -1: none).
   */
  private readonly frames: { start: number; end: number; next: number; forced: number; pending: number }[] = [];
  /** The moves made from the start, as played (safe ones included). */
  private readonly path: number[] = [];
  /** Positions searched so far. */
  nodes = 0;
  ending: Ending | null = null;
  private random: number;
  /** The move that would undo the last one (Position.reverseOfLast), while moves are listed. */
  private back = -1;
  /** True when the position arrived at is known to be no dead end (stays-alive.ts). */
  private alive = false;
  /** In a hunch (eager or not), the move being made when it is a sideways move, packed as `pending` (-1: none). */
  private sideways = -1;

  /** `part`: the whole game, or only the part a hunch or a strict attempt searches (hunch.ts), which proves nothing when it runs out. */
  constructor(
    game: Puzzle,
    private readonly cap: number,
    zobrist: Zobrist,
    seed: number,
    cuts: Cuts = SOUND_CUTS,
    private readonly part: Part = 'whole',
  ) {
    this.cuts = part === 'strict' || part === 'eager hunch' ? strictRule.eager(cuts) : cuts;
    this.p = new Position(game, zobrist);
    this.seen = new SeenPositions(cap + 1);
    this.random = seed;
    const arrived = this.arrive();
    if (arrived.kind === 'won') this.ending = this.won();
    else if (arrived.kind === 'open') this.frames.push({ start: arrived.start, end: this.top, next: arrived.start, forced: arrived.forced, pending: arrived.pending });
    // A dead start is lost; but only in the whole game: a part's dead ends may count on its eager rule.
    else this.ending = { kind: arrived.kind === 'full' || this.part !== 'whole' ? 'capped' : 'lost' };
  }

  /** Bytes of memory the search holds, for the figures. */
  get bytes(): number {
    return this.seen.bytes + this.moves.byteLength;
  }

  /** Searches up to `steps` more positions; true once it has ended. */
  run(steps: number): boolean {
    for (let step = 0; this.ending === null && step < steps; step++) this.advance();
    return this.ending !== null;
  }

  /** One step: try the next move of the deepest open position, or leave it when none is left. */
  private advance(): void {
    const frame = this.frames[this.frames.length - 1];
    if (!frame) {
      // Searched through: the whole game, so lost; or only a part of it, which proves nothing.
      this.ending = { kind: this.part === 'whole' ? 'lost' : 'capped' };
      return;
    }
    if (frame.next === frame.end) {
      this.frames.pop();
      this.top = frame.start;
      this.retreat(frame.forced + (this.frames.length > 0 ? 1 : 0));
      return;
    }
    const move = this.moves[frame.next++]!;
    if (frame.pending >= 0 && !hunchRule.uses(this.p, move, frame.pending)) return;
    const fromFoundation = this.p.columnOf[moveCard(move)]! < 0;
    if (this.part === 'hunch' || this.part === 'eager hunch') this.sideways = hunchRule.sidewaysMove(this.p, move);
    // Most moves of a large search lead to positions seen: found without making them.
    if (this.seen.holdsAfter(this.p, move)) return;
    this.p.make(move);
    this.alive = this.cuts.staysAlive(this.p, moveCard(move), moveTo(move), fromFoundation);
    this.path.push(move);
    const arrived = this.arrive();
    if (arrived.kind === 'won') this.ending = this.won();
    else if (arrived.kind === 'open') this.frames.push({ start: arrived.start, end: this.top, next: arrived.start, forced: arrived.forced, pending: arrived.pending });
    else if (arrived.kind === 'full') this.ending = { kind: 'capped' };
    else this.retreat(arrived.forced + 1);
  }

  /** Unmakes the last `count` moves. */
  private retreat(count: number): void {
    for (let i = 0; i < count; i++) {
      this.p.unmake();
      this.path.pop();
    }
  }

  /**
   * On arriving at a position: play its safe moves, then decide whether it is won, seen before,
   * a dead end, or open (its moves are then on the stack from `start`).
   */
  private arrive(): { kind: 'won' | 'seen' | 'dead' | 'full'; forced: number } | { kind: 'open'; forced: number; start: number; pending: number } {
    const p = this.p;
    let forced = 0;
    for (;;) {
      if (p.won) return { kind: 'won', forced };
      this.cuts.lockedRanks(p, this.locked);
      const safe = this.safeMove();
      if (safe < 0) break;
      p.make(packMove(safe, TO_FOUNDATION));
      if (this.alive) this.alive = this.cuts.staysAlive(p, safe, TO_FOUNDATION, false);
      this.path.push(packMove(safe, TO_FOUNDATION));
      forced++;
    }
    // A hunch's pending card (none once a safe move has used the turn) is part of the key.
    const pending = forced === 0 ? this.sideways : -1;
    const added = pending < 0 ? this.seen.add(p.keyWords, p.hash) : hunchRule.add(this.seen, p, pending);
    if (added === 0) return { kind: 'seen', forced };
    if (added < 0) return { kind: 'full', forced };
    if (this.nodes >= this.cap) return { kind: 'full', forced };
    this.nodes++;
    if (!this.alive && this.cuts.deadEnd(p, this.locked)) return { kind: 'dead', forced };
    const start = this.top;
    this.generate();
    return { kind: 'open', forced, start, pending };
  }

  /** A last card that may go to its foundation safely (Lemma 2), or -1. */
  private safeMove(): number {
    const p = this.p;
    for (let c = 0; c < 7; c++) {
      const card = p.last(c);
      if (card >= 0 && p.foundation[suitOfIndex(card)] === rankOfIndex(card) - 1 && this.cuts.safeToFoundation(p, card, this.locked)) return card;
    }
    return -1;
  }

  /** The next shuffle number: a linear congruential step. */
  private shuffle(): number {
    return (this.random = (Math.imul(this.random, 1103515245) + 12345) & 0x7fffffff);
  }

  private push(move: number, promise: number): void {
    let score = promise;
    // Shuffles moves whose scores are within about 100 of each other.
    if (this.random !== 0) score += (this.shuffle() % 200) - 100;
    if (this.top + 2 > this.moves.length) {
      const grown = new Int32Array(this.moves.length * 2);
      grown.set(this.moves);
      this.moves = grown;
    }
    // Kept in order of score, best first: an insertion into the current position's short list.
    let i = this.top++;
    while (i > this.listed && (this.moves[i - 1]! >> 16) < score) {
      this.moves[i] = this.moves[i - 1]!;
      i--;
    }
    this.moves[i] = (score << 16) | move;
  }

  /** Every move worth trying here, best first, onto the move stack. */
  private generate(): void {
    const start = (this.listed = this.top);
    this.back = this.p.reverseOfLast();
    listMoves(this.p, this.locked, this.score);
    // Scores out: the stack keeps moves only.
    for (let i = start; i < this.top; i++) this.moves[i] = this.moves[i]! & 0xffff;
  }

  /** Each listed move onto the stack with its promise (bound once: listMoves calls it per move). */
  private readonly score: MoveVisitor = (move, kind, card, from, index) => {
    if (move === this.back) {
      // The move back to where the search just came from leads to a position seen: left out, but
      // it draws its shuffle number all the same, so a seed gives the order it always gave.
      if (this.random !== 0) this.shuffle();
      return;
    }
    if (kind === FOUNDATION_MOVE) this.push(move, foundationPromise(this.p, card));
    else if (kind === TAKE_BACK_MOVE) this.push(move, TAKE_BACK_PROMISE);
    else if (this.part !== 'strict' || !strictRule.skips(this.p, card, from, index)) this.push(move, columnPromise(this.p, card, from, index));
  };

  private won(): Ending {
    return { kind: 'won', line: this.path.map(engineMove) };
  }

  /**
   * The move this attempt tries first from its start: a safe move to a foundation when there is
   * one, else the most promising of the rest; read before the attempt runs. Null when the start is
   * a dead end or has no move. Not a verdict: a guess for a position the solver could not decide.
   */
  get firstMove(): Move | null {
    const first = this.path[0] ?? (this.frames[0] && this.frames[0].start < this.frames[0].end ? this.moves[this.frames[0].start] : undefined);
    return first === undefined || this.ending?.kind === 'lost' ? null : engineMove(first);
  }
}

