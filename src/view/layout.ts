import { SUITS, cardOf, lastCard, suitOf, type CardId, type Table, type Target } from '../engine';
import type { Back, Deck } from './pictures';

/** A rectangle in CSS pixels of the canvas. */
export interface Rect {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/** Where one card lies on the screen. */
export interface CardSlot {
  readonly x: number;
  readonly y: number;
  readonly faceUp: boolean;
  /** Drawing order: higher is on top. */
  readonly z: number;
  /** The part of the card a finger can take hold of, or null when it cannot be taken. */
  readonly grab: Rect | null;
}

export interface Layout {
  readonly width: number;
  readonly height: number;
  readonly cardWidth: number;
  readonly cardHeight: number;
  /** The 7 column lanes: where a column's cards lie and where drops on it land. */
  readonly columns: readonly Rect[];
  /** The 4 foundation places, spades, hearts, diamonds, clubs. */
  readonly foundations: readonly Rect[];
  /** Where the deck lies before a deal: the top left, at the height of the foundations. */
  readonly deck: Rect;
  readonly cards: ReadonlyMap<CardId, CardSlot>;
}

/** A table with no cards on it: its layout has the places, and no cards. */
export const EMPTY_TABLE: Table = { columns: Array.from({ length: 7 }, () => ({ cards: [], down: 0 })), foundations: [0, 0, 0, 0], score: 0 };

/** Card proportions: a poker card is 63 × 88 mm. */
export const CARD_RATIO = 88 / 63;
/** The least part of a face-up card that stays visible in a crowded column, in CSS pixels. */
export const MIN_GRAB = 14;

/** How the player likes the table: foundations on the left (left-handed), room for large indices. */
export interface LayoutOptions {
  readonly leftHanded?: boolean;
  readonly largeIndex?: boolean;
}

/** How the table looks and moves: the player's settings for eyes and hands. */
export interface Looks extends Required<LayoutOptions> {
  readonly deck: Deck;
  readonly fourColour: boolean;
  readonly back: Back;
  readonly motion: 'normal' | 'fast' | 'off';
}

interface Frame {
  cardWidth: number;
  margin: number;
  gap: number;
  /** Where the first column is, and where the deck lies before a deal. */
  left: number;
  deckX: number;
  columnsTop: number;
  foundations: Rect[];
}

/**
 * Portrait: foundations in a row above the right-hand columns. Landscape: a stack on the right.
 * Left-handed, both on the left instead (and the deck on the right); the columns keep their order.
 */
function frame(width: number, height: number, leftHanded: boolean, widest = 180): Frame {
  const landscape = width > height * 1.1;
  const margin = Math.round(Math.max(6, Math.min(width, height) * 0.015));
  const gap = Math.round(Math.max(4, width * (landscape ? 0.01 : 0.012)));
  const foundations: Rect[] = [];
  if (landscape) {
    // 8 lanes across; the foundation stack must fit the height.
    const byWidth = (width - 2 * margin - 7 * gap - gap) / 8;
    const byHeight = (height - 2 * margin - 3 * gap) / 4 / CARD_RATIO;
    const cardWidth = Math.floor(Math.min(byWidth, byHeight, widest));
    const cardHeight = cardWidth * CARD_RATIO;
    const total = 8 * cardWidth + 8 * gap;
    const start = Math.round((width - total) / 2);
    const end = start + 7 * (cardWidth + gap) + gap;
    const left = leftHanded ? start + cardWidth + 2 * gap : start;
    const fx = leftHanded ? start : end;
    for (let i = 0; i < 4; i++) foundations.push({ x: fx, y: margin + i * (cardHeight + gap), width: cardWidth, height: cardHeight });
    return { cardWidth, margin, gap, left, deckX: leftHanded ? end : start, columnsTop: margin, foundations };
  }
  const byWidth = (width - 2 * margin - 6 * gap) / 7;
  const byHeight = (height - 2 * margin) / 4.2 / CARD_RATIO;
  const cardWidth = Math.floor(Math.min(byWidth, byHeight, widest));
  const cardHeight = cardWidth * CARD_RATIO;
  const left = Math.round((width - (7 * cardWidth + 6 * gap)) / 2);
  const first = leftHanded ? 0 : 3;
  for (let i = 0; i < 4; i++) foundations.push({ x: left + (first + i) * (cardWidth + gap), y: margin, width: cardWidth, height: cardHeight });
  const deckX = leftHanded ? left + 6 * (cardWidth + gap) : left;
  return { cardWidth, margin, gap, left, deckX, columnsTop: margin + cardHeight + Math.max(gap * 2, margin * 2), foundations };
}

/**
 * The index's geometry, in card widths at a normal index (pictures.ts draws it from these numbers):
 * its margin from the card's edge, the rank's font size, the suit's size, and how far below the
 * baseline the deepest rank reaches (the tail of a Q; measured in the browser: index.spec.ts).
 */
export const INDEX = { pad: 0.05, modern: { font: 0.3, suit: 0.25, tail: 0.21 }, classic: { font: 0.3, suit: 0.23, tail: 0.21 } } as const;

/**
 * How far down its face a card's index reaches (rank and suit side by side along the top), in card
 * heights: the strip of a fanned card shows it whole when the step is at least this. The generous
 * steps (0.27 and, for large indices, 0.38 of a card's height) are deeper for every deck.
 */
export function indexDepth(deck: Deck, largeIndex: boolean): number {
  const large = largeIndex ? 1.5 : 1;
  const { font, suit, tail } = INDEX[deck];
  // The rank's baseline at 0.8 of its size; the suit sits on it, 0.08 of the suit's size below.
  const baseline = INDEX.pad + font * 0.8 * large;
  return Math.max(baseline + font * tail * large, baseline + suit * large * 0.08) / CARD_RATIO;
}

/**
 * Steps between cards of a column so that it fits in `room` pixels: generous when there is space;
 * when the column grows long, the face-down cards close up first (only their edges need showing),
 * then the face-up ones, down to the least a finger can take hold of (MIN_GRAB) unless the column
 * cannot fit otherwise. A face-up strip of the generous size shows the index whole (`indexDepth`).
 */
export function columnSteps(down: number, up: number, cardHeight: number, room: number, largeIndex = false): { downStep: number; upStep: number } {
  let downStep = Math.max(4, cardHeight * 0.1);
  // Large indices need a taller strip of each fanned card.
  let upStep = cardHeight * (largeIndex ? 0.38 : 0.27);
  const need = () => cardHeight + down * downStep + Math.max(0, up - 1) * upStep;
  if (need() <= room) return { downStep, upStep };
  const downFloor = Math.max(3, cardHeight * 0.04);
  if (down > 0) downStep = Math.max(downFloor, (room - cardHeight - Math.max(0, up - 1) * upStep) / down);
  if (need() <= room) return { downStep, upStep };
  const upFloor = Math.max(MIN_GRAB, cardHeight * 0.16);
  if (up > 1) upStep = Math.max(upFloor, (room - cardHeight - down * downStep) / (up - 1));
  if (need() > room && down > 0) downStep = Math.max(3, (room - cardHeight - Math.max(0, up - 1) * upStep) / down);
  if (need() > room && up > 1) upStep = Math.max(6, (room - cardHeight - down * downStep) / (up - 1));
  return { downStep, upStep };
}

/** The least the cards shrink to, of their size on the screen, to keep a long column's indices whole. */
export const LEAST_SHRINK = 0.7;

/**
 * The widest card (CSS pixels) with which every column fits in `room` with strips deep enough to
 * show the index whole (the deeper of the two decks'), its face-down cards closed up.
 */
function widestWhole(table: Table, room: number, largeIndex: boolean): number {
  const depth = Math.max(indexDepth('modern', largeIndex), indexDepth('classic', largeIndex));
  let widest = Infinity;
  for (const column of table.columns) {
    const up = column.cards.length - column.down;
    const tall = 1 + Math.max(0, up - 1) * depth;
    // The face-down cards close up to 4% of a card's height, but never under 3 px.
    const height = Math.min((room - 3 * column.down) / tall, room / (tall + 0.04 * column.down));
    widest = Math.min(widest, height / CARD_RATIO);
  }
  return widest;
}

/**
 * The layout of a table in a canvas of `width` × `height` CSS pixels. Pure. The cards are as large
 * as the screen allows; a column too long to show every face-up card's index whole at that size
 * makes them smaller (not under LEAST_SHRINK of it), rather than its strips narrower.
 */
export function layoutTable(table: Table, width: number, height: number, options: LayoutOptions = {}): Layout {
  const leftHanded = options.leftHanded === true;
  let f = frame(width, height, leftHanded);
  const widest = widestWhole(table, height - f.columnsTop - f.margin, options.largeIndex === true);
  if (widest < f.cardWidth) f = frame(width, height, leftHanded, Math.max(Math.ceil(f.cardWidth * LEAST_SHRINK), Math.floor(widest)));
  const cardWidth = f.cardWidth;
  const cardHeight = cardWidth * CARD_RATIO;
  const cards = new Map<CardId, CardSlot>();
  const columns: Rect[] = [];
  const room = height - f.columnsTop - f.margin;
  table.columns.forEach((column, c) => {
    const x = f.left + c * (cardWidth + f.gap);
    columns.push({ x, y: f.columnsTop, width: cardWidth, height: height - f.columnsTop });
    const up = column.cards.length - column.down;
    const { downStep, upStep } = columnSteps(column.down, up, cardHeight, room, options.largeIndex);
    let y = f.columnsTop;
    column.cards.forEach((card, i) => {
      const faceUp = i >= column.down;
      const last = i === column.cards.length - 1;
      const step = faceUp ? upStep : downStep;
      const grab = faceUp ? { x, y, width: cardWidth, height: last ? cardHeight : step } : null;
      cards.set(card, { x, y, faceUp, z: i, grab });
      y += step;
    });
  });
  SUITS.forEach((_, suit) => {
    const count = table.foundations[suit] ?? 0;
    const place = f.foundations[suit] as Rect;
    for (let rank = 1; rank <= count; rank++) {
      const card = cardOf(suit, rank);
      const top = rank === count;
      cards.set(card, { x: place.x, y: place.y, faceUp: true, z: rank, grab: top ? place : null });
    }
  });
  const deck = { x: f.deckX, y: (f.foundations[0] as Rect).y, width: cardWidth, height: cardHeight };
  return { width, height, cardWidth, cardHeight, columns, foundations: f.foundations, deck, cards };
}

function inside(r: Rect, x: number, y: number): boolean {
  return x >= r.x && x < r.x + r.width && y >= r.y && y < r.y + r.height;
}

/** The card whose grabbable part is under a point, if any. */
export function cardAt(layout: Layout, x: number, y: number): CardId | null {
  for (const [card, slot] of layout.cards) if (slot.grab && inside(slot.grab, x, y)) return card;
  return null;
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
