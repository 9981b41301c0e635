import { describe, expect, it } from 'vitest';
import { GROUP_LIMIT, everyCardFaceUp, foundationMoveFor, groupAt, legalMoves, placementFor, targetsFor, type Move } from '../../src/engine';
import { gameAt, table } from '../support/tables';

describe('tap: the foundation move for a card', () => {
  const g = gameAt(table(['AS', '3H 2S', '2H', '#AD KC'], { H: 1 }));
  it('sends the last card of a column to its foundation when legal', () => {
    expect(foundationMoveFor(g, 'AS')).toEqual({ card: 'AS', to: 'foundation' });
    expect(foundationMoveFor(g, '2H')).toEqual({ card: '2H', to: 'foundation' });
  });
  it('does nothing for a card that is not last, out of order, face down or on a foundation', () => {
    expect(foundationMoveFor(g, '3H')).toBeNull();
    expect(foundationMoveFor(g, '2S')).toBeNull();
    expect(foundationMoveFor(g, 'AD')).toBeNull();
    expect(foundationMoveFor(g, 'KC')).toBeNull();
    expect(foundationMoveFor(g, 'AH')).toBeNull();
  });
});

describe('double tap: the table placement for a card and its group', () => {
  it('chooses the longest column that accepts it', () => {
    const g = gameAt(table(['8S', '#2C #3C 8C', '7H 4S', '#5C 8S']));
    expect(placementFor(g, '7H')).toEqual({ card: '7H', to: 1 });
  });
  it('breaks ties to the leftmost column', () => {
    const g = gameAt(table(['7H', '#3C 8C', '#2C 8S']));
    expect(placementFor(g, '7H')).toEqual({ card: '7H', to: 1 });
  });
  it('then an empty column for a king, the leftmost one', () => {
    const g = gameAt(table(['#3C KS QH', 'AD', '', 'JD', '']));
    expect(placementFor(g, 'KS')).toEqual({ card: 'KS', to: 2 });
  });
  it('does not move a king that already lies at the bottom of its column', () => {
    const g = gameAt(table(['KS QH', '']));
    expect(placementFor(g, 'KS')).toBeNull();
  });
  it('finds nothing for a card with no place, a face-down card, or a card already placed alone', () => {
    const g = gameAt(table(['#3C 9S 4D', '10C', '']));
    expect(placementFor(g, '9S')).toBeNull();
    expect(placementFor(g, '3C')).toBeNull();
    expect(placementFor(g, '4D')).toBeNull();
  });
  it('places a foundation top card back on the table too', () => {
    const g = gameAt(table(['6S'], { H: 5 }));
    expect(placementFor(g, '5H')).toEqual({ card: '5H', to: 0 });
  });
  it('under Relaxed, a same-colour column counts too', () => {
    const g = gameAt(table(['7H', '#2C 8D']), 'relaxed');
    expect(placementFor(g, '7H')).toEqual({ card: '7H', to: 1 });
  });
});

describe('the list of legal moves', () => {
  it('lists column, foundation and take-back moves, each once', () => {
    const g = gameAt(table(['8S', '#2C 7H AC', 'KD', '', '9H 2D'], { D: 1, H: 6 }));
    const key = (m: Move) => `${m.card}>${m.to}`;
    // Worked by hand: AC and 2D go up; 7H (with AC) onto 8S; AC onto 2D; KD may go to each of the
    // three empty columns 4, 6 and 7 (legal, if useless). 8S, 9H and 2D have nowhere to go; 6H and AD cannot come back.
    expect(legalMoves(g).map(key).sort()).toEqual(['2D>foundation', '7H>0', 'AC>4', 'AC>foundation', 'KD>3', 'KD>5', 'KD>6']);
  });
});

describe('taking hold of a card: the group that lifts with it', () => {
  const g = gameAt(table(['#3C 9S 4D QH', 'KD', '', '10H'], { H: 3 }));
  it.each([
    ['9S', { ok: true, cards: ['9S', '4D', 'QH'], from: 0 }],
    ['QH', { ok: true, cards: ['QH'], from: 0 }],
    ['KD', { ok: true, cards: ['KD'], from: 1 }],
    ['3H', { ok: true, cards: ['3H'], from: 'foundation' }],
    ['3C', { ok: false, refusal: { reason: 'face-down', card: '3C' } }],
    ['2H', { ok: false, refusal: { reason: 'not-foundation-top', card: '2H' } }],
  ] as const)('%s', (card, expected) => {
    expect(groupAt(g, card)).toEqual(expected);
  });
  it(`refuses a group of more than ${GROUP_LIMIT} cards, and lifts one of exactly ${GROUP_LIMIT}`, () => {
    const long = 'KS QH JS 10H 9S 8H 7S 6H 5S 4H 3S 2H AS KC QD JC 10D 9C 8D 7C 6D';
    const t = gameAt(table([long]));
    expect(groupAt(t, 'KS')).toEqual({ ok: false, refusal: { reason: 'group-too-large', card: 'KS', limit: GROUP_LIMIT } });
    const lifted = groupAt(t, 'QH');
    expect(lifted.ok && lifted.cards.length).toBe(GROUP_LIMIT);
  });
});

describe('the legal places of a card', () => {
  it('lists every column that takes it, left to right, then its foundation', () => {
    const g = gameAt(table(['8S', '#2C 8C', '7H', '', '9D'], { H: 6 }));
    expect(targetsFor(g, '7H')).toEqual([0, 1, 'foundation']);
  });
  it('lists the empty columns for a king, and nothing for a face-down card', () => {
    const g = gameAt(table(['#3C KS', 'AD', '', 'JD', '']));
    expect(targetsFor(g, 'KS')).toEqual([2, 4, 5, 6]);
    expect(targetsFor(g, '3C')).toEqual([]);
  });
  it('is empty once the game is won', () => {
    expect(targetsFor(gameAt(table([], { S: 13, H: 13, D: 13, C: 13 })), 'KS')).toEqual([]);
  });
});

describe('whether every card is face up', () => {
  it('is true only when no column has a face-down card', () => {
    expect(everyCardFaceUp(table(['8S', '7H 6S', '', 'KD']))).toBe(true);
    expect(everyCardFaceUp(table(['8S', '#2C 8C', '7H']))).toBe(false);
    expect(everyCardFaceUp(table([], { S: 13, H: 13, D: 13, C: 13 }))).toBe(true);
  });
});
