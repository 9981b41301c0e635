import { Container, Ticker, type Rectangle, type Renderer } from 'pixi.js';
import { drawingFor, rememberDrawing, rememberedDrawing, webglRenderer, type Drawing } from './drawing';

/** What the table needs of Pixi: one renderer and the stage it draws. */
export interface PixiTable {
  readonly renderer: Renderer;
  /** WebGL, or the 2D canvas (drawing.ts). */
  readonly drawing: Drawing;
  readonly stage: Container;
  readonly canvas: HTMLCanvasElement;
  /** The drawn area in CSS pixels. */
  readonly screen: Rectangle;
}

/** A renderer for the table, not yet started, and how it draws. */
export type Chosen = { readonly renderer: Renderer; readonly drawing: Drawing };

/**
 * A renderer for the table, not yet started: the drawing remembered from the last start, else
 * chosen (drawing.ts) and remembered; then only its code is fetched. A remembered drawing is
 * asked again a while after the start, for the next one (a GPU blocklisted or given back).
 */
export async function chooseRenderer(): Promise<Chosen> {
  const remembered = rememberedDrawing();
  const drawing = remembered ?? drawingFor(webglRenderer());
  if (remembered) setTimeout(() => rememberDrawing(drawingFor(webglRenderer())), 10_000);
  else rememberDrawing(drawing);
  return { renderer: await rendererFor(drawing), drawing };
}

const rendererFor = async (drawing: Drawing): Promise<Renderer> => (drawing === 'webgl' ? new (await import('./webgl-renderer')).WebGLRenderer() : new (await import('./canvas-renderer')).CanvasRenderer());

/**
 * The one renderer of the table, inside `host`: crisp up to 2× device pixels, drawn only when the
 * stage asks (no ticker of its own). Made directly rather than by Pixi's Application, whose
 * renderer detection put the WebGPU renderer on the way to the first frame too (about 20 KiB gzip
 * no player runs); only the renderer chosen is fetched (`chooseRenderer`, asked for at start).
 */
export async function createTable(host: HTMLElement, chosen: Promise<Chosen> = chooseRenderer()): Promise<PixiTable> {
  let { renderer, drawing } = await chosen;
  const options = {
    backgroundAlpha: 0,
    antialias: false,
    autoDensity: true,
    resolution: Math.min(2, window.devicePixelRatio || 1),
    width: Math.max(1, host.clientWidth),
    height: Math.max(1, host.clientHeight),
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
  const canvas = renderer.canvas as HTMLCanvasElement;
  host.appendChild(canvas);
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
