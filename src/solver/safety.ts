import { KING } from '../engine';
import { rankOfIndex, suitOfIndex } from './packed';
import type { Position } from './position';

/*
 * What the search may skip without ever missing a win, proved here once for every game (the full
 * game: take-backs from foundations included).
 *
 * Definitions. A card x "fits on" c when it may be placed on c in a column, as the game's build
 * says (engine/variant.ts; the solver reads it from build.ts); x is then a CHILD of c, c a PARENT
 * of x:
 *   Classic            one rank lower, the other colour
 *   Relaxed            one rank lower, any suit (its own included)
 *   Russian Solitaire  one rank lower, its own suit only
 *   Moosehide          one rank lower, any suit but its own
 *   Alaska             one rank lower or higher, its own suit only
 * So in every game but Alaska a card's children are one rank lower; in Russian Solitaire and
 * Alaska only cards of the same suit can ever lie on each other. An empty column takes only kings.
 *
 * A foundation card d = (s, k) is LOCKED when (k = 1 or (s, k-1) is locked) and every child of d is
 * on a foundation and locked: the least such set, grown rank by rank (lockedRanks), so a suit's
 * locked cards are always its foundation's first few. Where children are one rank lower this is a
 * recursion on the rank. In Alaska (s, k+1) is a child of (s, k) and is never locked before it, so
 * by this definition no Alaska card is ever locked; Lemma A1 does better there.
 *
 * Fact. Along a line in which no card is taken back while locked, a card locked at some moment
 * stays locked and on its foundation: what makes it locked is cards locked before it (lower ones,
 * where children are lower), and by induction on that order none of them can leave first.
 *
 * Lemma 1 (games whose children are one rank lower: Classic, Relaxed, Russian Solitaire,
 *   Moosehide): a shortest winning line never takes back a card that is locked at that moment.
 *   Suppose it does, and let "take back d" (d = (s, k), at position Q) be the last such move; the
 *   rest of the line, L2, takes back no locked card. Every card that fits on d is locked at Q, so by
 *   the Fact it stays on its foundation through L2: nothing is ever placed on d. d's predecessor
 *   (s, k-1), locked at Q, never leaves its foundation either. So in L2, d is always the last card
 *   of its column until it moves, and it never lies directly on a face-down card (a card is put only
 *   on a face-up card or into an empty column). Now play L2 from Q itself, with d left on its
 *   foundation: drop d's own moves (to a column, to the foundation), and move every group that
 *   carried d without it (same bottom card, one card fewer: still legal; no move targets d). Every
 *   other move is legal as before. This wins from Q in fewer moves than "take back d, L2": the line
 *   was not shortest. In Russian Solitaire the one child of (s, k) is (s, k-1), so every foundation
 *   card is locked: no card is ever taken back, as Lemma A1 says too.
 *
 * Lemma A1 (games that build by suit, one rank up or down: Russian Solitaire, Alaska): a shortest
 *   winning line takes back no card at all.
 *   Let "take back d" (d = (s, f), the top of its foundation, at Q) be the last take-back; L2, the
 *   rest, takes back nothing. The cards d may go on are (s, f+1) and (s, f-1); the second is on the
 *   foundation, so d goes onto (s, f+1), or, a king, into an empty column. Its children are (s, f-1),
 *   on the foundation for good (L2 takes nothing back), and in Alaska (s, f+1): the very card d lies
 *   on, which cannot be placed on d while d covers it. d itself can only go back to its foundation
 *   (its other parent is on the foundation; a king has no parent), and groups moved from (s, f+1)
 *   carry d along, still directly on it. So nothing is ever placed on d, and d is the last card of
 *   its column until it goes up again; as in Lemma 1, L2 played from Q without d's moves (and with d
 *   dropped from the groups carrying it) wins in fewer moves. (s, f+1) can go up only after d has,
 *   so that move stays legal too. Hence in these games every foundation card counts as locked (its
 *   top is never taken back, and it never comes back to be built on).
 *
 * Lemma 2 (safe moves to a foundation): let c = (s, r) be the last card of a column, its
 *   foundation holding r-1, and c such that, once placed, it would be locked: (s, r-1) locked (or r
 *   = 1) and every card that fits on c on a foundation and locked. If the position P is winnable, so
 *   is P' = P with c played up, and its shortest win is shorter.
 *   Take a shortest winning line L from P (by Lemma 1 or A1 it takes back no locked card). As in
 *   Lemma 1, nothing is ever placed on c and (s, r-1) never leaves; play L from P' without c's moves
 *   and with c dropped from the groups that carried it. The card c lay on may be face up in P' and
 *   face down in P: one more face-up card only allows more. L must play c up at some point; that
 *   move is dropped, so the line from P' is shorter. In Russian Solitaire every move of a card to
 *   its foundation is therefore safe.
 *
 * Lemma A2 (Alaska): let c = (s, r) be the last card of a column, its foundation holding r-1, and c
 *   a king or lying directly on (s, r+1). Then playing c up is safe, as in Lemma 2.
 *   c's children are (s, r-1), on the foundation for good (Lemma A1), and (s, r+1). A king has only
 *   the first. Otherwise (s, r+1) lies directly under c; c may go only on (s, r+1) (under it) or
 *   (s, r-1) (on the foundation), so c's only move of its own is to its foundation, and groups moved
 *   from (s, r+1) or below carry c along, still directly on it. So nothing is ever placed on c, and
 *   the proof of Lemma 2 applies word for word.
 *
 * Together, by induction on the length of a shortest win: a search that plays every such safe move
 * at once (without trying anything else there) and never takes back a locked card finds a win
 * exactly when the full game has one. Each claim has a deliberately unsound variant in the tests
 * (test/support/unsound.ts) that the exhaustive judge catches in every game where it is unsound.
 *
 * A normal form for the complete guided search (best-first.ts, `reversible`), in the games that take
 * cards back (Classic, Relaxed, Moosehide). Measure a winning line by C, its moves along the columns
 * (a take-back and a move to a foundation count 0), and take, among the lines that win from a
 * position, one least in C and then in length: Lemma 1 and 2 still hold of it (their lines drop moves).
 *
 * Lemma 3 (take-backs come in runs used within them): such a line can be taken so that its
 *   take-backs come in runs, each run followed by a move along the columns, and every card taken back
 *   in a run is used before that move or by it. A *use* of a card d = (s, k) taken back is a move
 *   that puts a card onto d, or the take-back of (s, k-1), the card d uncovered on its foundation
 *   (itself a take-back). If d is not used before it goes home again, the line without d's excursion
 *   (its take-back, its own moves, d dropped from the groups carrying it) wins and is shorter, as in
 *   Lemma 1: no other move needs d off its foundation, and (s, k+1) cannot go home while d is away.
 *   Else let U be d's first use, d then lying on w (nothing lies on d yet). Take d back onto w right
 *   before U instead, and drop its own moves before U: in between no move targets d, none targets w
 *   after d came onto it, every group that carried d moves without it, (s, k+1) stays off its
 *   foundation, and d fits on w (w is the card d was taken back onto, or one d moved onto; a king's
 *   empty column stays empty). The line is no longer and has the same C. Do this for the take-backs
 *   in the order of their first uses, last first: each lands in the run of take-backs that ends with
 *   its first use's run, and later moves do not disturb it. (A run's uses can make a deep tree, so
 *   the search tries the run's take-backs in every order, not only each right before its first use:
 *   a second read of this proof found that two take-backs sharing a use may each need one before it.
 *   The tests keep a position for each kind of use, and check the runs against a brute force.)
 *
 * Lemma 4 (a move home that comes back): let c = (s, r) be the last card of a column, its foundation
 *   holding r-1, lying on a face-up card u it fits on (or a king alone in its column). Then P', P with
 *   c played up, is won if P is, and its least C is no larger. From P', taking c back onto u (into
 *   the empty column) is legal and gives P. Take a least line L from P: if c is not used (as in
 *   Lemma 3) before it goes home, drop c's moves (as in Lemma 2); else take c back right before its
 *   first use, as in Lemma 3. A take-back counts 0, so C does not grow.
 *
 * So a search that, on top of the above, plays such moves home at once and makes take-backs only in
 * such runs (each one step with the move that ends it) misses no win, by induction on (least C,
 * cards not home): from a position P with no safe or returning move left, a least line's first run
 * with its move along the columns lowers C, and a first move home leaves C and sends a card home;
 * the moves played at once then do not raise C (Lemma 2 and 4). The length of a shortest win will
 * not do as the measure: a returning move may make it longer by a take-back, which is also why a
 * bare take-back is never a step (it would at once be played home again).
 */

