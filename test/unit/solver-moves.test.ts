import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RULES } from '../../src/engine';
import { moveCard, moveTo } from '../../src/solver/packed';
import { Position } from '../../src/solver/position';
import { Zobrist } from '../../src/solver/zobrist';
import { listMoves, listRunMoves } from '../../src/solver/moves';
import { lockedRanks } from '../../src/solver/safety';
import { endgame } from '../support/positions';

const zobrist = new Zobrist();

describe('the moves of a run of take-backs (listRunMoves)', () => {
  it('are exactly the take-backs, and the moves onto the column that ends the run, in the order of listMoves', () => {
    // The order matters: it decides which of two orders of a run reaching the same state goes on,
    // so with another order the searches would reach other positions first.
    let takeBacks = 0;
    let endings = 0;
    let several = 0;
    fc.assert(
      fc.property(endgame(fc.constantFrom(...RULES), 6, 4), (game) => {
        const p = new Position(game, zobrist);
        const locked = lockedRanks(p, new Int8Array(4));
        const all: number[] = [];
        listMoves(p, locked, (move) => all.push(move));
        for (let ending = -1; ending < 7; ending++) {
          if (ending >= 0 && p.length[ending] === 0) continue;
          const expected = all.filter((move) => p.columnOf[moveCard(move)]! < 0 || (ending >= 0 && moveTo(move) === ending));
          const got: number[] = [];
          listRunMoves(p, locked, ending, got);
          expect(got).toEqual(expected);
          takeBacks += got.filter((move) => p.columnOf[moveCard(move)]! < 0).length;
          endings += got.filter((move) => p.columnOf[moveCard(move)]! >= 0).length;
          if (got.length > 1) several++;
        }
      }),
      { numRuns: 3000 },
    );
    // (Not vacuous: many take-backs and endings met, often several to put in order.)
    expect(takeBacks).toBeGreaterThan(1000);
    expect(endings).toBeGreaterThan(1000);
    expect(several).toBeGreaterThan(500);
  });
});
