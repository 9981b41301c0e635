import { Rectangle, Texture } from 'pixi.js';
import { ALL_CARDS, RANK_LABELS, isRed, rankOf, suitOf, type CardId } from '../engine/cards';

/** Extra pictures drawn beside the 52 faces. */
export type Extra = 'back' | 'slot-0' | 'slot-1' | 'slot-2' | 'slot-3' | 'slot-column' | 'glow' | 'focus';
const EXTRAS: readonly Extra[] = ['back', 'slot-0', 'slot-1', 'slot-2', 'slot-3', 'slot-column', 'glow', 'focus'];

export interface Atlas {
  readonly face: (card: CardId) => Texture;
  readonly extra: (name: Extra) => Texture;
  /** Card size in device pixels the atlas was drawn at. */
  readonly width: number;
  readonly height: number;
  destroy(): void;
}

export const RED = '#c4202b';
export const BLACK = '#16181d';
/** The four-colour deck: spades black, hearts red, diamonds blue, clubs green. */
const FOUR_COLOURS = [BLACK, RED, '#1b5fc4', '#138a3c'] as const;

/** How the faces are drawn: two colours or four, indices as usual or 1.5 times as large. */
export interface CardStyle {
  readonly fourColour?: boolean;
  readonly largeIndex?: boolean;
}

type Ctx = CanvasRenderingContext2D;

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

function drawFace(ctx: Ctx, card: CardId, x: number, y: number, w: number, h: number, style: CardStyle): void {
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

function drawBack(ctx: Ctx, x: number, y: number, w: number, h: number): void {
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

function drawSlot(ctx: Ctx, x: number, y: number, w: number, h: number, suit: number | null): void {
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

function drawGlow(ctx: Ctx, x: number, y: number, w: number, h: number): void {
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
function drawFocus(ctx: Ctx, x: number, y: number, w: number, h: number): void {
  const lw = Math.max(3, w * 0.05);
  for (const [width, colour] of [[lw * 1.8, '#0b2a4a'], [lw, '#7fd0ff']] as const) {
    roundRect(ctx, x + lw, y + lw, w - 2 * lw, h - 2 * lw, w * 0.08);
    ctx.lineWidth = width;
    ctx.strokeStyle = colour;
    ctx.stroke();
  }
}

/**
 * Cells of one picture size drawn into one canvas and cut into textures that share it; a step is
 * yielded after each cell, so that a redraw can be spread over several tasks (drawAtlasInSlices).
 */
function* sheet(count: number, columns: number, w: number, h: number, draw: (ctx: Ctx, i: number, x: number, y: number) => void): Generator<void, { textures: Texture[]; source: Texture }> {
  // Padding between cells keeps linear filtering from bleeding one picture into the next.
  const pad = 6;
  const canvas = document.createElement('canvas');
  canvas.width = columns * (w + pad);
  canvas.height = Math.ceil(count / columns) * (h + pad);
  const ctx = canvas.getContext('2d') as Ctx;
  const frames: Rectangle[] = [];
  for (let i = 0; i < count; i++) {
    const frame = new Rectangle((i % columns) * (w + pad), Math.floor(i / columns) * (h + pad), w, h);
    ctx.save();
    ctx.beginPath();
    ctx.rect(frame.x, frame.y, w, h);
    ctx.clip();
    draw(ctx, i, frame.x, frame.y);
    ctx.restore();
    frames.push(frame);
    yield;
  }
  const base = Texture.from(canvas);
  base.source.scaleMode = 'linear';
  return { textures: frames.map((frame) => new Texture({ source: base.source, frame })), source: base };
}

/**
 * Draws every card face, the back, the empty places and the drop glow once, at the card size in
 * device pixels, into two canvases cut into textures: the faces, and the table's own pictures. A
 * dealt table's first frame shows only backs and places, so it sends the small sheet to the GPU,
 * not the large one. Canvas-backed textures survive a WebGL context loss, unlike
 * generateTexture().
 */
function* atlasSteps(cardWidth: number, cardHeight: number, style: CardStyle): Generator<void, Atlas> {
  const w = Math.max(8, Math.round(cardWidth));
  const h = Math.max(8, Math.round(cardHeight));
  const faces = yield* sheet(ALL_CARDS.length, 13, w, h, (ctx, i, x, y) => drawFace(ctx, ALL_CARDS[i] as CardId, x, y, w, h, style));
  const table = yield* sheet(EXTRAS.length, EXTRAS.length, w, h, (ctx, i, x, y) => {
    const name = EXTRAS[i] as Extra;
    if (name === 'back') drawBack(ctx, x, y, w, h);
    else if (name === 'glow') drawGlow(ctx, x, y, w, h);
    else if (name === 'focus') drawFocus(ctx, x, y, w, h);
    else drawSlot(ctx, x, y, w, h, name === 'slot-column' ? null : Number(name.slice(5)));
  });
  const faceOf = new Map<CardId, Texture>(ALL_CARDS.map((card, i) => [card, faces.textures[i] as Texture]));
  const extraOf = new Map<Extra, Texture>(EXTRAS.map((name, i) => [name, table.textures[i] as Texture]));
  return {
    face: (card) => faceOf.get(card) as Texture,
    extra: (name) => extraOf.get(name) as Texture,
    width: w,
    height: h,
    destroy() {
      for (const sheet of [faces, table]) {
        for (const t of sheet.textures) t.destroy(false);
        sheet.source.destroy(true);
      }
    },
  };
}

export function drawAtlas(cardWidth: number, cardHeight: number, style: CardStyle = {}): Atlas {
  const steps = atlasSteps(cardWidth, cardHeight, style);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/**
 * The same atlas drawn a few cards at a time, each slice at most `sliceMs` long, with the main
 * thread free between slices: for a new card size while the old atlas, scaled, stands in (a
 * redraw at once takes about 50 ms in software rendering, a long task).
 */
export async function drawAtlasInSlices(cardWidth: number, cardHeight: number, style: CardStyle = {}, sliceMs = 8): Promise<Atlas> {
  const steps = atlasSteps(cardWidth, cardHeight, style);
  let started = performance.now();
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
    if (performance.now() - started < sliceMs) continue;
    await new Promise((resolve) => setTimeout(resolve, 0));
    started = performance.now();
  }
}