/**
 * True when a column's last card, next for its foundation, could go home and come straight back to
 * where it lies (Lemma 4): it lies on a face-up card it fits on, or is a king alone in its column. In
 * games that never take back (Lemma A1) there is no coming back: false.
 */
export function returnsHome(p: Position, card: number): boolean {
  if (p.build.neverTakeBack) return false;
  const column = p.columnOf[card]!;
  const index = p.indexOf[card]!;
  if (column < 0 || index !== p.length[column]! - 1 || p.foundation[suitOfIndex(card)] !== rankOfIndex(card) - 1) return false;
  if (index === 0) return p.build.emptyTakes[card] === 1;
  return index - 1 >= p.down[column]! && p.fits(card, p.cards[column * 52 + index - 1]!);
}

/** True when every card that fits on `card` is on a foundation and locked, as far as `locked` says. */
function childrenLocked(p: Position, card: number, locked: Int8Array): boolean {
  for (const child of p.build.children[card]!) if (locked[suitOfIndex(child)]! < rankOfIndex(child)) return false;
  return true;
}

/**
 * How many cards of each suit are locked (always the foundation's first ones), into `out`: grown
 * rank by rank until nothing changes; in games that build by suit, every foundation card (Lemma A1).
 */
export function lockedRanks(p: Position, out: Int8Array): Int8Array {
  const f = p.foundation;
  if (p.build.neverTakeBack) {
    out.set(f);
    return out;
  }
  // The same foundations, the same answer: worked out once per game and foundations.
  const at = ((f[0]! * 14 + f[1]!) * 14 + f[2]!) * 14 + f[3]!;
  const memo = p.build.lockedMemo;
  const known = memo[at]!;
  if (known >= 0) {
    out[0] = known & 15;
    out[1] = (known >> 4) & 15;
    out[2] = (known >> 8) & 15;
    out[3] = known >> 12;
    return out;
  }
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
  memo[at] = out[0]! | (out[1]! << 4) | (out[2]! << 8) | (out[3]! << 12);
  return out;
}

/**
 * True when playing `card` (the last card of its column, next for its foundation) is safe: by
 * Lemma 2, or in Alaska by Lemma A2 (a child not on a foundation must be the card directly under it).
 */
export function safeToFoundation(p: Position, card: number, locked: Int8Array): boolean {
  const suit = suitOfIndex(card);
  const rank = rankOfIndex(card);
  if (locked[suit] !== rank - 1) return false;
  if (childrenLocked(p, card, locked)) return true;
  if (!p.build.neverTakeBack || rank === KING) return false;
  const column = p.columnOf[card]!;
  const index = p.indexOf[card]!;
  const under = index > 0 ? p.cards[column * 52 + index - 1]! : -1;
  for (const child of p.build.children[card]!) if (child !== under && locked[suitOfIndex(child)]! < rankOfIndex(child)) return false;
  return true;
}

/** True when a foundation's top card is locked, so taking it back is never needed (Lemma 1, A1). */
export function lockedTop(p: Position, suit: number, locked: Int8Array): boolean {
  return p.foundation[suit]! > 0 && locked[suit] === p.foundation[suit];
}
