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
