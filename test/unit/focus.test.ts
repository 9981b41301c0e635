import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { apply, cardOf, legalMoves, newGame, type CardId, type Game } from '../../src/engine';
import { focusOn, heldCard, interact, placeName, startFocus, startInteraction, walkFocus, type Focus, type FocusKey, type Interaction } from '../../src/interaction';
import { gameAt, table } from '../support/tables';

const t = table(['#3C KS QH', '', '#2D #4S 9S 8H 7C', 'JD'], { H: 1 });
const col = (index: number) => ({ kind: 'column' as const, index });
const fnd = (index: number) => ({ kind: 'foundation' as const, index });
/** The model after keys, on a game that does not change meanwhile. */
const press = (m: Interaction, game: Game, ...keys: FocusKey[]) => keys.reduce((model, key) => interact(model, game, { type: 'key', key, help: false }).model, m);
const at = (focus: Interaction['focus']): Interaction => ({ ...startInteraction(t), focus });

describe('the keyboard focus', () => {
  it('starts on the first column’s last card', () => {
    expect(startFocus(t)).toEqual({ place: col(0), card: 'QH' });
  });
  it('walks the 7 columns and the 4 foundations with Left and Right, round the ends', () => {
    let f = startFocus(t);
    const seen: (number | string)[] = [];
    for (let i = 0; i < 11; i++) {
      f = walkFocus(f, t, 'right', null);
      seen.push(placeName(f.place));
    }
    expect(seen).toEqual([1, 2, 3, 4, 5, 6, 'foundation-0', 'foundation-1', 'foundation-2', 'foundation-3', 0]);
    expect(walkFocus(startFocus(t), t, 'left', null)).toEqual({ place: fnd(3), card: null });
    // A foundation's card is its top one; an empty place has none.
    expect(walkFocus({ place: fnd(0), card: null }, t, 'right', null).card).toBe('AH');
    expect(walkFocus(startFocus(t), t, 'right', null).card).toBeNull();
  });
  it('walks the face-up cards of a column with Up and Down, never onto a face-down card', () => {
    let f: Focus = { place: col(2), card: '7C' };
    const up = (n: number) => {
      for (let i = 0; i < n; i++) f = walkFocus(f, t, 'up', null);
    };
    up(1);
    expect(f.card).toBe('8H');
    up(5);
    expect(f.card).toBe('9S');
    f = walkFocus(walkFocus(f, t, 'down', null), t, 'down', null);
    expect(f.card).toBe('7C');
    expect(walkFocus(f, t, 'down', null).card).toBe('7C');
  });
  it('takes hold of a group, carries it over the places, and puts it down as a move for the engine', () => {
    const g = gameAt(t);
    const held = press(at({ place: col(2), card: '8H' }), g, 'take');
    expect(heldCard(held)).toBe('8H');
    expect(held.selection).toMatchObject({ source: 'keyboard', cards: ['8H', '7C'], from: 2, lift: { kind: 'over', to: 2 } });
    // Up and Down do nothing while holding; Left and Right carry the group, drawn over the place.
    expect(press(held, g, 'up')).toEqual(held);
    const there = press(held, g, 'left', 'left');
    expect(there.focus).toEqual({ place: col(0), card: '8H' });
    expect(there.selection?.lift).toEqual({ kind: 'over', to: 0 });
    expect(interact(there, g, { type: 'key', key: 'take', help: false }).move).toEqual({ card: '8H', to: 0 });
    // Escape lets go, back where the card lies.
    const letGo = press(there, g, 'cancel');
    expect(letGo.selection).toBeNull();
    expect(letGo.focus).toEqual({ place: col(2), card: '8H' });
    // On a foundation, the move is to the foundation.
    const onFoundation = press(press(at({ place: col(0), card: 'QH' }), g, 'take'), g, 'left');
    expect(interact(onFoundation, g, { type: 'key', key: 'take', help: false }).move).toEqual({ card: 'QH', to: 'foundation' });
  });
  it('lights the legal places of a group taken hold of, with Placement help', () => {
    const g = gameAt(table(['8S', '9H', 'KC', '9D', '', 'AS']));
    const m = interact({ ...startInteraction(g.table), focus: { place: col(0), card: '8S' } }, g, { type: 'key', key: 'take', help: true }).model;
    expect(m.selection?.lit).toEqual([1, 3]);
  });
  it('refuses to take hold of what cannot be lifted, with the engine’s reason', () => {
    const big = gameAt(table(['KS QH JS 10H 9S 8H 7S 6H 5S 4H 3S 2H AS KH QS JH 10S 9H 8S 7H 6S']));
    const step = interact({ ...startInteraction(big.table), focus: { place: col(0), card: 'KS' } }, big, { type: 'key', key: 'take', help: false });
    expect(step.model.selection).toBeNull();
    expect(step.refusal?.reason).toBe('group-too-large');
  });
  it('after a refused move, goes back to the held card where it lies', () => {
    expect(focusOn(t, '8H')).toEqual({ place: col(2), card: '8H' });
    expect(focusOn(t, 'AH')).toEqual({ place: fnd(1), card: 'AH' });
  });
  it('on any table reached by legal moves, always focuses a face-up card of its place, or none where there is none', () => {
    const keys: FocusKey[] = ['left', 'right', 'up', 'down', 'take', 'cancel'];
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 5000 }), fc.array(fc.tuple(fc.nat(), fc.constantFrom(...keys)), { maxLength: 60 }), (deal, steps) => {
        let game = newGame({ rule: 'classic', deal });
        let m = startInteraction(game.table);
        for (const [pick, key] of steps) {
          const moves = legalMoves(game);
          if (pick % 3 === 0 && moves.length > 0) {
            game = apply(game, { type: 'move', ...moves[pick % moves.length]! }).game;
            m = interact(m, game, { type: 'settle', fresh: false }).model;
          }
          const step = interact(m, game, { type: 'key', key, help: false });
          m = step.model;
          if (step.move) {
            const outcome = apply(game, { type: 'move', ...step.move });
            game = outcome.game;
            m = interact(m, game, outcome.ok ? { type: 'settle', fresh: false } : { type: 'cancel' }).model;
          }
          if (heldCard(m)) continue;
          const { place, card } = m.focus;
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
