import { KING } from '../../src/engine';
import { rankOfIndex } from '../../src/solver/packed';
import type { Position } from '../../src/solver/position';

/**
 * The dead-end test as it was first written (src/solver/dead-end.ts has the proof): the least set
 * grown card by card from a worklist, each new fact waking only the cards it can affect. The
 * solver now grows the same set a mask at a time; this plain version is the reference the tests
 * hold it to.
 */
/**
 * Scratch space for `deadEnd`, reused across calls (the search is single-threaded): a fact holds
 * for a card when its stamp equals the current call's number, so nothing is cleared between calls.
 */
const exposedAt = new Int32Array(52);
const leftAt = new Int32Array(52);
const homeAt = new Int32Array(52);
const queuedAt = new Int32Array(52);
const queue = new Int8Array(52);
/** With `sharp`: per suit, the rank of the foundation card that comes back next (the ones above it have). */
const nextBack = new Int8Array(4);
let call = 0;
let head = 0;
let waiting = 0;

function wake(card: number): void {
  if (queuedAt[card] === call) return;
  queuedAt[card] = call;
  queue[(head + waiting++) % 52] = card;
}

/** Wakes the cards that fit on `card`: they may now have somewhere to go. */
function wakeChildren(p: Position, card: number): void {
  for (const child of p.build.children[card]!) wake(child);
}

/** Wakes the cards an empty column accepts (the kings): a column has emptied. */
function wakeKings(p: Position): void {
  for (const card of p.build.intoEmpty) wake(card);
}

/**
 * True when some card that `card` fits on is exposed (or may be); with `piles`, and not in its own
 * pile: one that lies above it in its column counts only once some card between them (it included)
 * has left its place. `escape: false` (an unsound variant for the tests): never.
 */
function fitsOnExposed(p: Position, card: number, piles: boolean, escape: boolean): boolean {
  const column = p.columnOf[card]!;
  const index = p.indexOf[card]!;
  for (const parent of p.build.parents[card]!) {
    if (exposedAt[parent] !== call) continue;
    if (!piles || p.columnOf[parent] !== column || p.indexOf[parent]! < index) return true;
    if (!escape) continue;
    for (let i = index + 1; i <= p.indexOf[parent]!; i++) if (leftAt[p.cards[column * 52 + i]!] === call) return true;
  }
  return false;
}

/**
 * A dead end: some card can never reach its foundation, so the position cannot be won.
 *
 * Three kinds of event, each considered at its first occurrence in a winning line:
 * - EXPOSED(y): y is the last card of a column (or, on a foundation and not locked, may come back
 *   to be one). Until y is first exposed, the card lying on y never changes, because cards are only
 *   ever put on exposed cards; so y is first exposed exactly when the card now on it leaves it.
 * - LEFT(a): a leaves the card it lies on now. It does so only as the bottom card of a moving group
 *   onto a card it fits on that is exposed at that time and not in that group, or to its
 *   foundation, or, a king, into an empty column (which needs some column's bottom card to have
 *   left or gone home first). A face-down card must be exposed (and so face up) before it can
 *   leave.
 * - HOME(x): x reaches its foundation: it must be exposed, and its predecessor home.
 * Locked foundation cards never come back (Lemma 1; in games that build by suit, no foundation card
 * does: Lemma A1), so they are never exposed; any other foundation card is counted as exposed (an
 * over-estimate: only a top card comes back). In a shortest winning line each event needs earlier
 * events as stated, so every event of that line belongs to the least set closed under these rules.
 * If that set leaves some card never home, no line wins. Nothing here depends on the build but
 * which cards fit on which (the parents and children of build.ts), so it holds in every game.
 * Resources, such as two cards wanting the same parent at once, are ignored: the test can only miss
 * dead ends, never call a live position dead. The set is grown by a worklist: each new fact wakes
 * only the cards it can affect. With `sharp`, the two rules of src/solver/dead-end.ts: of piles (a
 * card lying above a card in its column is a place for it to go only once a card between them has
 * left) and of returns (a foundation card is exposed only once it has come back, its foundation's
 * top card onto an exposed card it fits on). `escape: false` and `under: false` make the test
 * unsound, for the tests: a card never goes onto one that lay above it in its pile; only a
 * foundation's top card ever comes back, never one under it.
 */
export function deadEndByCards(p: Position, locked: Int8Array, sharp = false, escape = true, under = true): boolean {
  call++;
  head = 0;
  waiting = 0;
  let empty = false;
  for (let c = 0; c < 7; c++) {
    const n = p.length[c]!;
    if (n === 0) empty = true;
    for (let i = 0; i < n; i++) wake(p.cards[c * 52 + i]!);
    if (n > 0) exposedAt[p.cards[c * 52 + n - 1]!] = call;
  }
  for (let suit = 0; suit < 4; suit++) {
    for (let rank = 1; rank <= p.foundation[suit]!; rank++) {
      const card = suit * 13 + rank - 1;
      homeAt[card] = call;
      if (locked[suit]! < rank && !sharp) exposedAt[card] = call;
    }
    nextBack[suit] = p.foundation[suit]!;
    if (sharp && nextBack[suit]! > locked[suit]!) wake(suit * 13 + nextBack[suit]! - 1);
  }
  while (waiting > 0) {
    const card = queue[head]!;
    head = (head + 1) % 52;
    waiting--;
    queuedAt[card] = 0;
    const column = p.columnOf[card]!;
    if (column < 0) {
      // With `sharp`, the rule of returns: the next card of its foundation comes back onto an exposed
      // card it fits on (a king into an empty column), and is exposed from then on.
      const suit = (card / 13) | 0;
      const rank = rankOfIndex(card);
      if (sharp && rank === nextBack[suit] && rank > locked[suit]! && (under || rank === p.foundation[suit]) && exposedAt[card] !== call && (p.build.parents[card]!.some((parent) => exposedAt[parent] === call) || (p.build.emptyTakes[card] === 1 && empty))) {
        exposedAt[card] = call;
        nextBack[suit]--;
        wakeChildren(p, card);
        if (rank > 1) wake(card - 1);
      }
      continue;
    }
    const rank = rankOfIndex(card);
    const index = p.indexOf[card]!;
    const isExposed = exposedAt[card] === call;
    if (homeAt[card] !== call && isExposed && (rank === 1 || homeAt[card - 1] === call)) {
      homeAt[card] = call;
      if (rank < KING) wake(card + 1);
      if (index === 0 && !empty) {
        empty = true;
        wakeKings(p);
      }
    }
    const faceUp = isExposed || index >= p.down[column]!;
    if (leftAt[card] !== call && faceUp && (homeAt[card] === call || (p.build.emptyTakes[card] === 1 && empty) || fitsOnExposed(p, card, sharp, escape))) {
      leftAt[card] = call;
      // The cards under it in its column: a parent of theirs above it may now be outside their pile.
      for (let i = 0; i < index; i++) wake(p.cards[column * 52 + i]!);
      if (index > 0) {
        const base = p.cards[column * 52 + index - 1]!;
        if (exposedAt[base] !== call) {
          exposedAt[base] = call;
          wake(base);
          wakeChildren(p, base);
        }
      } else if (!empty) {
        empty = true;
        wakeKings(p);
      }
    }
  }
  for (let card = 0; card < 52; card++) if (homeAt[card] !== call) return true;
  return false;
}

