import { RANK_LABELS, isRed, rankOf, suitOf, type CardId } from '../engine/cards';

/** The pictures of the atlas, drawn on a 2D canvas: card faces, the back, empty places, the lights. */

export const RED = '#c4202b';
export const BLACK = '#16181d';
/** The four-colour deck: spades black, hearts red, diamonds blue, clubs green. */
const FOUR_COLOURS = [BLACK, RED, '#1b5fc4', '#138a3c'] as const;

/** How the faces are drawn: two colours or four, indices as usual or 1.5 times as large. */
export interface CardStyle {
  readonly fourColour?: boolean;
  readonly largeIndex?: boolean;
}

export type Ctx = CanvasRenderingContext2D;

/** Suit shapes as paths in a unit box (0..1), so they look the same on every device and font. */
function suitPath(ctx: Ctx, suit: number, x: number, y: number, size: number): void {
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
    ctx.moveTo(...p(0.46, 0.55));
    ctx.quadraticCurveTo(...p(0.45, 0.88), ...p(0.3, 0.98));
    ctx.lineTo(...p(0.7, 0.98));
    ctx.quadraticCurveTo(...p(0.55, 0.88), ...p(0.54, 0.55));
  }
  ctx.closePath();
  ctx.fill();
}

function roundRect(ctx: Ctx, x: number, y: number, w: number, h: number, r: number): void {
  ctx.beginPath();
  ctx.roundRect(x, y, w, h, r);
}

const FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

export function drawFace(ctx: Ctx, card: CardId, x: number, y: number, w: number, h: number, style: CardStyle): void {
  const r = w * 0.08;
  roundRect(ctx, x + 0.5, y + 0.5, w - 1, h - 1, r);
  ctx.fillStyle = '#fbfaf5';
  ctx.fill();
  ctx.lineWidth = Math.max(1, w * 0.012);
  ctx.strokeStyle = 'rgba(0,0,0,0.28)';
  ctx.stroke();
  const suit = suitOf(card);
  const colour = style.fourColour ? FOUR_COLOURS[suit] : isRed(card) ? RED : BLACK;
  const label = RANK_LABELS[rankOf(card) - 1] as string;
  ctx.fillStyle = colour;
  // The index: rank and suit side by side along the top, large, so that the narrow strip of a
  // fanned card shows both.
  const large = style.largeIndex ? 1.5 : 1;
  const indexSize = w * 0.34 * large;
  ctx.font = `700 ${indexSize}px ${FONT}`;
  ctx.textBaseline = 'alphabetic';
  const pad = w * 0.07;
  const squeeze = label === '10' ? (large > 1 ? 0.64 : 0.78) : 1;
  ctx.save();
  ctx.translate(x + pad, y + pad + indexSize * 0.8);
  ctx.scale(squeeze, 1);
  ctx.fillText(label, 0, 0);
  ctx.restore();
  const labelWidth = ctx.measureText(label).width * squeeze;
  const pip = w * 0.27 * large;
  suitPath(ctx, suit, Math.min(x + w - pad - pip, x + pad + labelWidth + w * 0.05), y + pad + indexSize * 0.8 - pip * 0.92, pip);
  // The centre: a large suit, or for court cards the letter over the suit.
  const rank = rankOf(card);
  if (rank > 10 || rank === 1) {
    if (rank > 10) {
      ctx.font = `700 ${w * 0.46}px ${FONT}`;
      ctx.textAlign = 'center';
      ctx.fillText(label, x + w / 2, y + h * 0.72);
      ctx.textAlign = 'left';
      suitPath(ctx, suit, x + w / 2 - w * 0.14, y + h * 0.76, w * 0.28);
    } else suitPath(ctx, suit, x + w / 2 - w * 0.3, y + h * 0.4, w * 0.6);
  } else suitPath(ctx, suit, x + w / 2 - w * 0.24, y + h * 0.46, w * 0.48);
}

export function drawBack(ctx: Ctx, x: number, y: number, w: number, h: number): void {
  const r = w * 0.08;
  roundRect(ctx, x + 0.5, y + 0.5, w - 1, h - 1, r);
  ctx.fillStyle = '#fbfaf5';
  ctx.fill();
  const inset = w * 0.06;
  roundRect(ctx, x + inset, y + inset, w - 2 * inset, h - 2 * inset, r * 0.6);
  const g = ctx.createLinearGradient(x, y, x + w, y + h);
  g.addColorStop(0, '#23508f');
  g.addColorStop(1, '#173766');
  ctx.fillStyle = g;
  ctx.fill();
  ctx.save();
  ctx.clip();
  ctx.strokeStyle = 'rgba(255,255,255,0.16)';
  ctx.lineWidth = Math.max(1, w * 0.012);
  const step = w * 0.14;
  for (let d = -h; d < w + h; d += step) {
    ctx.beginPath();
    ctx.moveTo(x + d, y);
    ctx.lineTo(x + d + h, y + h);
    ctx.moveTo(x + d + h, y);
    ctx.lineTo(x + d, y + h);
    ctx.stroke();
  }
  ctx.restore();
  ctx.lineWidth = Math.max(1, w * 0.012);
  ctx.strokeStyle = 'rgba(0,0,0,0.3)';
  roundRect(ctx, x + 0.5, y + 0.5, w - 1, h - 1, r);
  ctx.stroke();
}

export function drawSlot(ctx: Ctx, x: number, y: number, w: number, h: number, suit: number | null): void {
  roundRect(ctx, x + w * 0.03, y + w * 0.03, w * 0.94, h - w * 0.06, w * 0.08);
  ctx.fillStyle = 'rgba(0,0,0,0.14)';
  ctx.fill();
  ctx.lineWidth = Math.max(1.5, w * 0.02);
  ctx.strokeStyle = 'rgba(255,255,255,0.32)';
  ctx.stroke();
  ctx.fillStyle = 'rgba(255,255,255,0.28)';
  if (suit === null) {
    ctx.font = `700 ${w * 0.5}px ${FONT}`;
    ctx.textAlign = 'center';
    ctx.fillText('K', x + w / 2, y + h / 2 + w * 0.17);
    ctx.textAlign = 'left';
  } else suitPath(ctx, suit, x + w * 0.25, y + h / 2 - w * 0.25, w * 0.5);
}

export function drawGlow(ctx: Ctx, x: number, y: number, w: number, h: number): void {
  const lw = Math.max(3, w * 0.045);
  roundRect(ctx, x + lw / 2, y + lw / 2, w - lw, h - lw, w * 0.08);
  ctx.lineWidth = lw;
  ctx.strokeStyle = '#ffd54a';
  ctx.shadowColor = 'rgba(255, 213, 74, 0.9)';
  ctx.shadowBlur = lw * 1.5;
  ctx.stroke();
  ctx.shadowBlur = 0;
}

/** The keyboard's focus ring: a light ring with a dark edge, seen on the felt and on a card alike. */
export function drawFocus(ctx: Ctx, x: number, y: number, w: number, h: number): void {
  const lw = Math.max(3, w * 0.05);
  for (const [width, colour] of [[lw * 1.8, '#0b2a4a'], [lw, '#7fd0ff']] as const) {
    roundRect(ctx, x + lw, y + lw, w - 2 * lw, h - 2 * lw, w * 0.08);
    ctx.lineWidth = width;
    ctx.strokeStyle = colour;
    ctx.stroke();
  }
}
