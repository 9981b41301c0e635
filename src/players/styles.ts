import { cardsOnto, fitsOn, isWon, legalMoves, locate, playOn, rankOf, suitOf, variantOf, type CardId, type Column, type Move, type Puzzle, type Table, type Variant } from '../engine';
import { sightKey } from './sight';

/**
 * The ways of playing a human-model player can have, from careless to careful (README, "Players"):
 * - random: a legal move drawn at random, except that a card that can go home goes home (as the
 *   automatic moves of most solitaire apps do: the source's random robot won 10%, and so does this);
 * - greedy: the move that looks best now (a card turned up, a card sent home, a column emptied for
 *   a king), and nothing further;
 * - planner: what greedy sees, and one move further: a sideways move is worth what it makes
 *   possible next, and a card goes home early only when nothing can still want to lie on it.
 * None of them ever repeats a position it has seen in the game (a person notices going round in
 * circles), and each draws its ties from its own seeded source.
 */
export const STYLES = ['random', 'greedy', 'planner'] as const;
export type Style = (typeof STYLES)[number];

/** A uniformly distributed unsigned 32-bit number, from the playout's seeded source. */
export type Draw = () => number;

/** What a move looks like to a player, worked out from the sight alone. */
interface Seen {
  readonly move: Move;
  /** The table after it (its turned card, if any, is one of the sight's stand-ins: never looked at). */
  readonly after: Table;
  /** Turns a face-down card up. */
  readonly turns: boolean;
  /** Worth to a player who looks no further than this move. */
  readonly worth: number;
}

/** Worth of the kinds of move (greedy's scale; the planner adds its look ahead). */
const TURN = 100;
const TURN_PER_DOWN = 5;
const HOME = 60;
const HOME_EARLY = 20;
const FREES_HOME = 15;
const EMPTIES_FOR_KING = 40;
const EMPTIES_IDLE = -20;
const KING_TO_KING = -80;
const SIDEWAYS_OFF_FIT = -20;
const TAKE_BACK = -60;

/** What a player sees in a table once per look, for judging each of its moves. */
interface Scene {
  readonly table: Table;
  readonly variant: Variant;
  /** A face-up king (a card an empty column takes) lies on another card, so an empty column has a use. */
  readonly kingWaiting: boolean;
  /** The planner's caution: a card goes home at full worth only when nothing may still lie on it. */
  readonly careful: boolean;
}

function sceneOf(sight: Puzzle, careful: boolean): Scene {
  const variant = variantOf(sight.rule);
  const { table } = sight;
  const kingWaiting = table.columns.some((c) => c.cards.some((card, i) => i >= Math.max(1, c.down) && variant.emptyColumn.includes(rankOf(card))));
  return { table, variant, kingWaiting, careful };
}

/** A legal move's worth to a player who looks no further than it, and whether it turns a card. */
function judge(scene: Scene, move: Move): { readonly worth: number; readonly turns: boolean } {
  const { table, variant } = scene;
  const from = locate(table, move.card);
  if (from.kind === 'foundation') return { worth: TAKE_BACK, turns: false };
  const column = table.columns[from.column] as Column;
  const turns = from.index > 0 && from.index === column.down;
  let worth = 0;
  if (turns) worth += TURN + TURN_PER_DOWN * column.down;
  else if (from.index === 0) worth += move.to !== 'foundation' && (table.columns[move.to] as Column).cards.length === 0 ? KING_TO_KING : scene.kingWaiting ? EMPTIES_FOR_KING : EMPTIES_IDLE;
  else if (move.to !== 'foundation' && fitsOn(variant, move.card, column.cards[from.index - 1] as CardId)) worth += SIDEWAYS_OFF_FIT;
  if (move.to === 'foundation') worth += scene.careful && !nothingWants(scene, move.card) ? HOME_EARLY : HOME;
  else if (!turns && from.index > column.down) {
    // The card left last in the column can go home next.
    const uncovered = column.cards[from.index - 1] as CardId;
    if (table.foundations[suitOf(uncovered)] === rankOf(uncovered) - 1) worth += FREES_HOME;
  }
  return { worth, turns };
}

/** True when every card that may lie on `card` in a column is already home: sending it home costs nothing. */
function nothingWants(scene: Scene, card: CardId): boolean {
  return cardsOnto(scene.variant, card).every((onto) => (scene.table.foundations[suitOf(onto)] ?? 0) >= rankOf(onto));
}

