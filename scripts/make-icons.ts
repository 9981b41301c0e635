/**
 * Renders the app icons and the manifest screenshots from their sources, in Debian's Chromium:
 *   npx tsx scripts/make-icons.ts            icons from assets/icon.svg
 *   npx tsx scripts/make-icons.ts --shots    also screenshots of the running app on :4173
 * The PNGs are committed, so building the app needs no browser.
 */
import { chromium } from '@playwright/test';
import { readFileSync } from 'node:fs';

const svg = readFileSync('assets/icon.svg', 'utf8');
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
const icons: [string, number, number][] = [
  ['icon-192.png', 192, 1],
  ['icon-512.png', 512, 1],
  ['icon-maskable-512.png', 512, 1],
  ['apple-touch-icon.png', 180, 1],
];
for (const [name, size] of icons) {
  const page = await browser.newPage({ viewport: { width: size, height: size } });
  await page.setContent(`<style>html,body{margin:0}svg{display:block;width:${size}px;height:${size}px}</style>${svg}`);
  await page.screenshot({ path: `assets/icons/${name}`, omitBackground: false });
  await page.close();
}
if (process.argv.includes('--shots')) {
  for (const [name, width, height] of [['screenshot-wide.png', 1280, 800], ['screenshot-narrow.png', 750, 1334]] as const) {
    const page = await browser.newPage({ viewport: { width, height } });
    await page.goto('http://localhost:4173/?code=YU1-C-AAAAAAD');
    await page.waitForFunction(() => (window as unknown as { yukon?: { idle(): boolean } }).yukon?.idle());
    await page.screenshot({ path: `assets/icons/${name}` });
    await page.close();
  }
}
await browser.close();
