/** The solver and the grades on this thread, answering what the app's worker would: for scripts and unit tests. */
import { GradeBook } from '../src/services/grading';
import { Oracle } from '../src/services/oracle';
import type { GradeAnswer } from '../src/services/solver-client';
import type { GameCode, Puzzle } from '../src/engine';
import { gradeDeal } from '../src/grades';
import { solve, type Solution } from '../src/solver';

/** The oracle over the real solver; `asked` hears each question's budget of positions. */
export const mainThreadOracle = (asked: number[] = []) =>
  new Oracle(async (position: Puzzle, _ms: number, maxNodes: number | undefined): Promise<Solution> => {
    asked.push(maxNodes ?? 0);
    const found = solve(position, { maxNodes: maxNodes ?? 100_000 });
    return found.verdict === 'won' ? found : found.verdict === 'lost' ? { ...found, verdict: 'lost' } : { ...found, verdict: 'unknown', guess: null };
  });

/** A grade book over the real grading; `asked` hears each deal graded. */
export const mainThreadGrades = (oracle: Pick<Oracle, 'heard'>, asked: GameCode[] = []) =>
  new GradeBook(async (code): Promise<GradeAnswer> => {
    asked.push(code);
    const g = gradeDeal(code);
    return g.verdict === 'won' ? { verdict: 'won', grade: g.grade, line: g.line } : { verdict: g.verdict, grade: null };
  }, oracle);
