import { KING, cardOf, rankOf, suitOf, type CardId, type Rank } from './cards';

/**
 * How a group's bottom card may be placed on the last card of a column: the rank of that last card
 * minus the group's card must be one of `steps`, and its suit must stand to the card's as `suits`
 * says.
 */
export interface Build {
  /** 1: the card goes on one rank higher; [1, -1]: one rank higher or lower. */
  readonly steps: readonly number[];
  /**
   * 'other-colour': red on black, black on red. 'any': any suit. 'same': its own suit only.
   * 'other': any suit but its own.
   */
  readonly suits: 'other-colour' | 'any' | 'same' | 'other';
}

/**
 * One game of the Yukon family, as data: everything the rules engine, the solver and the app need
 * to know about how it differs from its siblings. Nothing outside the engine and the solver asks
 * which game it is by name; it asks the variant (or the engine, which asks it).
 */
export interface Variant<R extends string = Rule> {
  /** The name in the API, in saves and in addresses (`?new=relaxed`). */
  readonly rule: R;
  /** Yukon itself (under its two rules), or one of its siblings; the New game window groups them so. */
  readonly family: 'yukon' | 'sibling';
  /** The letter of the game code (`YU1-C-…`). Frozen once released. */
  readonly letter: string;
  readonly build: Build;
  /** The ranks an empty column accepts as the bottom card of a group. */
  readonly emptyColumn: readonly Rank[];
  /** The opening table: face-down and face-up cards of each column, left to right. */
  readonly deal: { readonly down: readonly number[]; readonly up: readonly number[] };
  /** At most this many cards move at once. */
  readonly groupLimit: number;
  /** The daily deal's seed word for this game (engine/daily.ts). Frozen once released. */
  readonly dailySeed: number;
}

/** The deal of every game here: 1, 6, 7, 8, 9, 10, 11 cards, of which 0–6 face down. */
const YUKON_DEAL = { down: [0, 1, 2, 3, 4, 5, 6], up: [1, 5, 5, 5, 5, 5, 5] } as const;
const YUKON = { emptyColumn: [KING], deal: YUKON_DEAL, groupLimit: 20 } as const;

/**
 * Every game offered, in the order the New game window lists them; the first is the default.
 * Yukon's siblings keep its table, group limit and empty columns; only the build changes (after
 * PySolFC's Yukon-type games): Russian Solitaire builds by suit, Alaska by suit up or down,
 * Moosehide on any suit but the card's own.
 */
const GAMES = [
  { rule: 'classic', family: 'yukon', letter: 'C', build: { steps: [1], suits: 'other-colour' }, dailySeed: 1, ...YUKON },
  { rule: 'relaxed', family: 'yukon', letter: 'R', build: { steps: [1], suits: 'any' }, dailySeed: 2, ...YUKON },
  { rule: 'russian', family: 'sibling', letter: 'U', build: { steps: [1], suits: 'same' }, dailySeed: 3, ...YUKON },
  { rule: 'alaska', family: 'sibling', letter: 'A', build: { steps: [1, -1], suits: 'same' }, dailySeed: 4, ...YUKON },
  { rule: 'moosehide', family: 'sibling', letter: 'M', build: { steps: [1], suits: 'other' }, dailySeed: 5, ...YUKON },
] as const satisfies readonly Variant<string>[];

/**
 * The games offered, by their names in the API, derived from the list above (written once, as
 * data): Yukon under its two rules, Classic (opposite colours in the columns) and Relaxed (any
 * colour), and its siblings Russian Solitaire (same suit), Alaska (same suit, up or down) and
 * Moosehide (any suit but the card's own).
 */
export type Rule = (typeof GAMES)[number]['rule'];

export const VARIANTS: readonly Variant[] = GAMES;

/** The game a new player starts with. */
export const DEFAULT_RULE: Rule = 'classic';

/** Every rule name, in the order of VARIANTS. */
export const RULES: readonly Rule[] = VARIANTS.map((v) => v.rule);

const BY_RULE = new Map<string, Variant>(VARIANTS.map((v) => [v.rule, v]));

/** True for the name of a game offered here. */
export function isRule(value: unknown): value is Rule {
  return typeof value === 'string' && BY_RULE.has(value);
}

/** The variant of a rule. */
export function variantOf(rule: Rule): Variant {
  const variant = BY_RULE.get(rule);
  if (!variant) throw new Error(`no such game: ${String(rule)}`);
  return variant;
}

/** True when a card of suit `card` may lie on a card of suit `onto` under a build (suits only). */
export function suitsFit(build: Build, card: number, onto: number): boolean {
  switch (build.suits) {
    case 'other-colour':
      return isRedSuit(card) !== isRedSuit(onto);
    case 'any':
      return true;
    case 'same':
      return card === onto;
    case 'other':
      return card !== onto;
  }
}

const isRedSuit = (suit: number): boolean => suit === 1 || suit === 2;

/** True when `card` may be placed on `onto`, the last card of a column. */
export function fitsOn(variant: Variant, card: CardId, onto: CardId): boolean {
  return variant.build.steps.includes(rankOf(onto) - rankOf(card)) && suitsFit(variant.build, suitOf(card), suitOf(onto));
}

/** Every card that `card` may be placed on in a column, by rank then suit (none for a king). */
export function cardsUnder(variant: Variant, card: CardId): CardId[] {
  const out: CardId[] = [];
  for (const step of variant.build.steps) {
    const rank = rankOf(card) + step;
    if (rank < 1 || rank > KING) continue;
    for (let suit = 0; suit < 4; suit++) if (suitsFit(variant.build, suitOf(card), suit)) out.push(cardOf(suit, rank));
  }
  return out;
}

/** Every card that may be placed on `onto` in a column. */
export function cardsOnto(variant: Variant, onto: CardId): CardId[] {
  const out: CardId[] = [];
  for (const step of variant.build.steps) {
    const rank = rankOf(onto) - step;
    if (rank < 1 || rank > KING) continue;
    for (let suit = 0; suit < 4; suit++) if (suitsFit(variant.build, suit, suitOf(onto))) out.push(cardOf(suit, rank));
  }
  return out;
}
