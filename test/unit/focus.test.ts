import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { apply, cardOf, legalMoves, newGame, type CardId } from '../../src/engine';
import { focusOn, placeName, settleFocus, startFocus, stepFocus, type Focus, type FocusKey } from '../../src/input/focus';
import { gameAt, table } from '../support/tables';

const t = table(['#3C KS QH', '', '#2D #4S 9S 8H 7C', 'JD'], { H: 1 });
const g = gameAt(t);
const col = (index: number) => ({ kind: 'column' as const, index });
const fnd = (index: number) => ({ kind: 'foundation' as const, index });

describe('the keyboard focus', () => {
  it('starts on the first column’s last card', () => {
    expect(startFocus(t)).toEqual({ place: col(0), card: 'QH', held: null });
  });
  it('walks the 7 columns and the 4 foundations with Left and Right, round the ends', () => {
    let f = startFocus(t);
    const seen: (number | string)[] = [];
    for (let i = 0; i < 11; i++) {
      f = stepFocus(f, g, 'right').focus;
      seen.push(placeName(f.place));
    }
    expect(seen).toEqual([1, 2, 3, 4, 5, 6, 'foundation-0', 'foundation-1', 'foundation-2', 'foundation-3', 0]);
    expect(stepFocus(startFocus(t), g, 'left').focus).toEqual({ place: fnd(3), card: null, held: null });
    // A foundation's card is its top one; an empty place has none.
    expect(stepFocus({ place: fnd(0), card: null, held: null }, g, 'right').focus.card).toBe('AH');
    expect(stepFocus(startFocus(t), g, 'right').focus.card).toBeNull();
  });
  it('walks the face-up cards of a column with Up and Down, never onto a face-down card', () => {
    let f: Focus = { place: col(2), card: '7C', held: null };
    const up = (n: number) => {
      for (let i = 0; i < n; i++) f = stepFocus(f, g, 'up').focus;
    };
    up(1);
    expect(f.card).toBe('8H');
    up(5);
    expect(f.card).toBe('9S');
    f = stepFocus(stepFocus(f, g, 'down').focus, g, 'down').focus;
    expect(f.card).toBe('7C');
    expect(stepFocus(f, g, 'down').focus.card).toBe('7C');
  });
  it('takes hold of a group, carries it, and puts it down as a move for the engine', () => {
    const start: Focus = { place: col(2), card: '8H', held: null };
    const held = stepFocus(start, g, 'take').focus;
    expect(held.held).toBe('8H');
    // Up and Down do nothing while holding; Left and Right carry the group.
    expect(stepFocus(held, g, 'up').focus).toEqual(held);
    const there = stepFocus(stepFocus(held, g, 'left').focus, g, 'left').focus;
    expect(there).toEqual({ place: col(0), card: '8H', held: '8H' });
    expect(stepFocus(there, g, 'take')).toEqual({ focus: { place: col(0), card: '8H', held: null }, move: { card: '8H', to: 0 } });
    // Escape lets go, back where the card lies.
    expect(stepFocus(there, g, 'cancel').focus).toEqual({ place: col(2), card: '8H', held: null });
    // On a foundation, the move is to the foundation.
    const toFoundation = stepFocus({ place: fnd(1), card: 'AH', held: 'QH' }, g, 'take');
    expect(toFoundation.move).toEqual({ card: 'QH', to: 'foundation' });
  });
  it('refuses to take hold of what cannot be lifted, with the engine’s reason', () => {
    const big = table(['KS QH JS 10H 9S 8H 7S 6H 5S 4H 3S 2H AS KH QS JH 10S 9H 8S 7H 6S']);
    const step = stepFocus({ place: col(0), card: 'KS', held: null }, gameAt(big), 'take');
    expect(step.focus.held).toBeNull();
    expect(step.refused?.refusal.reason).toBe('group-too-large');
    expect(stepFocus({ place: col(0), card: 'AH', held: null }, gameAt(table([], { H: 2 })), 'take').refused?.refusal.reason).toBe('not-foundation-top');
  });
  it('after a refused move, goes back to the held card where it lies', () => {
    expect(focusOn(g, '8H')).toEqual({ place: col(2), card: '8H', held: null });
    expect(focusOn(g, 'AH')).toEqual({ place: fnd(1), card: 'AH', held: null });
  });
  it('on any table reached by legal moves, always focuses a face-up card of its place, or none where there is none', () => {
    const keys: FocusKey[] = ['left', 'right', 'up', 'down', 'take', 'cancel'];
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 5000 }), fc.array(fc.tuple(fc.nat(), fc.constantFrom(...keys)), { maxLength: 60 }), (deal, steps) => {
        let game = newGame({ rule: 'classic', deal });
        let focus = startFocus(game.table);
        for (const [pick, key] of steps) {
          const moves = legalMoves(game);
          if (pick % 3 === 0 && moves.length > 0) {
            game = apply(game, { type: 'move', ...moves[pick % moves.length]! }).game;
            focus = settleFocus(focus, game);
          }
          const step = stepFocus(focus, game, key);
          focus = step.focus;
          if (step.move) {
            const outcome = apply(game, { type: 'move', ...step.move });
            game = outcome.game;
            focus = outcome.ok ? settleFocus(focus, game) : focusOn(game, step.move.card);
          }
          if (focus.held) continue;
          const { place, card } = focus;
          const count = game.table.foundations[place.index] ?? 0;
          if (place.kind === 'foundation') expect(card).toBe(count > 0 ? cardOf(place.index, count) : null);
          else {
            const column = game.table.columns[place.index]!;
            if (card === null) expect(column.down).toBe(column.cards.length);
            else expect(column.cards.indexOf(card as CardId)).toBeGreaterThanOrEqual(column.down);
          }
        }
      }),
      { numRuns: 150 },
    );
  });
});
