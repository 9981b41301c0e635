import { Application, Ticker } from 'pixi.js';

/**
 * The one Pixi Application of the table, inside `host`: WebGL preferred, crisp up to 2× device
 * pixels, drawn only when the stage asks (no ticker of its own).
 */
export async function createApp(host: HTMLElement): Promise<Application> {
  const app = new Application();
  await app.init({
    preference: 'webgl',
    backgroundAlpha: 0,
    antialias: false,
    autoDensity: true,
    resolution: Math.min(2, window.devicePixelRatio || 1),
    autoStart: false,
    sharedTicker: false,
    // The table needs only rendering: no Pixi events, accessibility, DOM or filters (input is
    // plain pointer events on the canvas), which keeps about 11 KiB off the start-up download.
    manageImports: false,
    width: Math.max(1, host.clientWidth),
    height: Math.max(1, host.clientHeight),
  });
  app.ticker?.stop();
  // Pixi's own scheduler (texture and renderable garbage collection) runs on the system ticker,
  // an animation-frame loop that never ends: 60 callbacks a second on an idle table, which keeps
  // a phone awake. The table's few textures are freed by hand (atlas.ts), so the loop is stopped.
  Ticker.system.stop();
  host.appendChild(app.canvas);
  return app;
}
