import { describe, expect, it } from 'vitest';
import { ALL_CARDS, dealTable, newGame, type Table } from '../../src/engine';
import { EMPTY_TABLE, LEAST_SHRINK, MIN_GRAB, cardAt, columnSteps, dropTarget, indexDepth, layoutTable } from '../../src/view/layout';
import { table } from '../support/tables';

const SIZES: [number, number][] = [[390, 760], [834, 1120], [1194, 770], [1440, 840], [844, 330]];

/** A table with one very long column: 6 face-down cards and 24 face-up cards in column 7. */
function longColumn(): Table {
  const cards = ALL_CARDS.slice(0, 30);
  const rest = ALL_CARDS.slice(30);
  return table(
    [rest.slice(0, 4).join(' '), rest.slice(4, 10).join(' '), rest.slice(10, 16).join(' '), rest.slice(16, 22).join(' '), '', '', cards.map((c, i) => (i < 6 ? `#${c}` : c)).join(' ')],
  );
}

describe.each(SIZES)('the layout at %i × %i', (width, height) => {
  for (const [name, t] of [['a fresh deal', dealTable(42)], ['a 30-card column', longColumn()]] as const) {
    it(`fits ${name} on the screen with no scrolling`, () => {
      const layout = layoutTable(t, width, height);
      expect(layout.cards.size).toBe(52);
      for (const slot of layout.cards.values()) {
        expect(slot.x).toBeGreaterThanOrEqual(0);
        expect(slot.x + layout.cardWidth).toBeLessThanOrEqual(width);
        expect(slot.y).toBeGreaterThanOrEqual(0);
        expect(slot.y + layout.cardHeight).toBeLessThanOrEqual(height + 0.001);
      }
    });
    it(`keeps a grabbable part of every face-up card of ${name}, and none of face-down ones`, () => {
      const layout = layoutTable(t, width, height);
      t.columns.forEach((column) =>
        column.cards.forEach((card, i) => {
          const grab = layout.cards.get(card)?.grab;
          if (i < column.down) expect(grab).toBeNull();
          else {
            expect(grab!.height).toBeGreaterThanOrEqual(height > 600 ? MIN_GRAB : 6);
            // Hit-testing the middle of that part finds that very card.
            expect(cardAt(layout, grab!.x + grab!.width / 2, grab!.y + grab!.height / 2)).toBe(card);
          }
        }),
      );
    });
  }
  it('keeps columns apart and the foundations clear of them', () => {
    const layout = layoutTable(dealTable(1), width, height);
    for (let c = 1; c < 7; c++) expect(layout.columns[c]!.x).toBeGreaterThanOrEqual(layout.columns[c - 1]!.x + layout.cardWidth);
    for (const f of layout.foundations) {
      const column = layout.columns.find((lane) => lane.x < f.x + f.width && f.x < lane.x + lane.width && f.y + f.height > lane.y);
      expect(column).toBeUndefined();
    }
  });
});

describe('dropping', () => {
  const layout = layoutTable(dealTable(1), 1194, 770);
  const at = (x: number, y: number) => ({ x, y, width: layout.cardWidth, height: layout.cardHeight });
  it('lands on the column the card overlaps most', () => {
    const lane = layout.columns[3]!;
    expect(dropTarget(layout, at(lane.x + layout.cardWidth * 0.3, lane.y + 100))).toBe(3);
    expect(dropTarget(layout, at(lane.x - layout.cardWidth * 0.7, lane.y + 100))).toBe(2);
  });
  it('lands on the foundations when over any of their places', () => {
    const f = layout.foundations[2]!;
    expect(dropTarget(layout, at(f.x + 5, f.y + 5))).toBe('foundation');
  });
  it('lands nowhere when it overlaps nothing', () => {
    expect(dropTarget(layout, at(-500, -500))).toBeNull();
  });
  it('the bigger the screen, the bigger the cards, crisp at any size', () => {
    expect(layoutTable(dealTable(1), 834, 1120).cardWidth).toBeGreaterThan(layoutTable(dealTable(1), 390, 760).cardWidth);
    expect(layoutTable(dealTable(1), 390, 760).cardWidth).toBeGreaterThanOrEqual(45);
  });
});

