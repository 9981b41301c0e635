import { isRed, rankOf, suitOf, type CardId } from '../engine/cards';
import { INDEX, indexDepth } from './fan';
import { MARK_TALL, courtMark } from './marks';
import { PORTRAIT, portraitPlace } from './portrait';
import { rankLabel, type Back, type CardSettings, type Deck } from '../settings';

/**
 * The card faces of the atlas, drawn on a 2D canvas, and what the decks and backs are (the backs,
 * empty places and lights are drawn in places.ts).
 */

export const RED = '#c4202b';
export const BLACK = '#16181d';
/** The four-colour deck: spades black, hearts red, diamonds blue, clubs green. */
const FOUR_COLOURS = [BLACK, RED, '#1b5fc4', '#117a35'] as const;
/** The same inks a shade deeper on the dimmed face, so that each still reads at AA contrast (4.5:1) on it. */
const DIM_COLOURS = [BLACK, '#a3161f', '#1549a0', '#0e6530'] as const;

/** A card's ink: its suit's colour in four colours, else red or black; deeper on a dimmed face. */
export function inkOf(card: CardId, style: Pick<CardStyle, 'fourColour' | 'dimCards' | 'dark'>): string {
  const suit = suitOf(card);
  const colours = dimmed(style) ? DIM_COLOURS : FOUR_COLOURS;
  return style.fourColour ? colours[suit] : isRed(card) ? colours[1] : BLACK;
}

/** The decks (the settings model's: modern, one large suit and courts as letters; classic, pips and court portraits) and the backs. */
export type { Back, Deck } from '../settings';

/**
 * What makes each deck itself, in one place: the typeface of its index and letters, and the art
 * it draws with, which is loaded when the deck is first shown (`artNeeded`): the pips of 2–10
 * (art.ts) and the portraits of J, Q and K (courts.ts).
 */
export const DECK_LOOKS: Readonly<Record<Deck, { readonly serif: boolean; readonly pips: boolean; readonly portraits: boolean }>> = {
  modern: { serif: false, pips: false, portraits: false },
  classic: { serif: true, pips: true, portraits: true },
};

/** The back drawn from the start; the others come with the deck art (art.ts). */
export const FIRST_BACK = 'lattice' satisfies Back;

/** The art a look needs loaded: the deck art (pips, the backs but the first) and the portraits. */
export function artNeeded({ deck, back }: { readonly deck: Deck; readonly back: Back }): { readonly art: boolean; readonly courts: boolean } {
  const look = DECK_LOOKS[deck];
  return { art: look.pips || back !== FIRST_BACK, courts: look.portraits };
}

/**
 * The art that comes when a player first chooses it (art.ts, loaded then, not at the start): the
 * backs but the first, and the classic deck's pips.
 */
export interface DeckArt {
  readonly backs: Readonly<Partial<Record<Back, BackLook>>>;
  /** A classic 2–10's pips (or an ace's suit) on a face whose index reaches `index` card heights down. */
  pips(ctx: Ctx, suit: number, rank: number, x: number, y: number, w: number, h: number, index: number): void;
}

/**
 * How the cards are drawn: the settings the cards are drawn with (the settings model's, each
 * read here where it draws: which deck, two colours or four, indices as usual or 1.5 times as
 * large, the back, softer faces), in the theme shown (`dark`); and the art loaded since the start
 * (until then the first back, and the modern centre), with the classic courts' portraits.
 */
export interface CardStyle extends Partial<CardSettings> {
  readonly dark?: boolean;
  /** The corner letters of an ace, jack, queen and king (RANK_LETTERS): English's when not given. */
  readonly letters?: string;
  readonly art?: DeckArt;
  /** The classic courts' portraits: in two colours, or with their suit in the four-colour ink. */
  readonly courts?: (card: CardId, fourColour?: boolean) => CanvasImageSource | null;
}

export type Ctx = CanvasRenderingContext2D;

/**
 * Suit shapes as paths in a unit box (0..1), so they look the same on every device and font. Each
 * is one shape: its sub-paths all turn the same way, so that the non-zero rule fills where they
 * overlap (test/unit/suits.test.ts rasterises each and finds no hole).
 */
