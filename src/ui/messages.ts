import { CODE_VERSION, DEAL_LETTERS, GROUP_LIMIT, KING, RANK_LABELS, isRed, rankOf, suitOf, type CardId, type CodeError, type Refusal } from '../engine';
import { t, type Key, type Lang } from './i18n';

const SUIT_SYMBOLS = ['♠', '♥', '♦', '♣'] as const;

/** A card as a player reads it: `7♥`, `Q♠`. Ranks keep their English letters in both languages. */
export function cardName(card: CardId): string {
  return `${RANK_LABELS[rankOf(card) - 1]}${SUIT_SYMBOLS[suitOf(card)]}`;
}

const name = (card: CardId | undefined): string => (card === undefined ? '?' : cardName(card));

/** One clear sentence for a refused move, in the player's language. */
export function refusalSentence(refusal: Refusal, lang: Lang): string {
  const { reason, card, onto, needs } = refusal;
  if (reason === 'wrong-rank' && card !== undefined && rankOf(card) === KING) return t(lang, 'refusal.wrong-rank-king');
  // The card a refused card needed under it: one rank higher, of the other colour (Classic).
  const higher = card === undefined ? '' : (RANK_LABELS[rankOf(card)] ?? '');
  const colour = card !== undefined && isRed(card) ? t(lang, 'colour.black') : t(lang, 'colour.red');
  const key: Key = `refusal.${reason}`;
  return t(lang, key, { card: name(card), onto: name(onto), needs: name(needs), higher, wanted: `${colour} ${higher}`, limit: GROUP_LIMIT });
}

/** One clear sentence for a game code that could not be read. */
export function codeErrorSentence(error: CodeError, lang: Lang): string {
  return t(lang, `codeError.${error}`, { example: `${CODE_VERSION}-C-${'A'.repeat(DEAL_LETTERS - 1)}B`, version: CODE_VERSION, letters: DEAL_LETTERS });
}
