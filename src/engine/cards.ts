/**
 * Cards and their short readable ids ("AS", "10H", "QD"): rank first, then the suit letter.
 * The ids are what the state, the tests, the logs and the automation hook all speak.
 */

/** Suits in the fixed foundation order: spades, hearts, diamonds, clubs. */
export const SUITS = ['S', 'H', 'D', 'C'] as const;
export type Suit = (typeof SUITS)[number];

/** Rank labels from ace (1) to king (13). */
export const RANK_LABELS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'] as const;
export type RankLabel = (typeof RANK_LABELS)[number];

/** A card id: rank label then suit letter, for example `QS`, `10H`, `AD`. */
export type CardId = `${RankLabel}${Suit}`;

/** Rank as a number: ace 1 … king 13. */
export type Rank = number;

export const KING = 13;
export const DECK_SIZE = 52;

interface CardFacts {
  readonly rank: Rank;
  readonly suit: number; // index into SUITS, which is also the foundation index
  readonly red: boolean;
  readonly index: number; // 0..51, suit * 13 + rank - 1
}

/** Every card id in the deck's fixed order: spades A–K, hearts A–K, diamonds A–K, clubs A–K. */
export const ALL_CARDS: readonly CardId[] = SUITS.flatMap((suit) =>
  RANK_LABELS.map((label) => `${label}${suit}` as CardId),
);

const FACTS = new Map<string, CardFacts>(
  ALL_CARDS.map((id, index) => {
    const suit = Math.floor(index / 13);
    return [id, { rank: (index % 13) + 1, suit, red: suit === 1 || suit === 2, index }];
  }),
);

function facts(id: CardId): CardFacts {
  const f = FACTS.get(id);
  if (f === undefined) throw new Error(`not a card id: ${String(id)}`);
  return f;
}

/** True when `value` is one of the 52 card ids. */
export function isCardId(value: unknown): value is CardId {
  return typeof value === 'string' && FACTS.has(value);
}

/** Rank of a card: ace 1 … king 13. */
export function rankOf(id: CardId): Rank {
  return facts(id).rank;
}

/** Suit index of a card, which is also its foundation index (0 spades … 3 clubs). */
export function suitOf(id: CardId): number {
  return facts(id).suit;
}

/** True for hearts and diamonds. */
export function isRed(id: CardId): boolean {
  return facts(id).red;
}

/** Position of a card in the fixed deck order, 0..51. */
export function cardIndex(id: CardId): number {
  return facts(id).index;
}

/** The card at a position of the fixed deck order. */
export function cardAt(index: number): CardId {
  const id = ALL_CARDS[index];
  if (id === undefined) throw new Error(`no card at index ${index}`);
  return id;
}

/** The card of a suit (0..3) and rank (1..13). */
export function cardOf(suit: number, rank: Rank): CardId {
  return cardAt(suit * 13 + rank - 1);
}
