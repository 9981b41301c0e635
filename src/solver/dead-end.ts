import { TO_FOUNDATION } from './packed';
import type { Position } from './position';

/** Scratch masks for `deadEnd`, one 13-bit lane per suit (bit r − 1 for rank r); the search is single-threaded. */
const exposed = new Int32Array(4);
const left = new Int32Array(4);
const home = new Int32Array(4);
const faceUp = new Int32Array(4);
const inColumn = new Int32Array(4);
/** With `sharp`: per suit, the rank of the foundation card that comes back next (those above it have). */
const nextBack = new Int32Array(4);
const ALL = (1 << 13) - 1;
/**
 * For the rule of blocked parents (`deadByBlockedParents`): barred[b * 52 + y] is 1 when card b is
 * proved never to leave its place onto card y; barredCards, per suit, the cards with any such bar.
 */
const barred = new Uint8Array(52 * 52);
const barredCards = new Int32Array(4);
const bars: number[] = [];
/** Whether the least set last grown (`grow`) had an empty column. */
let emptyAtEnd = false;

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
 * over-estimate: only a top card comes back, and only onto a card it fits on; `sharp` says so). In
 * a shortest winning line each event needs earlier events as stated, so every event of that line
 * belongs to the least set closed under these rules.
 * If that set leaves some card never home, no line wins. Nothing here depends on the build but
 * which cards fit on which (the parents and children of build.ts), so it holds in every game.
 * Resources, such as two cards wanting the same parent at once, are ignored: the test can only miss
 * dead ends, never call a live position dead.
 *
 * With `sharp`, two rules more, both proved below; the guided plan uses them (search.ts), the
 * attempts plan, with which the daily deals and the grades were found, keeps the test they were found
 * with, so that they never change. A stronger test changes which searches end where.
 *
 * The rule of piles: one more condition on LEFT(a): a card lying above a in its column now stays in a's
 * group (the pile on a) until some card between them, itself included, first leaves its place (the
 * cards of a pile move only together, above the card whose group it is), so it is a place for a to
 * go only once such a LEFT is in the set. (A Classic pile 6♠ 5♦ 7♠ 8♦: 7♠ goes onto 8♦ only once
 * 8♦ has left, and home only after 6♠ beneath it.) With it, Classic YU1-C-AAAALIB is proved lost in
 * 145,397 positions instead of 1,011,582.
 *
 * The rule of returns: a foundation card is EXPOSED only once it has come back (BACK), and BACK(x)
 * needs x to be its foundation's top card, so BACK of every card above x on it first, and a place
 * for x: a card x fits on exposed, or, for a card an empty column takes, an empty column (some
 * column's bottom card left). A foundation card first lies at the end of a column exactly when it
 * is taken back, which the rules of the game allow only so; before that it is no card's place to
 * go, and it is home already. Locked cards never come back, as above. (Classic: with 4♠ and 5♠
 * above 3♠ on its foundation, 2♥ may go onto 3♠ only once 5♠ has come back onto a red 6, 4♠ onto a
 * red 5 and 3♠ onto a red 4, each exposed.) With it, Classic YU1-C-AAAAIAY is proved lost in 18,811
 * positions instead of 785,937.
 *
 * The set is grown a whole rank-and-suit mask at a time (build.ts, Lanes): the cards with an
 * exposed parent are the exposed masks shifted by one rank, and the cards home are, per suit, the
 * run of ranks from the ace that are home or exposed. Only a card newly left is looked at one by one,
 * to expose the card under it. Every rule only ever adds facts, so the rounds reach the least set.
 */
export function deadEnd(p: Position, locked: Int8Array, sharp = false): boolean {
  return grow(p, locked, sharp, -1);
}

/**
 * Grows deadEnd's least set into the scratch masks; true when some card is never home. `never`: a
 * card whose LEFT never fires (-1: none), for the least set of what can happen before it leaves;
 * the bars of the rule of blocked parents (`barred`) hold throughout.
 */
function grow(p: Position, locked: Int8Array, sharp: boolean, never: number): boolean {
  const { up, down, empty: intoEmpty } = p.build.lanes;
  let empty = false;
  const neverSuit = never < 0 ? -1 : (never / 13) | 0;
  const neverBit = never < 0 ? 0 : 1 << never % 13;
  for (let suit = 0; suit < 4; suit++) {
    const count = p.foundation[suit]!;
    home[suit] = (1 << count) - 1;
    inColumn[suit] = ALL & ~home[suit]!;
    faceUp[suit] = inColumn[suit]! & ~p.hidden[suit]!;
    // Foundation cards that are not locked may come back: counted as exposed (with `sharp`, once back).
    exposed[suit] = sharp ? 0 : home[suit]! & ~((1 << locked[suit]!) - 1);
    nextBack[suit] = count;
    left[suit] = 0;
  }
  for (let c = 0; c < 7; c++) {
    const n = p.length[c]!;
    if (n === 0) {
      empty = true;
      continue;
    }
    const last = p.cards[c * 52 + n - 1]!;
    exposed[(last / 13) | 0]! |= 1 << last % 13;
  }
  for (let changed = true; changed; ) {
    changed = false;
    // Every card home: the rest of the set cannot change the answer (a live position stops here).
    if ((home[0]! & home[1]! & home[2]! & home[3]!) === ALL) {
      emptyAtEnd = empty;
      return false;
    }
    for (let suit = 0; suit < 4; suit++) {
      // (Round the same suit again at once while it exposes cards of its own: a column's run of one
      // suit is taken down in one pass, not one card a pass.)
      for (let again = true; again; ) {
        again = false;
        const before = exposed[suit]!;
        // Home: the run of ranks from the ace that are home or exposed (the predecessor home first).
        // (Worked out here, suit by suit, so a card exposed earlier in the same pass counts at once.)
        // (A card that never leaves never goes home either, unless it is there already.)
        const reach = home[suit]! | (exposed[suit]! & ~(suit === neverSuit ? neverBit & inColumn[suit]! : 0));
        const run = ((reach + 1) & ~reach) - 1;
        if (run !== home[suit]) {
          // (A card home has left its place too: that is counted below, with the column it empties.)
          home[suit] = run;
          changed = true;
        }
        // Cards that have an exposed card to go on: the exposed cards one rank up (or down) shifted.
        let parent = 0;
        for (const s of up[suit]!) parent |= exposed[s]! >> 1;
        if (down[suit]) parent |= exposed[suit]! << 1;
        // A barred card has a place only on an exposed parent it is not barred from.
        for (let some = parent & barredCards[suit]!; some !== 0; some &= some - 1) {
          if (!hasOpenParent(p, suit * 13 + 31 - Math.clz32(some & -some))) parent &= ~(some & -some);
        }
        const elsewhere = home[suit]! | (empty ? intoEmpty[suit]! : 0);
        if (sharp) {
          // BACK: the foundation's top cards come back, each onto an exposed card it fits on (or into an empty column).
          const place = parent | (empty ? intoEmpty[suit]! : 0);
          let rank = nextBack[suit]!;
          for (const lowest = locked[suit]!; rank > lowest && (place & (1 << (rank - 1))) !== 0; rank--) exposed[suit]! |= 1 << (rank - 1);
          if (rank !== nextBack[suit]) {
            nextBack[suit] = rank;
            changed = true;
          }
        }
        let fresh = inColumn[suit]! & (faceUp[suit]! | exposed[suit]!) & (elsewhere | parent) & ALL & ~left[suit]!;
        if (suit === neverSuit) fresh &= ~neverBit;
        // With `sharp`: a card that can go only onto a card of its own pile stays until that one has left the pile.
        for (let only = sharp ? fresh & ~elsewhere : 0; only !== 0; only &= only - 1) {
          const card = suit * 13 + 31 - Math.clz32(only & -only);
          if (!hasParentOutside(p, card)) fresh &= ~(only & -only);
        }
        if (fresh === 0) continue;
        left[suit]! |= fresh;
        changed = true;
        for (; fresh !== 0; fresh &= fresh - 1) {
          const card = suit * 13 + 31 - Math.clz32(fresh & -fresh);
          const index = p.indexOf[card]!;
          if (index > 0) {
            const under = p.cards[p.columnOf[card]! * 52 + index - 1]!;
            exposed[(under / 13) | 0]! |= 1 << under % 13;
          } else empty = true;
        }
        again = exposed[suit] !== before;
      }
    }
  }
  emptyAtEnd = empty;
  return (home[0]! & home[1]! & home[2]! & home[3]!) !== ALL;
}

/** Scratch for deadByBlockedParents: a least set's exposed and home cards, and per card the LEFT facts of the least set without its own. */
const exposedBefore = new Int32Array(4);
const homeBefore = new Int32Array(4);
const leftWithout = new Int32Array(52 * 4);
const leftWithoutKnown = new Uint8Array(52);
const has = (masks: Int32Array, card: number, at = 0): boolean => (masks[at + ((card / 13) | 0)]! & (1 << card % 13)) !== 0;

/**
 * The dead-end test with one rule more, the rule of blocked parents, for time: a card that goes
 * onto a card and cannot leave it again covers it for good. Too costly for every position (about
 * a hundred least sets), it is asked once, of the position a search starts from (search.ts).
 *
 * Take a card b in a column, a card y it fits on, and another card a that fits on y and does not
 * lie on it now. Grow the least set of what can happen before b first leaves its place (deadEnd's,
 * with LEFT(b) never firing; its events are a superset of those of any line up to b's leaving).
 * Suppose that in it no other card a fits on is ever exposed, a never goes home, and a is no king
 * with an empty column to go to: then before b leaves, a can only ever be put onto y, and once there
 * it can leave y for nowhere (it still travels with y when y's group moves). Suppose further that
 * the least set without LEFT(a) has no LEFT(b): then in every line a leaves its place before b
 * does. So whenever b leaves, a lies on y, and b does not go onto y: b is barred from y. The bars
 * hold in every line, so they stand in every least set grown after them; the rounds go on while a
 * bar is found, and the position is dead when the least set with all the bars leaves a card never
 * home. Classic YU1-C-AAADZOL (deal 70,003), which the guided plan leaves undecided at 1,000,000
 * positions: Q♦ lies face down on 9♣ on Q♥, and before Q♥ leaves, K♣ is Q♦'s only place (K♠ and
 * the diamonds below it wait under 9♥, which waits for 10♣ under Q♥); so Q♦ lies on K♣ when Q♥
 * leaves, and Q♥, whose other king waits as well, can never leave: 10♣ beneath it never goes home.
 */
export function deadByBlockedParents(p: Position, locked: Int8Array, sharp = true): boolean {
  try {
    if (grow(p, locked, sharp, -1)) return true;
    const { parents, children, emptyTakes } = p.build;
    for (let found = true; found; ) {
      found = false;
      leftWithoutKnown.fill(0);
      for (let c = 0; c < 7; c++) {
        for (let i = 0; i < p.length[c]!; i++) {
          const b = p.cards[c * 52 + i]!;
          grow(p, locked, sharp, b);
          exposedBefore.set(exposed);
          homeBefore.set(home);
          const emptyBefore = emptyAtEnd;
          for (const y of parents[b]!) {
            if (barred[b * 52 + y] === 1) continue;
            for (const a of children[y]!) {
              if (a === b || p.columnOf[a]! < 0 || has(homeBefore, a) || (emptyTakes[a] === 1 && emptyBefore)) continue;
              const index = p.indexOf[a]!;
              if (index > 0 && p.cards[p.columnOf[a]! * 52 + index - 1] === y) continue;
              if (parents[a]!.some((z) => z !== y && has(exposedBefore, z))) continue;
              if (leftWithoutKnown[a] === 0) {
                grow(p, locked, sharp, a);
                leftWithout.set(left, a * 4);
                leftWithoutKnown[a] = 1;
              }
              if (has(leftWithout, b, a * 4)) continue;
              bar(b, y);
              found = true;
              break;
            }
          }
        }
      }
      if (found && grow(p, locked, sharp, -1)) return true;
    }
    return false;
  } finally {
    for (const at of bars) barred[at] = 0;
    bars.length = 0;
    barredCards.fill(0);
  }
}

function bar(card: number, parent: number): void {
  barred[card * 52 + parent] = 1;
  bars.push(card * 52 + parent);
  barredCards[(card / 13) | 0]! |= 1 << card % 13;
}

/** True when some exposed card that `card` fits on is not barred to it. */
function hasOpenParent(p: Position, card: number): boolean {
  for (const parent of p.build.parents[card]!) {
    if ((exposed[(parent / 13) | 0]! & (1 << parent % 13)) !== 0 && barred[card * 52 + parent] === 0) return true;
  }
  return false;
}

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

/**
 * True when some card that `card` fits on is exposed and not in `card`'s own pile: a card lying
 * above it in its column is still in the pile unless some card between them (that card included)
 * has left its place.
 */
function hasParentOutside(p: Position, card: number): boolean {
  const column = p.columnOf[card]!;
  const index = p.indexOf[card]!;
  for (const parent of p.build.parents[card]!) {
    if ((exposed[(parent / 13) | 0]! & (1 << parent % 13)) === 0 || barred[card * 52 + parent] === 1) continue;
    if (p.columnOf[parent] !== column || p.indexOf[parent]! < index) return true;
    for (let i = index + 1, top = p.indexOf[parent]!; i <= top; i++) {
      const between = p.cards[column * 52 + i]!;
      if ((left[(between / 13) | 0]! & (1 << between % 13)) !== 0) return true;
    }
  }
  return false;
}