/** The moves of a sight that lead to a position not seen before in this game, each judged. */
function candidates(sight: Puzzle, seen: ReadonlySet<string>, careful: boolean): Seen[] {
  const scene = sceneOf(sight, careful);
  const out: Seen[] = [];
  for (const move of legalMoves(sight)) {
    const played = playOn(sight, move);
    if (!played.ok) continue;
    const after = played.puzzle.table;
    const { worth, turns } = judge(scene, move);
    // A turn leads somewhere new: fewer cards lie face down than ever before.
    if (!turns && seen.has(sightKey(after))) continue;
    out.push({ move, after, turns, worth });
  }
  return out;
}

/** The best of some moves by a score, ties drawn at random; null when there are none. */
function best(moves: readonly Seen[], score: (m: Seen) => number, draw: Draw): Move | null {
  let chosen: Seen | null = null;
  let top = -Infinity;
  let ties = 0;
  for (const m of moves) {
    const s = score(m);
    if (s > top) {
      top = s;
      chosen = m;
      ties = 1;
    } else if (s === top && draw() % ++ties === 0) chosen = m;
  }
  return chosen?.move ?? null;
}

/**
 * What a move makes possible next, for the planner: the best worth of a card turned up or sent home
 * on the table after it, or -Infinity when it makes neither possible. Only those moves are looked
 * for (a last card that goes home; a face-down card's cover that fits elsewhere), not every move.
 * A card sent home to a position seen before is no possibility (it only undoes taking it back).
 */
function nextWorth(after: Table, rule: Puzzle['rule'], seen: ReadonlySet<string>): number {
  const next: Puzzle = { rule, table: after };
  const scene = sceneOf(next, true);
  const { columns, foundations } = after;
  let top = -Infinity;
  const consider = (move: Move) => {
    const { worth, turns } = judge(scene, move);
    if (worth <= top) return;
    if (!turns && move.to === 'foundation') {
      const played = playOn(next, move);
      if (played.ok && seen.has(sightKey(played.puzzle.table))) return;
    }
    top = worth;
  };
  for (let c = 0; c < columns.length; c++) {
    const { cards, down } = columns[c] as Column;
    const last = cards[cards.length - 1];
    if (last !== undefined && foundations[suitOf(last)] === rankOf(last) - 1) consider({ card: last, to: 'foundation' });
    if (down === 0 || cards.length - down > scene.variant.groupLimit) continue;
    // The card covering the face-down ones, with the cards on it, onto any column that takes it.
    const cover = cards[down] as CardId;
    for (let t = 0; t < columns.length; t++) {
      if (t === c) continue;
      const onto = (columns[t] as Column).cards;
      const fits = onto.length === 0 ? scene.variant.emptyColumn.includes(rankOf(cover)) : fitsOn(scene.variant, cover, onto[onto.length - 1] as CardId);
      if (fits) {
        consider({ card: cover, to: t });
        break;
      }
    }
  }
  return top;
}

/** A plan's cost per sideways move taken to reach what it makes possible. */
const DETOUR = 30;

/**
 * The move a player of a style makes on what it sees, or null when every legal move would lead back
 * to a position it has seen (it is stuck). `seen`: the positions of this game so far, as sightKey.
 */
export function chooseMove(style: Style, sight: Puzzle, seen: ReadonlySet<string>, draw: Draw): Move | null {
  if (isWon(sight.table)) return null;
  switch (style) {
    case 'random': {
      const all = candidates(sight, seen, false);
      const obvious = all.filter((m) => m.move.to === 'foundation');
      const moves = obvious.length > 0 ? obvious : all;
      return moves.length === 0 ? null : (moves[draw() % moves.length] as Seen).move;
    }
    case 'greedy':
      return best(candidates(sight, seen, false), (m) => m.worth, draw);
    case 'planner': {
      const moves = candidates(sight, seen, true);
      return best(moves, (m) => (m.turns || m.worth >= HOME_EARLY ? m.worth : Math.max(m.worth, nextWorth(m.after, sight.rule, seen) - DETOUR)), draw);
    }
    default:
      return unknownStyle(style);
  }
}

function unknownStyle(style: never): never {
  throw new Error(`no such style: ${String(style)}`);
}
