import { apply, writeTable, type Game, type Move } from '../engine';
import type { Answer } from './solver';

/** A position the solver is asked about: a rule and a table. */
export type Position = Pick<Game, 'rule' | 'table'>;

/** Asks the solver (SolverClient.ask). */
export type Ask = (position: Position, budgetMs: number, maxNodes?: number) => Promise<Answer>;

/**
 * What the solver has proved, remembered for the app's help (hint, badge, Finish, going back): a
 * position proved before is answered again at once; a question asked while the same one is being
 * worked on waits for that answer instead of cancelling it; and a winning line answers every
 * position along it (after its first move, the rest of the line still wins), so the next hint on
 * a winning line is instant. Only proofs are remembered: an undecided position may be decided
 * with more time. The oldest proofs are forgotten first.
 */
export class Oracle {
  private readonly proved = new Map<string, Answer>();
  private asking: { key: string; answer: Promise<Answer> } | null = null;

  constructor(
    private readonly ask: Ask,
    private readonly room = 2000,
  ) {}

  /**
   * The solver's answer about a position within `budgetMs` (and `maxNodes` positions, when
   * given): remembered, shared or asked.
   */
  about(position: Position, budgetMs: number, maxNodes?: number): Promise<Answer> {
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
  prove(position: Position, budgetMs: number, maxNodes: number): Promise<Answer> {
    return this.ask(position, budgetMs, maxNodes).then((found) => {
      this.learn(position, found);
      return found;
    });
  }

  /** What is proved about a position already, without asking. */
  known(position: Position): Answer | undefined {
    return this.proved.get(keyOf(position));
  }

  private learn(position: Position, answer: Answer): void {
    if (answer.verdict === 'lost') this.remember(keyOf(position), answer);
    if (answer.verdict !== 'won') return;
    let game: Game = { rule: position.rule, deal: 0, table: position.table, moves: 0, line: null, undoable: 0, redo: null };
    answer.line.forEach((move: Move, i) => {
      this.remember(keyOf(game), { ...answer, line: answer.line.slice(i) });
      const next = apply(game, { type: 'move', ...move });
      if (next.ok) game = next.game;
    });
    this.remember(keyOf(game), { ...answer, line: [] });
  }

  private remember(key: string, answer: Answer): void {
    this.proved.delete(key);
    this.proved.set(key, answer);
    if (this.proved.size > this.room) this.proved.delete(this.proved.keys().next().value as string);
  }
}

const keyOf = (position: Position): string => `${position.rule} ${writeTable(position.table)}`;
