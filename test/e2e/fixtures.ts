import { test as base, expect } from '@playwright/test';

/**
 * Every browser test fails if the app asks anything of another origin: the app must work from
 * its own origin alone, offline after the first load.
 */
/**
 * The WebGL path. This machine's WebGL is SwiftShader, drawn by the CPU, where the app draws the
 * table with the 2D canvas (src/view/drawing.ts); the project `webgl` makes the browser name a
 * GPU as its WebGL renderer, so that the app takes the path a GPU's browser takes, and the tests
 * tagged @webgl run on it too.
 */
const GPU_NAME = `{
  for (const proto of [WebGLRenderingContext.prototype, WebGL2RenderingContext.prototype]) {
    const get = proto.getParameter;
    proto.getParameter = function (name) {
      return name === 0x9246 ? 'ANGLE (Apple, ANGLE Metal Renderer: Apple M1, Unspecified Version)' : get.call(this, name);
    };
  }
}`;

/**
 * The main-thread path: a browser that cannot hand a canvas to a worker (src/view/remote-stage.ts)
 * draws the table on the page's main thread; the project `main-thread` takes that ability away.
 */
const NO_OFFSCREEN = `delete HTMLCanvasElement.prototype.transferControlToOffscreen;`;

/** What the guard saw, and the requests a test makes to another origin on purpose, to test the guard. */
export interface ForeignRequests {
  seen: string[];
  provoked: Set<string>;
}

export const test = base.extend<{ foreignRequests: ForeignRequests; gpu: boolean; offscreen: boolean }>({
  gpu: [false, { option: true }],
  offscreen: [true, { option: true }],
  context: async ({ context, gpu, offscreen }, use) => {
    if (gpu) await context.addInitScript(GPU_NAME);
    if (!offscreen) await context.addInitScript(NO_OFFSCREEN);
    await use(context);
  },
  // A test whose page never drew as its project says tested the other path: it fails.
  // A test that means the other thread says so: annotation `drawn-on`.
  page: async ({ page, gpu, offscreen }, use, info) => {
    await use(page);
    if (page.isClosed() || !(await page.evaluate(() => window.yukon != null))) return;
    if (gpu) expect(await page.evaluate(() => window.yukon.drawing())).toBe('webgl');
    const thread = info.annotations.find((a) => a.type === 'drawn-on')?.description ?? (offscreen ? 'worker' : 'main');
    expect(await page.evaluate(() => window.yukon.thread())).toBe(thread);
  },
  foreignRequests: [
    async ({ context, baseURL }, use) => {
      const origin = new URL(baseURL ?? 'http://localhost').origin;
      const foreign: ForeignRequests = { seen: [], provoked: new Set() };
      context.on('request', (request) => {
        const url = new URL(request.url());
        if ((url.protocol === 'http:' || url.protocol === 'https:' || url.protocol === 'ws:' || url.protocol === 'wss:') && url.origin !== origin) foreign.seen.push(request.url());
      });
      await use(foreign);
      // A provoked request may be reported again at any time (Chromium's error page does), so it is
      // left out by name rather than by clearing the list at a moment that may come too early.
      expect(foreign.seen.filter((url) => !foreign.provoked.has(url)), 'requests to other origins').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
