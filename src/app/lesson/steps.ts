import { ALL_CARDS, type CardId, type Column, type Move, type Table } from '../../engine';

/**
 * The first game that teaches: prepared positions of Classic, each with what to do. Written as
 * the face-up cards of each column (as a player reads them, bottom first); the rest of the deck
 * lies face down under them, as in a deal, and the foundations are empty (so no card taken back
 * from them, nor sent there, is a way off the lesson's point).
 */
export interface LessonStep {
  /** Its sentences' keys: `lesson.<name>` says what to do, `lesson.<name>Done` what was learnt. */
  readonly name: 'group' | 'king' | 'refused';
  readonly columns: readonly string[];
  /** The move that ends the step: this card moved onto a column (any column that takes it). */
  readonly goal: CardId;
  /** The column the lesson shows the goal going to (its card and that place glow). */
  readonly to: number;
  /** A move to try first, which the rules refuse (the step says why, then asks for the goal). */
  readonly refused?: Move;
  /** Cards the sentences name, in order: {a}, {b}, … */
  readonly named: readonly CardId[];
}

export const LESSON: readonly LessonStep[] = [
  // The source's example (seeds/003): 9♠ with 3♥, Q♠ and 5♥ on it goes onto a red 10.
  { name: 'group', columns: ['10H', '9S 3H QS 5H', '7C', 'KD', 'JS', '6C', '2S'], goal: '9S', to: 0, named: ['9S', '10H', '3H', 'QS', '5H'] },
  // A king with the cards on it into the empty column.
  { name: 'king', columns: ['8H', '4S KD QC 7H', '', 'JD', '2C', '10S', '6H'], goal: 'KD', to: 2, named: ['KD', 'QC', '7H'] },
  // The build in Classic: one rank lower and the other colour. 3♥ on 4♦ is refused; on 4♠ it goes.
  { name: 'refused', columns: ['4D', 'JC 3H', '4S', 'KH', '9D', 'QC', '7S'], goal: '3H', to: 2, refused: { card: '3H', to: 0 }, named: ['3H', '4D', '4S'] },
];

/** The face-down cards each column gets before the next; what is left goes under the first columns. */
const MOST_DOWN = 6;

/** A step's table: its columns, the rest of the deck face down under them. */
export function lessonTable(step: LessonStep): Table {
  const up = step.columns.map((c) => (c === '' ? [] : (c.split(' ') as CardId[])));
  const seen = new Set(up.flat());
  const hidden = ALL_CARDS.filter((c) => !seen.has(c));
  const columns: Column[] = up.map((cards) => {
    if (cards.length === 0) return { cards, down: 0 };
    const down = hidden.splice(0, MOST_DOWN);
    return { cards: [...down, ...cards], down: down.length };
  });
  // Whatever is left goes under the first columns, face down too.
  for (let i = 0; hidden.length > 0; i++) {
    const c = columns[i % columns.length] as Column;
    if (c.cards.length === 0) continue;
    columns[i % columns.length] = { cards: [hidden.shift() as CardId, ...c.cards], down: c.down + 1 };
  }
  return { columns, foundations: [0, 0, 0, 0], score: 0 };
}
