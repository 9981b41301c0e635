import { describe, expect, it } from 'vitest';
import { ALL_CARDS, dealTable, type Table } from '../../src/engine';
import { MIN_GRAB, cardAt, dropTarget, layoutTable } from '../../src/view/layout';
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
