import { Rectangle, Texture, type TextureSource } from 'pixi.js';
import { ALL_CARDS, type CardId } from '../engine/cards';
import { drawFace, type CardStyle, type Ctx } from './pictures';
import { styleKey } from './card-looks';
import { drawBack, drawFocus, drawGlow, drawMark, drawShadow, drawSlot } from './places';
import { newCanvas } from './canvas';
import { MadeWhenAsked } from './lazy';

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

type Sheet = { textures: Texture[]; source: Texture; bytes: number };

/** Draws a sheet at once (a generator's steps run to its end). */
function drawn<T>(steps: Generator<void, T>): T {
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/** An atlas whose sheets of faces are drawn when a face is first asked for (or by `rest`). */
interface LazyAtlas extends Atlas {
  /** Draws the sheets of faces not drawn yet, a face a step. */
  rest(): Generator<void, void>;
}

/**
 * The back, the empty places and the lights, drawn at once at the card size in device pixels,
 * and the card faces, four to a canvas, each sheet drawn when one of its faces is first shown:
 * a dealt table's first frame shows only backs and places, a resumed one the faces turned up, so
 * the other faces are not on the way to it (drawn after it: `rest`). Canvas-backed textures
 * survive a WebGL context loss, unlike generateTexture().
 */
function lazyAtlas(cardWidth: number, cardHeight: number, style: CardStyle): LazyAtlas {
  const w = Math.max(8, Math.round(cardWidth));
  const h = Math.max(8, Math.round(cardHeight));
  const table = drawn(
    sheet(EXTRAS.length, EXTRAS.length, w, h, (ctx, i, x, y) => {
      const name = EXTRAS[i] as Extra;
      if (name === 'back') drawBack(ctx, x, y, w, h, style);
      else if (name === 'glow') drawGlow(ctx, x, y, w, h);
      else if (name === 'focus') drawFocus(ctx, x, y, w, h);
      else if (name === 'mark') drawMark(ctx, x, y, w, h);
      else if (name === 'shadow') drawShadow(ctx, x, y, w, h);
      else drawSlot(ctx, x, y, w, h, name === 'slot-column' ? null : Number(name.slice(5)), style.letters);
    }),
  );
  const faces = new MadeWhenAsked(Math.ceil(ALL_CARDS.length / FACES_PER_SHEET), (n) => {
    const cards = ALL_CARDS.slice(n * FACES_PER_SHEET, (n + 1) * FACES_PER_SHEET);
    return drawn(sheet(cards.length, cards.length, w, h, (ctx, i, x, y) => drawFace(ctx, cards[i] as CardId, x, y, w, h, style)));
  });
  const place = new Map<CardId, number>(ALL_CARDS.map((card, i) => [card, i]));
  const extraOf = new Map<Extra, Texture>(EXTRAS.map((name, i) => [name, table.textures[i] as Texture]));
  const sheets = () => [table, ...faces.present];
  return {
    face: (card) => {
      const i = place.get(card) as number;
      return faces.get(Math.floor(i / FACES_PER_SHEET)).textures[i % FACES_PER_SHEET] as Texture;
    },
    extra: (name) => extraOf.get(name) as Texture,
    width: w,
    height: h,
    get bytes() {
      return sheets().reduce((sum, one) => sum + one.bytes, 0);
    },
    get sources() {
      return sheets().map((one) => one.source.source);
    },
    rest: () => faces.rest(),
    destroy() {
      const drop = (one: Sheet) => {
        for (const t of one.textures) t.destroy(false);
        one.source.destroy(true);
      };
      faces.end(drop);
      drop(table);
    },
  };
}

/** Gives the main thread (or the worker's) back for a moment. */
const free = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Runs `steps`, a slice at most `sliceMs` long at a time, with the thread free between slices. */
async function inSlices(steps: Generator<void, void>, sliceMs: number, stop: () => boolean = () => false): Promise<void> {
  let started = performance.now();
  for (let step = steps.next(); !step.done && !stop(); step = steps.next()) {
    if (performance.now() - started < sliceMs) continue;
    await free();
    started = performance.now();
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
  await free();
  const atlas = lazyAtlas(cardWidth, cardHeight, style);
  await inSlices(atlas.rest(), sliceMs);
  if (upload) {
    for (const source of atlas.sources) {
      await free();
      upload(source);
    }
  }
  return atlas;
}


/**
 * The atlas in use. With none (the start) it is drawn at once, its faces as they are first shown,
 * and the rest when `fill` is called (after the first frame); for a new card size (the window or
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
  /** The atlas drawn at once whose faces are not all drawn yet, and whether they are being drawn. */
  private partial: { atlas: LazyAtlas; filling: boolean } | null = null;

  /** `upload` sends a canvas to the GPU (the stage's renderer), so that a new atlas is there before it is used. */
  constructor(
    private readonly replaced: (atlas: Atlas, late: boolean) => void,
    private readonly upload?: (source: TextureSource) => void,
  ) {}

  /** The memory of the atlas in use, in bytes. */
  get bytes(): number {
    return this.atlas?.bytes ?? 0;
  }

  /** True while a new atlas, or the faces of the one in use, are being drawn in slices. */
  get drawing(): boolean {
    return this.coming !== null || this.partial?.filling === true;
  }

  /** The atlas to draw cards of `width` × `height` device pixels with, now. */
  sizedFor(width: number, height: number, style: CardStyle): Atlas {
    const wanted = `${width}x${height}/${styleKey(style)}`;
    if (this.atlas === null) {
      const atlas = lazyAtlas(width, height, style);
      this.use(atlas, false, wanted);
      this.partial = { atlas, filling: false };
    } else if (this.drawnFor !== wanted && this.coming !== wanted) {
      const coming = (this.coming = wanted);
      void drawAtlasInSlices(width, height, style, 8, this.upload).then((atlas) => {
        if (this.coming !== coming) return atlas.destroy();
        this.coming = null;
        this.use(atlas, true, wanted);
      });
    } else if (this.drawnFor === wanted) this.coming = null;
    return this.atlas as Atlas;
  }

  /**
   * Draws the faces of the atlas in use not drawn yet, in slices, and sends them to the GPU: after
   * the first frame, so that a card turned up later finds its face ready.
   */
  async fill(): Promise<void> {
    const partial = this.partial;
    if (!partial || partial.filling) return;
    partial.filling = true;
    const gone = () => this.partial !== partial;
    await inSlices(partial.atlas.rest(), 8, gone);
    for (const source of gone() ? [] : partial.atlas.sources) {
      await free();
      if (!gone()) this.upload?.(source);
    }
    if (!gone()) this.partial = null;
  }

  /** Drops the atlas: the next `sizedFor` draws one at once (the start, before a frame is shown). */
  reset(): void {
    this.atlas?.destroy();
    this.atlas = null;
    this.coming = null;
    this.partial = null;
  }

  private use(atlas: Atlas, late: boolean, drawnFor: string): void {
    this.atlas?.destroy();
    this.atlas = atlas;
    this.drawnFor = drawnFor;
    this.partial = null;
    this.replaced(atlas, late);
  }
}
