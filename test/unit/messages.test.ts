import { describe, expect, it } from 'vitest';
import { CODE_ERRORS, GROUP_LIMIT, REFUSAL_REASONS, VARIANTS, apply, type CardId, type Refusal } from '../../src/engine';
import type { Lang } from '../../src/ui/i18n';
import { cardName, codeErrorSentence, refusalSentence } from '../../src/ui/messages';
import { gameAt, table } from '../support/tables';

describe('sentences for refused moves', () => {
  it.each<Lang>(['en', 'da'])('every reason has one clear sentence in %s', (lang) => {
    for (const reason of REFUSAL_REASONS) {
      const sentence = refusalSentence({ reason, card: '7H', onto: '9S', needs: 'AS' }, lang);
      expect(sentence, reason).toMatch(/^[A-ZÆØÅ0-9].{10,}[.!]$/u);
      expect(sentence, reason).not.toMatch(/[{}]/);
    }
  });
  it('names the cards involved', () => {
    const g = gameAt(table(['8H', '7H', '2S']));
    const outcome = apply(g, { type: 'move', card: '7H', to: 0 });
    const refusal = (outcome as { refusal: Refusal }).refusal;
    expect(refusalSentence(refusal, 'en')).toBe('7♥ goes only on 8♠ or 8♣: red on black, black on red.');
    expect(refusalSentence(refusal, 'da')).toBe('7♥ kan kun lægges på 8♠ eller 8♣: rød på sort, sort på rød.');
    const up = apply(g, { type: 'move', card: '2S', to: 'foundation' }) as { refusal: Refusal };
    expect(refusalSentence(up.refusal, 'en')).toContain('A♠');
  });
  it('says what the engine says the card needed: the group limit, the card one rank higher, the king’s empty column', () => {
    const long = gameAt(table(['KS QH JS 10H 9S 8H 7S 6H 5S 4H 3S 2H AS KC QD JC 10D 9C 8D 7C 6D', '8C']));
    const tooMany = apply(long, { type: 'move', card: 'KS', to: 1 }) as { refusal: Refusal };
    expect(refusalSentence(tooMany.refusal, 'en')).toBe(`At most ${GROUP_LIMIT} cards can be moved at once.`);
    const g = gameAt(table(['KS', '2H', '4H', '9C']));
    const king = apply(g, { type: 'move', card: 'KS', to: 1 }) as { refusal: Refusal };
    expect(refusalSentence(king.refusal, 'da')).toBe('En konge kan kun lægges i en tom kolonne.');
    const rank = apply(g, { type: 'move', card: '2H', to: 2 }) as { refusal: Refusal };
    expect(refusalSentence(rank.refusal, 'en')).toBe('2♥ goes only on a card one rank higher (3), not on 4♥.');
    // Relaxed: the same refusal of the rank; no refusal of the colour.
    const relaxed = apply({ ...g, rule: 'relaxed' }, { type: 'move', card: '2H', to: 2 }) as { refusal: Refusal };
    expect(refusalSentence(relaxed.refusal, 'en')).toBe('2♥ goes only on a card one rank higher (3), not on 4♥.');
  });
  it('writes cards with suit symbols', () => {
    expect(cardName('10D', 'en')).toBe('10♦');
    expect(cardName('QS', 'en')).toBe('Q♠');
  });
  it('writes a court and an ace with the letters of the language’s card players', () => {
    expect(['AS', 'JH', 'QS', 'KD'].map((card) => cardName(card as CardId, 'de'))).toEqual(['A♠', 'B♥', 'D♠', 'K♦']);
    expect(['AS', 'JH', 'QS', 'KD'].map((card) => cardName(card as CardId, 'fr'))).toEqual(['A♠', 'V♥', 'D♠', 'R♦']);
    expect(['AS', 'JH', 'QS', 'KD'].map((card) => cardName(card as CardId, 'lb'))).toEqual(['A♠', 'B♥', 'D♠', 'K♦']);
    expect(cardName('QS', 'da')).toBe('Q♠');
  });
  it('explains each wrong part of a game code', () => {
    for (const error of CODE_ERRORS) {
      expect(codeErrorSentence(error, 'en')).not.toBe(codeErrorSentence(error, 'da'));
      expect(codeErrorSentence(error, 'en')).not.toMatch(/[{}]/);
    }
  });
  it('names every game’s letter when the letter is wrong, from the variants, in both languages', () => {
    expect(codeErrorSentence('rule', 'en')).toBe('The middle letter of a game code names the game: C (Classic), R (Relaxed), U (Russian Solitaire), A (Alaska) or M (Moosehide).');
    const danish = codeErrorSentence('rule', 'da');
    for (const v of VARIANTS) expect(danish).toContain(`${v.letter} (`);
    expect(danish).toMatch(/ eller M \(/);
  });
});