export function suitPath(ctx: Ctx, suit: number, x: number, y: number, size: number): void {
  const p = (px: number, py: number): [number, number] => [x + px * size, y + py * size];
  ctx.beginPath();
  if (suit === 2) {
    ctx.moveTo(...p(0.5, 0));
    ctx.quadraticCurveTo(...p(0.68, 0.28), ...p(0.9, 0.5));
    ctx.quadraticCurveTo(...p(0.68, 0.72), ...p(0.5, 1));
    ctx.quadraticCurveTo(...p(0.32, 0.72), ...p(0.1, 0.5));
    ctx.quadraticCurveTo(...p(0.32, 0.28), ...p(0.5, 0));
  } else if (suit === 1) {
    ctx.moveTo(...p(0.5, 0.28));
    ctx.bezierCurveTo(...p(0.5, 0.05), ...p(0.05, 0.02), ...p(0.05, 0.32));
    ctx.bezierCurveTo(...p(0.05, 0.58), ...p(0.35, 0.75), ...p(0.5, 0.95));
    ctx.bezierCurveTo(...p(0.65, 0.75), ...p(0.95, 0.58), ...p(0.95, 0.32));
    ctx.bezierCurveTo(...p(0.95, 0.02), ...p(0.5, 0.05), ...p(0.5, 0.28));
  } else if (suit === 0) {
    ctx.moveTo(...p(0.5, 0.02));
    ctx.bezierCurveTo(...p(0.35, 0.25), ...p(0.05, 0.4), ...p(0.05, 0.6));
    ctx.bezierCurveTo(...p(0.05, 0.82), ...p(0.35, 0.85), ...p(0.46, 0.7));
    ctx.quadraticCurveTo(...p(0.45, 0.88), ...p(0.3, 0.98));
    ctx.lineTo(...p(0.7, 0.98));
    ctx.quadraticCurveTo(...p(0.55, 0.88), ...p(0.54, 0.7));
    ctx.bezierCurveTo(...p(0.65, 0.85), ...p(0.95, 0.82), ...p(0.95, 0.6));
    ctx.bezierCurveTo(...p(0.95, 0.4), ...p(0.65, 0.25), ...p(0.5, 0.02));
  } else {
    const r = 0.21;
    for (const [cx, cy] of [[0.5, 0.27], [0.27, 0.56], [0.73, 0.56]] as const) {
      ctx.moveTo(...p(cx + r, cy));
      ctx.arc(x + cx * size, y + cy * size, r * size, 0, Math.PI * 2);
    }
    // The stem rises into the gap between the three lobes, and turns the same way as they do
    // (clockwise on the screen, as arc() draws): with opposite turnings the non-zero fill rule
    // left the lobes' overlap with the stem unfilled, and a stem from under the gap left it open.
    ctx.moveTo(...p(0.545, 0.4));
    ctx.lineTo(...p(0.545, 0.6));
    ctx.quadraticCurveTo(...p(0.56, 0.88), ...p(0.72, 0.98));
    ctx.lineTo(...p(0.28, 0.98));
    ctx.quadraticCurveTo(...p(0.44, 0.88), ...p(0.455, 0.6));
    ctx.lineTo(...p(0.455, 0.4));
  }
  ctx.closePath();
  ctx.fill();
}

export function roundRect(ctx: Ctx, x: number, y: number, w: number, h: number, r: number): void {
  ctx.beginPath();
  ctx.roundRect(x, y, w, h, r);
}

export const FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';
// Lining figures only (Georgia's old-style 3, 4, 5, 7 and 9 would hang below the strip).
const SERIF = '"Times New Roman", "Liberation Serif", "DejaVu Serif", Times, serif';

/**
 * A card's face. Both decks share the index: rank and suit side by side along the top, large, so
 * that the narrow strip of a fanned card shows both whole. The modern deck then shows one large
 * suit (a court its letter); the classic deck the traditional pips of 2–10 and, for J, Q and K,
 * a portrait (the `courts` pictures, once loaded; the modern court until then).
 */
