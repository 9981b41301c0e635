/**
 * Where a classic court's portrait goes on its face (pure). The art (courts.ts) is double-ended, a
 * figure and its mirror in one frame; the whole of it, as tall as the face leaves below the index,
 * would be only 0.62 of the card's width. The face shows instead the upper figure at three-quarter
 * length across most of the card's width, its frame closed by a rule where the picture is cut, as a
 * single-ended court is printed. Only where the space is too low for even that (never, at the
 * index sizes the app has) is the whole picture drawn, narrower.
 */

/** The portraits' size in their own units, their frame line's colour and how far its centre lies inside the picture's edge. */
export const PORTRAIT = { width: 166, height: 262, frame: '#44f', inset: 0.6 } as const;

/** The share of the card's width the portrait spans, and the gap that keeps it off the index and the foot, in card heights. */
export const PORTRAIT_SPAN = 0.88;
export const PORTRAIT_GAP = 0.025;

export interface PortraitPlace {
  /** How many of the picture's rows (its own units, from the top) are drawn. */
  readonly rows: number;
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
  /** The rule that closes the cut frame, or null when the whole picture is drawn. */
  readonly rule: { readonly x: number; readonly y: number; readonly width: number; readonly height: number } | null;
}

/** The portrait's place on a face of `w` × `h` whose index reaches `depth` (in card heights) down it. */
export function portraitPlace(w: number, h: number, depth: number): PortraitPlace {
  const gap = h * PORTRAIT_GAP;
  const y = h * depth + gap;
  const height = h - gap - y;
  const rows = Math.min(PORTRAIT.height, (PORTRAIT.width * height) / (w * PORTRAIT_SPAN));
  const width = (height * PORTRAIT.width) / rows;
  const x = (w - width) / 2;
  const unit = height / rows;
  // One unit wide, as the frame's own line, and joining its sides' lines.
  const edge = (PORTRAIT.inset - 0.5) * unit;
  const rule = rows < PORTRAIT.height ? { x: x + edge, y: y + height - (PORTRAIT.inset + 0.5) * unit, width: width - 2 * edge, height: unit } : null;
  return { rows, x, y, width, height, rule };
}
