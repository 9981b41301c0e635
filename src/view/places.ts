import { KING } from '../engine/cards';
import { rankLabel } from '../settings';
import { BACK_BORDER } from './fan';
import { FIRST_BACK, FONT, faceColour, roundRect, suitPath, type BackLook, type CardStyle, type Ctx } from './pictures';

/** The table's own pictures of the atlas, drawn on a 2D canvas: the back, the empty places, the lights. */

/** The first back (FIRST_BACK), drawn from the start. */
const LATTICE: BackLook = {
  from: '#23508f',
  to: '#173766',
  // A diagonal lattice of fine white lines.
  pattern: (ctx, x, y, w, h) => {
    ctx.strokeStyle = 'rgba(255,255,255,0.16)';
    ctx.lineWidth = Math.max(1, w * 0.012);
    const step = w * 0.14;
    ctx.beginPath();
    for (let d = -h; d < w + h; d += step) {
      ctx.moveTo(x + d, y);
      ctx.lineTo(x + d + h, y + h);
      ctx.moveTo(x + d + h, y);
      ctx.lineTo(x + d, y + h);
    }
    ctx.stroke();
  },
};

export function drawBack(ctx: Ctx, x: number, y: number, w: number, h: number, style: Pick<CardStyle, 'back' | 'art' | 'dimCards' | 'dark'> = {}): void {
  const look = style.art?.backs[style.back ?? FIRST_BACK] ?? LATTICE;
  const r = w * 0.08;
  roundRect(ctx, x + 0.5, y + 0.5, w - 1, h - 1, r);
  // The back's border is the face's paper, dimmed with it.
  ctx.fillStyle = faceColour(style);
  ctx.fill();
  const inset = w * BACK_BORDER;
  roundRect(ctx, x + inset, y + inset, w - 2 * inset, h - 2 * inset, r * 0.6);
  const g = ctx.createLinearGradient(x, y, x + w, y + h);
  g.addColorStop(0, look.from);
  g.addColorStop(1, look.to);
  ctx.fillStyle = g;
  ctx.fill();
  ctx.save();
  ctx.clip();
  look.pattern(ctx, x, y, w, h);
  ctx.restore();
  ctx.lineWidth = Math.max(1, w * 0.012);
  ctx.strokeStyle = 'rgba(0,0,0,0.3)';
  roundRect(ctx, x + 0.5, y + 0.5, w - 1, h - 1, r);
  ctx.stroke();
}

/** An empty place: a foundation's with its suit, a column's with the king's letter (`letters`: RANK_LETTERS), the one card it takes. */
export function drawSlot(ctx: Ctx, x: number, y: number, w: number, h: number, suit: number | null, letters?: string): void {
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
    ctx.fillText(rankLabel(KING, letters), x + w / 2, y + h / 2 + w * 0.17);
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
  rings(ctx, x, y, w, h, lw, [[lw * 1.8, '#0b2a4a'], [lw, '#7fd0ff']]);
}

/** Rings round a card's rectangle, `inset` in from its edge, each drawn over the one before. */
function rings(ctx: Ctx, x: number, y: number, w: number, h: number, inset: number, strokes: readonly (readonly [number, string])[]): void {
  for (const [width, colour] of strokes) {
    roundRect(ctx, x + inset, y + inset, w - 2 * inset, h - 2 * inset, w * 0.08);
    ctx.lineWidth = width;
    ctx.strokeStyle = colour;
    ctx.stroke();
  }
}

/** The last move's mark: a thin white ring with a dark edge, quieter than a glow or the focus. */
export function drawMark(ctx: Ctx, x: number, y: number, w: number, h: number): void {
  const lw = Math.max(2, w * 0.03);
  rings(ctx, x, y, w, h, lw, [[lw * 2, 'rgba(0,0,0,0.35)'], [lw, 'rgba(255,255,255,0.9)']]);
}

/** The blur round a shadow, in card widths: a shadow's cell holds the card's outline inset by it. */
export const SHADOW_BLUR = 0.09;

/**
 * A lifted group's shadow: a soft dark outline of a card, inset by its blur in the cell. Only the
 * shadow is drawn (the shape itself lies far outside the cell, which clips it).
 */
export function drawShadow(ctx: Ctx, x: number, y: number, w: number, h: number): void {
  const blur = w * SHADOW_BLUR;
  const away = 4 * (w + h);
  ctx.save();
  ctx.shadowColor = 'rgba(0, 0, 0, 0.5)';
  ctx.shadowBlur = blur;
  ctx.shadowOffsetX = away;
  roundRect(ctx, x + blur - away, y + blur, w - 2 * blur, h - 2 * blur, w * 0.08);
  ctx.fillStyle = '#000';
  ctx.fill();
  ctx.restore();
}
