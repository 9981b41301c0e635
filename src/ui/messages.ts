import { RANK_LABELS, rankOf, suitOf, isRed, type CardId } from '../engine/cards';
import type { CodeError } from '../engine/code';
import type { Refusal, RefusalReason } from '../engine/types';

/** Languages the app speaks. */
export type Lang = 'en' | 'da';

const SUIT_SYMBOLS = ['♠', '♥', '♦', '♣'] as const;

/** A card as a player reads it: `7♥`, `Q♠`. Ranks keep their English letters in both languages. */
export function cardName(card: CardId): string {
  return `${RANK_LABELS[rankOf(card) - 1]}${SUIT_SYMBOLS[suitOf(card)]}`;
}

interface Words {
  red: string;
  black: string;
}

const WORDS: Record<Lang, Words> = {
  en: { red: 'red', black: 'black' },
  da: { red: 'rød', black: 'sort' },
};

/** The card a refused card needed under it: one rank higher and of the other colour (Classic). */
function wanted(lang: Lang, card: CardId | undefined): string {
  if (card === undefined) return '';
  const rank = rankOf(card);
  if (rank >= 13) return '';
  const colour = isRed(card) ? WORDS[lang].black : WORDS[lang].red;
  return `${colour} ${RANK_LABELS[rank]}`;
}

/** The rank label one above a card's, or '' for a king. */
function higher(card: CardId | undefined): string {
  return card === undefined ? '' : (RANK_LABELS[rankOf(card)] ?? '');
}

type Sentence = (r: Refusal, lang: Lang) => string;
const name = (card: CardId | undefined): string => (card === undefined ? '?' : cardName(card));

const REFUSALS: Record<Lang, Record<RefusalReason, Sentence>> = {
  en: {
    'unknown-action': () => 'That is not something the game can do.',
    'unknown-card': () => 'There is no such card.',
    'unknown-column': () => 'There is no such place on the table.',
    'face-down': () => 'Face-down cards cannot be moved; uncover them first.',
    'wrong-colour': (r, l) => `${name(r.card)} goes on a ${wanted(l, r.card)}: red on black, black on red.`,
    'wrong-rank': (r) =>
      higher(r.card) === ''
        ? 'A king goes only on an empty column.'
        : `${name(r.card)} goes only on a card one rank higher (${higher(r.card)}), not on ${name(r.onto)}.`,
    'king-only': () => 'Only a king, alone or with the cards on top of it, may go on an empty column.',
    'group-too-large': () => 'At most 20 cards can be moved at once.',
    'foundation-order': (r) => `That foundation needs ${name(r.needs)} next: each suit goes up from the ace, one card at a time.`,
    'not-last-card': () => 'Only the last card of a column can go to a foundation.',
    'not-foundation-top': () => 'Only the top card of a foundation can be taken back.',
    'same-place': () => 'The cards are already there.',
    'game-won': () => 'This game is won: start a new game.',
    'nothing-to-undo': () => 'There is no move to undo.',
    'nothing-to-redo': () => 'There is no move to redo.',
  },
  da: {
    'unknown-action': () => 'Det kan spillet ikke.',
    'unknown-card': () => 'Det kort findes ikke.',
    'unknown-column': () => 'Den plads findes ikke på bordet.',
    'face-down': () => 'Kort med bagsiden opad kan ikke flyttes; afdæk dem først.',
    'wrong-colour': (r, l) => `${name(r.card)} skal lægges på en ${wanted(l, r.card)}: rød på sort, sort på rød.`,
    'wrong-rank': (r) =>
      higher(r.card) === ''
        ? 'En konge kan kun lægges i en tom kolonne.'
        : `${name(r.card)} skal lægges på et kort præcis én værdi højere (${higher(r.card)}), ikke på ${name(r.onto)}.`,
    'king-only': () => 'Kun en konge, alene eller med kortene oven på den, må lægges i en tom kolonne.',
    'group-too-large': () => 'Der kan højst flyttes 20 kort ad gangen.',
    'foundation-order': (r) => `Den grundbunke skal have ${name(r.needs)} nu: hver kulør bygges op fra esset, ét kort ad gangen.`,
    'not-last-card': () => 'Kun det sidste kort i en kolonne kan lægges på en grundbunke.',
    'not-foundation-top': () => 'Kun det øverste kort i en grundbunke kan tages tilbage.',
    'same-place': () => 'Kortene ligger der allerede.',
    'game-won': () => 'Spillet er vundet: start et nyt spil.',
    'nothing-to-undo': () => 'Der er intet træk at fortryde.',
    'nothing-to-redo': () => 'Der er intet træk at gentage.',
  },
};

/** One clear sentence for a refused move, in the player's language. */
export function refusalSentence(refusal: Refusal, lang: Lang): string {
  return REFUSALS[lang][refusal.reason](refusal, lang);
}

const CODE_ERRORS: Record<Lang, Record<CodeError, string>> = {
  en: {
    empty: 'Type a game code, for example YU1-C-AAAAAAB.',
    shape: 'A game code has three parts joined by dashes, for example YU1-C-AAAAAAB.',
    version: 'A game code starts with YU1.',
    rule: 'The middle letter of a game code is C (Classic) or R (Relaxed).',
    deal: 'A game code ends with 7 letters from A to Z.',
  },
  da: {
    empty: 'Skriv en spilkode, for eksempel YU1-C-AAAAAAB.',
    shape: 'En spilkode har tre dele adskilt af bindestreger, for eksempel YU1-C-AAAAAAB.',
    version: 'En spilkode begynder med YU1.',
    rule: 'Det midterste bogstav i en spilkode er C (Klassisk) eller R (Lempet).',
    deal: 'En spilkode slutter med 7 bogstaver fra A til Z.',
  },
};

/** One clear sentence for a game code that could not be read. */
export function codeErrorSentence(error: CodeError, lang: Lang): string {
  return CODE_ERRORS[lang][error];
}
