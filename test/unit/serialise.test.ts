import { describe, expect, it } from 'vitest';
import { apply, deserialise, newGame, serialise, type Action, type Game, type LoadError } from '../../src/engine';
import { solve } from '../support/solver';

function ok(game: Game, action: Action): Game {
  const outcome = apply(game, action);
  if (!outcome.ok) throw new Error(outcome.refusal.reason);
  return outcome.game;
}

const code = { rule: 'classic' as const, deal: 3 };
const line = solve(code) ?? [];

/** Deal 3 after `n` moves of its winning line. */
function after(n: number): Game {
  return line.slice(0, n).reduce((g, m) => ok(g, { type: 'move', ...m }), newGame(code));
}

describe('saved games', () => {
  it('a fresh game saves as its code and an empty line', () => {
    expect(serialise(newGame({ rule: 'relaxed', deal: 1 }))).toEqual({
      format: 'yukon-game',
      version: 1,
      code: 'YU1-R-AAAAAAB',
      line: '',
      at: 0,
      undoable: 0,
      moves: 0,
    });
  });
  it('writes moves as card id and target, readable in a log', () => {
    const saved = serialise(after(3));
    expect(saved.line.split(' ')).toHaveLength(3);
    expect(saved.line).toMatch(/^((A|[2-9]|10|J|Q|K)[SHDC][1-7F] ?){3}$/);
  });
  it('restores the exact game: table, counters, undo history and redo list', () => {
    let g = after(40);
    g = ok(ok(ok(g, { type: 'undo' }), { type: 'undo' }), { type: 'undo' });
    g = ok(g, { type: 'redo' });
    const restored = deserialise(JSON.parse(JSON.stringify(serialise(g))));
    if (!restored.ok) throw new Error(restored.detail);
    expect(restored.game).toEqual(g);
    // And undo keeps working across the restore, exactly as it would have.
    expect(ok(restored.game, { type: 'undo' })).toEqual(ok(g, { type: 'undo' }));
    expect(ok(restored.game, { type: 'redo' })).toEqual(ok(g, { type: 'redo' }));
  });
  it('keeps the undo limit across a restore', () => {
    const g = after(line.length - 1);
    expect(g.undoable).toBe(100);
    const restored = deserialise(serialise(g));
    expect(restored.ok && restored.game.undoable).toBe(100);
    expect(restored.ok && restored.game).toEqual(g);
  });
  it('is small: a whole won game with its history is a few hundred bytes', () => {
    const size = JSON.stringify(serialise(after(line.length))).length;
    expect(size).toBeLessThan(1024);
  });

  const good = serialise(after(10));
  it.each<[string, unknown, LoadError]>([
    ['nothing', undefined, 'not-a-save'],
    ['a string', 'YU1-C-AAAAAAD', 'not-a-save'],
    ['another format', { ...good, format: 'chess' }, 'not-a-save'],
    ['a newer version', { ...good, version: 2 }, 'newer-version'],
    ['an unknown version', { ...good, version: '1' }, 'not-a-save'],
    ['a bad code', { ...good, code: 'YU1-X-AAAAAAD' }, 'bad-code'],
    ['a missing code', { ...good, code: undefined }, 'bad-code'],
    ['an unreadable move', { ...good, line: good.line.replace(/^\S+/, 'ZZ9') }, 'bad-move'],
    ['a move to column 8', { ...good, line: good.line.replace(/^(\S+)\S/, '$18') }, 'bad-move'],
    ['moves of another deal', { ...good, code: 'YU1-C-AAAAAAB' }, 'illegal-move'],
    ['a missing line', { ...good, line: 42 }, 'bad-move'],
    ['a negative counter', { ...good, moves: -1 }, 'bad-counts'],
    ['a fractional counter', { ...good, at: 1.5 }, 'bad-counts'],
    ['more played than the line', { ...good, at: 11 }, 'bad-counts'],
    ['more undo than played', { ...good, undoable: 11 }, 'bad-counts'],
    ['a counter below the moves played', { ...good, moves: 9 }, 'bad-counts'],
  ])('refuses %s with a clear error', (_name, data, error) => {
    const result = deserialise(data);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error).toBe(error);
      expect(result.detail.length).toBeGreaterThan(5);
    }
  });
});

describe('saves trimmed to fit short storage', () => {
  it('keep the game and the last undo steps, starting from a written table', () => {
    const g = ok(ok(after(60), { type: 'undo' }), { type: 'undo' });
    const saved = serialise(g, { keepUndo: 10, keepRedo: false });
    expect(saved.base).toMatch(/^\d+;\d+,\d+,\d+,\d+;/);
    expect(saved.at).toBe(10);
    expect(saved.undoable).toBe(10);
    expect(JSON.stringify(saved).length).toBeLessThan(JSON.stringify(serialise(g)).length);
    const restored = deserialise(JSON.parse(JSON.stringify(saved)));
    if (!restored.ok) throw new Error(restored.detail);
    expect(restored.game.table).toEqual(g.table);
    expect(restored.game.moves).toBe(g.moves);
    expect(restored.game.redo).toBeNull();
    // Undo reaches back exactly the kept steps, through the same tables as before.
    let a = restored.game;
    let b = g;
    for (let i = 0; i < 10; i++) {
      a = ok(a, { type: 'undo' });
      b = ok(b, { type: 'undo' });
      expect(a.table).toEqual(b.table);
    }
    expect(apply(a, { type: 'undo' }).ok).toBe(false);
    // A trimmed game saves and restores again from its own starting table, and plays on.
    const again = deserialise(serialise(ok(restored.game, { type: 'move', ...line[58]! })));
    expect(again.ok && again.game.table).toEqual(ok(g, { type: 'move', ...line[58]! }).table);
  });
  it('keep nothing but the table when asked for no undo at all', () => {
    const g = after(30);
    const restored = deserialise(serialise(g, { keepUndo: 0 }));
    expect(restored.ok && restored.game.table).toEqual(g.table);
    expect(restored.ok && restored.game.undoable).toBe(0);
  });
  it.each([
    ['not a table', 'hello'],
    ['a card twice', (t: string) => t.replace(/(\d+:)(\S+)/, '$1$2 $2')],
    ['a card missing', (t: string) => t.replace(/ (\S+)\|/, '|')],
    ['a face-down last card', (t: string) => t.replace(/^(\d+;[^;]*;)\d+:([^|]*)/, (_m, pre: string, cards: string) => `${pre}${cards.split(' ').length}:${cards}`)],
    ['a foundation count past the king', (t: string) => t.replace(/;(\d+),/, ';14,')],
    ['six columns', (t: string) => t.replace(/\|[^|]*$/, '')],
  ])('refuse a written table with %s', (_name, change) => {
    const saved = serialise(after(30), { keepUndo: 3 });
    const base = typeof change === 'string' ? change : change(saved.base as string);
    expect(base).not.toBe(saved.base);
    const result = deserialise({ ...saved, base });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(['bad-table', 'illegal-move']).toContain(result.error);
  });
});
