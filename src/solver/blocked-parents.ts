import { bar, clearBars, grow, grown, isBarred } from './dead-end';
import type { Position } from './position';

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
    for (let found = true; found; ) {
      found = false;
      leftWithoutKnown.fill(0);
      for (let c = 0; c < 7; c++) {
        for (let i = 0; i < p.length[c]!; i++) if (barParents(p, locked, sharp, p.cards[c * 52 + i]!)) found = true;
      }
      if (found && grow(p, locked, sharp, -1)) return true;
    }
    return false;
  } finally {
    clearBars();
  }
}

/** Bars card b from each card y it fits on that some card a must be lying on when b leaves; true when it barred one. */
function barParents(p: Position, locked: Int8Array, sharp: boolean, b: number): boolean {
  const { parents, children, emptyTakes } = p.build;
  grow(p, locked, sharp, b);
  exposedBefore.set(grown.exposed);
  homeBefore.set(grown.home);
  const emptyBefore = grown.empty();
  let barredOne = false;
  for (const y of parents[b]!) {
    if (isBarred(b, y)) continue;
    for (const a of children[y]!) {
      if (a === b || p.columnOf[a]! < 0 || has(homeBefore, a) || (emptyTakes[a] === 1 && emptyBefore)) continue;
      const index = p.indexOf[a]!;
      if (index > 0 && p.cards[p.columnOf[a]! * 52 + index - 1] === y) continue;
      if (parents[a]!.some((z) => z !== y && has(exposedBefore, z))) continue;
      if (leftWithoutKnown[a] === 0) {
        grow(p, locked, sharp, a);
        leftWithout.set(grown.left, a * 4);
        leftWithoutKnown[a] = 1;
      }
      if (has(leftWithout, b, a * 4)) continue;
      bar(b, y);
      barredOne = true;
      break;
    }
  }
  return barredOne;
}
