import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TableInteraction } from '../../src/app/core/table-model';
import { installHook, type YukonHook } from '../../src/app/platform/hook';
import { formatCode, legalMoves, newGame, type Verdict } from '../../src/engine';
import { sceneOf } from '../../src/view/scene';
import { layoutTable, type Layout } from '../../src/view/layout';
import type { Stage } from '../../src/view/stage';
import { storeOf } from '../support/app';
import { gameAt, table } from '../support/tables';

/**
 * The automation hook through the context: what it reads is what the store, the model and the
 * stage say, in page pixels; it changes nothing, and its solve() withdraws no question of the app's.
 */

const CANVAS = { left: 30, top: 100 };

function wired(game = newGame({ rule: 'classic', deal: 3 })) {
  const store = storeOf(game);
  const interaction = new TableInteraction(store);
  const stage = {
    layout: null as Layout | null,
    animating: false,
    frames: 7,
    canvas: { getBoundingClientRect: () => CANVAS },
    drawnNow: () => ({ lifted: [], glows: [], ring: null, mark: null, shadow: null }),
  };
  const asked: unknown[][] = [];
  const solver = { ask: (...args: unknown[]) => (asked.push(args), new Promise(() => {})) };
  const gestures = { waiting: false };
  let deciding = false;
  let verdict: Verdict | null = null;
  let reviewState: { verdicts: ('won' | 'lost' | 'unknown' | null)[]; at: number } | null = null;
  installHook({
    store,
    interaction,
    stage: stage as unknown as Stage,
    solver: solver as never,
    gestures,
    help: { verdict: () => verdict },
    review: { state: () => reviewState },
    finish: { deciding: () => deciding },
  });
  const hook = (globalThis as unknown as { window: { yukon: YukonHook } }).window.yukon;
  return {
    hook,
    store,
    interaction,
    stage,
    asked,
    gestures,
    set: (change: { deciding?: boolean; verdict?: Verdict | null; review?: typeof reviewState }) => {
      deciding = change.deciding ?? deciding;
      verdict = change.verdict === undefined ? verdict : change.verdict;
      reviewState = change.review === undefined ? reviewState : change.review;
    },
  };
}

beforeEach(() => vi.stubGlobal('window', {}));
afterEach(() => vi.unstubAllGlobals());

describe('the automation hook, through the context', () => {
  it('the snapshot is the game on the table: its code, every column with what is face up, the foundations', () => {
    const game = gameAt(table(['KS QH', '5D'], { H: 2, C: 13 }));
    const { hook, store } = wired(game);
    const snap = hook.snapshot();
    expect(snap).toMatchObject({ code: formatCode(game), rule: 'classic', moves: 0, won: false, hints: 0 });
    expect(snap.columns[0]).toEqual(store.state.game.table.columns[0]!.cards.map((id, i) => ({ id, faceUp: i >= store.state.game.table.columns[0]!.down })));
    expect(snap.foundations).toEqual([[], ['AH', '2H'], [], ['AC', '2C', '3C', '4C', '5C', '6C', '7C', '8C', '9C', '10C', 'JC', 'QC', 'KC']]);
    // A copy: changing it changes nothing.
    (snap.settings as { showWinnable: boolean }).showWinnable = !snap.settings.showWinnable;
    expect(hook.snapshot().settings.showWinnable).toBe(store.state.settings.showWinnable);
  });

  it('boxes are the layout’s, moved to the page by the canvas’s place; none before the first layout or for a card that is not one', () => {
    const { hook, store, stage } = wired();
    expect(hook.cardBox('AS')).toBeNull();
    const layout = layoutTable(store.state.game.table, 1024, 768);
    stage.layout = layout;
    const top = store.state.game.table.columns[6]!.cards.at(-1)!;
    const grab = layout.cards.get(top)!.grab!;
    expect(hook.cardBox(top)).toEqual({ x: grab.x + 30, y: grab.y + 100, width: grab.width, height: grab.height });
    expect(hook.cardBox('ZZ')).toBeNull();
    expect(hook.columnBox(2)).toEqual({ ...layout.columns[2], x: layout.columns[2]!.x + 30, y: layout.columns[2]!.y + 100, height: layout.cardHeight });
    expect(hook.columnBox(7)).toBeNull();
    expect(hook.foundationBox(3)).toMatchObject({ x: layout.foundations[3]!.x + 30 });
  });

  it('the focus, the selection and the glows are the model’s scene, on the page', () => {
    const { hook, store, stage, interaction } = wired();
    const layout = layoutTable(store.state.game.table, 1024, 768);
    stage.layout = layout;
    expect(hook.focus()).toBeNull();
    expect(hook.focusBox()).toBeNull();
    interaction.send({ type: 'keyboard', on: true });
    const ring = sceneOf(layout, store.state.game.table, interaction.state).ring!;
    expect(hook.focusBox()).toEqual({ ...ring, x: ring.x + 30, y: ring.y + 100 });
    expect(hook.focus()).toMatchObject({ held: false });
    const move = legalMoves(store.state.game)[0]!;
    interaction.send({ type: 'hint', move });
    expect(hook.hint()).toEqual(move);
    expect(hook.selection()).toMatchObject({ source: 'hint', cards: [move.card] });
    expect(hook.glowing().length).toBe(sceneOf(layout, store.state.game.table, interaction.state).glows.length);
  });

  it('idle only when nothing moves, no tap waits and Finish is not being decided', () => {
    const { hook, stage, gestures, set } = wired();
    expect(hook.idle()).toBe(true);
    stage.animating = true;
    expect(hook.idle()).toBe(false);
    stage.animating = false;
    gestures.waiting = true;
    expect(hook.idle()).toBe(false);
    gestures.waiting = false;
    set({ deciding: true });
    expect(hook.idle()).toBe(false);
    set({ deciding: false });
    expect(hook.idle()).toBe(true);
    expect(hook.frames()).toBe(7);
  });

  it('solve() asks the solver with no signal of the app’s, so it withdraws nothing; verdict and review read the features', () => {
    const { hook, store, asked, set } = wired();
    void hook.solve(300);
    expect(asked).toEqual([[store.state.game, 300]]);
    expect(hook.verdict()).toBeNull();
    set({ verdict: 'won', review: { verdicts: ['won', null], at: 1 } });
    expect(hook.verdict()).toBe('won');
    expect(hook.review()).toEqual({ verdicts: ['won', null], at: 1 });
  });

  it('read-only: the hook cannot be replaced or changed', () => {
    const { hook } = wired();
    expect(Object.isFrozen(hook)).toBe(true);
    const win = (globalThis as unknown as { window: { yukon: YukonHook } }).window;
    expect(() => {
      win.yukon = {} as YukonHook;
    }).toThrow();
  });
});
