import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RULES, legalMoves, sfc32, newGame, playOn, type Column, type Move, type Puzzle, type Rule, type Table } from '../../src/engine';
import { STYLES, chooseMove, playout, sightKey, sightOf, type Style } from '../../src/players';
import { table } from '../support/tables';

const deals = fc.integer({ min: 0, max: 26 ** 7 - 1 });
const rules = fc.constantFrom<Rule>(...RULES);
const styles = fc.constantFrom<Style>(...STYLES);

/** The same table with its face-down cards dealt among the face-down places in another order. */
function reshuffleDown(t: Table, order: readonly number[]): Table {
  const down = t.columns.flatMap((c) => c.cards.slice(0, c.down));
  const shuffled = order.slice(0, down.length).map((i) => i % (down.length || 1));
  // A permutation of the face-down cards drawn from `order`: swap each place with the one it names.
  const cards = down.slice();
  shuffled.forEach((j, i) => ([cards[i], cards[j]] = [cards[j]!, cards[i]!]));
  let next = 0;
  const columns: Column[] = t.columns.map((c) => ({ cards: [...cards.slice(next, (next += c.down)), ...c.cards.slice(c.down)], down: c.down }));
  return { ...t, columns };
}

/** A seeded source as the playouts use one: sfc32, its first outputs discarded to mix the seed. */
const draws = (seed: number) => {
  const next = sfc32(seed, 1, 2, 3);
  for (let i = 0; i < 12; i++) next();
  return next;
};

describe('what a player sees', () => {
  it('keeps the face-up cards, the foundations and the face-down counts, and nothing of the face-down cards', () => {
    const t = table(['KS', '#2D #9C 9S 3H QC 5D', '#AS 4H'], { H: 2 });
    const sight = sightOf({ rule: 'classic', table: t }).table;
    expect(sight.columns.map((c) => c.down)).toEqual(t.columns.map((c) => c.down));
    expect(sight.columns.map((c) => c.cards.slice(c.down))).toEqual(t.columns.map((c) => c.cards.slice(c.down)));
    expect(sight.foundations).toEqual(t.foundations);
    // The face-down places hold the cards out of sight in deck order, whatever lies there.
    expect(sight.columns[1]?.cards.slice(0, 2)).toEqual(['AS', '2S']);
    expect(sight.columns[2]?.cards[0]).toBe('3S');
  });

  it('is the same for two tables that differ only in their face-down cards, and has the same moves', () => {
    fc.assert(
      fc.property(deals, rules, fc.array(fc.nat(), { minLength: 21, maxLength: 21 }), (deal, rule, order) => {
        const real = newGame({ rule, deal });
        const other: Puzzle = { rule, table: reshuffleDown(real.table, order) };
        expect(sightOf(other)).toEqual(sightOf(real));
        expect(legalMoves(sightOf(real))).toEqual(legalMoves(real));
        expect(sightKey(other.table)).toBe(sightKey(real.table));
      }),
    );
  });

  it('a player makes the same moves on two such tables until a card is turned up', () => {
    fc.assert(
      fc.property(deals, rules, styles, fc.nat(), fc.array(fc.nat(), { minLength: 21, maxLength: 21 }), (deal, rule, style, seed, order) => {
        const real = newGame({ rule, deal });
        const other: Puzzle = { rule, table: reshuffleDown(real.table, order) };
        const a = playout(real, style, seed).line;
        const b = playout(other, style, seed).line;
        const turn = firstTurn(real, a);
        expect(b.slice(0, turn + 1)).toEqual(a.slice(0, turn + 1));
      }),
      { numRuns: 40 },
    );
  });
});

/** The index of the first move of a line that turns a card up (the line's length if none does). */
function firstTurn(start: Puzzle, line: readonly Move[]): number {
  let p = start;
  for (let i = 0; i < line.length; i++) {
    const down = p.table.columns.reduce((a, c) => a + c.down, 0);
    const played = playOn(p, line[i]!);
    if (!played.ok) throw new Error('refused');
    p = played.puzzle;
    if (p.table.columns.reduce((a, c) => a + c.down, 0) < down) return i;
  }
  return line.length;
}

