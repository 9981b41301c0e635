import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ALL_CARDS, DEAL_COUNT, apply, cardOf, deserialise, groupAt, legalMoves, newGame, refuseMove, serialise, targetsFor,
  type Action, type Game, type Move, type Rule, type Target, type Table,
} from '../../src/engine';

const TARGETS: readonly Target[] = [0, 1, 2, 3, 4, 5, 6, 'foundation'];
const rules: Rule[] = ['classic', 'relaxed'];

/** Every structural invariant a table must keep. */
function checkTable(t: Table): void {
  const inColumns = t.columns.flatMap((c) => c.cards);
  const onFoundations = t.foundations.flatMap((count, suit) => Array.from({ length: count }, (_, i) => cardOf(suit, i + 1)));
  const all = inColumns.concat(onFoundations);
  expect(all).toHaveLength(52);
  expect(new Set(all).size).toBe(52);
  expect(t.columns).toHaveLength(7);
  for (const c of t.columns) {
    // Face-down cards are a prefix (by construction) and the last card is always face up.
    expect(c.down).toBeGreaterThanOrEqual(0);
    if (c.cards.length === 0) expect(c.down).toBe(0);
    else expect(c.down).toBeLessThan(c.cards.length);
  }
  for (const count of t.foundations) expect(count >= 0 && count <= 13).toBe(true);
  expect(t.score).toBeGreaterThanOrEqual(0);
}

const faceDown = (t: Table) => t.columns.reduce((n, c) => n + c.down, 0);

/**
 * A random walk: each step picks, by the given numbers, a legal move (most of the time), an undo,
 * a redo, or an arbitrary card and target that may well be refused.
 */
const walk = fc.record({
  deal: fc.integer({ min: 0, max: DEAL_COUNT - 1 }),
  steps: fc.array(fc.tuple(fc.nat(99), fc.nat()), { minLength: 150, maxLength: 250 }),
});

function chooseAction(game: Game, kind: number, pick: number): Action {
  if (kind < 8) return { type: 'undo' };
  if (kind < 12) return { type: 'redo' };
  if (kind < 20) return { type: 'move', card: ALL_CARDS[pick % 52]!, to: TARGETS[(pick >>> 6) % 8]! };
  const moves = legalMoves(game);
  if (moves.length === 0) return { type: 'undo' };
  return { type: 'move', ...moves[pick % moves.length]! };
}

describe.each(rules)('invariants under random play (%s)', (rule) => {
  it('hold for at least 10,000 random legal actions: cards, faces, foundations, score, undo', () => {
    let actions = 0;
    fc.assert(
      fc.property(walk, ({ deal, steps }) => {
        let game = newGame({ rule, deal });
        // The test's own score book: what each table in the line should score.
        let expected = 0;
        const scoreBook: number[] = [];
        for (const [kind, pick] of steps) {
          const action = chooseAction(game, kind, pick);
          const outcome = apply(game, action);
          if (!outcome.ok) {
            expect(outcome.game).toBe(game);
            continue;
          }
          const next = outcome.game;
          actions++;
          if (action.type === 'undo') {
            expected = scoreBook.pop() ?? 0;
            expect(next.table).toEqual(game.line?.before);
          } else {
            scoreBook.push(expected);
            const turned = faceDown(game.table) - faceDown(next.table);
            expect(turned === 0 || turned === 1).toBe(true);
            const placed = action.type === 'move' ? action.to === 'foundation' : next.line?.move.to === 'foundation';
            expected += (placed ? 10 : 0) + 5 * turned;
            // Undo right away restores the previous table exactly; the counter does not go down.
            const undone = apply(next, { type: 'undo' });
            expect(undone.ok).toBe(true);
            expect(undone.game.table).toEqual(game.table);
            expect(undone.game.line).toEqual(game.line);
            expect(undone.game.moves).toBe(next.moves);
            expect(next.moves).toBe(game.moves + 1);
          }
          if (action.type === 'undo') expect(next.moves).toBe(game.moves);
          checkTable(next.table);
          expect(next.table.score).toBe(expected);
          expect(next.undoable).toBeLessThanOrEqual(100);
          // Unchanged columns are shared between tables, not copied.
          const changed = next.table.columns.filter((c, i) => c !== game.table.columns[i]).length;
          expect(changed).toBeLessThanOrEqual(2);
          game = next;
        }
      }),
      { numRuns: 70 },
    );
    expect(actions).toBeGreaterThanOrEqual(10_000);
  }, 60_000);

  it('the list of legal moves is sound and complete', () => {
    let states = 0;
    fc.assert(
      fc.property(walk, ({ deal, steps }) => {
        let game = newGame({ rule, deal });
        for (const [kind, pick] of steps.slice(0, 60)) {
          const listed = legalMoves(game);
          const keys = new Set(listed.map((m) => `${m.card}>${m.to}`));
          expect(keys.size).toBe(listed.length);
          // Every candidate: listed exactly when the reducer accepts it, and otherwise refused
          // with the same reason refuseMove gives. Mismatches are collected, then asserted once.
          const wrong: string[] = [];
          for (const card of ALL_CARDS) {
            for (const to of TARGETS) {
              const move: Move = { card, to };
              const outcome = apply(game, { type: 'move', ...move });
              if (outcome.ok !== keys.has(`${card}>${to}`)) wrong.push(`${card}>${to} applies=${outcome.ok}`);
              if (!outcome.ok && outcome.refusal.reason !== refuseMove(game.table, rule, move)?.reason) wrong.push(`${card}>${to} reason`);
            }
            // The queries a UI asks agree with the reducer: the places it lists for the card are
            // exactly the accepted ones, and the group it lifts is what a column move carries.
            const accepted = TARGETS.filter((to) => keys.has(`${card}>${to}`));
            if (targetsFor(game, card).join() !== accepted.join()) wrong.push(`${card} targets ${targetsFor(game, card).join()}`);
            const onto = accepted.find((to) => to !== 'foundation');
            if (onto === undefined) continue;
            const group = groupAt(game, card);
            const landed = apply(game, { type: 'move', card, to: onto }).game.table.columns[onto as number]!.cards;
            if (!group.ok || landed.slice(-group.cards.length).join() !== group.cards.join()) wrong.push(`${card} group`);
          }
          expect(wrong).toEqual([]);
          states++;
          game = apply(game, chooseAction(game, 20 + (kind % 80), pick)).game;
        }
      }),
      { numRuns: 25 },
    );
    expect(states).toBeGreaterThanOrEqual(1000);
  }, 60_000);

  it('serialise and restore round-trip, whatever was played, undone and redone', () => {
    fc.assert(
      fc.property(walk, ({ deal, steps }) => {
        let game = newGame({ rule, deal });
        for (const [kind, pick] of steps) game = apply(game, chooseAction(game, kind, pick)).game;
        const saved = JSON.parse(JSON.stringify(serialise(game)));
        const restored = deserialise(saved);
        if (!restored.ok) throw new Error(restored.detail);
        expect(restored.game).toEqual(game);
        expect(serialise(restored.game)).toEqual(saved);
        // Trimmed to fit short storage: the same table and counter, fewer undo steps.
        const keepUndo = steps.length % 12;
        const trimmed = deserialise(JSON.parse(JSON.stringify(serialise(game, { keepUndo, keepRedo: false }))));
        if (!trimmed.ok) throw new Error(trimmed.detail);
        expect(trimmed.game.table).toEqual(game.table);
        expect(trimmed.game.moves).toBe(game.moves);
        expect(trimmed.game.undoable).toBe(Math.min(keepUndo, game.undoable));
      }),
      { numRuns: 40 },
    );
  });
});
