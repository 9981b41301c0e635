import { Rectangle, Texture, type TextureSource } from 'pixi.js';
import { ALL_CARDS, type CardId } from '../engine/cards';
import { DECK_LOOKS, FIRST_BACK, drawFace, type CardStyle, type Ctx } from './pictures';
import { drawBack, drawFocus, drawGlow, drawMark, drawShadow, drawSlot } from './places';
import { newCanvas } from './canvas';

export type { CardStyle } from './pictures';

/** Extra pictures drawn beside the 52 faces. */
export type Extra = 'back' | 'slot-0' | 'slot-1' | 'slot-2' | 'slot-3' | 'slot-column' | 'glow' | 'focus' | 'mark' | 'shadow';
const EXTRAS: readonly Extra[] = ['back', 'slot-0', 'slot-1', 'slot-2', 'slot-3', 'slot-column', 'glow', 'focus', 'mark', 'shadow'];

export interface Atlas {
  readonly face: (card: CardId) => Texture;
  readonly extra: (name: Extra) => Texture;
  /** Card size in device pixels the atlas was drawn at. */
  readonly width: number;
  readonly height: number;
  /** The memory of its canvases (4 bytes a pixel), for the benchmarks. */
  readonly bytes: number;
  /** Its canvases as the GPU takes them, to be sent ahead of use one at a time. */
  readonly sources: readonly TextureSource[];
  destroy(): void;
}

/**
 * Cells of one picture size drawn into one canvas and cut into textures that share it; a step is
 * yielded after each cell, so that a redraw can be spread over several tasks (drawAtlasInSlices).
 */
function* sheet(count: number, columns: number, w: number, h: number, draw: (ctx: Ctx, i: number, x: number, y: number) => void): Generator<void, { textures: Texture[]; source: Texture; bytes: number }> {
  // Padding between cells keeps linear filtering from bleeding one picture into the next.
  const pad = 6;
  const canvas = newCanvas();
  canvas.width = columns * (w + pad);
  canvas.height = Math.ceil(count / columns) * (h + pad);
  // A canvas the CPU draws on at once (a GPU canvas records the drawing and rasterises it all
  // when the canvas is first used: one long task that slicing the drawing could not split).
  const ctx = canvas.getContext('2d', { willReadFrequently: true }) as Ctx;
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
  return { textures: frames.map((frame) => new Texture({ source: base.source, frame })), source: base, bytes: canvas.width * canvas.height * 4 };
}

/** Faces per canvas: small canvases, each sent to the GPU in a short task of its own. */
const FACES_PER_SHEET = 4;

/**
 * Draws every card face, the back, the empty places and the drop glow once, at the card size in
 * device pixels, into canvases cut into textures: the faces, four to a canvas, and the table's own
 * pictures. A dealt table's first frame shows only backs and places, so it sends the small sheet
 * to the GPU, not the faces. Canvas-backed textures survive a WebGL context loss, unlike
 * generateTexture().
 */
