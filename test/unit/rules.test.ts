import { describe, expect, it } from 'vitest';
import { ALL_CARDS, apply, type Game, type Move, type RefusalReason } from '../../src/engine';
import { describe as show, gameAt, table } from '../support/tables';

/** Plays one move and returns the outcome, failing loudly on a surprise. */
function play(game: Game, move: Move) {
  return apply(game, { type: 'move', ...move });
}

function expectRefused(game: Game, move: Move, reason: RefusalReason) {
  const outcome = play(game, move);
  expect(outcome.ok, `${move.card} -> ${move.to} should be refused (${reason})`).toBe(false);
  if (!outcome.ok) expect(outcome.refusal.reason).toBe(reason);
  expect(outcome.game).toBe(game);
}

function expectPlayed(game: Game, move: Move, columns: string[]) {
  const outcome = play(game, move);
  if (!outcome.ok) throw new Error(`${move.card} -> ${move.to} refused: ${outcome.refusal.reason}`);
  expect(show(outcome.game.table).slice(0, columns.length)).toEqual(columns);
  return outcome.game;
}

describe('onto a column', () => {
  const g = gameAt(table(['8S', '8C', '7H', '7D', '9H', '6S', '8H']));
  it.each<[string, Move, RefusalReason | null]>([
    ['hearts 7 goes on spades 8', { card: '7H', to: 0 }, null],
    ['hearts 7 goes on clubs 8', { card: '7H', to: 1 }, null],
    ['diamonds 7 goes on clubs 8', { card: '7D', to: 1 }, null],
    ['hearts 7 may not go on hearts 8 (same colour)', { card: '7H', to: 6 }, 'wrong-colour'],
    ['diamonds 7 may not go on hearts 8 (both red)', { card: '7D', to: 6 }, 'wrong-colour'],
    ['hearts 7 may not go on hearts 9 (not one higher)', { card: '7H', to: 4 }, 'wrong-rank'],
    ['spades 8 may not go on hearts 7 (lower)', { card: '8S', to: 2 }, 'wrong-rank'],
    ['spades 6 may not go on hearts 7 ... it may: one lower, opposite colour', { card: '6S', to: 2 }, null],
    ['spades 8 may go on hearts 9', { card: '8S', to: 4 }, null],
    ['a card cannot move to its own column', { card: '8S', to: 0 }, 'same-place'],
  ])('%s', (_name, move, reason) => {
    if (reason === null) expect(play(g, move).ok).toBe(true);
    else expectRefused(g, move, reason);
  });

  it('puts the card at the end of the target column and leaves other columns shared', () => {
    const next = expectPlayed(g, { card: '7H', to: 0 }, ['8S 7H', '8C', '']);
    expect(next.table.columns[1]).toBe(g.table.columns[1]);
    expect(next.table.columns[3]).toBe(g.table.columns[3]);
  });
});

describe('groups in any order (the Yukon rule, worked examples of seed 003)', () => {
  // A column with black 9, then red 3, black queen, red 5 on top.
  const g = gameAt(table(['#2C 9S 3H QC 5D', '10H', 'KD', '4H', '9D', '4C', '']));
  it('black 9 with all four cards on top goes onto a red 10', () => {
    expectPlayed(g, { card: '9S', to: 1 }, ['2C', '10H 9S 3H QC 5D']);
  });
  it('black queen with red 5 goes onto a red king', () => {
    expectPlayed(g, { card: 'QC', to: 2 }, ['#2C 9S 3H', '10H', 'KD QC 5D']);
  });
  it('the group from red 3 may not go onto a red 4', () => {
    expectRefused(g, { card: '3H', to: 3 }, 'wrong-colour');
  });
  it('the group from red 3 may not go onto a black 9', () => {
    expectRefused(g, { card: '3H', to: 4 }, 'wrong-rank');
  });
  it('the group from red 3 goes onto a black 4', () => {
    expectPlayed(g, { card: '3H', to: 5 }, ['#2C 9S', '10H', 'KD', '4H', '9D', '4C 3H QC 5D']);
  });
  it('face-down cards can never be taken hold of', () => {
    expectRefused(g, { card: '2C', to: 6 }, 'face-down');
    expectRefused(g, { card: '2C', to: 'foundation' }, 'face-down');
  });
  it('seed 000 example: the group 10♦ 5♥ J♦ 8♠ moves as one', () => {
    const h = gameAt(table(['#3C 10D 5H JD 8S', 'JC', '']));
    expectPlayed(h, { card: '10D', to: 1 }, ['3C', 'JC 10D 5H JD 8S']);
  });
});