describe('the layout for a left hand, and for large indices', () => {
  const deal = dealTable(3);
  for (const [name, w, h] of [['portrait', 834, 1100], ['landscape', 1194, 760], ['phone', 390, 700]] as const) {
    it(`${name}: foundations on the left, the columns in the same order, the same card size`, () => {
      const right = layoutTable(deal, w, h);
      const left = layoutTable(deal, w, h, { leftHanded: true });
      expect(left.cardWidth).toBe(right.cardWidth);
      const xs = left.columns.map((c) => c.x);
      expect(xs).toEqual([...xs].sort((a, b) => a - b));
      // The foundations take the left-hand places where they were on the right, in suit order.
      expect(Math.max(...left.foundations.map((f) => f.x))).toBeLessThanOrEqual(Math.min(...right.foundations.map((f) => f.x)));
      expect(Math.min(...left.foundations.map((f) => f.x))).toBeLessThan(Math.min(...right.foundations.map((f) => f.x)));
      for (let i = 1; i < 4; i++) expect(left.foundations[i]!.x + left.foundations[i]!.y).toBeGreaterThan(left.foundations[i - 1]!.x + left.foundations[i - 1]!.y);
      // Nothing overlaps: no foundation over a column's cards, everything inside the canvas.
      for (const f of left.foundations) {
        expect(f.x).toBeGreaterThanOrEqual(0);
        for (const [, slot] of left.cards) if (slot.z >= 0 && left.columns.some((c) => c.x === slot.x)) expect(f.y + f.height <= slot.y || f.x + f.width <= slot.x || slot.x + left.cardWidth <= f.x).toBe(true);
      }
      expect(Math.max(...xs) + left.cardWidth).toBeLessThanOrEqual(w);
    });
  }
  it('large indices show a taller strip of each face-up card, and still fit the column', () => {
    const normal = columnSteps(3, 8, 140, 900);
    const large = columnSteps(3, 8, 140, 900, true);
    expect(large.upStep / normal.upStep).toBeGreaterThanOrEqual(1.3);
    const tight = columnSteps(3, 15, 140, 700, true);
    expect(140 + 3 * tight.downStep + 14 * tight.upStep).toBeLessThanOrEqual(700 + 1e-9);
  });
});

describe('the index in the strip of a fanned card', () => {
  // Every size a player uses (the canvas under the toolbar), from a 360 px phone to a large desktop.
  const SIZES = [[360, 680], [390, 784], [740, 300], [667, 315], [834, 1134], [1194, 774], [1280, 740], [1920, 1020]] as const;
  const RUN = ['KS', 'QH', 'JS', '10H', '9S', '8H', '7S', '6H', '5S', '4H', '3S', '2H', 'AS', 'KD', 'QC', 'JD', '10C', '9D', '8C'];
  /** The narrowest step between face-up cards of a column of `up` of them over 6 face-down ones. */
  const narrowest = (width: number, height: number, up: number, largeIndex: boolean) => {
    const cards = RUN.slice(0, up);
    const layout = layoutTable(table([`#2S #3S #4S #5S #6S #7S ${cards.join(' ')}`]), width, height, { largeIndex });
    const ys = cards.map((card) => layout.cards.get(card as never)!.y);
    return { step: Math.min(...ys.slice(1).map((y, i) => y - ys[i]!)), cardHeight: layout.cardHeight };
  };
  it.each(SIZES)('at %i×%i the index is whole in every strip of a column of up to 17 face-up cards (13 with large indices), in both decks', (width, height) => {
    for (const [largeIndex, most] of [[false, 17], [true, 13]] as const) {
      for (let up = 2; up <= most; up++) {
        const { step, cardHeight } = narrowest(width, height, up, largeIndex);
        for (const deck of ['modern', 'classic'] as const) expect(step, `${up} cards, ${deck}${largeIndex ? ', large' : ''}`).toBeGreaterThanOrEqual(indexDepth(deck, largeIndex) * cardHeight);
      }
    }
  });
  it.each(SIZES)('at %i×%i the cards keep the screen’s size but for a column too long for it, and then shrink no more than they must', (width, height) => {
    const screen = layoutTable(EMPTY_TABLE, width, height).cardWidth;
    expect(layoutTable(newGame({ rule: 'classic', deal: 3 }).table, width, height).cardWidth).toBe(screen);
    let before = screen;
    for (let up = 2; up <= RUN.length; up++) {
      const cards = RUN.slice(0, up);
      const { cardWidth } = layoutTable(table([`#2S #3S #4S #5S #6S #7S ${cards.join(' ')}`]), width, height);
      expect(cardWidth, `${up} cards`).toBeLessThanOrEqual(before);
      expect(cardWidth, `${up} cards`).toBeGreaterThanOrEqual(Math.ceil(screen * LEAST_SHRINK));
      before = cardWidth;
    }
  });
  it('the generous strips are deeper than every deck’s index (index.spec.ts measures it as drawn)', () => {
    for (const deck of ['modern', 'classic'] as const) {
      expect(indexDepth(deck, false)).toBeLessThan(0.27);
      expect(indexDepth(deck, true)).toBeLessThan(0.38);
    }
  });
});
