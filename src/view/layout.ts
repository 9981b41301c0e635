import { SUITS, cardOf, type CardId, type Table } from '../engine';
import type { StageSettings } from '../settings';
import { CARD_RATIO, compactFonts, fanColumn, fanSteps, type Strip } from './fan';

export { CARD_RATIO, INDEX, indexDepth, type Strip } from './fan';

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
  /** How the strip of a face-up card shows its index (fan.ts); a last card, or a face-down one, 'full'. */
  readonly strip: Strip;
}

/** A run of a column's face-up cards folded to their edges, and where a tap opens it. */
export interface Fold {
  readonly column: number;
  /** The folded cards, as face-up indices of the column: [start, start + count). */
  readonly start: number;
  readonly count: number;
  /** Where a tap opens it (a finger's size round the folded edges). */
  readonly rect: Rect;
  /** Where the column's window of readable strips starts once the fold is opened (LayoutOptions.windows). */
  readonly next: number;
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
  /** The compact index's font size (CSS pixels), for the strips that show it. */
  readonly compactFont: number;
  /** How much larger a dragged group is drawn: it is lifted off the table (1 without motion). */
  readonly grow: number;
  readonly folds: readonly Fold[];
}

/** A table with no cards on it: its layout has the places, and no cards. */
export const EMPTY_TABLE: Table = { columns: Array.from({ length: 7 }, () => ({ cards: [], down: 0 })), foundations: [0, 0, 0, 0], score: 0 };

/** How the player likes the table: foundations on the left (left-handed), room for large indices. */
export interface LayoutOptions {
  readonly leftHanded?: boolean;
  readonly largeIndex?: boolean;
  /** Where a folded column's window of readable strips starts (a face-up index), as the player moved it. */
  readonly windows?: Readonly<Partial<Record<number, number>>>;
  /** A card to show readable even in a folded column (the keyboard's): the window moves onto it. */
  readonly reveal?: CardId | null;
  /** No motion (reduced motion asked, or animation off): a dragged group does not grow. */
  readonly still?: boolean;
}

/**
 * How the table looks and moves: what the stage takes of the settings (the settings model's
 * STAGE_SETTINGS: how the cards are drawn, how the table is laid out, how cards move), in the
 * theme shown (`dark`: the softer cards are the dark theme's), with the corner letters of the
 * language spoken (`letters`, RANK_LETTERS: English's when not given).
 */
export type Looks = StageSettings & { readonly dark: boolean; readonly letters?: string };

/** A dragged group is drawn this much larger, as if lifted towards the player. */
export const GROW = 1.05;
/** The least part of a face-up card that stays visible in a crowded column, in CSS pixels. */
export const MIN_GRAB = 14;
/** The widest card, in CSS pixels: beyond it a large screen gives the columns more room instead. */
const WIDEST = 180;
/** Landscape: the cards are at most this part of the height, so that a column has room under its first card. */
const TALLEST = 1 / 2.7;

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
 * Where the places are; the cards' size depends on the screen alone, never on the cards, so that
 * nothing moves when a column grows. Portrait: foundations in a row above the right-hand columns.
 * Landscape: beside the columns, stacked four high or, where that lets the cards be larger (a
 * phone on its side), two by two. Left-handed, they are on the left instead (and the deck on the
 * right); the columns keep their order.
 */
function frame(width: number, height: number, leftHanded: boolean): Frame {
  const landscape = width > height * 1.1;
  const margin = Math.round(Math.max(6, Math.min(width, height) * 0.015));
  const gap = Math.round(Math.max(4, width * (landscape ? 0.01 : 0.012)));
  const foundations: Rect[] = [];
  if (landscape) {
    // 7 lanes and the foundations' 1 or 2 across; their 4 or 2 high must fit the height.
    const sized = (across: 1 | 2) => {
      const byWidth = (width - 2 * margin - (7 + across) * gap) / (7 + across);
      const byHeight = (height - 2 * margin - (4 / across - 1) * gap) / (4 / across) / CARD_RATIO;
      return Math.floor(Math.min(byWidth, byHeight, ((height - 2 * margin) * TALLEST) / CARD_RATIO, WIDEST));
    };
    // Two by two only where it makes the cards clearly larger (a phone on its side): else the classic stack.
    const across = sized(2) > sized(1) * 1.15 ? 2 : 1;
    const cardWidth = sized(across);
    const cardHeight = cardWidth * CARD_RATIO;
    const block = across * cardWidth + (across - 1) * gap;
    const total = 7 * (cardWidth + gap) + block;
    const start = Math.round((width - total) / 2);
    const end = start + 7 * (cardWidth + gap);
    const left = leftHanded ? start + block + gap : start;
    const fx = leftHanded ? start : end;
    for (let i = 0; i < 4; i++) {
      const col = across === 2 ? i % 2 : 0;
      const row = across === 2 ? Math.floor(i / 2) : i;
      foundations.push({ x: fx + col * (cardWidth + gap), y: margin + row * (cardHeight + gap), width: cardWidth, height: cardHeight });
    }
    return { cardWidth, margin, gap, left, deckX: leftHanded ? left + 6 * (cardWidth + gap) : start, columnsTop: margin, foundations };
  }
  const byWidth = (width - 2 * margin - 6 * gap) / 7;
  const byHeight = (height - 2 * margin) / 4.2 / CARD_RATIO;
  const cardWidth = Math.floor(Math.min(byWidth, byHeight, WIDEST));
  const cardHeight = cardWidth * CARD_RATIO;
  const left = Math.round((width - (7 * cardWidth + 6 * gap)) / 2);
  const first = leftHanded ? 0 : 3;
  for (let i = 0; i < 4; i++) foundations.push({ x: left + (first + i) * (cardWidth + gap), y: margin, width: cardWidth, height: cardHeight });
  const deckX = leftHanded ? left + 6 * (cardWidth + gap) : left;
  return { cardWidth, margin, gap, left, deckX, columnsTop: margin + cardHeight + Math.max(gap * 2, margin * 2), foundations };
}

