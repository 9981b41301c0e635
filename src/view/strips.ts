import { Rectangle, Texture } from 'pixi.js';
import { ALL_CARDS, type CardId } from '../engine/cards';
import { compactPad, deepestIndex } from './fan';
import { drawBlank, drawIndex, type CardStyle, type Ctx } from './pictures';
import { newCanvas } from './canvas';

/**
 * The compact index of every card: the top of its face with a smaller index, drawn over the card
 * where its strip is too narrow for the whole index (fan.ts). Each strip is as deep as the full
 * index, so it hides it whatever the step; the next card covers the rest. Drawn in one canvas for a
 * card size, a look and a font, when a column first needs it.
 */
export interface Strips {
  readonly texture: (card: CardId) => Texture;
  /** What they were drawn for: the same key, the same strips. */
  readonly key: string;
  destroy(): void;
}

/**
 * The strips for cards of `w` × `h` device pixels, with the compact index at `font` CSS pixels
 * (`resolution` device pixels each).
 */
export function drawStrips(w: number, h: number, style: CardStyle, font: number, resolution: number, key: string): Strips {
  const depth = Math.min(h, Math.ceil(deepestIndex(style.largeIndex === true) * h) + 2);
  const pad = 4;
  const columns = 13;
  const canvas = newCanvas();
  canvas.width = columns * (w + pad);
  canvas.height = 4 * (depth + pad);
  const ctx = canvas.getContext('2d') as Ctx;
  const compact = { font: font * resolution, pad: compactPad(w / resolution) * resolution };
  const frames = ALL_CARDS.map((card, i) => {
    const x = (i % columns) * (w + pad);
    const y = Math.floor(i / columns) * (depth + pad);
    ctx.save();
    ctx.beginPath();
    ctx.rect(x, y, w, depth);
    ctx.clip();
    drawBlank(ctx, x, y, w, h, style);
    drawIndex(ctx, card, x, y, w, style, compact);
    ctx.restore();
    return new Rectangle(x, y, w, depth);
  });
  const base = Texture.from(canvas);
  base.source.scaleMode = 'linear';
  const textures = new Map<CardId, Texture>(ALL_CARDS.map((card, i) => [card, new Texture({ source: base.source, frame: frames[i] as Rectangle })]));
  return {
    texture: (card) => textures.get(card) as Texture,
    key,
    destroy() {
      for (const t of textures.values()) t.destroy(false);
      base.destroy(true);
    },
  };
}
