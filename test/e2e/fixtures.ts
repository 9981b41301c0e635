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

export const test = base.extend<{ foreignRequests: string[]; gpu: boolean }>({
  gpu: [false, { option: true }],
  context: async ({ context, gpu }, use) => {
    if (gpu) await context.addInitScript(GPU_NAME);
    await use(context);
  },
  // On the WebGL path, a test whose page never drew by WebGL tested the other path: it fails.
  page: async ({ page, gpu }, use) => {
    await use(page);
    if (gpu && !page.isClosed()) expect(await page.evaluate(() => window.yukon?.drawing())).toBe('webgl');
  },
  foreignRequests: [
    async ({ context, baseURL }, use) => {
      const origin = new URL(baseURL ?? 'http://localhost').origin;
      const foreign: string[] = [];
      context.on('request', (request) => {
        const url = new URL(request.url());
        if ((url.protocol === 'http:' || url.protocol === 'https:' || url.protocol === 'ws:' || url.protocol === 'wss:') && url.origin !== origin) foreign.push(request.url());
      });
      await use(foreign);
      expect(foreign, 'requests to other origins').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
