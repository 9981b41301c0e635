import { Container, Ticker, type Rectangle, type Renderer } from 'pixi.js';
import { chooseDrawing, rememberDrawing, type Drawing } from './drawing';
import { rendererFor } from './renderers';

/** What the table needs of Pixi: one renderer and the stage it draws. */
export interface PixiTable {
  readonly renderer: Renderer;
  /** WebGL, or the 2D canvas (drawing.ts). */
  readonly drawing: Drawing;
  readonly stage: Container;
  /** The page's canvas, or the OffscreenCanvas a worker draws (stage-worker.ts). */
  readonly canvas: HTMLCanvasElement | OffscreenCanvas;
  /** The drawn area in CSS pixels. */
  readonly screen: Rectangle;
}

/** A renderer for the table, not yet started, and how it draws. */
export type Chosen = { readonly renderer: Renderer; readonly drawing: Drawing };

/**
 * Where the table is drawn: a canvas of its own inside `host` on the page, or a canvas handed to a
 * worker (its size and device pixels told by the page, which sizes the element itself).
 */
export type TableTarget = { readonly host: HTMLElement } | { readonly canvas: OffscreenCanvas; readonly width: number; readonly height: number; readonly resolution: number };

/** A renderer for the table, not yet started, drawing as `chooseDrawing` says; only its code is fetched. */
export async function chooseRenderer(): Promise<Chosen> {
  const drawing = chooseDrawing();
  return { renderer: await rendererFor(drawing), drawing };
}

/**
 * The one renderer of the table, inside `host`: crisp up to 2× device pixels, drawn only when the
 * stage asks (no ticker of its own). Made directly rather than by Pixi's Application, whose
 * renderer detection put the WebGPU renderer on the way to the first frame too (about 20 KiB gzip
 * no player runs); only the renderer chosen is fetched (`chooseRenderer`, asked for at start).
 */
export async function createTable(target: TableTarget, chosen: Promise<Chosen>): Promise<PixiTable> {
  let { renderer, drawing } = await chosen;
  const onPage = 'host' in target;
  const options = {
    backgroundAlpha: 0,
    antialias: false,
    // A worker's canvas has no style: the page sizes its element (remote-stage.ts).
    autoDensity: onPage,
    ...(onPage
      ? { resolution: Math.min(2, window.devicePixelRatio || 1), width: Math.max(1, target.host.clientWidth), height: Math.max(1, target.host.clientHeight) }
      : { canvas: target.canvas, resolution: target.resolution, width: target.width, height: target.height }),
    // The table needs only rendering: no Pixi events, accessibility, DOM or filters (input is
    // plain pointer events on the canvas), which keeps about 11 KiB off the start-up download.
    manageImports: false,
  };
  try {
    await renderer.init(options);
  } catch (error) {
    // WebGL remembered from the last start, and gone since (a GPU lost or blocklisted): the canvas.
    if (drawing !== 'webgl') throw error;
    drawing = 'canvas';
    rememberDrawing(drawing);
    renderer = await rendererFor(drawing);
    await renderer.init(options);
  }
  // Pixi's own scheduler (texture and renderable garbage collection) runs on the system ticker,
  // an animation-frame loop that never ends: 60 callbacks a second on an idle table, which keeps
  // a phone awake. The table's few textures are freed by hand (atlas.ts), so the loop is stopped.
  Ticker.system.stop();
  const canvas = renderer.canvas as HTMLCanvasElement | OffscreenCanvas;
  if (onPage) target.host.appendChild(canvas as HTMLCanvasElement);
  return {
    renderer,
    drawing,
    stage: new Container(),
    canvas,
    get screen() {
      return renderer.screen;
    },
  };
}
