import { lastCard, type CardId, type Move, type Table } from '../engine';
import type { Interaction, Selection } from '../interaction';
import type { Focus } from '../interaction';
import { placeRect, raised } from './hits';
import type { Layout, Rect } from './layout';

/** A lifted card where it is drawn (its top-left corner, in CSS pixels of the canvas), and how large. */
export interface LiftedCard {
  readonly card: CardId;
  readonly x: number;
  readonly y: number;
  /** 1: its size on the table; more while dragged. */
  readonly scale: number;
}

/** What the table's interaction looks like on a layout: the lifted cards, the glows, the focus ring. */
export interface Scene {
  /** Bottom card first: each is drawn over the one before. */
  readonly lifted: readonly LiftedCard[];
  readonly glows: readonly Rect[];
  readonly ring: Rect | null;
  /** Round the cards of the last move (a setting), where they lie; none while a group is chosen. */
  readonly mark: Rect | null;
  /** The lifted group's shadow on the table (the group's outline, cast down and right), or none. */
  readonly shadow: Rect | null;
}

export const NO_SCENE: Scene = { lifted: [], glows: [], ring: null, mark: null, shadow: null };

/** How far down the last card of a column a carried group is shown over it, in card heights. */
const OVER = 0.3;

/**
 * The interaction drawn on a layout of the table. Pure: the stage draws exactly this, so what is
 * on the screen is what the model says.
 */
export function sceneOf(layout: Layout, table: Table, m: Interaction): Scene {
  // A preview (the review's) is a past position shown read-only: the table takes no input, so
  // nothing is selected, and the keyboard's focus belongs to the game's table, not to this one.
  if (m.preview) return NO_SCENE;
  const s = m.selection;
  const held = s?.source === 'keyboard' ? s.card : null;
  const lifted = s ? liftedCards(layout, table, s) : [];
  return {
    lifted,
    glows: s ? glows(layout, table, s) : [],
    ring: m.keyboard ? focusRect(layout, table, m.focus, held) : null,
    mark: m.mark && !s ? markRect(layout, table, m.mark) : null,
    shadow: shadowOf(layout, lifted, s?.lift.kind === 'drag'),
  };
}

/**
 * Where a lifted group's shadow falls: under its outline, cast down and a little right, further
 * while it is dragged (higher off the table) than while it is only raised.
 */
function shadowOf(layout: Layout, lifted: readonly LiftedCard[], dragged: boolean): Rect | null {
  const first = lifted[0];
  const last = lifted.at(-1);
  if (!first || !last) return null;
  const cast = layout.cardWidth * (dragged ? 0.08 : 0.03);
  const width = layout.cardWidth * first.scale;
  return { x: first.x + cast * 0.5, y: first.y + cast, width, height: last.y + layout.cardHeight * last.scale - first.y };
}

/** Round the cards a move put in place: the group on its column, down to the column's last card, or the card on its foundation. */
function markRect(layout: Layout, table: Table, move: Move): Rect | null {
  const at = layout.cards.get(move.card);
  if (!at) return null;
  if (move.to === 'foundation') return { x: at.x, y: at.y, width: layout.cardWidth, height: layout.cardHeight };
  const last = lastCard(table.columns[move.to] as Table['columns'][number]);
  const bottom = (last ? layout.cards.get(last)?.y : undefined) ?? at.y;
  return { x: at.x, y: at.y, width: layout.cardWidth, height: Math.max(bottom, at.y) + layout.cardHeight - at.y };
}

/** Where each card of the selection is drawn. */
function liftedCards(layout: Layout, table: Table, s: Selection): LiftedCard[] {
  const slot = layout.cards.get(s.card);
  if (!slot) return [];
  const rise = { dx: 0, dy: -raised(layout) };
  let offset = rise;
  if (s.lift.kind === 'drag') offset = { dx: s.lift.dx, dy: s.lift.dy };
  else if (s.lift.kind === 'over' && s.lift.to !== s.from) {
    // Over the place it would go: on a column, a little down its last card, so both are seen.
    const to = placeRect(layout, table, s.card, s.lift.to);
    const onCard = s.lift.to !== 'foundation' && lastCard(table.columns[s.lift.to] as Table['columns'][number]) !== undefined;
    offset = { dx: to.x - slot.x, dy: to.y + (onCard ? layout.cardHeight * OVER : 0) - slot.y };
  }
  // A dragged group is drawn a little larger, grown from its first card's top centre (its steps too,
  // so that every strip still shows its whole index).
  const grow = s.lift.kind === 'drag' ? layout.grow : 1;
  return s.cards.flatMap((card) => {
    const at = layout.cards.get(card);
    if (!at) return [];
    return [{ card, x: at.x + offset.dx - ((grow - 1) * layout.cardWidth) / 2, y: slot.y + offset.dy + (at.y - slot.y) * grow, scale: grow }];
  });
}

