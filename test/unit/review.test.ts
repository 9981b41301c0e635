import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { apply, legalMoves, newGame, type Game } from '../../src/engine';
import { complete, inferred, nextToAsk, positionsOf, slipOf, type Mark } from '../../src/review';
import { solve } from '../../src/solver';

/** A game of random legal moves (and some undos and redos) from a deal. */
const played = fc.record({ deal: fc.integer({ min: 1, max: 5000 }), picks: fc.array(fc.nat(), { maxLength: 60 }) }).map(({ deal, picks }) => {
  let game: Game = newGame({ rule: 'classic', deal });
  for (const pick of picks) {
    const moves = legalMoves(game);
    const action = pick % 7 === 0 ? { type: 'undo' as const } : pick % 11 === 0 ? { type: 'redo' as const } : moves.length > 0 ? { type: 'move' as const, ...moves[pick % moves.length]! } : { type: 'undo' as const };
    game = apply(game, action).game;
  }
  return game;
});

/** A line's truth: winnable up to `change`, lost from there; and which positions the solver cannot tell. */
const truthOf = fc.integer({ min: 1, max: 120 }).chain((n) => fc.record({ n: fc.constant(n), change: fc.integer({ min: 0, max: n }), unsure: fc.array(fc.boolean(), { minLength: n, maxLength: n }) }));
const verdictAt = (t: { change: number; unsure: boolean[] }, i: number): Mark => (t.unsure[i] ? 'unknown' : i < t.change ? 'won' : 'lost');

/** Asks as the app does, one position at a time in the order `nextToAsk` gives, until it is done. */
function review(t: { n: number; change: number; unsure: boolean[] }): { marks: Mark[]; asked: number } {
  const marks: Mark[] = Array.from({ length: t.n }, () => null);
  let asked = 0;
  for (let i = nextToAsk(marks); i >= 0; i = nextToAsk(marks)) {
    expect(marks[i]).toBeNull();
    marks[i] = verdictAt(t, i);
    asked++;
  }
  return { marks, asked };
}

describe('positions of a game', () => {
  it('run from the first position kept to the table now, each the table after its move', () => {
    fc.assert(
      fc.property(played, (game) => {
        const positions = positionsOf(game);
        expect(positions[0]!.move).toBeNull();
        expect(positions.at(-1)!.table).toBe(game.table);
        let count = 0;
        for (let p = game.line; p; p = p.prev) count++;
        expect(positions).toHaveLength(count + 1);
        if (count === 0) return;
        // Replayed from the deal, each move gives the next position's table.
        let replay: Game = newGame({ rule: game.rule, deal: game.deal });
        expect(replay.table).toEqual(positions[0]!.table);
        for (const position of positions.slice(1)) {
          replay = apply(replay, { type: 'move', ...position.move! }).game;
          expect(replay.table).toEqual(position.table);
        }
      }),
      { numRuns: 60 },
    );
  });
});

describe('verdicts along a line', () => {
  it('what follows from them never contradicts the truth, and never says winnable after lost', () => {
    fc.assert(
      fc.property(truthOf, fc.array(fc.boolean(), { minLength: 120, maxLength: 120 }), (t, asked) => {
        const marks = Array.from({ length: t.n }, (_, i) => (asked[i] ? verdictAt(t, i) : null));
        const known = inferred(marks);
        known.forEach((mark, i) => {
          if (mark === 'won') expect(i).toBeLessThan(t.change);
          if (mark === 'lost') expect(i).toBeGreaterThanOrEqual(t.change);
          if (marks[i] !== null && marks[i] !== 'unknown') expect(mark).toBe(marks[i]);
        });
        const firstLost = known.indexOf('lost');
        if (firstLost >= 0) expect(known.slice(firstLost)).not.toContain('won');
      }),
    );
  });

  it('a review asks each position at most once, ends complete, and finds the change of a sure line in a few questions', () => {
    fc.assert(
      fc.property(truthOf, (t) => {
        const { marks, asked } = review(t);
        expect(complete(marks)).toBe(true);
        expect(asked).toBeLessThanOrEqual(t.n);
        const known = inferred(marks);
        known.forEach((mark, i) => {
          if (mark !== 'unknown') expect(mark).toBe(i < t.change ? 'won' : 'lost');
        });
        if (t.unsure.every((u) => !u)) {
          expect(known).toEqual(Array.from({ length: t.n }, (_, i) => (i < t.change ? 'won' : 'lost')));
          expect(asked).toBeLessThanOrEqual(2 + Math.ceil(Math.log2(t.n + 1)));
        }
      }),
    );
  });

  it('asks the last position first, then the first, then the middle of the latest stretch', () => {
    expect(nextToAsk([null, null, null, null, null])).toBe(4);
    expect(nextToAsk([null, null, null, null, 'lost'])).toBe(0);
    expect(nextToAsk(['won', null, null, null, 'lost'])).toBe(2);
    expect(nextToAsk(['won', null, 'unknown', null, 'lost'])).toBe(3);
    expect(nextToAsk([null, null, null, null, 'won'])).toBe(-1);
    expect(nextToAsk(['lost', null, null, null, null])).toBe(-1);
    expect(nextToAsk([])).toBe(-1);
  });

  it('where the win slipped away: the first lost position right after a winnable one', () => {
    const positions = positionsOf(newGame({ rule: 'classic', deal: 1 }));
    const line = [...positions, ...positions, ...positions].map((p, i) => ({ ...p, move: i === 0 ? null : { card: 'AS' as const, to: i % 7 } }));
    expect(slipOf(['won', 'won', 'lost'], line)).toEqual({ index: 2, move: line[2]!.move });
    expect(slipOf(['won', null, 'lost'], line)).toBeNull();
    expect(slipOf(['won', 'unknown', 'lost'], line)).toBeNull();
    expect(slipOf(['lost', 'lost', 'lost'], line)).toBeNull();
    expect(slipOf(['won', 'won', 'won'], line)).toBeNull();
  });
});

describe('a real game reviewed with the solver', () => {
  it('a winnable deal played into a loss: the review finds the move that lost it, in a few questions', () => {
    // Classic deal 3 is winnable; after A♥ and A♣ go home and 4♥ moves to column 3, K♠ into the
    // empty column 1 loses it (found by a search of short games; the solver proves both).
    let game: Game = newGame({ rule: 'classic', deal: 3 });
    const moves = [{ card: 'AH', to: 'foundation' }, { card: 'AC', to: 'foundation' }, { card: '4H', to: 2 }, { card: 'KS', to: 0 }] as const;
    for (const move of moves) game = apply(game, { type: 'move', ...move }).game;
    const positions = positionsOf(game);
    const marks: Mark[] = positions.map(() => null);
    let asked = 0;
    for (let i = nextToAsk(marks); i >= 0; i = nextToAsk(marks), asked++) marks[i] = solve({ rule: 'classic', table: positions[i]!.table }, { maxNodes: 200_000 }).verdict;
    expect(inferred(marks)).toEqual(['won', 'won', 'won', 'won', 'lost']);
    expect(asked).toBeLessThan(positions.length);
    expect(slipOf(marks, positions)).toEqual({ index: 4, move: moves[3] });
  }, 120_000);
});
