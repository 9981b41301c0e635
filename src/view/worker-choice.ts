import { chooseDrawing, rememberedDrawing } from './drawing';

const FAILED = 'yukon:stage-worker-failed';

/**
 * Whether the table is drawn in a worker here: the browser can hand a canvas to one, it is not
 * WebKit (WebKitGTK 2.50's worker stops for good after its first frame of Pixi on a handed-over
 * canvas, without an error: seen on these machines; Safari's could not be tried), and a worker has
 * not failed in this browser before (the same user agent: an update tries again).
 */
export function canDrawInWorker(agent = navigator.userAgent): boolean {
  if (typeof OffscreenCanvas !== 'function' || typeof Worker !== 'function' || !('transferControlToOffscreen' in HTMLCanvasElement.prototype)) return false;
  if (/AppleWebKit/.test(agent) && !/Chrome\/|Chromium\//.test(agent)) return false;
  try {
    return localStorage.getItem(FAILED) !== agent;
  } catch {
    return true;
  }
}

/** A worker stopped without a word in this browser: the next starts draw on the page. */
export function rememberWorkerFailed(): void {
  try {
    localStorage.setItem(FAILED, navigator.userAgent);
  } catch {
    // The next start tries the worker again.
  }
}

const EARLY = 'yukonEarlyTable';

/** The table's worker started by first-paint.js while the page is parsed, and its failure meanwhile. */
export interface EarlyTable {
  readonly worker: Worker;
  failed: string | null;
}

/**
 * Starts the table's worker from first-paint.js, before the app's modules have run: it fetches
 * and compiles Pixi (and the renderer to draw with) while the page is parsed and its modules
 * load, and waits for the canvas (remote-stage.ts takes it over). Nothing where the table is not
 * drawn in a worker.
 */
export function startEarly(url: string): void {
  if (!canDrawInWorker()) return;
  const worker = new Worker(url, { type: 'module', name: 'table' });
  const early: EarlyTable = { worker, failed: null };
  worker.onerror = (e) => {
    e.preventDefault();
    early.failed = e.message || 'its script could not be had';
  };
  // How to draw is known at once on a return; on a first visit it is asked now (chooseDrawing
  // remembers it for the page's stage), so that the worker fetches that renderer ahead too.
  worker.postMessage({ type: 'prefetch', seq: 0, drawing: rememberedDrawing() ?? chooseDrawing() });
  (globalThis as Record<string, unknown>)[EARLY] = early;
}

/** The worker first-paint.js started, taken over once (null if it started none). */
export function takeEarly(): EarlyTable | null {
  const scope = globalThis as Record<string, unknown>;
  const early = (scope[EARLY] as EarlyTable | undefined) ?? null;
  delete scope[EARLY];
  return early;
}