function* atlasSteps(cardWidth: number, cardHeight: number, style: CardStyle): Generator<void, Atlas> {
  const w = Math.max(8, Math.round(cardWidth));
  const h = Math.max(8, Math.round(cardHeight));
  const faceSheets: { textures: Texture[]; source: Texture; bytes: number }[] = [];
  for (let first = 0; first < ALL_CARDS.length; first += FACES_PER_SHEET) {
    const cards = ALL_CARDS.slice(first, first + FACES_PER_SHEET);
    faceSheets.push(yield* sheet(cards.length, cards.length, w, h, (ctx, i, x, y) => drawFace(ctx, cards[i] as CardId, x, y, w, h, style)));
  }
  const table = yield* sheet(EXTRAS.length, EXTRAS.length, w, h, (ctx, i, x, y) => {
    const name = EXTRAS[i] as Extra;
    if (name === 'back') drawBack(ctx, x, y, w, h, style.back, style.art, style.dim);
    else if (name === 'glow') drawGlow(ctx, x, y, w, h);
    else if (name === 'focus') drawFocus(ctx, x, y, w, h);
    else if (name === 'mark') drawMark(ctx, x, y, w, h);
    else if (name === 'shadow') drawShadow(ctx, x, y, w, h);
    else drawSlot(ctx, x, y, w, h, name === 'slot-column' ? null : Number(name.slice(5)));
  });
  const sheets = [table, ...faceSheets];
  const faceOf = new Map<CardId, Texture>(ALL_CARDS.map((card, i) => [card, faceSheets[Math.floor(i / FACES_PER_SHEET)]?.textures[i % FACES_PER_SHEET] as Texture]));
  const extraOf = new Map<Extra, Texture>(EXTRAS.map((name, i) => [name, table.textures[i] as Texture]));
  return {
    face: (card) => faceOf.get(card) as Texture,
    extra: (name) => extraOf.get(name) as Texture,
    width: w,
    height: h,
    bytes: sheets.reduce((sum, one) => sum + one.bytes, 0),
    sources: sheets.map((one) => one.source.source),
    destroy() {
      for (const one of sheets) {
        for (const t of one.textures) t.destroy(false);
        one.source.destroy(true);
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
 * thread free between slices; then, given `upload`, each canvas sent to the GPU in a task of its
 * own: for a new card size or look while the old atlas stands in (a redraw at once takes about
 * 50 ms in software rendering, and sending the whole atlas to a software GPU at once took 400 ms
 * on an iPad-sized screen at 2x).
 */
export async function drawAtlasInSlices(cardWidth: number, cardHeight: number, style: CardStyle = {}, sliceMs = 8, upload?: (source: TextureSource) => void): Promise<Atlas> {
  const steps = atlasSteps(cardWidth, cardHeight, style);
  const free = () => new Promise((resolve) => setTimeout(resolve, 0));
  let started = performance.now();
  for (;;) {
    const step = steps.next();
    if (step.done) {
      if (upload) {
        for (const source of step.value.sources) {
          await free();
          upload(source);
        }
      }
      return step.value;
    }
    if (performance.now() - started < sliceMs) continue;
    await free();
    started = performance.now();
  }
}

/** What tells two looks of the cards apart (an atlas drawn for one is of no use for the other). */
export const styleKey = (style: CardStyle): string =>
  `${style.deck ?? 'modern'}/${style.fourColour === true}/${style.largeIndex === true}/${style.dim === true ? 'dim/' : ''}${style.back ?? FIRST_BACK}/${style.art ? 'art' : ''}/${DECK_LOOKS[style.deck ?? 'modern'].portraits && style.courts ? 'courts' : ''}`;

/**
 * The atlas in use. With none (the start) it is drawn at once; for a new card size (the window or
 * the table resized, the review's strip opened) or a new look of the cards (a setting), the one in
 * use stands in while the new one is drawn in slices that leave the main thread free, and then
 * takes its place (`replaced` hears it, `late` true). A newer size or look meanwhile makes it of
 * no use.
 */
export class AtlasKeeper {
  private atlas: Atlas | null = null;
  private drawnFor = '';
  /** The size and look being drawn in slices, if any. */
  private coming: string | null = null;

  /** `upload` sends a canvas to the GPU (the stage's renderer), so that a new atlas is there before it is used. */
  constructor(
    private readonly replaced: (atlas: Atlas, late: boolean) => void,
    private readonly upload?: (source: TextureSource) => void,
  ) {}

  /** The memory of the atlas in use, in bytes. */
  get bytes(): number {
    return this.atlas?.bytes ?? 0;
  }

  /** True while a new atlas is being drawn in slices. */
  get drawing(): boolean {
    return this.coming !== null;
  }

  /** The atlas to draw cards of `width` × `height` device pixels with, now. */
  sizedFor(width: number, height: number, style: CardStyle): Atlas {
    const wanted = `${width}x${height}/${styleKey(style)}`;
    if (this.atlas === null) this.use(drawAtlas(width, height, style), false, wanted);
    else if (this.drawnFor !== wanted && this.coming !== wanted) {
      const coming = (this.coming = wanted);
      void drawAtlasInSlices(width, height, style, 8, this.upload).then((atlas) => {
        if (this.coming !== coming) return atlas.destroy();
        this.coming = null;
        this.use(atlas, true, wanted);
      });
    } else if (this.drawnFor === wanted) this.coming = null;
    return this.atlas as Atlas;
  }

  /** Drops the atlas: the next `sizedFor` draws one at once (the start, before a frame is shown). */
  reset(): void {
    this.atlas?.destroy();
    this.atlas = null;
    this.coming = null;
  }

  private use(atlas: Atlas, late: boolean, drawnFor: string): void {
    this.atlas?.destroy();
    this.atlas = atlas;
    this.drawnFor = drawnFor;
    this.replaced(atlas, late);
  }
}