describe('a playout', () => {
  it('plays only legal moves, never comes back to a position, and is the same for the same seed', () => {
    fc.assert(
      fc.property(deals, rules, styles, fc.nat(), (deal, rule, style, seed) => {
        const start = newGame({ rule, deal });
        const result = playout(start, style, seed);
        expect(playout(start, style, seed)).toEqual(result);
        const keys = new Set([sightKey(start.table)]);
        let p: Puzzle = start;
        for (const move of result.line) {
          const played = playOn(p, move);
          expect(played.ok).toBe(true);
          if (!played.ok) return;
          p = played.puzzle;
          const key = sightKey(p.table);
          expect(keys.has(key)).toBe(false);
          keys.add(key);
        }
        expect(result.won).toBe(p.table.foundations.every((n) => n === 13));
        expect(result.home).toBe(p.table.foundations.reduce((a, n) => a + n, 0));
      }),
      { numRuns: 40 },
    );
  });

  it('gives other games for other seeds', () => {
    const start = newGame({ rule: 'classic', deal: 2 });
    const lines = new Set([1, 2, 3, 4, 5, 6].map((seed) => playout(start, 'random', seed).line.map((m) => `${m.card}${m.to}`).join(' ')));
    expect(lines.size).toBeGreaterThan(1);
  });

  it('won a deal of Classic with the careful style, and replays it through the engine', () => {
    // Deal 19 (YU1-C-AAAAAAT) was won by the planner in every one of the grade's first playouts.
    const start = newGame({ rule: 'classic', deal: 19 });
    const won = [0, 1, 2, 3].map((seed) => playout(start, 'planner', seed)).find((p) => p.won);
    expect(won).toBeDefined();
    const end = won!.line.reduce<Puzzle>((p, move) => {
      const r = playOn(p, move);
      if (!r.ok) throw new Error('refused');
      return r.puzzle;
    }, start);
    expect(end.table.foundations).toEqual([13, 13, 13, 13]);
  });
});

describe('the styles', () => {
  const at = (columns: string[], foundations = {}) => ({ rule: 'classic' as const, table: table(columns, foundations) });
  const none = new Set<string>();

  it.each(STYLES)('%s sends a card home when it can and nothing else turns a card', (style) => {
    // AH is last in column 2; nothing else can move but the king, from the bottom of its column.
    const sight = sightOf(at(['KS', '#2D 7C AH']));
    expect(chooseMove(style, sight, none, draws(1))).toEqual({ card: 'AH', to: 'foundation' });
  });

  it.each<Style>(['greedy', 'planner'])('%s turns a card up rather than move a card sideways', (style) => {
    // 5D onto 6S turns the card under it; 5H onto 6S would free nothing.
    const sight = sightOf(at(['#KC 6S', '#2D 5D', '#3C 9H 5H', '#AS JC']));
    expect(chooseMove(style, sight, none, draws(7))).toEqual({ card: '5D', to: 0 });
  });

  it('the planner makes the sideways move that lets a card turn next; greedy sees no difference', () => {
    // 4C turns once 8H goes on 9S, which 5C covers: 5C onto 6H first. 7S onto 8D or 8H is as good
    // a sideways move to greedy, and leads nowhere.
    const sight = sightOf(at(['9S 5C', '6H', '#4C 8H', 'KH', 'KD 7S', '8D']));
    const seeds = Array.from({ length: 30 }, (_, i) => i);
    const planned = new Set(seeds.map((seed) => JSON.stringify(chooseMove('planner', sight, none, draws(seed)))));
    expect([...planned]).toEqual([JSON.stringify({ card: '5C', to: 1 })]);
    const greedy = new Set(seeds.map((seed) => JSON.stringify(chooseMove('greedy', sight, none, draws(seed)))));
    expect([...greedy].sort()).toEqual([{ card: '5C', to: 1 }, { card: '7S', to: 2 }, { card: '7S', to: 5 }].map((m) => JSON.stringify(m)).sort());
  });

  it('makes no move that leads back to a position it has seen, and is stuck when every move does', () => {
    // The only move is QH onto KS (and then back); having seen the position after it, a player is stuck.
    const start = at(['KS', 'KC QH', '5S', '5C', '9S', '9C', '4C']);
    const after = playOn(start, { card: 'QH', to: 0 });
    if (!after.ok) throw new Error('refused');
    for (const style of STYLES) {
      expect(chooseMove(style, sightOf(start), new Set([sightKey(after.puzzle.table)]), draws(3))).toBeNull();
      expect(chooseMove(style, sightOf(start), none, draws(3))).toEqual({ card: 'QH', to: 0 });
    }
  });

  it('a won game gives no move', () => {
    const won: Puzzle = { rule: 'classic', table: table([], { S: 13, H: 13, D: 13, C: 13 }) };
    for (const style of STYLES) expect(chooseMove(style, won, none, draws(1))).toBeNull();
  });
});
