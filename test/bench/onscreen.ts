/**
 * When the table's first frame is on the screen, not only drawn: the page is filmed frame by
 * frame (Chromium's screencast, small PNGs, each with the time its frame was swapped to the
 * screen) and the first frame whose table shows cards is found. The start-up bench's marks say
 * when a frame was drawn; with WebGL, drawing only issues commands, and the floor's cards reached
 * the screen some 200 ms after its mark here (its first contentful paint, the canvas being all it
 * paints). Filming both pages measures the two the same way.
 */
import type { Page } from '@playwright/test';
import { inflateSync } from 'node:zlib';

/** An RGBA (or RGB) PNG of 8 bits a channel, decoded: enough for the screencast's frames. */
export function decodePng(png: Buffer): { width: number; height: number; channels: number; pixels: Uint8Array } {
  let at = 8;
  let width = 0;
  let height = 0;
  let channels = 4;
  const data: Buffer[] = [];
  while (at < png.length) {
    const length = png.readUInt32BE(at);
    const type = png.toString('latin1', at + 4, at + 8);
    const body = png.subarray(at + 8, at + 8 + length);
    if (type === 'IHDR') {
      width = body.readUInt32BE(0);
      height = body.readUInt32BE(4);
      if (body[8] !== 8 || (body[9] !== 2 && body[9] !== 6) || body[12] !== 0) throw new Error('only 8-bit RGB(A), not interlaced');
      channels = body[9] === 6 ? 4 : 3;
    } else if (type === 'IDAT') data.push(body);
    at += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(data));
  const stride = width * channels;
  const pixels = new Uint8Array(height * stride);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)] as number;
    const line = raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1));
    for (let x = 0; x < stride; x++) {
      const left = x >= channels ? (pixels[y * stride + x - channels] as number) : 0;
      const up = y > 0 ? (pixels[(y - 1) * stride + x] as number) : 0;
      const corner = x >= channels && y > 0 ? (pixels[(y - 1) * stride + x - channels] as number) : 0;
      const p = left + up - corner;
      const near = Math.abs(p - left) <= Math.abs(p - up) && Math.abs(p - left) <= Math.abs(p - corner) ? left : Math.abs(p - up) <= Math.abs(p - corner) ? up : corner;
      const predicted = [0, left, up, (left + up) >> 1, near][filter] as number;
      pixels[y * stride + x] = ((line[x] as number) + predicted) & 0xff;
    }
  }
  return { width, height, channels, pixels };
}

/**
 * The share of the table's area (below the top `skip` of the picture: the app's toolbar) that is
 * not felt: the felt is green (green its strongest channel), a card's face is near white and the
 * backs are blue.
 */
export function cardShare(png: Buffer, skip = 0.12): number {
  const { width, height, channels, pixels } = decodePng(png);
  let cards = 0;
  let all = 0;
  for (let y = Math.floor(height * skip); y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * channels;
      const [r, g, b] = [pixels[i] as number, pixels[i + 1] as number, pixels[i + 2] as number];
      all++;
      if (!(g > r + 12 && g > b + 6)) cards++;
    }
  }
  return cards / all;
}

/**
 * Films a page from before `go` navigates it until a frame whose table shows at least `share` of
 * cards after one that showed the bare felt (the page before it is white), and says when that
 * frame reached the screen, in the page's milliseconds since navigation (or NaN if none did
 * within `ms`).
 */
export async function tableOnScreen(page: Page, go: () => Promise<unknown>, share = 0.004, ms = 10_000): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  const frames: { at: number; png: Buffer }[] = [];
  cdp.on('Page.screencastFrame', ({ data, metadata, sessionId }) => {
    frames.push({ at: (metadata.timestamp ?? 0) * 1000, png: Buffer.from(data, 'base64') });
    void cdp.send('Page.screencastFrameAck', { sessionId }).catch(() => undefined);
  });
  await cdp.send('Page.startScreencast', { format: 'png', maxWidth: 140, maxHeight: 200, everyNthFrame: 1 });
  await go();
  const started = Date.now();
  let found: number | null = null;
  let felt = false;
  for (let seen = 0; found === null && Date.now() - started < ms; ) {
    for (; seen < frames.length && found === null; seen++) {
      const { png, at } = frames[seen] as { at: number; png: Buffer };
      const cards = cardShare(png) >= share;
      if (felt && cards) found = at;
      felt ||= !cards;
    }
    if (found === null) await page.waitForTimeout(20);
  }
  await cdp.send('Page.stopScreencast').catch(() => undefined);
  await cdp.detach().catch(() => undefined);
  if (found === null) return NaN;
  const origin = await page.evaluate(() => performance.timeOrigin);
  return found - origin;
}
