import { DECK_SIZE, KING, cardIndex, type Puzzle } from '../engine';
import { buildTables, type BuildTables } from './build';
import type { Zobrist } from './zobrist';
import { TO_FOUNDATION, moveCard, moveTo, packMove, suitOfIndex } from './packed';

/** Where a card lies, as the key says it: on another card (0–51), a column's bottom, a foundation. */
export const BOTTOM = 52;
export const FOUNDATION = 53;
/** Added to a key byte while the card is face down. */
const HIDDEN = 64;
/** Added to a key byte while a search marks the card (toggleMark). */
const MARK = 128;
const COLUMNS = 7;
const SLOT = DECK_SIZE;

/**
 * A position of the game held in typed arrays and changed in place, for the solver's speed: moves
 * are made and unmade, never copied. Cards and moves are numbers (packed.ts).
 *
 * Its key says, for every card, what it lies on (another card, a column's bottom, or its
 * foundation) and whether it is face down: 52 bytes. Two positions with the same key differ at
 * most in the order of their columns, and the rules do not care about that order, so the key is
 * canonical under column swaps for free. A move changes one byte (the moved card's or the group's
 * bottom card's) and at most one more (a card turned face up), so key and hash follow moves in O(1).
 */
export class Position {
  /** The game's build as tables: which card may lie on which. */
  readonly build: BuildTables;
  readonly cards = new Int8Array(COLUMNS * SLOT);
  readonly length = new Int8Array(COLUMNS);
  readonly down = new Int8Array(COLUMNS);
  readonly foundation = new Int8Array(4);
  readonly columnOf = new Int8Array(DECK_SIZE);
  /** The face-down cards, a 13-bit mask per suit (bit r − 1 for rank r), for dead-end.ts. */
  readonly hidden = new Int32Array(4);
  readonly indexOf = new Int8Array(DECK_SIZE);
  readonly key = new Uint8Array(DECK_SIZE);
  /** The same key as 13 words, for the table of seen positions to compare a word at a time. */
  readonly keyWords = new Int32Array(this.key.buffer);
  /** Two 32-bit Zobrist hashes of the key. */
  hashA = 0;
  hashB = 0;

  /** The two hashes mixed into one, for the table of seen positions. */
  get hash(): number {
    return this.hashA ^ Math.imul(this.hashB, 0x9e3779b1);
  }
  /** Undo records of the moves made, newest last: [move, from column, from index, turned]. */
  private readonly undo: number[] = [];

  constructor(game: Puzzle, private readonly zobrist: Zobrist) {
    this.build = buildTables(game.rule);
    const { columns, foundations } = game.table;
    this.columnOf.fill(-1);
    columns.forEach((column, c) => {
      column.cards.forEach((id, i) => {
        const card = cardIndex(id);
        this.cards[c * SLOT + i] = card;
        this.columnOf[card] = c;
        this.indexOf[card] = i;
        this.setKey(card, (i === 0 ? BOTTOM : cardIndex(column.cards[i - 1]!)) + (i < column.down ? HIDDEN : 0));
        if (i < column.down) this.hidden[suitOfIndex(card)]! |= 1 << (card % 13);
      });
      this.length[c] = column.cards.length;
      this.down[c] = column.down;
    });
    foundations.forEach((count, suit) => {
      this.foundation[suit] = count;
      for (let rank = 1; rank <= count; rank++) this.setKey(suit * 13 + rank - 1, FOUNDATION);
    });
  }

  private setKey(card: number, value: number): void {
    const z = this.zobrist;
    const old = card * 256 + this.key[card]!;
    const now = card * 256 + value;
    this.hashA ^= z.a[old]! ^ z.a[now]!;
    this.hashB ^= z.b[old]! ^ z.b[now]!;
    this.key[card] = value;
  }

  /**
   * Marks a card in the key, or takes the mark off again: for a search that tells apart the same
   * position seen with and without a card it must use next (attempt.ts). Nothing else reads it.
   */
  toggleMark(card: number): void {
    this.setKey(card, this.key[card]! ^ MARK);
  }

  /** The last card of a column, or -1 when it is empty. */
  last(column: number): number {
    const n = this.length[column]!;
    return n === 0 ? -1 : this.cards[column * SLOT + n - 1]!;
  }

  /** True when every card is on a foundation. */
  get won(): boolean {
    const f = this.foundation;
    return f[0] === KING && f[1] === KING && f[2] === KING && f[3] === KING;
  }

  /** True when a card may be placed on `onto` (the last card of a column) under the game's build. */
  fits(card: number, onto: number): boolean {
    return this.build.fit[card * DECK_SIZE + onto] === 1;
  }

