import type { CardId } from '../engine/cards';
import { drawFace, type CardStyle } from './pictures';
import { drawBack } from './places';

/** The faces the preview shows: all four suits, a court, the 10 (the widest index) and pips. */
const SHOWN: readonly CardId[] = ['KS', 'QH', '10D', 'JC', '9S'];
/** Where fewer fit (a phone): a court, the 10 and pips, in the three colours that matter most. */
const FEWER: readonly CardId[] = ['QH', '10D', '9S'];
/** A fanned card shows at least this much of its width: its whole index ("10♦" is the widest). */
const LEAST_STEP = 0.5;

/** The preview each canvas is drawing now: a newer one makes an older one stop. */
const drawing = new WeakMap<HTMLCanvasElement, object>();

/**
 * Draws the Settings window's preview: a face-down card, then faces fanned left to right, the last
 * one whole, in the style chosen, on a transparent canvas over the chosen table (the page's own
 * background, from the same style sheet). Sized to the canvas as shown. One card at a time, each
 * in a task of its own, on a canvas apart, shown whole at the end: a court portrait drawn for the
 * first time at a size takes a while (three of them at once were one task of 55 ms).
 */
export async function drawPreview(canvas: HTMLCanvasElement, style: CardStyle): Promise<void> {
  const mine = {};
  drawing.set(canvas, mine);
  const scale = Math.min(2, window.devicePixelRatio || 1);
  const width = canvas.clientWidth;
  const height = canvas.clientHeight;
  if (width === 0 || height === 0) return;
  const apart = document.createElement('canvas');
  apart.width = Math.round(width * scale);
  apart.height = Math.round(height * scale);
  const ctx = apart.getContext('2d');
  if (!ctx) return;
  ctx.scale(scale, scale);
  const pad = 10;
  const h = height - 2 * pad;
  const w = (h * 63) / 88;
  const start = pad + w + 16;
  const room = width - start - w - pad;
  const shown = room / (SHOWN.length - 1) >= w * LEAST_STEP ? SHOWN : FEWER;
  const step = Math.max(0, Math.min(w * 0.6, room / (shown.length - 1)));
  const steps = [() => drawBack(ctx, pad, pad, w, h, style), ...shown.map((card, i) => () => drawFace(ctx, card, start + i * step, pad, w, h, style))];
  for (const draw of steps) {
    draw();
    await new Promise((resolve) => setTimeout(resolve, 0));
    if (drawing.get(canvas) !== mine) return;
  }
  canvas.width = apart.width;
  canvas.height = apart.height;
  canvas.getContext('2d')?.drawImage(apart, 0, 0);
}
