import { playOn, writeTable, type Puzzle } from '../engine';
import type { Solution } from '../solver';

/** Asks the solver (SolverClient.ask); `signal` withdraws the question. */
export type Ask = (position: Puzzle, budgetMs: number, maxNodes: number | undefined, signal: AbortSignal) => Promise<Solution>;

/** Who asks the solver: each asker has at most one question at a time, and only it withdraws it. */
export const ASKERS = ['hint', 'back', 'badge', 'finish', 'review', 'watch', 'deals', 'stats', 'ended'] as const;
export type Asker = (typeof ASKERS)[number];

/** How long the solver may look: milliseconds, and (for answers the same on every device) positions. */
export interface Budget {
  readonly ms: number;
  readonly nodes?: number;
}

interface Question {
  /** The position's key, for a question shared by position (not a fresh proof). */
  readonly key: string | null;
  readonly answer: Promise<Solution>;
  /** The askers waiting for it; when the last one leaves, the question is withdrawn. */
  readonly askers: Set<Asker>;
  readonly abort: AbortController;
}

/**
 * What the solver has proved, remembered for the app's help (hint, badge, Finish, going back,
 * the review, deals): a position proved before is answered again at once; a question asked while
 * the same one is being worked on waits for that answer; and a winning line answers every
 * position along it (after its first move, the rest of the line still wins), so the next hint on
 * a winning line is instant. Only proofs are remembered: an undecided position may be decided
 * with more time. The oldest proofs are forgotten first.
 *
 * Several askers share the one worker. An asker's newer question (or `drop`) takes back its older
 * one; that question is withdrawn from the solver only once nobody else waits for it. So the badge
 * never cancels a hint, nor the review a daily deal.
 */
export class Oracle {
  private readonly proved = new Map<string, Solution>();
  /** Questions being worked on, by position. */
  private readonly asking = new Map<string, Question>();
  /** The question each asker waits for. */
  private readonly waitsFor = new Map<Asker, Question>();

  constructor(
    private readonly ask: Ask,
    private readonly room = 2000,
  ) {}

  /** The solver's answer about a position within a budget: remembered, shared or asked. */
  about(asker: Asker, position: Puzzle, budget: Budget): Promise<Solution> {
    const key = keyOf(position);
    const known = this.proved.get(key);
    const asked = this.asking.get(key);
    // The same question again: still waited for.
    if (asked && this.waitsFor.get(asker) === asked) return asked.answer;
    this.drop(asker);
    if (known) return Promise.resolve(known);
    return this.wait(asker, this.asking.get(key) ?? this.question(position, budget, key));
  }

  /**
   * Asks the solver afresh, whatever is remembered or being asked: for answers that must be the
   * same on every device (the daily deal), found with a budget of positions and nothing else.
   */
  prove(asker: Asker, position: Puzzle, budget: Required<Budget>): Promise<Solution> {
    this.drop(asker);
    return this.wait(asker, this.question(position, budget, null));
  }

  /** The asker no longer needs its answer (the game it was about went away). */
  drop(asker: Asker): void {
    const question = this.waitsFor.get(asker);
    if (!question) return;
    this.waitsFor.delete(asker);
    question.askers.delete(asker);
    if (question.askers.size > 0) return;
    if (question.key !== null && this.asking.get(question.key) === question) this.asking.delete(question.key);
    question.abort.abort();
  }

  /** What is proved about a position already, without asking. */
  known(position: Puzzle): Solution | undefined {
    return this.proved.get(keyOf(position));
  }

  private question(position: Puzzle, budget: Budget, key: string | null): Question {
    const abort = new AbortController();
    const answer = this.ask(position, budget.ms, budget.nodes, abort.signal).then((found) => {
      this.learn(position, found);
      return found;
    });
    const question: Question = { key, answer, askers: new Set(), abort };
    if (key !== null) {
      this.asking.set(key, question);
      const done = () => this.asking.get(key) === question && this.asking.delete(key);
      answer.then(done, done);
    }
    return question;
  }

  private wait(asker: Asker, question: Question): Promise<Solution> {
    question.askers.add(asker);
    this.waitsFor.set(asker, question);
    const done = () => {
      if (this.waitsFor.get(asker) === question) this.waitsFor.delete(asker);
    };
    question.answer.then(done, done);
    return question.answer;
  }

  /** An answer found elsewhere (a deal's grade comes with its proof): remembered like the oracle's own. */
  heard(position: Puzzle, answer: Solution): void {
    this.learn(position, answer);
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