/**
 * The compact index's font: the largest that lets every column fit without folding, else the
 * least (and the longest columns fold).
 */
function compactFontFor(table: Table, room: FanRoomNoFont): number {
  const fonts = compactFonts(room.cardWidth, room.largeIndex);
  const fitting = fonts.find((compactFont) => table.columns.every((column) => fanColumn(column.down, column.cards.length - column.down, { ...room, compactFont }).folds.length === 0));
  return fitting ?? (fonts.at(-1) as number);
}
type FanRoomNoFont = { cardWidth: number; cardHeight: number; room: number; largeIndex: boolean };

/**
 * The layout of a table in a canvas of `width` × `height` CSS pixels. Pure. The cards are as large
 * as the screen allows, whatever lies on the table; a long column closes up down its own lane
 * (fan.ts) and leaves the others where they are.
 */
export function layoutTable(table: Table, width: number, height: number, options: LayoutOptions = {}): Layout {
  const leftHanded = options.leftHanded === true;
  const largeIndex = options.largeIndex === true;
  const f = frame(width, height, leftHanded);
  const cardWidth = f.cardWidth;
  const cardHeight = cardWidth * CARD_RATIO;
  const cards = new Map<CardId, CardSlot>();
  const columns: Rect[] = [];
  const folds: Fold[] = [];
  const fanRoom = { cardWidth, cardHeight, room: height - f.columnsTop - f.margin, largeIndex };
  const compactFont = compactFontFor(table, fanRoom);
  const folded = fanSteps({ ...fanRoom, compactFont }).folded;
  table.columns.forEach((column, c) => {
    const x = f.left + c * (cardWidth + f.gap);
    columns.push({ x, y: f.columnsTop, width: cardWidth, height: height - f.columnsTop });
    const up = column.cards.length - column.down;
    const windowAt = options.windows?.[c];
    let fan = fanColumn(column.down, up, { ...fanRoom, compactFont, ...(windowAt !== undefined ? { windowAt } : {}) });
    const shown = options.reveal ? column.cards.indexOf(options.reveal) - column.down : -1;
    if (fan.window && shown > 0 && fan.strips[shown] === 'folded') fan = fanColumn(column.down, up, { ...fanRoom, compactFont, windowAt: shown - Math.floor(fan.window.length / 2) });
    column.cards.forEach((card, i) => {
      const y = f.columnsTop + (fan.ys[i] as number);
      const faceUp = i >= column.down;
      const last = i === column.cards.length - 1;
      const strip = faceUp && !last ? (fan.strips[i - column.down] as Strip) : 'full';
      const step = last ? cardHeight : (fan.ys[i + 1] as number) - (fan.ys[i] as number);
      const grab = faceUp && strip !== 'folded' ? { x, y, width: cardWidth, height: step } : null;
      cards.set(card, { x, y, faceUp, z: i, grab, strip });
    });
    const window = fan.window;
    for (const { start, count } of fan.folds) {
      if (!window) break;
      const top = f.columnsTop + (fan.ys[column.down + start] as number);
      const tall = count * folded;
      // A finger's height round the folded edges, over the strips beside them.
      const reach = Math.max(tall + 8, 32);
      // Opening the run below the window moves the window down onto it; the run above, up.
      const below = start < window.start;
      const next = below ? Math.max(1, window.start - window.length) : window.start + window.length;
      const rect = { x, y: top + tall / 2 - reach / 2, width: cardWidth, height: reach };
      folds.push({ column: c, start, count, rect, next });
      // The strips beside it keep what its tap area leaves them (their hit and the hook's box agree).
      for (const card of column.cards) {
        const slot = cards.get(card) as CardSlot;
        if (slot.grab) cards.set(card, { ...slot, grab: outside(slot.grab, rect) });
      }
    }
  });
  SUITS.forEach((_, suit) => {
    const count = table.foundations[suit] ?? 0;
    const place = f.foundations[suit] as Rect;
    for (let rank = 1; rank <= count; rank++) {
      const card = cardOf(suit, rank);
      const top = rank === count;
      cards.set(card, { x: place.x, y: place.y, faceUp: true, z: rank, grab: top ? place : null, strip: 'full' });
    }
  });
  const deck = { x: f.deckX, y: (f.foundations[0] as Rect).y, width: cardWidth, height: cardHeight };
  return { width, height, cardWidth, cardHeight, columns, foundations: f.foundations, deck, cards, compactFont, folds, grow: options.still ? 1 : GROW };
}

/** What a fold's tap area leaves of a strip beside it: one above it ends where the area starts, one below starts where it ends. */
function outside(grab: Rect, fold: Rect): Rect {
  const end = grab.y + grab.height;
  if (grab.y < fold.y) return { ...grab, height: Math.min(end, fold.y) - grab.y };
  const y = Math.min(end, Math.max(grab.y, fold.y + fold.height));
  return { ...grab, y, height: end - y };
}
