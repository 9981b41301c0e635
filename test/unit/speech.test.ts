import { describe, expect, it } from 'vitest';
import { apply, type Move } from '../../src/engine';
import { announceMove, cardWords, columnEntries, entryWords, foundationWords, moveWords, tableWords } from '../../src/ui/speech';
import { column, gameAt, table } from '../support/tables';

describe('the table in words', () => {
  it('names cards the way a person says them, in English and Danish', () => {
    expect(cardWords('QS', 'en')).toBe('Queen of spades');
    expect(cardWords('AH', 'en')).toBe('Ace of hearts');
    expect(cardWords('10D', 'en')).toBe('10 of diamonds');
    expect(cardWords('QS', 'da')).toBe('spar dame');
    expect(cardWords('AH', 'da')).toBe('hjerter es');
    expect(cardWords('JC', 'da')).toBe('klør knægt');
  });
  it('merges face-down cards into one entry and gives each face-up card its place', () => {
    const c = column('#3C #KD #2H QS JH');
    const entries = columnEntries(c);
    expect(entries).toEqual([{ kind: 'face-down', count: 3 }, { kind: 'card', card: 'QS' }, { kind: 'card', card: 'JH' }]);
    expect(entries.map((e) => entryWords(e, c, 1, 'en'))).toEqual(['3 face-down cards', 'Queen of spades, 4 of 5 in column 2', 'Jack of hearts, 5 of 5 in column 2']);
    expect(entryWords(entries[1]!, c, 1, 'da')).toBe('Spar dame, 4 af 5 i kolonne 2');
    expect(columnEntries(column('')).map((e) => entryWords(e, column(''), 6, 'en'))).toEqual(['Column 7, empty']);
    expect(entryWords({ kind: 'face-down', count: 1 }, c, 0, 'en')).toBe('1 face-down card');
  });
  it('says a foundation’s top card', () => {
    const tb = table([], { H: 3 });
    expect(foundationWords(tb, 1, 'en')).toBe('Foundation of hearts: 3 of hearts');
    expect(foundationWords(tb, 0, 'en')).toBe('Foundation of spades, empty');
  });
  it('announces a move: what moved with how many cards, where to, what turned up, the score', () => {
    const before = table(['#4D 9C 8H 7S 6D', '10H', '', '#5S 2C', 'QC KH', '8D'], { C: 1 });
    const say = (move: Move, lang: 'en' | 'da' = 'en') => {
      const outcome = apply(gameAt(before), { type: 'move', ...move });
      if (!outcome.ok) throw new Error(outcome.refusal.reason);
      return announceMove(before, outcome.game.table, move, lang);
    };
    expect(say({ card: '9C', to: 1 })).toBe('Moved 9 of clubs and 3 cards onto 10 of hearts. Turned up 4 of diamonds. Score 5.');
    expect(say({ card: '9C', to: 1 }, 'da')).toBe('Flyttede klør 9 og 3 kort over på hjerter 10. Vendte ruder 4. Point 5.');
    expect(say({ card: 'KH', to: 2 })).toBe('Moved King of hearts to an empty column. Score 0.');
    expect(say({ card: '2C', to: 'foundation' })).toBe('Moved 2 of clubs to its foundation. Turned up 5 of spades. Score 15.');
    expect(say({ card: '7S', to: 5 })).toBe('Moved 7 of spades and 1 card onto 8 of diamonds. Score 0.');
  });
  it('says a move in short, with the cards by symbol, for a hint', () => {
    const before = table(['#4D 9C 8H 7S 6D', '10H', '', '#5S 2C', 'QC KH', '8D'], { C: 1, S: 1 });
    expect(moveWords(before, { card: '9C', to: 1 }, 'en')).toBe('9♣ onto 10♥');
    expect(moveWords(before, { card: '9C', to: 1 }, 'da')).toBe('9♣ på 10♥');
    expect(moveWords(before, { card: 'KH', to: 2 }, 'en')).toBe('K♥ to an empty column');
    expect(moveWords(before, { card: '2C', to: 'foundation' }, 'en')).toBe('2♣ to its foundation');
    expect(moveWords(before, { card: 'AS', to: 1 }, 'en', 'said')).toBe('Moved Ace of spades from its foundation onto 10 of hearts.');
  });
  it('reads the whole table, column by column, then the foundations', () => {
    expect(tableWords(table(['#4D 9C', '', 'KS'], { H: 2 }), 'en')).toBe(
      'Column 1: 1 face-down card, 9 of clubs. Column 2: empty. Column 3: King of spades. Column 4: empty. Column 5: empty. Column 6: empty. Column 7: empty. Foundations: spades empty, hearts 2 of hearts, diamonds empty, clubs empty.',
    );
  });
});
