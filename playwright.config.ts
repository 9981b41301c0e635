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

export default defineConfig({
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
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'desktop', use: { viewport: { width: 1440, height: 900 }, deviceScaleFactor: 1 } },
    { name: 'ipad-portrait', testIgnore: /(win|update|kill|keyboard|family|phone|review-keys)\.spec/, use: { viewport: { width: 834, height: 1194 }, deviceScaleFactor: 1, hasTouch: true, isMobile: true } },
    { name: 'ipad-landscape', testIgnore: /(win|update|kill|hint-games|keyboard|family|phone|review-keys)\.spec/, use: { viewport: { width: 1194, height: 834 }, deviceScaleFactor: 1, hasTouch: true, isMobile: true } },
  ],
  webServer: {
    command: `npx vite preview --port ${PORT} --strictPort`,
    url: `http://localhost:${PORT}`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
