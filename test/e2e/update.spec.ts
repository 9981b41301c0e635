import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { expect, test } from './fixtures';
import { columnDropPoint, idle, mouseDrag, savedMoves, snapshot, tap } from './helpers';

// Two builds of the app, served in turn from one origin, as a real deployment would.
const PORT = 4176;
const OUT = 'test-results/update-builds';
const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.png': 'image/png', '.webmanifest': 'application/manifest+json', '.map': 'application/json' };
let root = '';
let server: Server;

test.use({ baseURL: `http://localhost:${PORT}`, serviceWorkers: 'allow' });

test.beforeAll(() => {
  for (const version of ['a', 'b']) {
    execFileSync('node_modules/.bin/vite', ['build', '--outDir', `${OUT}/${version}`, '--emptyOutDir', '--logLevel', 'error'], { env: { ...process.env, YUKON_VERSION: `update-${version}` } });
  }
  server = createServer((req, res) => {
    const path = normalize(decodeURIComponent((req.url ?? '/').split('?')[0] ?? '/')).replace(/^(\.\.[/\\])+/, '');
    let file = join(root, path);
    if (!existsSync(file) || statSync(file).isDirectory()) file = join(root, 'index.html');
    res.writeHead(200, { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream', 'Cache-Control': 'no-cache' });
    res.end(readFileSync(file));
  }).listen(PORT);
});

test.afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

test('a new version is offered, never forced, and the game survives the switch', async ({ page }) => {
  root = `${OUT}/a`;
  await page.goto('/?code=YU1-C-AAAAAAD');
  await idle(page);
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect(page.locator('[data-version]')).toHaveAttribute('data-version', 'update-a');
  await tap(page, 'AH', false);
  await expect.poll(async () => (await snapshot(page)).moves).toBe(1);
  await idle(page);
  await mouseDrag(page, '4H', await columnDropPoint(page, 2));
  await savedMoves(page, 2);
  const before = await snapshot(page);

  // Deploy version B; the browser finds it on its next check.
  root = `${OUT}/b`;
  await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
  const notice = page.locator('[data-notice]');
  await expect(notice).toBeVisible({ timeout: 30_000 });
  await expect(notice).toContainText('A new version is ready');
  // Nothing reloads by itself: the game is still on screen and playable.
  expect((await snapshot(page)).moves).toBe(2);
  await expect(page.locator('[data-version]')).toHaveAttribute('data-version', 'update-a');

  await Promise.all([page.waitForEvent('load', { timeout: 30_000 }), notice.locator('[data-action=notice]').click()]);
  await idle(page);
  await expect(page.locator('[data-version]')).toHaveAttribute('data-version', 'update-b');
  const after = await snapshot(page);
  expect({ ...after, seconds: 0 }).toEqual({ ...before, seconds: 0 });
  await page.locator('[data-action=undo]').click();
  await idle(page);
  expect((await snapshot(page)).columns[0]?.map((c) => c.id)).toEqual(['4H']);
});
