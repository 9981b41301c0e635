import { TO_FOUNDATION, moveCard, moveTo } from './packed';
import type { Position } from './position';
import type { SeenPositions } from './seen';
import type { Cuts } from './cuts';

/**
 * The rule of a hunch attempt (attempt.ts): try only lines in which every sideways move (a group
 * taken off a face-up card, which turns nothing and empties nothing) is followed at once by a move
 * that uses the card it exposed: a move onto it, the card to its foundation, or its own group onto
 * the group moved. Most moves of a lost plateau are sideways moves made for nothing, so this small
 * part of the game often holds a win the whole game hides deep (Classic deal 15: won in 123
 * positions, undecided by the complete search at 10 million). It is not the whole game: one move
 * may need two sideways moves made before it (a group taken off A; the group holding A taken off
 * B; B's group onto A), and Classic deals 156 and 179 are won though a hunch attempt finds no win.
 * So a hunch attempt that runs out of positions proves nothing and ends `capped`; only its wins
 * count, and they replay.
 *
 * A sideways move waiting for its use is `pending`, packed as the card it left exposed and the card
 * it moved (exposed | moved << 6). One object, so that a test can switch the rule off.
 */
export const hunchRule = {
  /** A sideways move (from a column onto one, off a face-up card), packed as `pending`; -1 for any other move. */
  sidewaysMove(p: Position, move: number): number {
    const card = moveCard(move);
    const from = p.columnOf[card]!;
    const index = p.indexOf[card]!;
    return from >= 0 && moveTo(move) !== TO_FOUNDATION && index > p.down[from]! ? p.cards[from * 52 + index - 1]! | (card << 6) : -1;
  },

  /**
   * True when a move uses the card a sideways move left exposed: it goes onto that card, or is
   * that card going to its foundation, or takes the card's group onto the group moved. The group
   * moved never moves again at once: one move would have taken it there (or back).
   */
  uses(p: Position, move: number, pending: number): boolean {
    const exposed = pending & 63;
    const to = moveTo(move);
    if (moveCard(move) === pending >> 6) return false;
    if (to === TO_FOUNDATION) return moveCard(move) === exposed;
    return to === p.columnOf[exposed] || (p.columnOf[moveCard(move)] === p.columnOf[exposed] && to === p.columnOf[pending >> 6]);
  },

  /**
   * Adds the position with a sideways move pending (SeenPositions.add's answer), unless the same
   * position without one is seen: its moves include these. The move's two cards are marked in the
   * key only while it is added.
   */
  add(seen: SeenPositions, p: Position, pending: number): number {
    if (seen.holds(p.keyWords, p.hash)) return 0;
    p.toggleMark(pending & 63);
    p.toggleMark(pending >> 6);
    const added = seen.add(p.keyWords, p.hash);
    p.toggleMark(pending & 63);
    p.toggleMark(pending >> 6);
    return added;
  },
};

/**
 * The rule of a strict attempt (attempt.ts): a card that lies on a card it fits on never leaves it
 * for another (it may still go to its foundation, or travel in a group moved from below it), and it
 * is eager: every card that may go to its foundation goes at once, and none is taken back. A Classic
 * deal's lost plateaus are mostly moves of the first kind: without them, Classic deal
 * YU1-C-AAAAAGG, proved lost by the whole game's depth-first search in 5,477,632 positions, runs out
 * in 50,608 (measured with a throwaway copy of the solver), and a strict attempt in 31,143. So this part of the game is far
 * smaller, and now and then it holds a win the other searches find late or not at all: of the 339
 * Classic deals among 1–10,000 left undecided at 1,000,000 positions (the README's table), a strict
 * attempt wins 24 within 200,000 positions, 18 of them within 50,000 (20 and 15 without the eager
 * foundations); of Alaska's 77, Moosehide's 15 and Relaxed's 5 undecided deals among 1–20,000,
 * none. It is not the whole game: a win may need a card moved from one card it fits on to another
 * (to free the first for a card that must go there), or a card kept from its foundation, so a
 * strict attempt that runs out proves nothing, and nor does a dead end by its eager rule.
 */
export const strictRule = {
  /** True when a move along the columns (card `card` at `index` of column `from`) takes the card off a face-up card it fits on. */
  skips(p: Position, card: number, from: number, index: number): boolean {
    return index > p.down[from]! && p.fits(card, p.cards[from * 52 + index - 1]!);
  },

  /**
   * A strict attempt's cut-offs: those given, but every card that may go to its foundation goes at
   * once and none is taken back (every foundation card counted locked). Not a proved rule: another
   * narrowing of the part, which only ever searches real moves, so its wins stand.
   */
  eager(cuts: Cuts): Cuts {
    return {
      ...cuts,
      lockedRanks: (p, out) => {
        out.set(p.foundation);
        return out;
      },
      safeToFoundation: () => true,
    };
  },
};
