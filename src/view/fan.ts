/**
 * How a column's cards fan out down the table (pure): the steps between its cards and which index
 * each face-up card's strip shows. A strip never cuts a glyph: it shows the card's whole index,
 * the whole compact index (a smaller one the stage draws over the card's top), or, folded, only
 * the card's edge.
 */

/** Card proportions: a poker card is 63 × 88 mm. */
export const CARD_RATIO = 88 / 63;

/** The paper border round a card back's pattern, in card widths (places.ts draws it). */
export const BACK_BORDER = 0.06;

/**
 * The index's geometry, in card widths at a normal index (pictures.ts draws it from these numbers):
 * its margin from the card's edge, the rank's font size, the suit's size, and how far below the
 * baseline the deepest rank reaches (the tail of a Q; measured in the browser: index.spec.ts).
 */
export const INDEX = { pad: 0.05, modern: { font: 0.3, suit: 0.25, tail: 0.21 }, classic: { font: 0.3, suit: 0.23, tail: 0.21 } } as const;

/**
 * The compact index, in CSS pixels: the rank's least font size (the largest that lets the columns
 * fit is used, up to `most` of the full index's), its margin from the card's top in card widths
 * (never under 2 px), and how far below the baseline the deepest rank or suit reaches, in font sizes.
 */
export const COMPACT = { least: 11, leastLarge: 14, most: 0.55, pad: 0.025, ascent: 0.8, tail: 0.22 } as const;

/** How a face-up card's strip shows it: its whole index, the compact index, or only its edge (folded). */
export type Strip = 'full' | 'compact' | 'folded';

/**
 * How far down its face a card's index reaches (rank and suit side by side along the top), in card
 * heights: the strip of a fanned card shows it whole when the step is at least this.
 */
export function indexDepth(deck: 'modern' | 'classic', largeIndex: boolean): number {
  const large = largeIndex ? 1.5 : 1;
  const { font, suit, tail } = INDEX[deck];
  // The rank's baseline at 0.8 of its size; the suit sits on it, 0.08 of the suit's size below.
  const baseline = INDEX.pad + font * 0.8 * large;
  return Math.max(baseline + font * tail * large, baseline + suit * large * 0.08) / CARD_RATIO;
}

/** The deeper of the two decks' index depths, in card heights. */
export const deepestIndex = (largeIndex: boolean): number => Math.max(indexDepth('modern', largeIndex), indexDepth('classic', largeIndex));

/** The compact index's top margin, in CSS pixels, on a card of this width. */
export const compactPad = (cardWidth: number): number => Math.max(2, cardWidth * COMPACT.pad);

/** How deep the compact index of font size `font` reaches on a card of this width, in whole pixels. */
export function compactDepth(font: number, cardWidth: number): number {
  return Math.ceil(compactPad(cardWidth) + font * (COMPACT.ascent + COMPACT.tail));
}

/** The compact index's font sizes, largest first, that a card of this width may use. */
export function compactFonts(cardWidth: number, largeIndex: boolean): number[] {
  const least = largeIndex ? COMPACT.leastLarge : COMPACT.least;
  const full = cardWidth * INDEX.modern.font * (largeIndex ? 1.5 : 1);
  const most = Math.max(least, Math.floor(full * COMPACT.most));
  return Array.from({ length: most - least + 1 }, (_, i) => most - i);
}

/** A column's fan: where each card lies below the column's top, and how each face-up strip shows. */
export interface Fan {
  /** The y of each card from the column's top, bottom card first. */
  readonly ys: readonly number[];
  /** For each face-up card, bottom first: how its strip shows it (the last card shows whole: 'full'). */
  readonly strips: readonly Strip[];
  /**
   * The runs of folded cards, as face-up indices [start, start + count), lowest first: below the
   * window of readable strips, above it, or both; and where that window starts.
   */
  readonly folds: readonly { readonly start: number; readonly count: number }[];
  readonly window: { readonly start: number; readonly length: number } | null;
}

/** What a fan is laid out in: the card's size, the room down the table, the indices. */
export interface FanRoom {
  readonly cardWidth: number;
  readonly cardHeight: number;
  readonly room: number;
  readonly largeIndex: boolean;
  /** The compact index's font size, when a compact index may be used. */
  readonly compactFont: number;
  /** Where a folded column's window of readable strips starts (a face-up index), when the player moved it. */
  readonly windowAt?: number;
}

