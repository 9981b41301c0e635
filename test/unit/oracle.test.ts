import { describe, expect, it } from 'vitest';
import { apply, newGame, type Game } from '../../src/engine';
import { Oracle } from '../../src/services/oracle';
import type { Puzzle } from '../../src/engine';
import type { Solution } from '../../src/solver';
import { solve } from '../../src/solver';

/** A solver that answers at once (the real solver, on the main thread) and counts its questions. */
function counting() {
  const asked: Puzzle[] = [];
  const ask = async (position: Puzzle): Promise<Solution> => {
    asked.push(position);
    const found = solve(position, { maxNodes: 200_000 });
    return found.verdict === 'won' ? found : found.verdict === 'lost' ? { ...found, verdict: 'lost' } : { ...found, verdict: 'unknown', guess: null };
  };
  return { asked, ask };
}

/** A solver whose questions wait until the test settles them; a withdrawn one rejects, as the worker's does. */
function held() {
  const questions: { position: Puzzle; signal: AbortSignal; settle(answer: Solution): void }[] = [];
  const ask = (position: Puzzle, _ms: number, _nodes: number | undefined, signal: AbortSignal) =>
    new Promise<Solution>((resolve, reject) => {
      questions.push({ position, signal, settle: resolve });
      signal.addEventListener('abort', () => reject(new DOMException('withdrawn', 'AbortError')));
    });
  return { questions, ask };
}

const deal3 = newGame({ rule: 'classic', deal: 3 });

describe('the oracle: what the solver has proved, remembered', () => {
  it('answers a position proved before without asking again', async () => {
    const { asked, ask } = counting();
    const oracle = new Oracle(ask);
    const first = await oracle.about('hint', deal3, { ms: 1000 });
    expect(first.verdict).toBe('won');
    expect(await oracle.about('badge', { rule: 'classic', table: deal3.table }, { ms: 1000 })).toEqual(first);
    expect(asked).toHaveLength(1);
    // The same table under the other rule is another question.
    await oracle.about('hint', { rule: 'relaxed', table: deal3.table }, { ms: 1000 });
    expect(asked).toHaveLength(2);
  });
  it('knows every position along a winning line, with the rest of the line', async () => {
    const { asked, ask } = counting();
    const oracle = new Oracle(ask);
    const answer = await oracle.about('hint', deal3, { ms: 1000 });
    if (answer.verdict !== 'won') throw new Error('deal 3 is won');
    let game: Game = deal3;
    for (const [i, move] of answer.line.entries()) {
      expect(oracle.known(game)).toEqual({ ...answer, line: answer.line.slice(i) });
      game = apply(game, { type: 'move', ...move }).game;
    }
    expect(oracle.known(game)).toMatchObject({ verdict: 'won', line: [] });
    expect(asked).toHaveLength(1);
  });
  it('shares a question being worked on, and remembers no undecided answer', async () => {
    const solver = held();
    const oracle = new Oracle(solver.ask);
    const a = oracle.about('hint', deal3, { ms: 1000 });
    const b = oracle.about('badge', deal3, { ms: 1000 });
    expect(solver.questions).toHaveLength(1);
    const undecided: Solution = { verdict: 'unknown', guess: null, nodes: 5, ms: 1 };
    solver.questions[0]!.settle(undecided);
    expect(await a).toBe(undecided);
    expect(await b).toBe(undecided);
    expect(oracle.known(deal3)).toBeUndefined();
    void oracle.about('hint', deal3, { ms: 1000 });
    expect(solver.questions).toHaveLength(2);
  });
  it('serves several askers: an asker’s newer question withdraws only its own older one, once nobody else waits for it', async () => {
    const solver = held();
    const oracle = new Oracle(solver.ask);
    const deal4 = newGame({ rule: 'classic', deal: 4 });
    const deal5 = newGame({ rule: 'classic', deal: 5 });
    const hint = oracle.about('hint', deal3, { ms: 1000 });
    const badge = oracle.about('badge', deal4, { ms: 1000 });
    // The badge asks about another position: the hint's question stands, the badge's older one goes.
    const badgeAgain = oracle.about('badge', deal5, { ms: 1000 });
    expect(solver.questions.map((q) => q.signal.aborted)).toEqual([false, true, false]);
    await expect(badge).rejects.toThrow();
    // Asking the same again keeps the question (nothing withdrawn, nothing asked twice).
    expect(oracle.about('badge', deal5, { ms: 1000 })).toBe(badgeAgain);
    expect(solver.questions).toHaveLength(3);
    // A question two askers wait for is withdrawn only when both have left it.
    const shared = oracle.about('finish', deal3, { ms: 1000 });
    oracle.drop('hint');
    expect(solver.questions[0]!.signal.aborted).toBe(false);
    oracle.drop('finish');
    expect(solver.questions[0]!.signal.aborted).toBe(true);
    await expect(hint).rejects.toThrow();
    await expect(shared).rejects.toThrow();
    // Once withdrawn, the same position is asked afresh.
    void oracle.about('hint', deal3, { ms: 1000 });
    expect(solver.questions).toHaveLength(4);
    // A proof asked afresh is not shared with a question about the same position.
    void oracle.prove('deals', deal3, { ms: 1000, nodes: 100 });
    expect(solver.questions).toHaveLength(5);
    expect(solver.questions[3]!.signal.aborted).toBe(false);
  });
  it('forgets the oldest proofs beyond its room', async () => {
    const { ask } = counting();
    const oracle = new Oracle(ask, 3);
    const answer = await oracle.about('hint', deal3, { ms: 1000 });
    if (answer.verdict !== 'won') throw new Error('deal 3 is won');
    expect(oracle.known(deal3)).toBeUndefined();
    const end = answer.line.reduce((g, m) => apply(g, { type: 'move', ...m }).game, deal3 as Game);
    expect(oracle.known(end)).toBeDefined();
  });
});
