import { KING, cardOf, isCardId, rankOf, suitOf, type CardId } from './cards';
import type { Column, Move, Refusal, Rule, Table } from './types';
import { VARIANTS, cardsUnder, suitsFit, variantOf, type Variant } from './variant';

/** At most this many cards move at once in Classic; a larger group is refused (see Variant). */
export const GROUP_LIMIT = variantOf('classic').groupLimit;
/** Every game here is played on 7 columns. */
export const COLUMN_COUNT = 7;
if (VARIANTS.some((v) => v.deal.down.length !== COLUMN_COUNT || v.deal.up.length !== COLUMN_COUNT)) throw new Error('every game deals 7 columns');

/** Where a card lies: in a column at an index (0 = bottom card), or on its foundation. */
export type Location =
  | { readonly kind: 'column'; readonly column: number; readonly index: number }
  | { readonly kind: 'foundation'; readonly foundation: number; readonly top: boolean };

/** Finds a card on the table. Every card is somewhere, so this never fails for a card id. */
export function locate(table: Table, card: CardId): Location {
  const suit = suitOf(card);
  const onFoundation = table.foundations[suit] ?? 0;
  const rank = rankOf(card);
  if (onFoundation >= rank) return { kind: 'foundation', foundation: suit, top: onFoundation === rank };
  const { columns } = table;
  for (let c = 0; c < columns.length; c++) {
    const index = (columns[c] as Column).cards.indexOf(card);
    if (index >= 0) return { kind: 'column', column: c, index };
  }
  throw new Error(`card ${card} is missing from the table`);
}

/** The last card of a column, if any. */
export function lastCard(column: Column): CardId | undefined {
  return column.cards[column.cards.length - 1];
}

/** The top card of a foundation (0 spades … 3 clubs), if any. */
export function foundationTop(table: Table, foundation: number): CardId | undefined {
  const count = table.foundations[foundation] ?? 0;
  return count > 0 ? cardOf(foundation, count) : undefined;
}

/** True when all 52 cards are on the foundations. */
export function isWon(table: Table): boolean {
  const f = table.foundations;
  return f[0] === KING && f[1] === KING && f[2] === KING && f[3] === KING;
}

/**
 * Why `card` may not go on the end of `target`, or null when it may. A refusal of the build says
 * every card it may go on instead.
 */
function refuseOnto(variant: Variant, card: CardId, target: Column): Refusal | null {
  const onto = lastCard(target);
  if (onto === undefined) return variant.emptyColumn.includes(rankOf(card)) ? null : { reason: 'king-only', card };
  const { build } = variant;
  if (!build.steps.includes(rankOf(onto) - rankOf(card))) return { reason: 'wrong-rank', card, onto, goesOn: cardsUnder(variant, card) };
  if (!suitsFit(build, suitOf(card), suitOf(onto))) return { reason: build.suits === 'other-colour' ? 'wrong-colour' : 'wrong-suit', card, onto, goesOn: cardsUnder(variant, card) };
  return null;
}

/** True for a target that names one of the 7 columns or the foundations. */
function isTarget(to: unknown): to is Move['to'] {
  return to === 'foundation' || (typeof to === 'number' && Number.isInteger(to) && to >= 0 && to < COLUMN_COUNT);
}

/**
 * Why a move is illegal on this table, or null when it is legal. Does not look at whether the game
 * is won; the reducer does that.
 */
export function refuseMove(table: Table, rule: Rule, move: Move): Refusal | null {
  const checked = checkMove(table, rule, move);
  return 'reason' in checked ? checked : null;
}

/**
 * Checks a move and, when it is legal, returns where its card lies, so that playing it need not
 * look for the card again; otherwise returns the refusal.
 */
export function checkMove(table: Table, rule: Rule, move: Move): Refusal | Location {
  const { card, to } = move;
  if (!isCardId(card)) return { reason: 'unknown-card' };
  if (!isTarget(to)) return { reason: 'unknown-column', card };
  const from = locate(table, card);
  return refuseFrom(table, variantOf(rule), card, to, from) ?? from;
}

function refuseFrom(table: Table, variant: Variant, card: CardId, to: Move['to'], from: Location): Refusal | null {
  if (from.kind === 'foundation') {
    if (!from.top) return { reason: 'not-foundation-top', card };
    if (to === 'foundation') return { reason: 'same-place', card };
    return refuseOnto(variant, card, table.columns[to] as Column);
  }
  const source = table.columns[from.column] as Column;
  if (from.index < source.down) return { reason: 'face-down', card };
  if (to === 'foundation') {
    if (from.index !== source.cards.length - 1) return { reason: 'not-last-card', card };
    const suit = suitOf(card);
    const count = table.foundations[suit] ?? 0;
    if (count !== rankOf(card) - 1) {
      const onto = foundationTop(table, suit);
      return { reason: 'foundation-order', card, needs: cardOf(suit, count + 1), ...(onto ? { onto } : {}) };
    }
    return null;
  }
  if (to === from.column) return { reason: 'same-place', card };
  if (groupTooLarge(source, from.index, variant)) return { reason: 'group-too-large', card, limit: variant.groupLimit };
  return refuseOnto(variant, card, table.columns[to] as Column);
}

/** True when the card at `index` of a column lifts more cards than the game's group limit allows. */
export function groupTooLarge(column: Column, index: number, variant: Variant): boolean {
  return column.cards.length - index > variant.groupLimit;
}

/** Points for placing a card on a foundation and for turning a face-down card up. */
export const POINTS_FOUNDATION = 10;
export const POINTS_TURN = 5;

/**
 * The table after a move that `refuseMove` accepted. Columns the move does not touch are shared
 * with the old table, not copied.
 */
export function playMove(table: Table, move: Move, from: Location = locate(table, move.card)): Table {
  const { card, to } = move;
  const columns = table.columns.slice();
  let foundations = table.foundations;
  let score = table.score;
  let group: readonly CardId[];
  if (from.kind === 'foundation') {
    foundations = foundations.slice();
    (foundations as number[])[from.foundation] = rankOf(card) - 1;
    group = [card];
  } else {
    const source = columns[from.column] as Column;
    const rest = source.cards.slice(0, from.index);
    group = from.index === 0 ? source.cards : source.cards.slice(from.index);
    // A face-down card left last in its column turns face up at once.
    const turns = rest.length > 0 && rest.length === source.down;
    columns[from.column] = { cards: rest, down: turns ? source.down - 1 : source.down };
    if (turns) score += POINTS_TURN;
  }
  if (to === 'foundation') {
    foundations = foundations.slice();
    (foundations as number[])[suitOf(card)] = rankOf(card);
    score += POINTS_FOUNDATION;
  } else {
    const target = columns[to] as Column;
    columns[to] = { cards: target.cards.length === 0 ? group : target.cards.concat(group), down: target.down };
  }
  return { columns, foundations, score: Math.max(0, score) };
}
