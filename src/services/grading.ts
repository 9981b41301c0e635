import { formatCode, newGame, type GameCode } from '../engine';
import type { GradeAnswer } from './solver-client';
import type { Oracle } from './oracle';

/** Asks for a deal's grade (SolverClient.grade). */
export type AskGrade = (code: GameCode) => Promise<GradeAnswer>;

/** How many deals' grades are remembered. */
const ROOM = 500;

/**
 * The grades of deals (src/grades), worked out in the solver's worker and remembered: a grade is a
 * pure function of the deal, so an answer never goes stale. A deal asked for while it is being
 * graded waits for that answer. A proved deal teaches the oracle its winning line, so the badge and
 * the hint that follow are instant. A question is never withdrawn: it takes a fraction of a
 * second, and whoever stops waiting for it (a newer search for a deal) just ignores its answer.
 */
export class GradeBook {
  private readonly graded = new Map<string, GradeAnswer>();
  private readonly asking = new Map<string, Promise<GradeAnswer>>();

  constructor(
    private readonly ask: AskGrade,
    private readonly oracle: Pick<Oracle, 'heard'>,
  ) {}

  /** A deal's grade: remembered, being worked out, or asked. */
  of(code: GameCode): Promise<GradeAnswer> {
    const key = formatCode(code);
    const known = this.graded.get(key);
    if (known) return Promise.resolve(known);
    let asked = this.asking.get(key);
    if (!asked) {
      asked = this.ask(code).then((answer) => {
        this.remember(key, answer);
        if (answer.verdict === 'won') this.oracle.heard(newGame(code), { verdict: 'won', line: answer.line, nodes: 0, ms: 0 });
        return answer;
      });
      this.asking.set(key, asked);
      const done = () => this.asking.get(key) === asked && this.asking.delete(key);
      asked.then(done, done);
    }
    return asked;
  }

  /** A deal's grade if it is known already. */
  known(code: GameCode): GradeAnswer | undefined {
    return this.graded.get(formatCode(code));
  }

  private remember(key: string, answer: GradeAnswer): void {
    this.graded.set(key, answer);
    if (this.graded.size > ROOM) this.graded.delete(this.graded.keys().next().value as string);
  }
}