  /** Plays a move the caller knows to be legal. */
  make(move: number): void {
    const card = moveCard(move);
    const to = moveTo(move);
    const from = this.columnOf[card]!;
    if (from < 0) {
      // A take-back: the foundation's top card onto the end of a column.
      this.foundation[suitOfIndex(card)]!--;
      this.place(card, to);
      this.undo.push(move, -1, 0, 0);
      return;
    }
    const index = this.indexOf[card]!;
    const base = from * SLOT;
    if (to === TO_FOUNDATION) {
      this.foundation[suitOfIndex(card)]!++;
      this.columnOf[card] = -1;
      this.setKey(card, FOUNDATION);
    } else {
      const count = this.length[from]! - index;
      const target = to * SLOT;
      let n = this.length[to]!;
      this.setKey(card, n === 0 ? BOTTOM : this.cards[target + n - 1]!);
      for (let k = 0; k < count; k++) {
        const moved = this.cards[base + index + k]!;
        this.cards[target + n] = moved;
        this.columnOf[moved] = to;
        this.indexOf[moved] = n++;
      }
      this.length[to] = n;
    }
    this.length[from] = index;
    // A face-down card left last in its column turns face up at once.
    const turned = index > 0 && index === this.down[from]! ? 1 : 0;
    if (turned) {
      this.down[from]!--;
      const under = this.cards[base + index - 1]!;
      this.hidden[suitOfIndex(under)]! &= ~(1 << (under % 13));
      this.setKey(under, this.key[under]! - HIDDEN);
    }
    this.undo.push(move, from, index, turned);
  }

  /** Takes back the last move made. */
  unmake(): void {
    const turned = this.undo.pop()!;
    const index = this.undo.pop()!;
    const from = this.undo.pop()!;
    const move = this.undo.pop()!;
    const card = moveCard(move);
    const to = moveTo(move);
    if (from < 0) {
      const c = this.columnOf[card]!;
      this.length[c]!--;
      this.columnOf[card] = -1;
      this.foundation[suitOfIndex(card)]!++;
      this.setKey(card, FOUNDATION);
      return;
    }
    const base = from * SLOT;
    if (turned) {
      const under = this.cards[base + index - 1]!;
      this.setKey(under, this.key[under]! + HIDDEN);
      this.hidden[suitOfIndex(under)]! |= 1 << (under % 13);
      this.down[from]!++;
    }
    this.setKey(card, index === 0 ? BOTTOM : this.cards[base + index - 1]!);
    if (to === TO_FOUNDATION) {
      this.foundation[suitOfIndex(card)]!--;
      this.cards[base + index] = card;
      this.columnOf[card] = from;
      this.indexOf[card] = index;
      this.length[from] = index + 1;
      return;
    }
    const target = to * SLOT;
    const start = this.indexOf[card]!;
    const count = this.length[to]! - start;
    for (let k = 0; k < count; k++) {
      const moved = this.cards[target + start + k]!;
      this.cards[base + index + k] = moved;
      this.columnOf[moved] = from;
      this.indexOf[moved] = index + k;
    }
    this.length[to] = start;
    this.length[from] = index + count;
  }

  /**
   * The move that exactly undoes the last one made, as a move of the game: the same group back onto
   * the card it left. Only when the last move took a group from one column's card to another column
   * and turned no card up; -1 otherwise. It leads back to the position before, so a search that has
   * been there may leave it out.
   */
  reverseOfLast(): number {
    const n = this.undo.length;
    if (n === 0 || this.undo[n - 1] !== 0) return -1;
    const from = this.undo[n - 3]!;
    const move = this.undo[n - 4]!;
    if (from < 0 || this.undo[n - 2] === 0 || moveTo(move) === TO_FOUNDATION) return -1;
    return packMove(moveCard(move), from);
  }

  /** What `previewMove` changed: the card, its key byte before, and the card it turned (or -1). */
  private previewed = -1;
  private previewedKey = 0;
  private previewedTurn = -1;

  /**
   * Sets the key and hash to those of the position after a move along the columns or to a
   * foundation (not a take-back), without moving a card:
   * only the moved card's byte and the byte of a card it turns change. For a look-up of the
   * position the move leads to; `endPreview` puts the key back. Nothing but the key may be read
   * in between.
   */
  previewMove(move: number): void {
    const card = moveCard(move);
    const to = moveTo(move);
    const from = this.columnOf[card]!;
    const index = this.indexOf[card]!;
    this.previewed = card;
    this.previewedKey = this.key[card]!;
    const onto = to === TO_FOUNDATION ? FOUNDATION : this.last(to);
    this.setKey(card, onto < 0 ? BOTTOM : onto);
    this.previewedTurn = index > 0 && index === this.down[from]! ? this.cards[from * SLOT + index - 1]! : -1;
    if (this.previewedTurn >= 0) this.setKey(this.previewedTurn, this.key[this.previewedTurn]! - HIDDEN);
  }

  /** Undoes `previewMove`. */
  endPreview(): void {
    if (this.previewedTurn >= 0) this.setKey(this.previewedTurn, this.key[this.previewedTurn]! + HIDDEN);
    this.setKey(this.previewed, this.previewedKey);
  }

  /** Puts a card from a foundation on the end of a column. */
  private place(card: number, to: number): void {
    const n = this.length[to]!;
    this.setKey(card, n === 0 ? BOTTOM : this.cards[to * SLOT + n - 1]!);
    this.cards[to * SLOT + n] = card;
    this.columnOf[card] = to;
    this.indexOf[card] = n;
    this.length[to] = n + 1;
  }
}
