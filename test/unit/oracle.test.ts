import { describe, expect, it } from 'vitest';
import { apply, newGame, type Game } from '../../src/engine';
import { Oracle } from '../../src/app/oracle';
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

const deal3 = newGame({ rule: 'classic', deal: 3 });

describe('the oracle: what the solver has proved, remembered', () => {
  it('answers a position proved before without asking again', async () => {
    const { asked, ask } = counting();
    const oracle = new Oracle(ask);
    const first = await oracle.about(deal3, 1000);
    expect(first.verdict).toBe('won');
    expect(await oracle.about({ rule: 'classic', table: deal3.table }, 1000)).toEqual(first);
    expect(asked).toHaveLength(1);
    // The same table under the other rule is another question.
    await oracle.about({ rule: 'relaxed', table: deal3.table }, 1000);
    expect(asked).toHaveLength(2);
  });
  it('knows every position along a winning line, with the rest of the line', async () => {
    const { asked, ask } = counting();
    const oracle = new Oracle(ask);
    const answer = await oracle.about(deal3, 1000);
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
    let calls = 0;
    let settle: (a: Solution) => void = () => {};
    const oracle = new Oracle(() => {
      calls++;
      return new Promise<Solution>((resolve) => (settle = resolve));
    });
    const a = oracle.about(deal3, 1000);
    const b = oracle.about(deal3, 1000);
    expect(calls).toBe(1);
    settle({ verdict: 'unknown', guess: null, nodes: 5, ms: 1 });
    expect(await a).toEqual(await b);
    expect(oracle.known(deal3)).toBeUndefined();
    void oracle.about(deal3, 1000);
    expect(calls).toBe(2);
  });
  it('forgets the oldest proofs beyond its room', async () => {
    const { ask } = counting();
    const oracle = new Oracle(ask, 3);
    const answer = await oracle.about(deal3, 1000);
    if (answer.verdict !== 'won') throw new Error('deal 3 is won');
    expect(oracle.known(deal3)).toBeUndefined();
    const end = answer.line.reduce((g, m) => apply(g, { type: 'move', ...m }).game, deal3 as Game);
    expect(oracle.known(end)).toBeDefined();
  });
});