/** The steps of a fan at its most generous, and the least each may close up to. */
export function fanSteps(r: Pick<FanRoom, 'cardWidth' | 'cardHeight' | 'largeIndex' | 'compactFont'>) {
  const h = r.cardHeight;
  return {
    down: Math.max(4, h * 0.1),
    // Closed up, a face-down card still shows a sliver of its pattern below its paper border (its
    // edge alone read as a stray line).
    downLeast: Math.max(3, h * 0.02, Math.ceil(r.cardWidth * BACK_BORDER) + 2),
    // Large indices need a taller strip of each fanned card.
    up: h * (r.largeIndex ? 0.38 : 0.27),
    full: Math.ceil(deepestIndex(r.largeIndex) * h) + 1,
    compact: compactDepth(r.compactFont, r.cardWidth),
    // A folded card shows no more than its edge: less than the compact index's top margin.
    folded: Math.min(3, Math.floor(compactPad(r.cardWidth))),
  };
}

/**
 * Lays out one column of `down` face-down and `up` face-up cards in `room` pixels. It gives up, in
 * this order: the face-down cards' spacing (down to their edges); the face-up strips' spare room
 * (down to the whole index); the whole index of the lowest face-up cards, one card at a time (they
 * show the compact index); and then, when even compact strips cannot fit, the strips of the cards
 * outside a window of readable ones, which fold to their edges. The column's first face-up card
 * (the one that moves them all) and its last card always show; the window lies on top of the
 * column unless the player moved it (`windowAt`), like a scroll, by a tap on a fold.
 */
export function fanColumn(down: number, up: number, r: FanRoom): Fan {
  const s = fanSteps(r);
  const gaps = Math.max(0, up - 1);
  const fits = (downStep: number, upTotal: number) => r.cardHeight + down * downStep + upTotal <= r.room + 1e-9;
  let downStep = s.down;
  if (!fits(downStep, gaps * s.up) && down > 0) downStep = Math.max(s.downLeast, (r.room - r.cardHeight - gaps * s.up) / down);
  const left = r.room - r.cardHeight - down * downStep;
  const strips: Strip[] = Array.from({ length: up }, () => 'full');
  const steps: number[] = Array.from({ length: gaps }, () => s.up);
  const folds: { start: number; count: number }[] = [];
  let window: Fan['window'] = null;
  // The least strip that shows an index whole: the compact one, unless the full one is shallower.
  const strip = Math.min(s.compact, s.full);
  const small: Strip = strip < s.full ? 'compact' : 'full';
  if (gaps * s.up <= left + 1e-9) {
    // Generous: every strip at its most.
  } else if (gaps * strip <= left + 1e-9) {
    // How many of the lowest strips must show the compact index for the rest to show theirs whole.
    const compact = small === 'compact' ? Math.min(gaps, Math.max(0, Math.ceil((gaps * s.full - left) / (s.full - strip) - 1e-9))) : 0;
    const wide = gaps - compact;
    const spare = Math.max(0, left - compact * strip - wide * s.full);
    for (let i = 0; i < gaps; i++) {
      strips[i] = i < compact ? small : 'full';
      steps[i] = i < compact ? strip + (wide === 0 ? spare / gaps : 0) : Math.min(s.up, s.full + spare / wide);
    }
  } else {
    // Even the least strips are too many: those outside a window of readable strips fold to their edges.
    const count = Math.min(Math.max(0, gaps - 1), Math.ceil((gaps * strip - left) / (strip - s.folded) - 1e-9));
    const length = gaps - count - 1;
    const start = Math.max(1, Math.min(r.windowAt ?? gaps, gaps - length));
    window = { start, length };
    if (start > 1) folds.push({ start: 1, count: start - 1 });
    if (start + length < gaps) folds.push({ start: start + length, count: gaps - start - length });
    const even = (left - count * s.folded) / (gaps - count);
    for (let i = 0; i < gaps; i++) {
      const folded = i > 0 && (i < start || i >= start + length);
      strips[i] = folded ? 'folded' : small;
      steps[i] = folded ? s.folded : Math.max(strip, Math.min(even, s.full - 1));
    }
  }
  const ys: number[] = [];
  let y = 0;
  for (let i = 0; i < down + up; i++) {
    ys.push(y);
    y += i < down ? downStep : (steps[i - down] ?? 0);
  }
  return { ys, strips, folds, window };
}
