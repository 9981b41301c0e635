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
