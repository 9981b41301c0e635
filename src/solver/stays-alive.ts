import { TO_FOUNDATION } from './packed';
import type { Position } from './position';

/**
 * True when a position that `deadEnd` found live stays live after a move, so that the test need
 * not run again: called on the new position, with the move's card, its target (a column or
 * TO_FOUNDATION) and whether it came from a foundation.
 *
 * The test's least set grows with its starting facts (its rules are monotone), so a move that only
 * adds starting facts, or takes away ones the set gets back at once, keeps every card home:
 * - a card played up: it is home from the start and exposed unless locked. Where children are one
 *   rank lower a locked card's children are all home, and none needs it; in Russian Solitaire and
 *   Alaska every foundation card is locked (Lemma A1), so the move is covered only when every card
 *   that fits on it is home (in Alaska the next card up fits on it, and may need it). With `sharp`
 *   it is exposed only once back, and so are the cards under it on its foundation (before the move
 *   its predecessor was the top): covered when it comes back at once, a card it fits on being the
 *   last of a column (or, for a card an empty column takes, a column empty), and when it is locked
 *   (`locked`, the position's after the move: then so are all under it, and their children);
 * - a card taken back onto a column's last card t: it is exposed with its predecessor home, so it
 *   is home at once, and so it has left t, which is exposed again;
 * - a group moved onto the last card t of a column: the card the group left is exposed from the
 *   start (or its column is empty); t is not, but is again as soon as the group's bottom card
 *   leaves it, which the set has at once when another card it fits on is exposed from the start:
 *   the last card of a column, or (not with `sharp`, where such a card must come back first) a card
 *   on a foundation that is not locked (where children are one rank lower, one that the card fits
 *   on never is: the card is not home), or, for a king, when a column is empty.
 * Nothing else changes but where the group lies. With `sharp` (deadEnd), its cards now lie above
 * the target column's, a pile that holds only until one between them leaves, and the group's bottom
 * card is among those between and leaves at once in the cases above (a parent at the end of the
 * target column is in the group itself, and does not count then). A move into an empty column is not covered
 * (that column is gone). Skipping the test never calls a live position dead; that this shortcut never
 * skips a dead end is tested (the search visits the same positions with and without it).
 */
export function staysAlive(p: Position, card: number, to: number, fromFoundation: boolean, sharp = false, locked: Int8Array | null = null): boolean {
  const { build } = p;
  if (fromFoundation) return true;
  if (to === TO_FOUNDATION) {
    if (!build.neverTakeBack) return !sharp || (locked !== null && locked[(card / 13) | 0]! > card % 13) || hasPlace(p, card);
    for (const child of build.children[card]!) if (p.columnOf[child]! >= 0) return false;
    return true;
  }
  if (p.indexOf[card] === 0) return false;
  if (!sharp && !build.neverTakeBack) for (const parent of build.parents[card]!) if (p.columnOf[parent]! < 0) return true;
  // (The card now under `card` is not the last of its column, so it does not count.)
  return hasPlace(p, card, sharp ? to : -1);
}

/**
 * True when a card that `card` fits on is the last of a column (but column `except`), or `card` may
 * go into a column that is empty.
 */
function hasPlace(p: Position, card: number, except = -1): boolean {
  for (const parent of p.build.parents[card]!) {
    const column = p.columnOf[parent]!;
    if (column >= 0 && column !== except && p.indexOf[parent] === p.length[column]! - 1) return true;
  }
  if (p.build.emptyTakes[card] === 1) for (let c = 0; c < 7; c++) if (p.length[c] === 0) return true;
  return false;
}
