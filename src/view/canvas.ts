/**
 * A canvas to draw pictures on: a page's canvas element, or an `OffscreenCanvas` where there is
 * no document (the table drawn in a worker: stage-worker.ts). Both take the same 2D drawing.
 */
export function newCanvas(width = 1, height = 1): HTMLCanvasElement | OffscreenCanvas {
  if (typeof document === 'undefined') return new OffscreenCanvas(width, height);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  return canvas;
}
