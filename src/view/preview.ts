import type { CardId } from '../engine/cards';
import { drawFace, type CardStyle } from './pictures';
import { drawBack } from './places';

/** The faces the preview shows: all four suits, a court, the 10 (the widest index) and pips. */
const SHOWN: readonly CardId[] = ['KS', 'QH', '10D', 'JC', '9S'];

/**
 * Draws the Settings window's preview: a face-down card, then faces fanned left to right, the last
 * one whole, in the style chosen, on a transparent canvas over the chosen table (the page's own
 * background, from the same style sheet). Sized to the canvas as shown.
 */
export function drawPreview(canvas: HTMLCanvasElement, style: CardStyle): void {
  const scale = Math.min(2, window.devicePixelRatio || 1);
  const width = canvas.clientWidth;
  const height = canvas.clientHeight;
  const ctx = canvas.getContext('2d');
  if (!ctx || width === 0 || height === 0) return;
  canvas.width = Math.round(width * scale);
  canvas.height = Math.round(height * scale);
  ctx.scale(scale, scale);
  const pad = 10;
  const h = height - 2 * pad;
  const w = (h * 63) / 88;
  drawBack(ctx, pad, pad, w, h, style.back, style.art);
  const start = pad + w + 16;
  const step = Math.max(0, Math.min(w * 0.6, (width - start - w - pad) / (SHOWN.length - 1)));
  SHOWN.forEach((card, i) => drawFace(ctx, card, start + i * step, pad, w, h, style));
}
