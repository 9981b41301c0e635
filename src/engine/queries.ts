import { ALL_CARDS, cardIndex, isCardId, rankOf, suitOf, type CardId } from './cards';
import { COLUMN_COUNT, checkMove, groupTooLarge, isWon, lastCard, locate, playMove, refuseMove } from './rules';
import type { Column, Move, Puzzle, Refusal, Table, Target } from './types';
import { cardsOnto, variantOf } from './variant';

// Scratch space for legalMoves: where each face-up card lies (column, index), -1 when it is not
// face up in a column. Reset on every call, so the function stays pure to its callers.
const whereColumn = new Int8Array(52);
const whereIndex = new Int8Array(52);

/**
 * Every legal move of a game (or of any table under a rule), each exactly once: column to column
 * (any face-up card with the cards on top of it), last card to foundation, and foundation top
 * back to a column. Empty when the game is won.
 */
export function legalMoves(game: Puzzle): Move[] {
  const { table } = game;
  const variant = variantOf(game.rule);
  const out: Move[] = [];
  if (isWon(table)) return out;
  const { columns, foundations } = table;
  whereColumn.fill(-1);
  for (let c = 0; c < columns.length; c++) {
    const { cards, down } = columns[c] as Column;
    for (let i = down; i < cards.length; i++) {
      const n = cardIndex(cards[i] as CardId);
      whereColumn[n] = c;
      whereIndex[n] = i;
    }
    const last = cards[cards.length - 1];
    if (last !== undefined && foundations[suitOf(last)] === rankOf(last) - 1) out.push({ card: last, to: 'foundation' });
  }
  for (let t = 0; t < columns.length; t++) {
    const onto = lastCard(columns[t] as Column);
    // The cards that may go here: those the game's build puts on the last card, or on an empty
    // column the ranks it accepts.
    const candidates = onto === undefined ? emptyColumnCards(game.rule) : cardsOnto(variant, onto);
    for (const card of candidates) {
      if (foundations[suitOf(card)] === rankOf(card)) {
        out.push({ card, to: t });
        continue;
      }
      const n = cardIndex(card);
      const c = whereColumn[n] as number;
      if (c < 0 || c === t) continue;
      if (groupTooLarge(columns[c] as Column, whereIndex[n] as number, variant)) continue;
      out.push({ card, to: t });
    }
  }
  return out;
}

const emptyColumnCards = (rule: Puzzle['rule']): CardId[] => {
  const ranks = variantOf(rule).emptyColumn;
  return ALL_CARDS.filter((card) => ranks.includes(rankOf(card)));
};

/**
 * The foundation move for a tapped card, or null: only the last card of a column goes up, and
 * only when its foundation needs it next.
 */
export function foundationMoveFor(game: Puzzle, card: CardId): Move | null {
  if (isWon(game.table)) return null;
  const move: Move = { card, to: 'foundation' };
  return refuseMove(game.table, game.rule, move) === null ? move : null;
}

/**
 * Where a double-tapped card and the cards on top of it would go on the table, or null:
 * the longest column that accepts it (ties to the leftmost), else the leftmost empty column, for a
 * card an empty column accepts (a king). A king that already lies at the bottom of a column is not moved to an empty one, since
 * that changes nothing. Automatic placement uses the same choice.
 */
export function placementFor(game: Puzzle, card: CardId): Move | null {
  const { table, rule } = game;
  if (isWon(table) || !isCardId(card)) return null;
  const from = locate(table, card);
  let best: Move | null = null;
  let bestLength = -1;
  for (let t = 0; t < table.columns.length; t++) {
    const target = table.columns[t] as Column;
    if (target.cards.length === 0 || target.cards.length <= bestLength) continue;
    if (refuseMove(table, rule, { card, to: t }) === null) {
      best = { card, to: t };
      bestLength = target.cards.length;
    }
  }
  if (best !== null) return best;
  if (from.kind === 'column' && from.index === 0) return null;
  const empty = table.columns.findIndex((column) => column.cards.length === 0);
  if (empty < 0) return null;
  return refuseMove(table, rule, { card, to: empty }) === null ? { card, to: empty } : null;
}

/** The cards that lift with a card, and where they lie; or why the card cannot be taken hold of. */
export type Group =
  | { readonly ok: true; readonly cards: readonly CardId[]; readonly from: Target }
  | { readonly ok: false; readonly refusal: Refusal };

/**
 * What taking hold of a card lifts: in a column, the card with every card on top of it; on a
 * foundation, its top card alone. Refused for a face-down card, a group larger than the game's
 * limit and a foundation card that is not the top one. Whether the game is won is not looked at.
 */
export function groupAt(game: Puzzle, card: CardId): Group {
  const { table } = game;
  if (!isCardId(card)) return { ok: false, refusal: { reason: 'unknown-card' } };
  const from = locate(table, card);
  if (from.kind === 'foundation') {
    return from.top ? { ok: true, cards: [card], from: 'foundation' } : { ok: false, refusal: { reason: 'not-foundation-top', card } };
  }
  const column = table.columns[from.column] as Column;
  if (from.index < column.down) return { ok: false, refusal: { reason: 'face-down', card } };
  const variant = variantOf(game.rule);
  if (groupTooLarge(column, from.index, variant)) return { ok: false, refusal: { reason: 'group-too-large', card, limit: variant.groupLimit } };
  return { ok: true, cards: column.cards.slice(from.index), from: from.column };
}

const TARGETS: readonly Target[] = [...Array.from({ length: COLUMN_COUNT }, (_, i) => i), 'foundation'];

/** Every place a card (with its group) may legally go now: columns left to right, then its foundation. */
export function targetsFor(game: Puzzle, card: CardId): Target[] {
  if (isWon(game.table) || !isCardId(card)) return [];
  return TARGETS.filter((to) => refuseMove(game.table, game.rule, { card, to }) === null);
}

/** True when no card on the table is face down (every card left can be seen). */
export function everyCardFaceUp(table: Table): boolean {
  return table.columns.every((c) => c.down === 0);
}

/**
 * A move played on a bare table under its rule (no history, no counter): the table after it, or
 * why it is refused. The reducer (`apply`) does the same for a game.
 */
export function playOn(puzzle: Puzzle, move: Move): { readonly ok: true; readonly puzzle: Puzzle } | { readonly ok: false; readonly refusal: Refusal } {
  if (isWon(puzzle.table)) return { ok: false, refusal: { reason: 'game-won' } };
  const checked = checkMove(puzzle.table, puzzle.rule, move);
  if ('reason' in checked) return { ok: false, refusal: checked };
  return { ok: true, puzzle: { rule: puzzle.rule, table: playMove(puzzle.table, move, checked) } };
}
