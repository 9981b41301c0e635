import type { Game, Move, Table, Verdict } from '../engine';

/**
 * A game's review, as pure data: the positions of its line, the solver's verdict on each as far as
 * it is known, what follows from those verdicts, which position to ask about next, and where the win
 * slipped away. The app asks the solver; nothing here knows of workers, the DOM or the stage.
 */

/** One position of the line: its table, and the move that led to it (none for the first). */
export interface Position {
  readonly table: Table;
  readonly move: Move | null;
}

/** What is known of one position: a verdict, or null while the solver has not been asked. */
export type Mark = Verdict | null;

/**
 * The positions of the game's line, first to last: the deal (or the earliest position a trimmed
 * save still holds), then the table after each move played, ending with the table now. Moves undone
 * since (waiting for redo) are left out: the review is of the line that led to the table on screen.
 */
export function positionsOf(game: Game): Position[] {
  const out: Position[] = [{ table: game.table, move: null }];
  for (let played = game.line; played !== null; played = played.prev) {
    const last = out[out.length - 1] as Position;
    out[out.length - 1] = { table: last.table, move: played.move };
    out.push({ table: played.before, move: null });
  }
  return out.reverse();
}

/**
 * The marks with what follows from them. Every position before a winnable one is winnable (play
 * the moves that were played, then the winning line), and every position after a lost one is lost
 * (a winning line from it would win from the position before too). So the known verdicts of a line
 * never say winnable after lost, and an undecided position between two verdicts may be settled by
 * them. A line where the solver said both (it never does: its verdicts are proofs) is left as it is.
 */
export function inferred(marks: readonly Mark[]): Mark[] {
  const lastWon = marks.lastIndexOf('won');
  const firstLost = marks.indexOf('lost');
  if (lastWon >= 0 && firstLost >= 0 && firstLost < lastWon) return [...marks];
  return marks.map((mark, i) => (i <= lastWon ? 'won' : firstLost >= 0 && i >= firstLost ? 'lost' : mark));
}

/**
 * The next position to ask the solver about, or −1 when every position is decided or asked. The
 * last position first (a won game, or a position proved winnable, settles every earlier one), then
 * the first (a lost deal settles every later one), then, in the latest stretch of positions not yet
 * settled, the middle one: the verdicts change at most once along the line, from winnable to lost,
 * so halving finds the change in a few questions instead of one per move.
 */
export function nextToAsk(marks: readonly Mark[]): number {
  const known = inferred(marks);
  const n = known.length;
  if (n === 0) return -1;
  if (known[n - 1] === null) return n - 1;
  if (known[0] === null) return 0;
  for (let end = n - 1; end >= 0; end--) {
    if (known[end] !== null) continue;
    let start = end;
    while (start > 0 && known[start - 1] === null) start--;
    return Math.floor((start + end + 1) / 2);
  }
  return -1;
}

/** True when every position has a verdict (some may be 'unknown': the solver could not tell). */
export function complete(marks: readonly Mark[]): boolean {
  return inferred(marks).every((mark) => mark !== null);
}

/**
 * Where the win slipped away: the first position proved lost right after one proved winnable, and
 * the move that led there. Null when the line holds no such pair (the game is still winnable, the
 * deal itself is lost, or an undecided position hides the moment).
 */
export function slipOf(marks: readonly Mark[], positions: readonly Position[]): { readonly index: number; readonly move: Move } | null {
  const known = inferred(marks);
  const index = known.indexOf('lost');
  const move = positions[index]?.move;
  if (index <= 0 || known[index - 1] !== 'won' || !move) return null;
  return { index, move };
}
