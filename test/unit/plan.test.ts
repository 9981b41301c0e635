import { describe, expect, it } from 'vitest';
import { apply, newGame, type CardId } from '../../src/engine';
import { layoutTable, type Layout } from '../../src/view/layout';
import { placeRect } from '../../src/view/hits';
import { NORMAL_TIMING as TIMING, NO_MOTION as STILL, planMotion, type CardMotion, type Shown } from '../../src/view/plan';
import { gameAt, table } from '../support/tables';

const W = 834;
const H = 1120;

/** What a settled stage shows: every card at its place in a layout. */
const settled = (layout: Layout): Map<CardId, Shown> => new Map([...layout.cards].map(([card, s]) => [card, { x: s.x, y: s.y, faceUp: s.faceUp }]));
const byCard = (motions: CardMotion[]) => new Map(motions.map((m) => [m.card, m]));

// Deal 3 under Classic: 4♥, alone in column 1, goes onto 5♠ in column 3; then K♦ with the four
// cards on top of it goes to the emptied column 1, leaving a face-down card last in column 6.
const start = newGame({ rule: 'classic', deal: 3 });
const one = apply(start, { type: 'move', card: '4H', to: 2 }).game;
const two = apply(one, { type: 'move', card: 'KD', to: 0 }).game;

describe('the motion plan of a move', () => {
  it('slides only the cards that moved, from where they are shown, and turns up the uncovered card', () => {
    const before = layoutTable(one.table, W, H);
    const after = layoutTable(two.table, W, H);
    const plan = byCard(planMotion(settled(before), after, 'move', TIMING));
    const moved = [...plan.values()].filter((m) => m.duration > 0).map((m) => m.card).sort();
    expect(moved).toEqual(['2C', '8C', 'KD', 'KH', 'QH']);
    for (const card of moved) {
      const m = plan.get(card)!;
      expect(m.from).toEqual({ x: before.cards.get(card)!.x, y: before.cards.get(card)!.y });
      expect(m.to).toEqual({ x: after.cards.get(card)!.x, y: after.cards.get(card)!.y });
      expect(m).toMatchObject({ delay: 0, duration: 200, flip: null });
      expect(m.travelZ).toBeGreaterThan(52);
    }
    const turned = [...plan.values()].filter((m) => m.flip);
    expect(turned).toHaveLength(1);
    expect(turned[0]).toMatchObject({ startFaceUp: false, flip: { faceUp: true, delay: 0, duration: 160 }, duration: 0 });
    expect(two.table.columns[5]!.cards.at(-1)).toBe(turned[0]!.card);
  });
  it('sends a dragged card back from where it was dropped when nothing changed', () => {
    const layout = layoutTable(start.table, W, H);
    const shown = settled(layout);
    shown.set('4C', { x: 400, y: 700, faceUp: true });
    const plan = planMotion(shown, layout, 'move', TIMING).filter((m) => m.duration > 0);
    expect(plan).toEqual([expect.objectContaining({ card: '4C', from: { x: 400, y: 700 }, to: { x: layout.cards.get('4C')!.x, y: layout.cards.get('4C')!.y } })]);
  });
  it('puts everything in place at once with motion off, or when shown instantly, or shown first', () => {
    const before = settled(layoutTable(one.table, W, H));
    const after = layoutTable(two.table, W, H);
    for (const plan of [planMotion(before, after, 'move', STILL), planMotion(before, after, 'instant', TIMING), planMotion(null, after, 'move', TIMING)]) {
      expect(plan.every((m) => m.duration === 0 && m.delay === 0 && (m.flip === null || m.flip.duration === 0))).toBe(true);
    }
  });
});

describe('the motion plan of a deal', () => {
  const layout = layoutTable(start.table, W, H);
  const plan = planMotion(settled(layoutTable(two.table, W, H)), layout, 'deal', TIMING);
  it('gathers every card face down into the deck, and deals them out of it one after another', () => {
    expect(plan).toHaveLength(52);
    expect(layout.deck).toMatchObject({ x: layout.columns[0]!.x, y: layout.foundations[0]!.y });
    plan.forEach((m, i) => {
      expect(m.from).toEqual({ x: layout.deck.x, y: layout.deck.y });
      expect(m.startFaceUp).toBe(false);
      expect(m.delay).toBe(i * 18);
      expect(m.duration).toBe(320);
      // The next card to be dealt lies on top of the deck, and above every card at rest.
      if (i > 0) expect(m.travelZ).toBeLessThan(plan[i - 1]!.travelZ);
      expect(m.travelZ).toBeGreaterThan(m.z + 5000);
    });
  });
  it('deals column by column, bottom card first, and turns the face-up cards as they land', () => {
    const dealt = start.table.columns.flatMap((c) => c.cards);
    expect(plan.map((m) => m.card)).toEqual(dealt);
    for (const m of plan) {
      const faceUp = layout.cards.get(m.card)!.faceUp;
      expect(m.flip).toEqual(faceUp ? { faceUp: true, delay: m.delay + 200, duration: 160 } : null);
    }
  });
});

describe('the places lit while dragging', () => {
  it('are the last card of a column, an empty column place, or the foundation of the card', () => {
    const t = table(['8S', '', '7C'], { H: 6 });
    const layout = layoutTable(t, W, H);
    const g = gameAt(t);
    expect(placeRect(layout, g.table, '7H', 0)).toEqual({ x: layout.cards.get('8S')!.x, y: layout.cards.get('8S')!.y, width: layout.cardWidth, height: layout.cardHeight });
    expect(placeRect(layout, g.table, 'KS', 1)).toEqual({ ...layout.columns[1]!, height: layout.cardHeight });
    expect(placeRect(layout, g.table, '7H', 'foundation')).toEqual(layout.foundations[1]);
  });
});
