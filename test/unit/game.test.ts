import { describe, expect, it } from 'vitest';
import { UNDO_LIMIT, apply, isGameWon, legalMoves, newGame, type Action, type Game, type Outcome } from '../../src/engine';
import { solve } from '../support/solver';
import { gameAt, table } from '../support/tables';

function ok(outcome: Outcome): Game {
  if (!outcome.ok) throw new Error(`refused: ${outcome.refusal.reason}`);
  return outcome.game;
}
const move = (card: string, to: number | 'foundation'): Action => ({ type: 'move', card, to }) as Action;

describe('scoring', () => {
  it('+10 for a card placed on a foundation, +5 for a card turned up', () => {
    const g = gameAt(table(['#2S AS', '#3S 2H']));
    const one = ok(apply(g, move('AS', 'foundation')));
    expect(one.table.score).toBe(15); // 10 for the ace, 5 for turning 2S
    const two = ok(apply(one, move('2S', 'foundation')));
    expect(two.table.score).toBe(25); // the column is now empty: nothing to turn
  });
  it('a take-back costs nothing and the card earns 10 again when it goes back', () => {
    const g = gameAt(table(['3C'], { H: 2 }));
    const back = ok(apply(g, move('2H', 0)));
    expect(back.table.score).toBe(0);
    const again = ok(apply(back, move('2H', 'foundation')));
    expect(again.table.score).toBe(10);
  });
  it('a deal won without take-backs ends at exactly 625 (52 × 10 + 21 × 5)', () => {
    const code = { rule: 'classic' as const, deal: 3 };
    const line = solve(code);
    expect(line).not.toBeNull();
    let game = newGame(code);
    for (const m of line ?? []) {
      expect(isGameWon(game)).toBe(false);
      game = ok(apply(game, { type: 'move', ...m }));
    }
    expect(isGameWon(game)).toBe(true);
    expect(game.table.score).toBe(625);
    expect(game.table.foundations).toEqual([13, 13, 13, 13]);
    expect(game.moves).toBe(line?.length);
  });
  it('a Relaxed deal won the same way also ends at 625', () => {
    const code = { rule: 'relaxed' as const, deal: 13 };
    const line = solve(code);
    expect(line).not.toBeNull();
    const game = (line ?? []).reduce((g, m) => ok(apply(g, { type: 'move', ...m })), newGame(code));
    expect(isGameWon(game)).toBe(true);
    expect(game.table.score).toBe(625);
  });
});

describe('the end of the game', () => {
  const won = gameAt(table([], { S: 13, H: 13, D: 13, C: 13 }, 625));
  it('is won when all 52 cards are on the foundations, and then every action is refused', () => {
    expect(isGameWon(won)).toBe(true);
    for (const action of [move('KS', 0), { type: 'undo' } as const, { type: 'redo' } as const]) {
      const outcome = apply(won, action);
      expect(!outcome.ok && outcome.refusal.reason).toBe('game-won');
    }
  });
  it('is never declared lost: a stuck game still allows undo', () => {
    const g = gameAt(table(['KH 2D', '3C', '5S', '5H', 'JC', 'JD', '9D']));
    const stuck = ok(apply(g, move('2D', 1)));
    expect(legalMoves(stuck)).toEqual([]);
    expect(isGameWon(stuck)).toBe(false);
    expect(apply(stuck, { type: 'undo' }).ok).toBe(true);
  });
});

describe('the move counter', () => {
  it('counts each move; undo never lowers it and does not count; redo counts', () => {
    const g = gameAt(table(['8S', '7H', '6C']));
    const a = ok(apply(g, move('7H', 0)));
    const b = ok(apply(a, move('6C', 0)));
    expect(b.moves).toBe(2);
    const u = ok(apply(b, { type: 'undo' }));
    expect(u.moves).toBe(2);
    const uu = ok(apply(u, { type: 'undo' }));
    expect(uu.moves).toBe(2);
    const r = ok(apply(uu, { type: 'redo' }));
    expect(r.moves).toBe(3);
  });
  it('a refused move does not count', () => {
    const g = gameAt(table(['8S', '7S']));
    expect(apply(g, move('7S', 0)).game.moves).toBe(0);
  });
});

describe('undo and redo', () => {
  const start = gameAt(table(['#4S #2D 9S', '10H', '#3C AH', '', 'KD']));
  it('restores card places, which side faces up, and the score', () => {
    const a = ok(apply(start, move('9S', 1))); // turns 2D: +5
    const b = ok(apply(a, move('AH', 'foundation'))); // +10, turns 3C: +5
    expect(b.table.score).toBe(20);
    const ua = ok(apply(b, { type: 'undo' }));
    expect(ua.table).toEqual(a.table);
    const u0 = ok(apply(ua, { type: 'undo' }));
    expect(u0.table).toEqual(start.table);
    expect(u0.table.columns[0]?.down).toBe(2);
    expect(u0.table.score).toBe(0);
  });
  it('refuses undo with nothing to undo, and redo with nothing to redo', () => {
    expect(apply(start, { type: 'undo' })).toMatchObject({ ok: false, refusal: { reason: 'nothing-to-undo' } });
    expect(apply(start, { type: 'redo' })).toMatchObject({ ok: false, refusal: { reason: 'nothing-to-redo' } });
  });
  it('redo replays undone moves in order; a new move clears them', () => {
    const a = ok(apply(start, move('9S', 1)));
    const b = ok(apply(a, move('AH', 'foundation')));
    const back = ok(apply(ok(apply(b, { type: 'undo' })), { type: 'undo' }));
    const r1 = ok(apply(back, { type: 'redo' }));
    expect(r1.table).toEqual(a.table);
    const r2 = ok(apply(r1, { type: 'redo' }));
    expect(r2.table).toEqual(b.table);
    const branched = ok(apply(ok(apply(b, { type: 'undo' })), move('KD', 3)));
    expect(apply(branched, { type: 'redo' }).ok).toBe(false);
  });
  it(`reaches back the last ${UNDO_LIMIT} moves; the 101st oldest is dropped`, () => {
    // Shuttle a king between two empty columns: 150 legal moves.
    let g = gameAt(table(['KS', '']));
    const tables = [g.table];
    for (let i = 0; i < 150; i++) {
      g = ok(apply(g, move('KS', i % 2 === 0 ? 1 : 0)));
      tables.push(g.table);
    }
    expect(g.undoable).toBe(UNDO_LIMIT);
    for (let i = 0; i < UNDO_LIMIT; i++) {
      g = ok(apply(g, { type: 'undo' }));
      expect(g.table).toBe(tables[149 - i]);
    }
    expect(apply(g, { type: 'undo' })).toMatchObject({ ok: false, refusal: { reason: 'nothing-to-undo' } });
    expect(g.moves).toBe(150);
  });
});
