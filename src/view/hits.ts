import { lastCard, suitOf, type CardId, type Table, type Target } from '../engine';
import type { Fold, Layout, Rect } from './layout';

/**
 * What lies where on a laid-out table: the card or fold under a point, the place under a point or
 * under a dropped card, and where a place the held card may go is drawn lit. Pure, as layout.ts.
 */

function inside(r: Rect, x: number, y: number): boolean {
  return x >= r.x && x < r.x + r.width && y >= r.y && y < r.y + r.height;
}

/** The card whose grabbable part is under a point, if any (a fold's tap area is not a card's). */
export function cardAt(layout: Layout, x: number, y: number): CardId | null {
  if (foldAt(layout, x, y)) return null;
  for (const [card, slot] of layout.cards) if (slot.grab && inside(slot.grab, x, y)) return card;
  return null;
}

/** The fold under a point, if any. */
export function foldAt(layout: Layout, x: number, y: number): Fold | null {
  return layout.folds.find((fold) => inside(fold.rect, x, y)) ?? null;
}

/** How far a chosen group rises off its place (a hint, a tap to move, the keyboard), in pixels. */
export function raised(layout: Layout): number {
  return Math.round(layout.cardHeight * 0.12);
}

/** The place under a point: a column's lane (from its top to the bottom of the table) or a foundation. */
export function placeAt(layout: Layout, x: number, y: number): number | 'foundation' | null {
  const column = layout.columns.findIndex((lane) => inside(lane, x, y));
  if (column >= 0) return column;
  return layout.foundations.some((place) => inside(place, x, y)) ? 'foundation' : null;
}

function overlap(a: Rect, b: Rect): number {
  const w = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
  const h = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
  return w > 0 && h > 0 ? w * h : 0;
}

/**
 * Where a dragged card dropped at `rect` lands: the column lane or foundation place it overlaps
 * most, or null when it overlaps none.
 */
export function dropTarget(layout: Layout, rect: Rect): number | 'foundation' | null {
  let best: number | 'foundation' | null = null;
  let most = 0;
  layout.columns.forEach((lane, c) => {
    const area = overlap(lane, rect);
    if (area > most) [best, most] = [c, area];
  });
  for (const place of layout.foundations) {
    const area = overlap(place, rect);
    if (area > most) [best, most] = ['foundation', area];
  }
  return best;
}

/**
 * Where a place the held card may go is drawn lit: the last card of a column (or the empty
 * column's place), or the card's own foundation.
 */
export function placeRect(layout: Layout, table: Table, card: CardId, to: Target): Rect {
  if (to === 'foundation') return layout.foundations[suitOf(card)] as Rect;
  const last = lastCard(table.columns[to] as Table['columns'][number]);
  const slot = last ? layout.cards.get(last) : undefined;
  const lane = layout.columns[to] as Rect;
  return slot ? { x: slot.x, y: slot.y, width: layout.cardWidth, height: layout.cardHeight } : { ...lane, height: layout.cardHeight };
}
