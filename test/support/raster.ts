/**
 * A tiny rasteriser for the tests: a stand-in for a 2D canvas context that records the paths
 * drawn through it (lines, quadratic and cubic curves, arcs), flattened to polygons, and fills
 * them on a grid of pixel centres by the non-zero winding rule, as a canvas does.
 */
type Point = readonly [number, number];

export class PathRecorder {
  readonly polygons: Point[][] = [];
  fills = 0;
  private current: Point[] = [];
  private at: Point = [0, 0];

  beginPath(): void {
    this.current = [];
  }
  moveTo(x: number, y: number): void {
    this.flush();
    this.current = [[x, y]];
    this.at = [x, y];
  }
  lineTo(x: number, y: number): void {
    // With no sub-path begun, a line only begins one there (as on a canvas).
    this.current.push([x, y]);
    this.at = [x, y];
  }
  quadraticCurveTo(cx: number, cy: number, x: number, y: number): void {
    const [x0, y0] = this.at;
    for (let i = 1; i <= 32; i++) {
      const t = i / 32;
      const u = 1 - t;
      this.lineTo(u * u * x0 + 2 * u * t * cx + t * t * x, u * u * y0 + 2 * u * t * cy + t * t * y);
    }
  }
  bezierCurveTo(c1x: number, c1y: number, c2x: number, c2y: number, x: number, y: number): void {
    const [x0, y0] = this.at;
    for (let i = 1; i <= 48; i++) {
      const t = i / 48;
      const u = 1 - t;
      this.lineTo(u * u * u * x0 + 3 * u * u * t * c1x + 3 * u * t * t * c2x + t * t * t * x, u * u * u * y0 + 3 * u * u * t * c1y + 3 * u * t * t * c2y + t * t * t * y);
    }
  }
  arc(cx: number, cy: number, r: number, start: number, end: number, anticlockwise = false): void {
    const sweep = anticlockwise ? -(((start - end) % (2 * Math.PI)) || 2 * Math.PI) : ((end - start) % (2 * Math.PI)) || 2 * Math.PI;
    const from: Point = [cx + r * Math.cos(start), cy + r * Math.sin(start)];
    this.lineTo(...from);
    for (let i = 1; i <= 64; i++) {
      const a = start + (sweep * i) / 64;
      this.lineTo(cx + r * Math.cos(a), cy + r * Math.sin(a));
    }
  }
  closePath(): void {
    const first = this.current[0];
    this.flush();
    if (first) this.at = first;
  }
  fill(): void {
    this.flush();
    this.fills++;
  }
  private flush(): void {
    if (this.current.length > 2) this.polygons.push(this.current);
    this.current = [];
  }

  /** The non-zero winding number of the recorded polygons at a point. */
  winding(x: number, y: number): number {
    let w = 0;
    for (const poly of this.polygons) {
      for (let i = 0; i < poly.length; i++) {
        const [ax, ay] = poly[i] as Point;
        const [bx, by] = poly[(i + 1) % poly.length] as Point;
        if (ay <= y && by > y && (bx - ax) * (y - ay) - (x - ax) * (by - ay) > 0) w++;
        else if (ay > y && by <= y && (bx - ax) * (y - ay) - (x - ax) * (by - ay) < 0) w--;
      }
    }
    return w;
  }

  /** The filled pixels of a size × size grid over the box (0, 0)–(size, size). */
  raster(size: number): boolean[][] {
    return Array.from({ length: size }, (_, y) => Array.from({ length: size }, (_, x) => this.winding(x + 0.5, y + 0.5) !== 0));
  }
}

/**
 * The shape's holes and parts: regions of unfilled pixels that cannot be reached from the grid's
 * border (an enclosed gap), and how many separate filled parts there are.
 */
export function holesAndParts(filled: boolean[][]): { holes: number; parts: number } {
  const size = filled.length;
  const seen = filled.map((row) => row.map(() => false));
  const flood = (sx: number, sy: number, want: boolean): void => {
    const stack: Point[] = [[sx, sy]];
    while (stack.length) {
      const [x, y] = stack.pop() as Point;
      if (x < 0 || y < 0 || x >= size || y >= size || seen[y]![x] || filled[y]![x] !== want) continue;
      seen[y]![x] = true;
      stack.push([x + 1, y], [x - 1, y], [x, y + 1], [x, y - 1]);
      // The background is 8-connected (the shape 4-connected): a crevice that runs diagonally,
      // where a stem's edge meets a lobe's, is open to the outside, not a hole.
      if (!want) stack.push([x + 1, y + 1], [x - 1, y - 1], [x - 1, y + 1], [x + 1, y - 1]);
    }
  };
  for (let i = 0; i < size; i++) {
    flood(i, 0, false);
    flood(i, size - 1, false);
    flood(0, i, false);
    flood(size - 1, i, false);
  }
  let holes = 0;
  let parts = 0;
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      if (seen[y]![x]) continue;
      if (filled[y]![x]) parts++;
      else holes++;
      flood(x, y, filled[y]![x]!);
    }
  }
  return { holes, parts };
}
