import type { Rule } from '../../src/engine';
import { deadEnd } from '../../src/solver/dead-end';
import type { Position } from '../../src/solver/position';
import { SOUND_CUTS, type Cuts } from '../../src/solver/cuts';
import { deadEndByCards } from './dead-end-reference';

/**
 * Deliberately unsound cut-offs, one for each claim of src/solver/safety.ts and dead-end.ts. Each
 * must be caught by the exhaustive judge (a verdict that differs from the truth) in every game where
 * it is unsound. Where a variant is sound in a game by a lemma (`soundIn`), its verdicts must agree
 * with the judge instead: the lemma, checked.
 */
export interface Unsound {
  readonly name: string;
  readonly cuts: Cuts;
  /** The games where this variant is in fact sound, and the lemma that says so. */
  readonly soundIn: Readonly<Partial<Record<Rule, string>>>;
}

/** Every card on a foundation counted as locked, as if all of them were. */
const allLocked = (p: Position, out: Int8Array): Int8Array => {
  out.set(p.foundation);
  return out;
};

/**
 * A dead-end test that looks only at the table as it is: a card that can neither go home nor go
 * onto a card exposed right now is stuck, though a later move might free either.
 */
function shallowDeadEnd(p: Position, locked: Int8Array): boolean {
  if (deadEnd(p, locked)) return true;
  for (let c = 0; c < 7; c++) {
    const n = p.length[c]!;
    const down = p.down[c]!;
    if (down === 0 || n === 0) continue;
    // The card resting on the column's face-down cards must leave for them to turn up.
    const card = p.cards[c * 52 + down]!;
    const home = p.foundation[Math.floor(card / 13)] === (card % 13) && down + 1 === n;
    const onto = p.build.parents[card]!.some((parent) => p.columnOf[parent]! >= 0 && p.columnOf[parent] !== c && p.indexOf[parent] === p.length[p.columnOf[parent]!]! - 1);
    const empty = p.build.emptyTakes[card] === 1 && [...p.length].some((length) => length === 0);
    if (!home && !onto && !empty) return true;
  }
  return false;
}

/** No shortcut past a dead-end test: staysAlive is proved for the sound test only. */
const never = (): boolean => false;

export const UNSOUND: readonly Unsound[] = [
  {
    name: 'Lemma 1 too strong: every foundation card counts as locked, so none is ever taken back',
    cuts: { ...SOUND_CUTS, lockedRanks: allLocked },
    soundIn: { russian: 'Lemma A1', alaska: 'Lemma A1' },
  },
  {
    name: 'Lemma 2 too strong: every card that can go to its foundation is played there at once',
    cuts: { ...SOUND_CUTS, safeToFoundation: () => true },
    soundIn: { russian: 'Lemma 2 (every foundation card is locked)' },
  },
  {
    name: 'dead ends too strong: no foundation card ever comes back to be built on',
    cuts: { ...SOUND_CUTS, deadEnd: (p) => deadEnd(p, Int8Array.from(p.foundation)), staysAlive: never },
    soundIn: { russian: 'Lemma A1', alaska: 'Lemma A1' },
  },
  {
    name: 'dead ends too strong: a card never goes onto one that lay above it in its pile, even once that one has left',
    cuts: { ...SOUND_CUTS, deadEnd: (p, locked) => deadEndByCards(p, locked, true, false), staysAlive: never },
    soundIn: {},
  },
  {
    name: 'dead ends too strong: only the top card of a foundation ever comes back, never one under it',
    cuts: { ...SOUND_CUTS, deadEnd: (p, locked) => deadEndByCards(p, locked, true, true, false), staysAlive: never },
    soundIn: { russian: 'Lemma A1', alaska: 'Lemma A1' },
  },
  {
    name: 'dead ends too strong: a card that cannot move now never will',
    cuts: { ...SOUND_CUTS, deadEnd: shallowDeadEnd, staysAlive: never },
    soundIn: {},
  },
];
