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
 * For the rule of blocked parents (blocked-parents.ts): barred[b * 52 + y] is 1 when card b is
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
export function grow(p: Position, locked: Int8Array, sharp: boolean, never: number): boolean {
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

/** What the least set last grown (`grow`) holds, for the rule of blocked parents (blocked-parents.ts). */
export const grown = { exposed, left, home, empty: (): boolean => emptyAtEnd };

/** Bars card `card` from going onto `parent` in every least set grown until `clearBars`. */
export function bar(card: number, parent: number): void {
  barred[card * 52 + parent] = 1;
  bars.push(card * 52 + parent);
  barredCards[(card / 13) | 0]! |= 1 << card % 13;
}

export const isBarred = (card: number, parent: number): boolean => barred[card * 52 + parent] === 1;

/** Lifts every bar: they belong to the position they were found in. */
export function clearBars(): void {
  for (const at of bars) barred[at] = 0;
  bars.length = 0;
  barredCards.fill(0);
}

/** True when some exposed card that `card` fits on is not barred to it. */
function hasOpenParent(p: Position, card: number): boolean {
  for (const parent of p.build.parents[card]!) {
    if ((exposed[(parent / 13) | 0]! & (1 << parent % 13)) !== 0 && barred[card * 52 + parent] === 0) return true;
  }
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
