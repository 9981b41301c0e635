import { playOn, writeTable, type Puzzle } from '../engine';
import type { Solution } from '../solver';

/** Asks the solver (SolverClient.ask). */
export type Ask = (position: Puzzle, budgetMs: number, maxNodes?: number) => Promise<Solution>;

/**
 * What the solver has proved, remembered for the app's help (hint, badge, Finish, going back): a
 * position proved before is answered again at once; a question asked while the same one is being
 * worked on waits for that answer instead of cancelling it; and a winning line answers every
 * position along it (after its first move, the rest of the line still wins), so the next hint on
 * a winning line is instant. Only proofs are remembered: an undecided position may be decided
 * with more time. The oldest proofs are forgotten first.
 */
export class Oracle {
  private readonly proved = new Map<string, Solution>();
  private asking: { key: string; answer: Promise<Solution> } | null = null;

  constructor(
    private readonly ask: Ask,
    private readonly room = 2000,
  ) {}

  /**
   * The solver's answer about a position within `budgetMs` (and `maxNodes` positions, when
   * given): remembered, shared or asked.
   */
  about(position: Puzzle, budgetMs: number, maxNodes?: number): Promise<Solution> {
    const key = keyOf(position);
    const known = this.proved.get(key);
    if (known) return Promise.resolve(known);
    if (this.asking?.key === key) return this.asking.answer;
    const answer = this.ask(position, budgetMs, maxNodes).then((found) => {
      this.learn(position, found);
      return found;
    });
    const asking = (this.asking = { key, answer });
    const done = () => {
      if (this.asking === asking) this.asking = null;
    };
    answer.then(done, done);
    return answer;
  }

  /**
   * Asks the solver afresh, whatever is remembered: for answers that must be the same on every
   * device (the daily deal), found with a budget of positions and nothing else.
   */
  prove(position: Puzzle, budgetMs: number, maxNodes: number): Promise<Solution> {
    return this.ask(position, budgetMs, maxNodes).then((found) => {
      this.learn(position, found);
      return found;
    });
  }

  /** What is proved about a position already, without asking. */
  known(position: Puzzle): Solution | undefined {
    return this.proved.get(keyOf(position));
  }

  private learn(position: Puzzle, answer: Solution): void {
    if (answer.verdict === 'lost') this.remember(keyOf(position), answer);
    if (answer.verdict !== 'won') return;
    let along: Puzzle = position;
    answer.line.forEach((move, i) => {
      this.remember(keyOf(along), { ...answer, line: answer.line.slice(i) });
      const next = playOn(along, move);
      if (next.ok) along = next.puzzle;
    });
    this.remember(keyOf(along), { ...answer, line: [] });
  }

  private remember(key: string, answer: Solution): void {
    this.proved.delete(key);
    this.proved.set(key, answer);
    if (this.proved.size > this.room) this.proved.delete(this.proved.keys().next().value as string);
  }
}

const keyOf = (position: Puzzle): string => `${position.rule} ${writeTable(position.table)}`;
