import { SUITS, cardOf, lastCard, locate, rankOf, suitOf, type CardId, type Column, type Move, type Table } from '../engine';
import { t, type Key, type Lang } from './i18n';
import { cardName } from './messages';

/**
 * The table in words, for the screen-reader layer and its announcements: cards named the way a
 * person says them ("Queen of spades", "spar dame"), places, moves and the whole table.
 */

/** A card in words: "Queen of spades"; "spar dame". The ace and the courts have words of their language; 2–10 are numbers. */
export function cardWords(card: CardId, lang: Lang): string {
  const rank = rankOf(card);
  const said = rank === 1 || rank > 10 ? t(lang, `rank.${rank}` as Key) : String(rank);
  return t(lang, 'cardWords', { rank: said, suit: t(lang, `suit.${suitOf(card)}` as Key) });
}

/** The first letter in capitals, for words that begin a sentence. */
export const capital = (s: string): string => s.charAt(0).toLocaleUpperCase() + s.slice(1);

const suitName = (suit: number, lang: Lang) => t(lang, `suit.${suit}` as Key);

/** One entry of a column as the reader lists it: a face-up card, or all its face-down cards as one. */
export type Entry = { readonly kind: 'card'; readonly card: CardId } | { readonly kind: 'face-down'; readonly count: number } | { readonly kind: 'empty' };

/** A column's entries, bottom first: its face-down cards merged into one, then each face-up card. */
export function columnEntries(column: Column): Entry[] {
  if (column.cards.length === 0) return [{ kind: 'empty' }];
  const up = column.cards.slice(column.down).map((card): Entry => ({ kind: 'card', card }));
  return column.down > 0 ? [{ kind: 'face-down', count: column.down }, ...up] : up;
}

/** The name of a column's entry: "Queen of spades, 3 of 8 in column 2", "4 face-down cards". */
export function entryWords(entry: Entry, column: Column, index: number, lang: Lang): string {
  if (entry.kind === 'empty') return t(lang, 'reader.emptyColumn', { n: index + 1 });
  if (entry.kind === 'face-down') return t(lang, entry.count === 1 ? 'reader.faceDownOne' : 'reader.faceDown', { count: entry.count });
  const pos = column.cards.indexOf(entry.card) + 1;
  return t(lang, 'reader.card', { card: capital(cardWords(entry.card, lang)), pos, count: column.cards.length, n: index + 1 });
}

/** A foundation in words: "Foundation of hearts: 3 of hearts", or empty. */
export function foundationWords(table: Table, suit: number, lang: Lang): string {
  const count = table.foundations[suit] ?? 0;
  const name = suitName(suit, lang);
  return count === 0 ? t(lang, 'reader.foundationEmpty', { suit: name }) : t(lang, 'reader.foundationTop', { suit: name, card: cardWords(cardOf(suit, count), lang) });
}

/**
 * A move in words, from the table before it. Short (a hint): "9♣ onto 10♥", "K♠ to an empty
 * column", "A♦ to its foundation"; in words, the same with the cards named: "9 of clubs onto 10 of
 * hearts" (the review's marks). Said (the announcement of a move played): the card in words with
 * how many cards it carries, "Moved 9 of clubs and 3 cards onto 10 of hearts."
 */
export function moveWords(before: Table, move: Move, lang: Lang, form: 'short' | 'words' | 'said' = 'short'): string {
  const from = locate(before, move.card);
  const onto = move.to === 'foundation' ? undefined : lastCard(before.columns[move.to] as Column);
  if (form !== 'said') {
    const name = (c: CardId) => (form === 'short' ? cardName(c, lang) : cardWords(c, lang));
    const card = name(move.card);
    if (move.to === 'foundation') return t(lang, 'move.foundation', { card });
    return onto ? t(lang, 'move.onto', { card, onto: name(onto) }) : t(lang, 'move.empty', { card });
  }
  const moving = from.kind === 'column' ? (before.columns[from.column] as Column).cards.length - from.index : 1;
  const card = cardWords(move.card, lang);
  const moved = moving === 1 ? t(lang, 'say.moved', { card }) : t(lang, moving === 2 ? 'say.movedOne' : 'say.movedMore', { card, more: moving - 1 });
  if (move.to === 'foundation') return t(lang, 'say.toFoundation', { moved });
  if (onto === undefined) return t(lang, 'say.toEmpty', { moved });
  return t(lang, from.kind === 'foundation' ? 'say.toColumnFromFoundation' : 'say.onto', { moved, onto: cardWords(onto, lang) });
}

/** A move played, as it is announced: what moved and where, which cards turned up, the score. */
export function announceMove(before: Table, after: Table, move: Move, lang: Lang): string {
  return [moveWords(before, move, lang, 'said'), ...turnedWords(before, after, lang), t(lang, 'say.score', { score: after.score })].join(' ');
}

/** The cards that turned face up between two tables, in words. */
export function turnedWords(before: Table, after: Table, lang: Lang): string[] {
  const out: string[] = [];
  after.columns.forEach((column) => {
    column.cards.forEach((card, i) => {
      if (i < column.down) return;
      const was = locate(before, card);
      if (was.kind === 'column' && was.index < (before.columns[was.column] as Column).down) out.push(t(lang, 'say.turned', { card: cardWords(card, lang) }));
    });
  });
  return out;
}

/** The whole table, column by column, then the foundations (the key S). */
export function tableWords(table: Table, lang: Lang): string {
  const columns = table.columns.map((column, i) => {
    const cards = columnEntries(column).map((entry) => (entry.kind === 'card' ? cardWords(entry.card, lang) : entry.kind === 'face-down' ? t(lang, entry.count === 1 ? 'reader.faceDownOne' : 'reader.faceDown', { count: entry.count }) : t(lang, 'say.none')));
    return t(lang, 'say.summaryColumn', { n: i + 1, cards: cards.join(', ') });
  });
  const foundations = SUITS.map((_, suit) => {
    const count = table.foundations[suit] ?? 0;
    return `${suitName(suit, lang)} ${count === 0 ? t(lang, 'say.none') : cardWords(cardOf(suit, count), lang)}`;
  });
  return [...columns, t(lang, 'say.summaryFoundations', { cards: foundations.join(', ') })].join(' ');
}
