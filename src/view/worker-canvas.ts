// The canvas the page hands the table's worker (stage-worker.ts), made ready as it arrives.
import type { Drawing } from './drawing';

/**
 * Firefox (153) throws when a handed-over canvas is asked for its context a second time ("Cannot
 * update created context to different thread"), where the standard returns the same one; Pixi's
 * canvas renderer asks twice, and `warm` asks first. The first context is kept and given again.
 */
function oneContext(canvas: OffscreenCanvas): void {
  const getContext = canvas.getContext.bind(canvas);
  const made = new Map<string, OffscreenRenderingContext | null>();
  canvas.getContext = ((type: OffscreenRenderingContextId, options?: unknown) => {
    if (!made.has(type)) made.set(type, getContext(type, options));
    return made.get(type) ?? null;
  }) as OffscreenCanvas['getContext'];
}

/**
 * Takes the canvas handed over while Pixi's modules are still on their way: drawn by the 2D
 * canvas, its context is made and touched now (as Pixi's canvas renderer asks for it: with
 * alpha), since the first touch of a worker's first 2D context took 6-14 ms here, inside the
 * table's first frame.
 */
export function takeCanvas(canvas: OffscreenCanvas, drawing: Drawing): void {
  oneContext(canvas);
  if (drawing !== 'canvas') return;
  canvas.getContext('2d', { alpha: true })?.clearRect(0, 0, 1, 1);
}
