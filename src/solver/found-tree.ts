import type { Puzzle } from '../engine';
import { grow } from './open-heap';
import { Position } from './position';
import type { Zobrist } from './zobrist';

/**
 * The positions a best-first search has found (best-first.ts), as a tree: each with the one it was
 * found from and its moves from there, so that one Position is moved from any found node to any
 * other (goTo), and the line to a won one is read back (lineTo). Typed arrays, grown as needed.
 */
export class FoundTree {
  /** Per found position: the one it was found from, its moves from there (`movesFrom`…`movesTo`). */
  private parent = new Int32Array(1024);
  private depth = new Int32Array(1024);
  private movesFrom = new Int32Array(1024);
  private movesTo = new Int32Array(1024);
  /** Per found position: 1 when it is known to be no dead end (its parent was not, and the moves kept it so). */
  private alive = new Uint8Array(1024);
  private moveList = new Int32Array(4096);
  private moveCount = 0;
  private count = 0;
  /** The position of the node reached last (`current`), kept between visits. */
  private at: Position | null = null;
  private current = 0;

  constructor(
    private readonly root: Puzzle,
    private readonly zobrist: Zobrist,
  ) {}

  /** Bytes of memory the tree holds, for the figures. */
  get bytes(): number {
    return this.moveList.byteLength + 4 * this.parent.byteLength + this.alive.byteLength;
  }

  /** Notes a position found from `parent` (−1: the start) by the moves `made`; its number. */
  add(parent: number, made: readonly number[], alive: boolean): number {
    const n = this.count++;
    if (n === this.parent.length) {
      this.alive = grow(this.alive);
      this.parent = grow(this.parent);
      this.depth = grow(this.depth);
      this.movesFrom = grow(this.movesFrom);
      this.movesTo = grow(this.movesTo);
    }
    while (this.moveCount + made.length > this.moveList.length) this.moveList = grow(this.moveList);
    this.parent[n] = parent;
    this.alive[n] = alive ? 1 : 0;
    this.depth[n] = parent < 0 ? 0 : this.depth[parent]! + 1;
    this.movesFrom[n] = this.moveCount;
    for (const move of made) this.moveList[this.moveCount++] = move;
    this.movesTo[n] = this.moveCount;
    return n;
  }

  /** True when found position `node` is known to be no dead end. */
  isAlive(node: number): boolean {
    return this.alive[node] === 1;
  }

  /**
   * The position of a found node, reached from the one visited last by unmaking moves up to their
   * nearest common ancestor and making the moves down from it: a greedy search mostly opens a
   * child or a near cousin of the last one, so this costs a few moves, not a replay from the start.
   */
  goTo(node: number): Position {
    const p = (this.at ??= this.startAt());
    let from = this.current;
    let to = node;
    const down: number[] = [];
    while (this.depth[from]! > this.depth[to]!) {
      this.undo(p, from);
      from = this.parent[from]!;
    }
    while (this.depth[to]! > this.depth[from]!) {
      down.push(to);
      to = this.parent[to]!;
    }
    while (from !== to) {
      this.undo(p, from);
      from = this.parent[from]!;
      down.push(to);
      to = this.parent[to]!;
    }
    for (let i = down.length - 1; i >= 0; i--) {
      const n = down[i]!;
      for (let k = this.movesFrom[n]!; k < this.movesTo[n]!; k++) p.make(this.moveList[k]!);
    }
    this.current = node;
    return p;
  }

  /** The moves from the start to a found position. */
  lineTo(node: number): number[] {
    const parts: number[][] = [];
    for (let n = node; n >= 0; n = this.parent[n]!) parts.push(Array.from(this.moveList.subarray(this.movesFrom[n]!, this.movesTo[n]!)));
    return parts.reverse().flat();
  }

  /** Unmakes the moves that led to found position `node` from its parent. */
  private undo(p: Position, node: number): void {
    for (let k = this.movesTo[node]! - this.movesFrom[node]!; k > 0; k--) p.unmake();
  }

  /** The start position with the first node's moves (the safe moves at the start) made. */
  private startAt(): Position {
    const p = new Position(this.root, this.zobrist);
    for (let k = this.movesFrom[0]!; k < this.movesTo[0]!; k++) p.make(this.moveList[k]!);
    return p;
  }
}
