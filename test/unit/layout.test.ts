import { describe, expect, it } from 'vitest';
import { ALL_CARDS, dealTable, type Table } from '../../src/engine';
import { EMPTY_TABLE, MIN_GRAB, indexDepth, layoutTable } from '../../src/view/layout';
import { cardAt, dropTarget, foldAt } from '../../src/view/hits';
import { compactDepth, compactPad, fanColumn } from '../../src/view/fan';
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
          if (i < column.down || layout.cards.get(card)?.strip === 'folded') expect(grab).toBeNull();
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
    const room = { cardWidth: 100, cardHeight: 140, compactFont: 12 };
    const normal = fanColumn(3, 8, { ...room, room: 900, largeIndex: false });
    const large = fanColumn(3, 8, { ...room, room: 900, largeIndex: true });
    const step = (fan: { ys: readonly number[] }) => (fan.ys[5] as number) - (fan.ys[4] as number);
    expect(step(large) / step(normal)).toBeGreaterThanOrEqual(1.3);
    const tight = fanColumn(3, 15, { ...room, room: 700, largeIndex: true });
    expect((tight.ys.at(-1) as number) + 140).toBeLessThanOrEqual(700 + 1e-9);
  });
});

describe('the index in the strip of a fanned card', () => {
  // Every size a player uses (the canvas under the toolbar), from a 360 px phone to a large desktop.
  const SIZES = [[360, 660], [390, 764], [844, 333], [740, 303], [667, 318], [834, 1089], [1194, 781], [1280, 747], [1920, 1027]] as const;
  /** One column of `down` face-down cards and `up` face-up ones (the deepest Yukon builds: 40 under 6), the rest elsewhere. */
  const deep = (down: number, up: number): Table => {
    const cards = ALL_CARDS.slice(0, down + up);
    const rest = ALL_CARDS.slice(down + up);
    return table(['', rest.slice(0, 3).join(' '), cards.map((c, i) => (i < down ? `#${c}` : c)).join(' '), '', rest.slice(3).join(' ')]);
  };
  it.each(SIZES)('at %i×%i no strip of a column of up to 40 face-up cards under 6 face-down cuts a glyph: each shows its index whole, the compact index whole, or, folded, only its edge', (width, height) => {
    for (const largeIndex of [false, true]) {
      for (const down of [0, 6]) {
        for (let up = 2; up <= 40 && down + up <= 46; up++) {
          const t = deep(down, up);
          const layout = layoutTable(t, width, height, { largeIndex });
          const column = t.columns[2]!.cards;
          const what = `${down}+${up}${largeIndex ? ', large' : ''}`;
          for (let i = down; i < column.length - 1; i++) {
            const slot = layout.cards.get(column[i]!)!;
            const step = layout.cards.get(column[i + 1]!)!.y - slot.y;
            if (slot.strip === 'full') for (const deck of ['modern', 'classic'] as const) expect(step + 1e-9, `${what}: card ${i}, ${deck}`).toBeGreaterThanOrEqual(indexDepth(deck, largeIndex) * layout.cardHeight);
            else if (slot.strip === 'compact') expect(step + 1e-9, `${what}: card ${i}, compact`).toBeGreaterThanOrEqual(compactDepth(layout.compactFont, layout.cardWidth));
            else expect(step - 1e-9, `${what}: card ${i}, folded`).toBeLessThanOrEqual(compactPad(layout.cardWidth));
          }
          // The whole column on the screen, its last card whole.
          expect(layout.cards.get(column.at(-1)!)!.y + layout.cardHeight, what).toBeLessThanOrEqual(height + 1e-9);
        }
      }
    }
  });
  it.each(SIZES)('at %i×%i the cards keep the screen’s size and the other columns stay where they are, however long a column grows', (width, height) => {
    const screen = layoutTable(EMPTY_TABLE, width, height);
    for (let up = 2; up <= 40; up++) {
      const t = deep(6, up);
      const layout = layoutTable(t, width, height);
      expect(layout.cardWidth, `${up} cards`).toBe(screen.cardWidth);
      expect(layout.columns, `${up} cards`).toEqual(screen.columns);
      expect(layout.foundations, `${up} cards`).toEqual(screen.foundations);
      // Another column's cards lie where they lie beside a short column.
      const beside = layoutTable(deep(6, 2), width, height);
      const at = (l: typeof layout, tb: Table) => tb.columns[1]!.cards.map((card) => l.cards.get(card)!.y);
      expect(at(layout, t), `${up} cards`).toEqual(at(beside, deep(6, 2)));
    }
  });
  it.each(SIZES)('at %i×%i a folded column scrolls by taps on its folds: every card of it shows in turn, readable, and the first and last always', (width, height) => {
    for (const down of [0, 6]) {
      const t = deep(down, 40 - down);
      const column = t.columns[2]!;
      let layout = layoutTable(t, width, height);
      const seen = new Set<string>();
      const show = () => column.cards.slice(column.down).forEach((card) => layout.cards.get(card)!.strip !== 'folded' && seen.add(card));
      show();
      if (layout.folds.length === 0) continue;
      // Down the column by its lower fold, as far as it goes.
      for (let taps = 0; taps < 40; taps++) {
        const fold = layout.folds.find((f) => f.start === 1);
        if (!fold) break;
        expect(fold.rect.height).toBeGreaterThanOrEqual(32);
        const x = fold.rect.x + fold.rect.width / 2;
        const y = fold.rect.y + fold.rect.height / 2;
        expect(foldAt(layout, x, y)).toEqual(fold);
        expect(cardAt(layout, x, y)).toBeNull();
        layout = layoutTable(t, width, height, { windows: { 2: fold.next } });
        show();
        expect(layout.cards.get(column.cards[column.down]!)!.strip).not.toBe('folded');
      }
      expect([...seen].sort()).toEqual(column.cards.slice(column.down).sort());
      // And back up by its upper fold.
      const up = layout.folds.find((f) => f.start > 1);
      expect(up).toBeDefined();
      expect(layoutTable(t, width, height, { windows: { 2: up!.next } }).folds.length).toBeGreaterThan(0);
    }
  });
  it.each(SIZES)('at %i×%i a fold’s tap area takes no card’s grabbable part: every grab lies outside every fold, and its top row takes its card', (width, height) => {
    for (const down of [0, 6]) {
      const t = deep(down, 40 - down);
      for (const windowAt of [undefined, 1, 10, 20, 30]) {
        const layout = layoutTable(t, width, height, windowAt === undefined ? {} : { windows: { 2: windowAt } });
        for (const [card, slot] of layout.cards) {
          if (!slot.grab || slot.grab.height <= 0) continue;
          for (const fold of layout.folds) {
            const overlap = Math.min(slot.grab.y + slot.grab.height, fold.rect.y + fold.rect.height) - Math.max(slot.grab.y, fold.rect.y);
            if (fold.column === 2 && slot.grab.x === fold.rect.x) expect(overlap, `${card} and the fold at ${fold.start}`).toBeLessThanOrEqual(1e-9);
          }
          expect(cardAt(layout, slot.grab.x + slot.grab.width / 2, slot.grab.y + Math.min(0.5, slot.grab.height / 2)), card).toBe(card);
        }
      }
    }
  });
  it('a phone on its side uses the width: the table spans most of it, and the cards are larger than four stacked foundations allow', () => {
    const layout = layoutTable(EMPTY_TABLE, 844, 333);
    const right = Math.max(...layout.foundations.map((f) => f.x + f.width));
    expect((right - layout.columns[0]!.x) / 844).toBeGreaterThan(0.85);
    expect(layout.cardWidth).toBeGreaterThan((333 - 12 - 3 * 8) / 4 / (88 / 63));
  });
  it('the generous strips are deeper than every deck’s index (index.spec.ts measures it as drawn)', () => {
    for (const deck of ['modern', 'classic'] as const) {
      expect(indexDepth(deck, false)).toBeLessThan(0.27);
      expect(indexDepth(deck, true)).toBeLessThan(0.38);
    }
  });
});
