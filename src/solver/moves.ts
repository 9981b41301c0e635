import { TO_FOUNDATION, packMove, rankOfIndex, suitOfIndex } from './packed';
import type { Position } from './position';
import { lockedTop } from './safety';

/** What kind of move `listMoves` found, for a search's order. */
export const FOUNDATION_MOVE = 0;
export const TAKE_BACK_MOVE = 1;
export const COLUMN_MOVE = 2;
export type MoveKind = typeof FOUNDATION_MOVE | typeof TAKE_BACK_MOVE | typeof COLUMN_MOVE;

/** Receives each move: packed, its kind, its card, and for a move along the columns where the card lies. */
export type MoveVisitor = (move: number, kind: MoveKind, card: number, from: number, index: number) => void;

/**
 * Every move worth trying in a position, in one fixed order: each column's last card to its
 * foundation, then onto each column's end, the cards that fit there in deck order (a foundation's
 * top card taken back unless it is locked, Lemma 1 and A1 in safety.ts). Left out, as changing
 * nothing: a move into an empty column other than the first (all are alike: the search's key
 * ignores column order), and a whole column moved into an empty one. The depth-first attempt
 * scores these for its order; the best-first search takes them as they come. Both leave out the
 * move that undoes the last one (Position.reverseOfLast): it leads to a position seen.
 */
export function listMoves(p: Position, locked: Int8Array, visit: MoveVisitor): void {
  let firstEmpty = -1;
  for (let c = 0; c < 7; c++) if (p.length[c] === 0 && firstEmpty < 0) firstEmpty = c;
  for (let c = 0; c < 7; c++) {
    const card = p.last(c);
    if (card >= 0 && p.foundation[suitOfIndex(card)] === rankOfIndex(card) - 1) visit(packMove(card, TO_FOUNDATION), FOUNDATION_MOVE, card, c, p.length[c]! - 1);
  }
  for (let t = 0; t < 7; t++) {
    const onto = p.last(t);
    if (onto < 0 && t !== firstEmpty) continue;
    // The cards that may go here: those that fit on the last card, or those an empty column accepts.
    for (const card of onto < 0 ? p.build.intoEmpty : p.build.children[onto]!) {
      const from = p.columnOf[card]!;
      if (from < 0) {
        const suit = suitOfIndex(card);
        if (p.foundation[suit] === rankOfIndex(card) && !lockedTop(p, suit, locked)) visit(packMove(card, t), TAKE_BACK_MOVE, card, -1, -1);
        continue;
      }
      if (from === t) continue;
      const index = p.indexOf[card]!;
      if (index < p.down[from]! || p.length[from]! - index > p.build.groupLimit) continue;
      if (onto < 0 && index === 0) continue;
      visit(packMove(card, t), COLUMN_MOVE, card, from, index);
    }
  }
}

/**
 * Scratch for `listRunMoves`: a move's target column times 64 plus its card, kept in listMoves's
 * order. A step has at most 20 (Relaxed: 4 foundation tops with 4 places each, 4 cards onto the end).
 */
const runEntries = new Int32Array(64);

/**
 * The moves a run of take-backs (best-first.ts, Lemma 3) may go on with: every take-back, and with
 * `ending` (a column, or -1 for none) the moves along the columns onto that column's last card; in
 * the order `listMoves` gives them (by target column, then deck order: the build's lists of cards
 * are in deck order), so that the searches reach the same positions in the same order. A run makes
 * many of these steps, so this looks only at the foundations' top cards and the one column, not at
 * every move of the position (Moosehide's runs spent most of their time listing moves they skip).
 * `ending` is the column of the card just taken back, so never an empty one.
 */
export function listRunMoves(p: Position, locked: Int8Array, ending: number, out: number[]): void {
  const { build } = p;
  let n = 0;
  let firstEmpty = -1;
  for (let c = 0; c < 7; c++) if (p.length[c] === 0 && firstEmpty < 0) firstEmpty = c;
  for (let suit = 0; suit < 4; suit++) {
    const count = p.foundation[suit]!;
    if (count === 0 || lockedTop(p, suit, locked)) continue;
    const card = suit * 13 + count - 1;
    for (const parent of build.parents[card]!) {
      const column = p.columnOf[parent]!;
      if (column >= 0 && p.indexOf[parent] === p.length[column]! - 1) n = note(n, column * 64 + card);
    }
    if (firstEmpty >= 0 && build.emptyTakes[card] === 1) n = note(n, firstEmpty * 64 + card);
  }
  const onto = ending < 0 ? -1 : p.last(ending);
  if (onto >= 0) {
    for (const card of build.children[onto]!) {
      const from = p.columnOf[card]!;
      if (from < 0 || from === ending) continue;
      const index = p.indexOf[card]!;
      if (index < p.down[from]! || p.length[from]! - index > build.groupLimit) continue;
      n = note(n, ending * 64 + card);
    }
  }
  for (let k = 0; k < n; k++) out.push(packMove(runEntries[k]! & 63, runEntries[k]! >> 6));
}

/** Puts an entry among the first `n` of runEntries, in order (a step has only a few moves); the new count. */
function note(n: number, entry: number): number {
  if (n === runEntries.length) throw new Error('more moves in a run step than listRunMoves has room for');
  let at = n;
  for (; at > 0 && runEntries[at - 1]! > entry; at--) runEntries[at] = runEntries[at - 1]!;
  runEntries[at] = entry;
  return n + 1;
}
