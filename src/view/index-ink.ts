import { ALL_CARDS } from '../engine/cards';
import { drawIndex, type CardStyle, type CompactIndex } from './pictures';

/**
 * Measures the cards' index as the browser really draws it (its fonts, its rasteriser): every
 * card's index is drawn alone at the given card size, and the rows that hold ink are found. `depth`
 * is the lowest row of ink of any index, from the card's top edge; `rank` the height of the
 * shortest rank's ink (its legible size), `top` the first row of ink of any, all in pixels; the compact index, given `compact`.
 * Loaded only by the automation hook.
 */
export function measureIndex(cardWidth: number, style: CardStyle, compact?: CompactIndex): { depth: number; rank: number; top: number } {
  const w = Math.round(cardWidth);
  const h = Math.round(cardWidth * 1.5);
  const canvas = document.createElement('canvas');
  canvas.width = w;
  canvas.height = h;
  const ctx = canvas.getContext('2d', { willReadFrequently: true }) as CanvasRenderingContext2D;
  let depth = 0;
  let rank = Infinity;
  let first = Infinity;
  for (const card of ALL_CARDS) {
    ctx.clearRect(0, 0, w, h);
    drawIndex(ctx, card, 0, 0, w, style, compact);
    const { data } = ctx.getImageData(0, 0, w, h);
    const inked = (row: number, from: number, to: number) => {
      for (let x = from; x < to; x++) if ((data[(row * w + x) * 4 + 3] ?? 0) > 40) return true;
      return false;
    };
    let top = -1;
    let bottom = -1;
    for (let row = 0; row < h; row++) {
      if (!inked(row, 0, w)) continue;
      if (top < 0) top = row;
      bottom = row;
    }
    depth = Math.max(depth, bottom + 1);
    if (top >= 0) first = Math.min(first, top);
    // The rank alone: the left part of the index, before the suit (the narrowest rank's width).
    let rankTop = -1;
    let rankBottom = -1;
    for (let row = 0; row < h; row++) {
      if (!inked(row, 0, Math.round(w * 0.3))) continue;
      if (rankTop < 0) rankTop = row;
      rankBottom = row;
    }
    if (rankTop >= 0) rank = Math.min(rank, rankBottom - rankTop + 1);
  }
  return { depth, rank, top: first };
}
