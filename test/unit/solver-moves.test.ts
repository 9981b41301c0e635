import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RULES, cardIndex, newGame } from '../../src/engine';
import { BestFirst } from '../../src/solver/best-first';
import { TO_FOUNDATION, moveCard, moveTo, packMove } from '../../src/solver/packed';
import { Position } from '../../src/solver/position';
import { Zobrist } from '../../src/solver/zobrist';
import { listMoves, listRunMoves } from '../../src/solver/moves';
import { SHARP_CUTS } from '../../src/solver/cuts';
import { lockedRanks } from '../../src/solver/safety';
import { SeenPositions } from '../../src/solver/seen';
import { DEFER_RUNS, LOOSE } from '../../src/solver/plan';
import { endgame } from '../support/positions';
import { gameAt, table } from '../support/tables';
import { withMethod } from '../support/patch';

const zobrist = new Zobrist();

/** What `listRunMoves` must give: listMoves's take-backs, and its moves along the columns onto `ending`, in its order. */
function expected(p: Position, locked: Int8Array, ending: number): number[] {
  const all: number[] = [];
  listMoves(p, locked, (move) => all.push(move));
  return all.filter((move) => p.columnOf[moveCard(move)]! < 0 || (ending >= 0 && moveTo(move) === ending));
}

describe('the moves of a run of take-backs (listRunMoves)', () => {
  it('are exactly the take-backs, and the moves onto the column that ends the run, in the order of listMoves', () => {
    // The order matters: it decides which of two orders of a run reaching the same state goes on,
    // so with another order the searches would reach other positions first. (A run ends on the
    // column of the card just taken back, never an empty one.)
    let takeBacks = 0;
    let endings = 0;
    let several = 0;
    fc.assert(
      fc.property(endgame(fc.constantFrom(...RULES), 6, 4), (game) => {
        const p = new Position(game, zobrist);
        const locked = lockedRanks(p, new Int8Array(4));
        for (let ending = -1; ending < 7; ending++) {
          if (ending >= 0 && p.length[ending] === 0) continue;
          const got: number[] = [];
          listRunMoves(p, locked, ending, got);
          expect(got).toEqual(expected(p, locked, ending));
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
  it('leave out a group longer than the game moves at once', () => {
    // 7♠ fits on 8♦, but with 20 cards above it its group is too long (a second read found the
    // random endgames never long enough to meet the limit); 7♣'s group of 7 goes.
    const p = new Position(
      gameAt(table(['8D', '7S 8S 9S 10S JS QS KS AH 2H 3H 4H 5H 6H 7H 8H 9H 10H JH QH KH AD', '2D 3D 4D 5D 6D 7D 9D 10D JD QD KD', 'AC 2C 3C 4C 5C 6C 7C 8C 9C 10C JC QC KC'], { S: 6 })),
      zobrist,
    );
    const locked = lockedRanks(p, new Int8Array(4));
    const got: number[] = [];
    listRunMoves(p, locked, 0, got);
    expect(got).toEqual(expected(p, locked, 0));
    expect(got).toEqual([packMove(cardIndex('7C'), 0)]);
  });
});

describe('a move to a foundation looked up before it is made (SeenPositions.holdsAfter)', () => {
  // The guided complete search of the solver (runs of take-backs made later, the sharper cuts):
  // the positions it keeps, in order, the same with the look-up as with every move made.
  const guided = (rule: (typeof RULES)[number], deal: number): string => {
    let trace = 0;
    const add = SeenPositions.prototype.add;
    return withMethod(
      SeenPositions.prototype,
      'add',
      function (this: SeenPositions, key: Int32Array, hash: number) {
        const added = add.call(this, key, hash);
        if (added === 1) trace = (Math.imul(trace, 31) + hash) | 0;
        return added;
      },
      () => {
        const search = new BestFirst(newGame({ rule, deal }), 20_000, new Zobrist(), SHARP_CUTS, { loose: LOOSE, reversible: true, deferRuns: DEFER_RUNS });
        search.run(Infinity);
        const { ending } = search;
        return JSON.stringify([ending?.kind, search.nodes, trace, ending?.kind === 'won' ? ending.line : null]);
      },
    );
  };
  it('changes nothing the guided search keeps, in any game (deals 1–6, 20,000 positions), and a careless one is caught', () => {
    // Careless: a preview that forgets to turn up the card a move uncovers.
    const careless = function (this: Position): void {
      (this as unknown as { previewedTurn: number }).previewedTurn = -1;
    };
    let found = 0;
    let caught = 0;
    const holdsAfter = SeenPositions.prototype.holdsAfter;
    for (const rule of RULES) {
      for (let deal = 1; deal <= 6; deal++) {
        const plain = withMethod(SeenPositions.prototype, 'holdsAfter', () => false, () => guided(rule, deal));
        const counted = function (this: SeenPositions, p: Position, move: number): boolean {
          const here = holdsAfter.call(this, p, move);
          if (here && moveTo(move) === TO_FOUNDATION) found++;
          return here;
        };
        expect(withMethod(SeenPositions.prototype, 'holdsAfter', counted, () => guided(rule, deal)), `${rule} ${deal}`).toBe(plain);
        const wrong = withMethod(Position.prototype, 'previewMove', careless, () => withMethod(Position.prototype, 'endPreview', () => {}, () => guided(rule, deal)));
        if (wrong !== plain) caught++;
      }
    }
    // (Not vacuous: moves to a foundation were found seen without being made.)
    expect(found).toBeGreaterThan(100);
    expect(caught).toBeGreaterThan(0);
  }, 120_000);
});
