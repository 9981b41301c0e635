import { describe, expect, it } from 'vitest';
import { deflateSync } from 'node:zlib';
import { cardShare, decodePng } from '../bench/onscreen';

/** A PNG of RGB rows, each written with the filter given (0 none, 1 left, 2 up, 3 average, 4 Paeth). */
function png(rows: readonly (readonly [number, number, number])[][], filters: readonly number[]): Buffer {
  const width = rows[0]!.length;
  const flat = rows.map((row) => row.flat());
  const raw: number[] = [];
  flat.forEach((line, y) => {
    const filter = filters[y % filters.length]!;
    raw.push(filter);
    line.forEach((v, x) => {
      const left = x >= 3 ? line[x - 3]! : 0;
      const up = y > 0 ? flat[y - 1]![x]! : 0;
      const corner = x >= 3 && y > 0 ? flat[y - 1]![x - 3]! : 0;
      const p = left + up - corner;
      const paeth = Math.abs(p - left) <= Math.abs(p - up) && Math.abs(p - left) <= Math.abs(p - corner) ? left : Math.abs(p - up) <= Math.abs(p - corner) ? up : corner;
      raw.push((v - [0, left, up, (left + up) >> 1, paeth][filter]! + 256) & 0xff);
    });
  });
  const chunk = (type: string, body: Buffer) => {
    const head = Buffer.alloc(8);
    head.writeUInt32BE(body.length, 0);
    head.write(type, 4, 'latin1');
    return Buffer.concat([head, body, Buffer.alloc(4)]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(rows.length, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]), chunk('IHDR', ihdr), chunk('IDAT', deflateSync(Buffer.from(raw))), chunk('IEND', Buffer.alloc(0))]);
}

const FELT = [18, 74, 47] as const;
const FACE = [251, 250, 245] as const;

describe('the start-up bench’s film (test/bench/onscreen.ts)', () => {
  it('decodes every PNG row filter to the pixels written', () => {
    const rows = Array.from({ length: 5 }, (_, y) => Array.from({ length: 4 }, (_, x) => [(x * 60 + y * 7) % 256, (y * 50 + x) % 256, (x * y * 13) % 256] as const));
    const decoded = decodePng(png(rows, [0, 1, 2, 3, 4]));
    expect(decoded).toMatchObject({ width: 4, height: 5, channels: 3 });
    expect([...decoded.pixels]).toEqual(rows.flat(2));
  });

  it('sees cards on the felt, and none on bare felt or under the toolbar', () => {
    const table = (card: (x: number, y: number) => boolean) => Array.from({ length: 10 }, (_, y) => Array.from({ length: 10 }, (_, x) => (card(x, y) ? FACE : FELT)));
    expect(cardShare(png(table(() => false), [0]), 0.2)).toBe(0);
    expect(cardShare(png(table((_, y) => y < 2), [1]), 0.2)).toBe(0);
    expect(cardShare(png(table((x, y) => x < 2 && y >= 2 && y < 6), [2]), 0.2)).toBeCloseTo(8 / 80);
  });
});