export function drawFace(ctx: Ctx, card: CardId, x: number, y: number, w: number, h: number, style: CardStyle): void {
  drawBlank(ctx, x, y, w, h, style);
  drawIndex(ctx, card, x, y, w, style);
  const suit = suitOf(card);
  const rank = rankOf(card);
  const deck = DECK_LOOKS[style.deck ?? 'modern'];
  const court = rank > 10 && deck.portraits ? style.courts?.(card, style.fourColour === true) : undefined;
  if (court) {
    const place = portraitPlace(w, h, indexDepth(style.deck ?? 'modern', style.largeIndex === true));
    ctx.drawImage(court, 0, 0, PORTRAIT.width, place.rows, x + place.x, y + place.y, place.width, place.height);
    if (place.rule) {
      ctx.fillStyle = PORTRAIT.frame;
      ctx.fillRect(x + place.rule.x, y + place.rule.y, place.rule.width, place.rule.height);
    }
  } else if (deck.pips && rank <= 10 && style.art) style.art.pips(ctx, suit, rank, x, y, w, h, indexDepth(style.deck ?? 'modern', style.largeIndex === true));
  else if (rank > 10 || rank === 1) {
    if (rank > 10) {
      // A court: its mark (a crown, a tiara, a cap) over its suit, the two centred in the face
      // below the index (the index says the rank).
      const markWidth = w * 0.56;
      const suitSize = w * 0.4;
      const gap = h * 0.03;
      const index = h * indexDepth(style.deck ?? 'modern', style.largeIndex === true);
      const block = markWidth * MARK_TALL + gap + suitSize;
      const top = y + index + (h - index - block) / 2;
      courtMark(ctx, rank, x + w / 2, top, markWidth);
      suitPath(ctx, suit, x + (w - suitSize) / 2, top + markWidth * MARK_TALL + gap, suitSize);
    } else suitPath(ctx, suit, x + w / 2 - w * 0.3, y + h * 0.4, w * 0.6);
  } else suitPath(ctx, suit, x + w / 2 - w * 0.24, y + h * 0.46, w * 0.48);
}

/** A compact index: its font size and top margin, in the pixels it is drawn in. */
export interface CompactIndex {
  readonly font: number;
  readonly pad: number;
}

/**
 * The index: rank and suit side by side along the top of the face, in the card's colour (left so
 * for the centre), as deep as `indexDepth` (fan.ts) says; or, given `compact`, the same index
 * smaller, as deep as `compactDepth` says (the strips of a long column show it).
 */
export function drawIndex(ctx: Ctx, card: CardId, x: number, y: number, w: number, style: CardStyle, compact?: CompactIndex): void {
  const suit = suitOf(card);
  const label = rankLabel(rankOf(card), style.letters);
  const deck = style.deck ?? 'modern';
  ctx.fillStyle = inkOf(card, style);
  const large = style.largeIndex ? 1.5 : 1;
  const index = INDEX[deck];
  const full = w * index.font * large;
  const indexSize = compact?.font ?? full;
  // Everything of the index scales with its font: a compact index is the full one made smaller.
  const scale = indexSize / full;
  ctx.font = `700 ${indexSize}px ${DECK_LOOKS[deck].serif ? SERIF : FONT}`;
  ctx.textBaseline = 'alphabetic';
  const pad = compact?.pad ?? w * INDEX.pad;
  const squeeze = label === '10' ? (large > 1 ? 0.64 : 0.78) : 1;
  ctx.save();
  ctx.translate(x + pad, y + pad + indexSize * 0.8);
  ctx.scale(squeeze, 1);
  ctx.fillText(label, 0, 0);
  ctx.restore();
  const labelWidth = ctx.measureText(label).width * squeeze;
  const pip = w * index.suit * large * scale;
  suitPath(ctx, suit, Math.min(x + w - pad - pip, x + pad + labelWidth + w * 0.05 * scale), y + pad + indexSize * 0.8 - pip * 0.92, pip);
}

/** The card's paper: ivory, or a dimmer ivory for the dark theme's softer cards (every ink still reads on it at AA contrast). */
export const faceColour = (style: Pick<CardStyle, 'dimCards' | 'dark'>): string => (dimmed(style) ? '#d6d0c0' : '#fbfaf5');

/** The faces are a dimmer ivory: softer cards asked for, in the dark theme. */
export const dimmed = (style: Pick<CardStyle, 'dimCards' | 'dark'>): boolean => style.dimCards === true && style.dark === true;

/** The card's blank face, its edge and corners (the rest of a face is drawn on it). */
export function drawBlank(ctx: Ctx, x: number, y: number, w: number, h: number, style: Pick<CardStyle, 'dimCards' | 'dark'> = {}): void {
  roundRect(ctx, x + 0.5, y + 0.5, w - 1, h - 1, w * 0.08);
  ctx.fillStyle = faceColour(style);
  ctx.fill();
  ctx.lineWidth = Math.max(1, w * 0.012);
  ctx.strokeStyle = 'rgba(0,0,0,0.28)';
  ctx.stroke();
}

/** A back's two colours (a gradient across the card) and its pattern over them. */
export interface BackLook {
  readonly from: string;
  readonly to: string;
  readonly pattern: (ctx: Ctx, x: number, y: number, w: number, h: number) => void;
}
