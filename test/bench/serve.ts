/**
 * A plain static file server for the benchmarks: the app's build and the floor page are served
 * the same way (no compression, no caching), so that their start-up figures compare fairly.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';

const TYPES: Record<string, string> = {
  '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.png': 'image/png', '.svg': 'image/svg+xml',
  '.webmanifest': 'application/manifest+json', '.json': 'application/json', '.map': 'application/json',
};

/**
 * Serves `root` on a free loopback port; unknown paths get index.html, as the app's host does.
 * `gzip`: text compressed for a browser that asks for it, as any static host serves it (Lighthouse).
 */
export async function serveDir(root: string, { gzip = false } = {}): Promise<{ url: string; close: () => Promise<void> }> {
  const zipped = new Map<string, Buffer>();
  const server = createServer((req, res) => {
    const path = normalize(decodeURIComponent((req.url ?? '/').split('?')[0] ?? '/')).replace(/^(\.\.[/\\])+/, '');
    let file = join(root, path);
    if (!existsSync(file) || statSync(file).isDirectory()) file = join(root, 'index.html');
    const type = TYPES[extname(file)] ?? 'application/octet-stream';
    if (gzip && /gzip/.test(String(req.headers['accept-encoding'] ?? '')) && !type.startsWith('image/png')) {
      if (!zipped.has(file)) zipped.set(file, gzipSync(readFileSync(file), { level: 9 }));
      res.writeHead(200, { 'Content-Type': type, 'Content-Encoding': 'gzip', Vary: 'Accept-Encoding', 'Cache-Control': 'no-store' });
      res.end(zipped.get(file));
      return;
    }
    res.writeHead(200, { 'Content-Type': type, 'Cache-Control': 'no-store' });
    res.end(readFileSync(file));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://localhost:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
