import { KING } from '../engine';
import { rankOfIndex, suitOfIndex, type Position } from './position';

/*
 * What the search may skip without ever missing a win. Everything here rests on two lemmas about
 * the full game (take-backs from foundations included), proved here once.
 *
 * Definitions. A card "fits on" c when it may be placed on c in a column, as the game's build says
 * (engine/variant.ts; the solver reads it from build.ts): in every game here, one rank lower, of the
 * other colour (Classic) or of any suit, its own included (Relaxed). The proofs below use only that
 * the cards fitting on a card are one rank lower. A foundation card d = (s, k)
 * is LOCKED when k = 1, or when (s, k-1) is locked and every card that fits on d is on a foundation
 * and locked. (Recursion on the rank, so the definition is sound; the locked cards of a suit are
 * always its foundation's first few.)
 *
 * Fact. Along a line in which no card is taken back while locked, a card locked at some moment
 * stays locked and on its foundation: what makes it locked is lower cards locked at that moment,
 * and by induction on the rank none of them can leave first.
 *
 * Lemma 1: a shortest winning line never takes back a card that is locked at that moment.
 *   Suppose it does, and let "take back d" (d = (s, k), at position Q) be the last such move; the
 *   rest of the line, L2, takes back no locked card. Every card that fits on d is locked at Q, so by
 *   the Fact it stays on its foundation through L2: nothing is ever placed on d. d's predecessor
 *   (s, k-1), locked at Q, never leaves its foundation either. So in L2, d is always the last card
 *   of its column until it moves, and it never lies directly on a face-down card (a card is put only
 *   on a face-up card or into an empty column). Now play L2 from Q itself, with d left on its
 *   foundation: drop d's own moves (to a column, to the foundation), and move every group that
 *   carried d without it (same bottom card, one card fewer: still legal; no move targets d). Every
 *   other move is legal as before. This wins from Q in fewer moves than "take back d, L2": the line
 *   was not shortest.
 *
 * Lemma 2 (safe moves to a foundation): let c = (s, r) be the last card of a column, its
 *   foundation holding r-1, and c such that, once placed, it would be locked: (s, r-1) locked (or r
 *   = 1) and every card that fits on c on a foundation and locked. If the position P is winnable, so
 *   is P' = P with c played up, and its shortest win is shorter.
 *   Take a shortest winning line L from P (by Lemma 1 it takes back no locked card). As in Lemma 1,
 *   nothing is ever placed on c and (s, r-1) never leaves; play L from P' without c's moves and with
 *   c dropped from the groups that carried it. The card c lay on may be face up in P' and face down
 *   in P: one more face-up card only allows more. L must play c up at some point; that move is
 *   dropped, so the line from P' is shorter.
 *
 * Together, by induction on the length of a shortest win: a search that plays every such safe move
 * at once (without trying anything else there) and never takes back a locked card finds a win
 * exactly when the full game has one.
 */

/** True when every card that fits on `card` is on a foundation and locked, as far as `locked` says. */
function childrenLocked(p: Position, card: number, locked: Int8Array): boolean {
  for (const child of p.build.children[card]!) if (locked[suitOfIndex(child)]! < rankOfIndex(child)) return false;
  return true;
}

/**
 * How many cards of each suit are locked (always the foundation's first ones), into `out`: grown
 * rank by rank until nothing changes.
 */
export function lockedRanks(p: Position, out: Int8Array): Int8Array {
  out.fill(0);
  for (let changed = true; changed; ) {
    changed = false;
    for (let suit = 0; suit < 4; suit++) {
      const rank = out[suit]! + 1;
      if (rank > p.foundation[suit]!) continue;
      if (childrenLocked(p, suit * 13 + rank - 1, out)) {
        out[suit] = rank;
        changed = true;
      }
    }
  }
  return out;
}

/** True when playing `card` (the last card of its column, next for its foundation) is safe (Lemma 2). */
export function safeToFoundation(p: Position, card: number, locked: Int8Array): boolean {
  const suit = suitOfIndex(card);
  const rank = rankOfIndex(card);
  if (locked[suit] !== rank - 1) return false;
  return childrenLocked(p, card, locked);
}

/** True when a foundation's top card is locked, so taking it back is never needed (Lemma 1). */
export function lockedTop(p: Position, suit: number, locked: Int8Array): boolean {
  return p.foundation[suit]! > 0 && locked[suit] === p.foundation[suit];
}

/**
 * Scratch space for `deadEnd`, reused across calls (the search is single-threaded): a fact holds
 * for a card when its stamp equals the current call's number, so nothing is cleared between calls.
 */
const exposedAt = new Int32Array(52);
const leftAt = new Int32Array(52);
const homeAt = new Int32Array(52);
const queuedAt = new Int32Array(52);
const queue = new Int8Array(52);
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

/** True when some card that `card` fits on is exposed (or may be). */
function fitsOnExposed(p: Position, card: number): boolean {
  for (const parent of p.build.parents[card]!) if (exposedAt[parent] === call) return true;
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
 *   onto a card it fits on that is exposed at that time, or to its foundation, or, a king, into an
 *   empty column (which needs some column's bottom card to have left or gone home first). A
 *   face-down card must be exposed (and so face up) before it can leave.
 * - HOME(x): x reaches its foundation: it must be exposed, and its predecessor home.
 * Locked foundation cards never come back (Lemma 1), so they are never exposed; any other foundation
 * card is counted as exposed (an over-estimate: only a top card comes back). In a shortest winning
 * line each event needs earlier events as stated, so every event of that line belongs to the least
 * set closed under these rules. If that set leaves some card never home, no line wins.
 * (Relaxed: resources, such as two cards wanting the same parent at once, are ignored; the test
 * can only miss dead ends, never call a live position dead.) The set is grown by a worklist: each
 * new fact wakes only the cards it can affect.
 */
export function deadEnd(p: Position, locked: Int8Array): boolean {
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
      if (locked[suit]! < rank) exposedAt[card] = call;
    }
  }
  while (waiting > 0) {
    const card = queue[head]!;
    head = (head + 1) % 52;
    waiting--;
    queuedAt[card] = 0;
    const column = p.columnOf[card]!;
    if (column < 0) continue;
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
    if (leftAt[card] !== call && faceUp && (homeAt[card] === call || (p.build.emptyTakes[card] === 1 && empty) || fitsOnExposed(p, card))) {
      leftAt[card] = call;
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
