/**
 * Where the pips of a classic card's 2–10 lie, in a unit box: x 0 (left column), 0.5 (middle) or 1
 * (right); y 0 (top row) to 1 (bottom row). A pip below the middle (y > 0.5) is drawn upside down,
 * as on a printed card. The traditional layouts, written once as data.
 */
export const PIP_LAYOUTS: Readonly<Record<number, readonly (readonly [number, number])[]>> = {
  2: [[0.5, 0], [0.5, 1]],
  3: [[0.5, 0], [0.5, 0.5], [0.5, 1]],
  4: [[0, 0], [1, 0], [0, 1], [1, 1]],
  5: [[0, 0], [1, 0], [0.5, 0.5], [0, 1], [1, 1]],
  6: [[0, 0], [1, 0], [0, 0.5], [1, 0.5], [0, 1], [1, 1]],
  7: [[0, 0], [1, 0], [0.5, 0.25], [0, 0.5], [1, 0.5], [0, 1], [1, 1]],
  8: [[0, 0], [1, 0], [0.5, 0.25], [0, 0.5], [1, 0.5], [0.5, 0.75], [0, 1], [1, 1]],
  9: [[0, 0], [1, 0], [0, 1 / 3], [1, 1 / 3], [0.5, 0.5], [0, 2 / 3], [1, 2 / 3], [0, 1], [1, 1]],
  10: [[0, 0], [1, 0], [0.5, 1 / 6], [0, 1 / 3], [1, 1 / 3], [0, 2 / 3], [1, 2 / 3], [0.5, 5 / 6], [0, 1], [1, 1]],
};

/** A pip drawn upside down: below the middle of the card. */
export const flipped = (y: number): boolean => y > 0.5;

/** A pip as drawn: its centre and size in pixels, and whether it is upside down. */
export interface PlacedPip {
  readonly x: number;
  readonly y: number;
  readonly size: number;
  readonly flipped: boolean;
}

/** The face below the index: as much room under the index as at the foot, in card heights. */
const GAP = 0.04;
const FOOT = 0.04;
/** Between the centres of the left and right columns, in card widths. */
const ACROSS = 0.5;

/**
 * Where a classic 2–10's pips are drawn on a card `w` × `h` whose index reaches `index` card heights
 * down: the layout (PIP_LAYOUTS) spread over the face below the index, with as much room above
 * the block as below it, the pips as large as a printed deck's (a quarter of the width, a little
 * less for the four rows of a 9 or 10) unless the rows would touch, and never touching one another.
 */
export function pipPlaces(rank: number, w: number, h: number, index: number): PlacedPip[] {
  const layout = PIP_LAYOUTS[rank] ?? [];
  const top = h * (index + GAP);
  const field = h * (1 - FOOT) - top;
  // Rows in one column: four on a 9 or 10, else three; the middle column's pips sit between the
  // others' rows, half the columns' distance apart sideways, so they are kept narrower than that.
  const rows = rank >= 9 ? 4 : 3;
  const size = Math.min(w * (rank >= 9 ? 0.22 : 0.25), field / (1 + (rows - 1) * 1.08), (w * ACROSS) / 2);
  const left = w * (0.5 - ACROSS / 2);
  const down = field - size;
  return layout.map(([px, py]) => ({ x: left + px * w * ACROSS, y: top + size / 2 + py * down, size, flipped: flipped(py) }));
}
