import { CARD_SETTINGS, DEFAULT_SETTINGS, RANK_LETTERS, changed } from '../settings';
import type { Looks } from './layout';
import { DECK_LOOKS, dimmed, type CardStyle } from './pictures';

// How the cards' looks are told apart, by the settings model's list of the settings the cards are
// drawn with: one key and one diff for every such setting, so that a new one needs nothing here.

/**
 * What tells two looks of the cards apart (an atlas drawn for one is of no use for the other):
 * every setting the cards are drawn with (the settings model's), softer faces shown, the corner
 * letters, the art.
 */
export const styleKey = (style: CardStyle): string =>
  [...CARD_SETTINGS.map((name) => String(style[name] ?? DEFAULT_SETTINGS[name])), dimmed(style), style.letters ?? RANK_LETTERS.en, style.art ? 'art' : '', DECK_LOOKS[style.deck ?? DEFAULT_SETTINGS.deck].portraits && style.courts ? 'courts' : ''].join('/');

/** A change of looks that draws the faces again: of a setting the cards are drawn with (the settings model's), of the softer faces shown, or of the corner letters (another language). */
export const newFaces = (a: Looks, b: Looks): boolean => changed(a, b, CARD_SETTINGS).length > 0 || dimmed(a) !== dimmed(b) || (a.letters ?? RANK_LETTERS.en) !== (b.letters ?? RANK_LETTERS.en);