describe('uncovering', () => {
  it('a face-down card left last in its column turns face up at once and scores 5', () => {
    const g = gameAt(table(['#4S #2D 9S', '10H']));
    const outcome = play(g, { card: '9S', to: 1 });
    expect(outcome.ok && show(outcome.game.table)[0]).toBe('#4S 2D');
    expect(outcome.ok && outcome.game.table.score).toBe(5);
  });
  it('the turned card can be played at once', () => {
    const g = gameAt(table(['#4S #AD 9S', '10H']));
    const one = play(g, { card: '9S', to: 1 });
    if (!one.ok) throw new Error('refused');
    const two = play(one.game, { card: 'AD', to: 'foundation' });
    expect(two.ok && show(two.game.table)[0]).toBe('4S');
    expect(two.ok && two.game.table.score).toBe(5 + 10 + 5);
  });
});

describe('the empty column', () => {
  const g = gameAt(table(['#3C 5D KS QH', '#2C 9S QD', 'KH', '', '4C 8D']));
  it('accepts a king with the cards on top of it', () => {
    expectPlayed(g, { card: 'KS', to: 3 }, ['#3C 5D', '#2C 9S QD', 'KH', 'KS QH']);
  });
  it('accepts a king alone', () => {
    expectPlayed(g, { card: 'KH', to: 3 }, ['#3C 5D KS QH', '#2C 9S QD', '', 'KH']);
  });
  it('refuses any other group, even to uncover a face-down card', () => {
    expectRefused(g, { card: '9S', to: 3 }, 'king-only');
    expectRefused(g, { card: 'QH', to: 3 }, 'king-only');
    expectRefused(g, { card: '4C', to: 3 }, 'king-only');
  });
  it('a king may never go on another card', () => {
    expectRefused(g, { card: 'KS', to: 4 }, 'wrong-rank');
  });
});

describe('foundations', () => {
  const g = gameAt(table(['AS', '2S', 'AH 3S', '2H', 'KD', '5C 4C'], { C: 3 }));
  it('take an ace first, from the end of a column, each suit its own place', () => {
    const next = expectPlayed(g, { card: 'AS', to: 'foundation' }, ['']);
    expect(next.table.foundations).toEqual([1, 0, 0, 3]);
    expect(next.table.score).toBe(10);
  });
  it('then 2, 3 … of the same suit, one card at a time', () => {
    let game = g;
    for (const card of ['AS', '2S', '3S'] as const) {
      const outcome = play(game, { card, to: 'foundation' });
      if (!outcome.ok) throw new Error(`${card}: ${outcome.refusal.reason}`);
      game = outcome.game;
    }
    expect(game.table.foundations).toEqual([3, 0, 0, 3]);
    expect(game.table.score).toBe(30);
  });
  it('refuse a card out of order and say which card is needed', () => {
    const outcome = play(g, { card: '2S', to: 'foundation' });
    expect(outcome.ok).toBe(false);
    if (!outcome.ok) expect(outcome.refusal).toMatchObject({ reason: 'foundation-order', needs: 'AS' });
    const clubs = play(g, { card: '4C', to: 'foundation' });
    expect(clubs.ok).toBe(true);
    const king = play(g, { card: 'KD', to: 'foundation' });
    expect(!king.ok && king.refusal).toMatchObject({ reason: 'foundation-order', needs: 'AD' });
  });
  it('refuse a card that is not the last of its column', () => {
    expectRefused(g, { card: 'AH', to: 'foundation' }, 'not-last-card');
    expectRefused(g, { card: '5C', to: 'foundation' }, 'not-last-card');
  });
});

