import { describe, expect, it } from 'vitest';
import { GROUP_LIMIT, apply, type Refusal, type RefusalReason } from '../../src/engine';
import type { Lang } from '../../src/ui/i18n';
import { cardName, codeErrorSentence, refusalSentence } from '../../src/ui/messages';
import { gameAt, table } from '../support/tables';

const reasons: RefusalReason[] = [
  'unknown-action', 'unknown-card', 'unknown-column', 'face-down', 'wrong-colour', 'wrong-rank', 'king-only',
  'group-too-large', 'foundation-order', 'not-last-card', 'not-foundation-top', 'same-place', 'game-won',
  'nothing-to-undo', 'nothing-to-redo',
];

describe('sentences for refused moves', () => {
  it.each<Lang>(['en', 'da'])('every reason has one clear sentence in %s', (lang) => {
    for (const reason of reasons) {
      const sentence = refusalSentence({ reason, card: '7H', onto: '9S', needs: 'AS' }, lang);
      expect(sentence, reason).toMatch(/^[A-ZÆØÅ0-9].{10,}[.!]$/u);
      expect(sentence, reason).not.toMatch(/[{}]/);
    }
  });
  it('names the cards involved', () => {
    const g = gameAt(table(['8H', '7H', '2S']));
    const outcome = apply(g, { type: 'move', card: '7H', to: 0 });
    const refusal = (outcome as { refusal: Refusal }).refusal;
    expect(refusalSentence(refusal, 'en')).toBe('7♥ goes on a black 8: red on black, black on red.');
    expect(refusalSentence(refusal, 'da')).toBe('7♥ skal lægges på en sort 8: rød på sort, sort på rød.');
    const up = apply(g, { type: 'move', card: '2S', to: 'foundation' }) as { refusal: Refusal };
    expect(refusalSentence(up.refusal, 'en')).toContain('A♠');
  });
  it('quotes the group limit from the engine', () => {
    expect(refusalSentence({ reason: 'group-too-large', card: 'KS' }, 'en')).toBe(`At most ${GROUP_LIMIT} cards can be moved at once.`);
    expect(refusalSentence({ reason: 'wrong-rank', card: 'KS', onto: '2H' }, 'da')).toBe('En konge kan kun lægges i en tom kolonne.');
  });
  it('writes cards with suit symbols', () => {
    expect(cardName('10D')).toBe('10♦');
    expect(cardName('QS')).toBe('Q♠');
  });
  it('explains each wrong part of a game code', () => {
    for (const error of ['empty', 'shape', 'version', 'rule', 'deal'] as const) {
      expect(codeErrorSentence(error, 'en')).not.toBe(codeErrorSentence(error, 'da'));
      expect(codeErrorSentence(error, 'en')).not.toMatch(/[{}]/);
    }
  });
});