/** The lit places; a hint also glows around its group, which it shows risen. */
function glows(layout: Layout, table: Table, s: Selection): Rect[] {
  const places = s.lit.map((to) => placeRect(layout, table, s.card, to));
  if (s.source !== 'hint') return places;
  const slot = layout.cards.get(s.card);
  if (!slot) return places;
  const rise = raised(layout);
  const margin = Math.max(3, Math.round(layout.cardWidth * 0.06));
  const bottom = Math.max(...s.cards.map((card) => (layout.cards.get(card)?.y ?? slot.y) + layout.cardHeight));
  const around = { x: slot.x - margin, y: slot.y - rise - margin, width: layout.cardWidth + 2 * margin, height: bottom - slot.y + 2 * margin };
  return [around, ...places];
}

/** Where the focus ring goes: around the held group's place, a card and those on top, or a place. */
export function focusRect(layout: Layout, table: Table, focus: Focus, held: CardId | null): Rect {
  if (focus.place.kind === 'foundation') return layout.foundations[focus.place.index] as Rect;
  const column = table.columns[focus.place.index] as Table['columns'][number];
  const lane = layout.columns[focus.place.index] as Rect;
  if (held) return placeRect(layout, table, held, focus.place.index);
  const first = focus.card ?? column.cards[0];
  const last = lastCard(column);
  const top = first ? layout.cards.get(first) : undefined;
  const bottom = last ? layout.cards.get(last) : undefined;
  if (!top || !bottom) return { ...lane, height: layout.cardHeight };
  return { x: top.x, y: top.y, width: layout.cardWidth, height: bottom.y + layout.cardHeight - top.y };
}

/** What the stage must do to go from the scene it drew to the next one. */
export interface SceneChange {
  /** Cards lifted before and not now: they slide back to their places. */
  readonly settle: readonly CardId[];
  /** Cards lifted now, where they go at once, bottom first. */
  readonly lift: readonly LiftedCard[];
  /** The glows, when they changed. */
  readonly glows: readonly Rect[] | null;
  /** The ring, when it changed (null: no ring). */
  readonly ring: Rect | null | undefined;
  /** The mark of the last move, when it changed (null: none). */
  readonly mark: Rect | null | undefined;
  /** The lifted group's shadow, when it changed (null: none). */
  readonly shadow: Rect | null | undefined;
}

const sameRect = (a: Rect | null, b: Rect | null) => a === b || (a !== null && b !== null && a.x === b.x && a.y === b.y && a.width === b.width && a.height === b.height);

/** The change from one drawn scene to the next. Pure. */
export function diffScene(drawn: Scene, next: Scene): SceneChange {
  const now = new Set(next.lifted.map((c) => c.card));
  const sameLift = drawn.lifted.length === next.lifted.length && drawn.lifted.every((c, i) => {
    const n = next.lifted[i] as LiftedCard;
    return n.card === c.card && n.x === c.x && n.y === c.y && n.scale === c.scale;
  });
  const sameGlows = drawn.glows.length === next.glows.length && drawn.glows.every((g, i) => sameRect(g, next.glows[i] as Rect));
  return {
    settle: drawn.lifted.filter((c) => !now.has(c.card)).map((c) => c.card),
    lift: sameLift ? [] : next.lifted,
    glows: sameGlows ? null : next.glows,
    ring: sameRect(drawn.ring, next.ring) ? undefined : next.ring,
    mark: sameRect(drawn.mark, next.mark) ? undefined : next.mark,
    shadow: sameRect(drawn.shadow, next.shadow) ? undefined : next.shadow,
  };
}