describe('taking back from a foundation', () => {
  const g = gameAt(table(['6S', '5C', '', 'KC'], { H: 5, C: 4, D: 13 }), 'classic');
  it('the top card goes back onto a column, following the column rules, without losing points', () => {
    const scored = { ...g, table: { ...g.table, score: 200 } };
    const next = expectPlayed(scored, { card: '5H', to: 0 }, ['6S 5H']);
    expect(next.table.foundations).toEqual([0, 4, 13, 4]);
    expect(next.table.score).toBe(200);
  });
  it('putting it back earns 10 again', () => {
    const one = play(g, { card: '5H', to: 0 });
    if (!one.ok) throw new Error('refused');
    const two = play(one.game, { card: '5H', to: 'foundation' });
    expect(two.ok && two.game.table.score).toBe(10);
    expect(two.ok && two.game.table.foundations).toEqual([0, 5, 13, 4]);
  });
  it('column rules apply to it: colour, rank, king only on an empty column', () => {
    expectRefused(g, { card: '5H', to: 1 }, 'wrong-rank');
    expectRefused(g, { card: '4C', to: 1 }, 'wrong-colour');
    expectRefused(g, { card: '3C', to: 0 }, 'not-foundation-top');
    expectRefused(g, { card: '5H', to: 2 }, 'king-only');
    expectPlayed(g, { card: 'KD', to: 2 }, ['6S', '5C', 'KD']);
    expectRefused(g, { card: 'KD', to: 'foundation' }, 'same-place');
    expectRefused(g, { card: 'QD', to: 3 }, 'not-foundation-top');
  });
  it('under Relaxed, colour does not matter here either', () => {
    const r = gameAt(table(['6H'], { D: 5 }), 'relaxed');
    expectPlayed(r, { card: '5D', to: 0 }, ['6H 5D']);
  });
});

describe('group limit', () => {
  // Face-up cards in any order: a king at the bottom, then `size - 1` other cards.
  const others = ALL_CARDS.filter((c) => !c.startsWith('K') && c !== '2H');
  const columnOf = (size: number) => ['#2H', 'KS', ...others.slice(0, size - 1)].join(' ');
  it('refuses a group of more than 20 cards', () => {
    const g = gameAt(table([columnOf(21), '', 'KD']));
    expect(g.table.columns[0]?.cards).toHaveLength(22);
    expectRefused(g, { card: 'KS', to: 1 }, 'group-too-large');
  });
  it('moves a group of exactly 20 cards', () => {
    const g = gameAt(table([columnOf(20), '']));
    const outcome = play(g, { card: 'KS', to: 1 });
    expect(outcome.ok).toBe(true);
    if (outcome.ok) expect(outcome.game.table.columns[1]?.cards).toHaveLength(20);
  });
});

describe('the Relaxed rule', () => {
  const g = gameAt(table(['8S', '8H', '7H', '7S', '9C']), 'relaxed');
  it('lets a card go on any card exactly one rank higher, red or black', () => {
    expectPlayed(g, { card: '7H', to: 1 }, ['8S', '8H 7H']);
    expectPlayed(g, { card: '7S', to: 0 }, ['8S 7S']);
    expectPlayed(g, { card: '7H', to: 0 }, ['8S 7H']);
  });
  it('still needs exactly one rank higher', () => {
    expectRefused(g, { card: '7H', to: 4 }, 'wrong-rank');
  });
  it('keeps the empty-column rule', () => {
    const h = gameAt(table(['8S 7H', '']), 'relaxed');
    expectRefused(h, { card: '7H', to: 1 }, 'king-only');
  });
});

describe('bad actions are refused as values, never thrown', () => {
  const g = gameAt(table(['8S', '7H']));
  it.each<[string, unknown, RefusalReason]>([
    ['an unknown card id', { card: 'ZZ', to: 0 }, 'unknown-card'],
    ['a column out of range', { card: '7H', to: 7 }, 'unknown-column'],
    ['a negative column', { card: '7H', to: -1 }, 'unknown-column'],
    ['a fractional column', { card: '7H', to: 0.5 }, 'unknown-column'],
  ])('%s', (_name, move, reason) => {
    expectRefused(g, move as Move, reason);
  });
  it('an unknown action type', () => {
    const outcome = apply(g, { type: 'shuffle' } as never);
    expect(!outcome.ok && outcome.refusal.reason).toBe('unknown-action');
  });
});
