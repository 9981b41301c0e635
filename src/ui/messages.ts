import { CODE_VERSION, DEAL_LETTERS, VARIANTS, rankOf, suitOf, type CardId, type CodeError, type Refusal } from '../engine';
import { RANK_LETTERS, rankLabel } from '../settings';
import { ruleName, t, type Key, type Lang } from './i18n';

const SUIT_SYMBOLS = ['♠', '♥', '♦', '♣'] as const;

/** A card as a player of the language reads it on its corner: `7♥`, `Q♠`; `D♠` in German and French. */
export function cardName(card: CardId, lang: Lang): string {
  return `${rankLabel(rankOf(card), RANK_LETTERS[lang])}${SUIT_SYMBOLS[suitOf(card)]}`;
}

/**
 * One clear sentence for a refused move, in the player's language. The refusal carries what the
 * card needed (the cards it goes on, the foundation's next card, the group limit); nothing of the
 * rule is worked out here.
 */
export function refusalSentence(refusal: Refusal, lang: Lang): string {
  const { reason, card, onto, needs, goesOn, limit } = refusal;
  // A card that goes on nothing in a column is a king: it goes only on an empty column.
  if (reason === 'wrong-rank' && goesOn?.length === 0) return t(lang, 'refusal.wrong-rank-king');
  const under = goesOn?.[0];
  const higher = under === undefined ? '' : rankLabel(rankOf(under), RANK_LETTERS[lang]);
  const name = (one: CardId | undefined): string => (one === undefined ? '?' : cardName(one, lang));
  const values = { card: name(card), onto: name(onto), needs: name(needs), higher, limit: limit ?? '', cards: listOf(goesOn ?? [], lang) };
  // Where a card goes only on cards of its own suit, there are one or two of them: name them.
  const ownSuit = card !== undefined && goesOn !== undefined && goesOn.length > 0 && goesOn.every((c) => suitOf(c) === suitOf(card));
  const key: Key = (reason === 'wrong-rank' || reason === 'wrong-suit') && ownSuit ? 'refusal.only-on' : `refusal.${reason}`;
  return t(lang, key, values);
}

/** Cards as a list a person reads: "8♥", "8♥ or 6♥", "8♠, 8♦ or 8♣". */
function listOf(cards: readonly CardId[], lang: Lang): string {
  return either(cards.map((card) => cardName(card, lang)), lang);
}

/** Words as a list with "or" before the last: "a", "a or b", "a, b or c". */
function either(names: readonly string[], lang: Lang): string {
  return names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} ${t(lang, 'or')} ${names.at(-1)}`;
}

/**
 * One clear sentence for a game code that could not be read. The game letters come from the
 * variants, each with its game's name: "C (Classic), R (Relaxed) … or M (Moosehide)".
 */
export function codeErrorSentence(error: CodeError, lang: Lang): string {
  const [first] = VARIANTS;
  const games = either(VARIANTS.map((v) => `${v.letter} (${t(lang, ruleName(v.rule))})`), lang);
  return t(lang, `codeError.${error}`, { example: `${CODE_VERSION}-${first?.letter ?? ''}-${'A'.repeat(DEAL_LETTERS - 1)}B`, version: CODE_VERSION, letters: DEAL_LETTERS, games });
}
