import { defineConfig } from '@playwright/test';

/**
 * Browser tests: the production build served by `vite preview`, driven in Debian's Chromium
 * (Playwright cannot download its own browser here). CHROMIUM_PATH overrides the binary.
 */
const PORT = 4174;
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
};

export default defineConfig<{ gpu: boolean; offscreen: boolean }>({
  testDir: 'test/e2e',
  timeout: 90_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  outputDir: 'test-results',
  use: {
    baseURL: `http://localhost:${PORT}`,
    launchOptions: chromium,
    // No trace unless asked for (TRACE=1 npm run test:e2e): recording one for every test, to keep
    // only the failures', took a fifth of the suite's CPU (play and settings: 110 s against 87 s),
    // and CI keeps no file to read. A failure still saves its screenshot and its error context.
    trace: process.env.TRACE ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
    // No service worker but where a spec asks for one (offline, update, shortcuts, the solver's
    // precache): each fresh context's worker would otherwise install and fetch the whole precache
    // (about 1 MiB) beside the test, on the same two cores.
    serviceWorkers: 'block',
  },
  // Every spec runs on the desktop (mouse) but the keyboard's. The iPad sizes (touch) run the specs
  // where the size or touch changes what is tested: the layout and the first paint at both, and in
  // portrait drags and taps (Double-click on and off), the early input, the size of controls and
  // play on from a review by touch; in landscape the keyboard specs (an iPad with a keyboard). Touch
  // input is the same in both orientations, so it runs in one. The rest (storage, faults, codes,
  // offline, the solver, settings, hints), and tests tagged @any-size, do not depend on the screen
  // and run once. The iPad projects come first: their games by touch and by keys are long tests,
  // and started last they kept one worker busy minutes after the other had finished (16.0 min of
  // 840 s per worker).
  projects: [
    { name: 'ipad-portrait', testMatch: /\/(play|interaction|screens|first-paint|a11y|early|review)\.spec\.ts$/, grepInvert: /@any-size/, use: { viewport: { width: 834, height: 1194 }, deviceScaleFactor: 1, hasTouch: true, isMobile: true } },
    { name: 'ipad-landscape', testMatch: /\/(screens|first-paint|keyboard)\.spec\.ts$/, grepInvert: /@any-size/, use: { viewport: { width: 1194, height: 834 }, deviceScaleFactor: 1, hasTouch: true, isMobile: true } },
    { name: 'desktop', testIgnore: /keyboard\.spec/, grepInvert: /@webgl-only/, use: { viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 } },
    // Every project but the last draws the table in a worker (src/view/remote-stage.ts), by the
    // 2D canvas: this machine's WebGL is SwiftShader, drawn by the CPU. The tests tagged @webgl
    // (play, a lost context, a resize, the cascade and the early input) run twice more: in the
    // worker by WebGL, as a browser with a GPU draws it (fixtures.ts), and on the page's main
    // thread, as a browser that cannot hand a canvas to a worker draws it.
    { name: 'webgl', grep: /@webgl/, use: { viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1, gpu: true } },
    { name: 'main-thread', grep: /@webgl\b(?!-only)/, use: { viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1, offscreen: false } },
  ],
  webServer: {
    command: `npx vite preview --port ${PORT} --strictPort`,
    url: `http://localhost:${PORT}`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
