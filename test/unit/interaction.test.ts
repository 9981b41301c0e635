import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { keyboardPlayer } from '../../src/app/play/access';
import { wireHelp } from '../../src/app/solving/hints';
import { TableInteraction } from '../../src/app/core/table-model';
import { Oracle } from '../../src/services/oracle';
import { pointerHandlers } from '../../src/app/play/pointer';
import { KeyMap } from '../../src/app/core/key-map';
import { Store } from '../../src/app/core/app-store';
import { wireTable } from '../../src/app/play/table';
import { apply, groupAt, legalMoves, newGame, targetsFor, type CardId, type Game, type Table } from '../../src/engine';
import { heldCard, placeTarget, shownHint, startInteraction, interact, type FocusKey, type Interaction } from '../../src/interaction';
import { NO_STATS } from '../../src/persist/stats';
import { positionsOf } from '../../src/review';
import { solve } from '../../src/solver';
import { gameAt, table } from '../support/tables';
import { t, type Key, type Values } from '../../src/ui/i18n';
import type { Page } from '../../src/ui/page';
import { cardName } from '../../src/ui/messages';
import { DEFAULT_SETTINGS } from '../../src/settings';
import { layoutTable, type Layout, type Rect } from '../../src/view/layout';
import { placeRect } from '../../src/view/hits';
import { Overlay } from '../../src/view/overlay';
import { sceneOf, type LiftedCard } from '../../src/view/scene';
import type { ShowHow } from '../../src/view/plan';

const WIDTH = 1000;
const HEIGHT = 700;

/**
 * A stage without Pixi: it lays the table out as the real one does and draws the interaction with
 * the real Overlay onto a record of what would be on the screen: which cards are lifted and where,
 * the glows, the focus ring. A new layout puts every card at rest, as the real stage's motion plan
 * does.
 */
class HeadlessStage {
  layout: Layout | null = null;
  table: Table | null = null;
  model: Interaction | null = null;
  readonly lifted = new Map<CardId, { x: number; y: number; scale: number; order: number }>();
  glows: readonly Rect[] = [];
  ring: Rect | null = null;
  mark: Rect | null = null;
  shadow: Rect | null = null;
  readonly animating = false;
  readonly canvas = { addEventListener: () => undefined };
  private readonly overlay = new Overlay({
    settle: (cards) => cards.forEach((card) => this.lifted.delete(card)),
    lift: (card: LiftedCard, order) => this.lifted.set(card.card, { x: card.x, y: card.y, scale: card.scale, order }),
    glow: (places) => (this.glows = places),
    ring: (rect) => (this.ring = rect),
    mark: (rect) => (this.mark = rect),
    shadow: (rect) => (this.shadow = rect),
  });
  show(table: Table, _how?: ShowHow, model: Interaction | null = this.model): void {
    this.model = model;
    this.table = table;
    this.layout = layoutTable(table, WIDTH, HEIGHT);
    this.lifted.clear();
    this.glows = [];
    this.ring = null;
    this.mark = null;
    this.shadow = null;
    this.overlay.reset();
    this.paint();
  }
  draw(model: Interaction): void {
    this.model = model;
    this.paint();
  }
  celebrate(done: () => void): void {
    done();
  }
  skipCelebration(): void {}
  private paint(): void {
    if (this.layout && this.table && this.model) this.overlay.paint(this.layout, this.table, this.model);
  }
}

/** A page that keeps what it was told to say. */
function quietPage(said: string[]): Page {
  const say = (key: Key, values?: Values) => t('en', key, values);
  const page = {
    say,
    card: (card: CardId) => cardName(card, 'en'),
    toast: (message: string) => {
      said.push(message);
      return () => {};
    },
    speak: (message: string) => said.push(message),
    hideToast: () => undefined,
    notice: () => () => undefined,
    setBusy: () => undefined,
    on: () => undefined,
  };
  return page as unknown as Page;
}

/** The app's table, wired as main.ts wires it, with every input and helper but the DOM. */
function tableApp(deal: number, game: Game = newGame({ rule: deal % 3 === 0 ? 'relaxed' : 'classic', deal })) {
  const store = new Store({ game, settings: DEFAULT_SETTINGS, stats: NO_STATS }, ['en'], () => 0);
  const interaction = new TableInteraction(store);
  const stage = new HeadlessStage();
  const said: string[] = [];
  const page = quietPage(said);
  stage.show(store.state.game.table, 'instant', interaction.state);
  // The features get the context as main.ts gives it, with a headless stage and a quiet page.
  const oracle = new Oracle(async (position) => solve(position, { maxNodes: 3000 }));
  // Sounds are heard nowhere here: a refusal's sound is the sounds test's (sounds.test.ts).
  const ctx = { store, interaction, stage, page, oracle, keys: new KeyMap({ addEventListener: () => undefined }), sounds: { refused: () => undefined } };
  wireTable({ ...ctx, windows: { showWon: () => undefined } });
  const pointer = pointerHandlers(ctx);
  const keys = keyboardPlayer(ctx);
  const help = wireHelp(ctx);
  return { store, interaction, stage, pointer, keys, help, said };
}

type App = ReturnType<typeof tableApp>;

/** One thing a player (or the app) does, from any source, with numbers that pick among the choices. */
type Act =
  | { kind: 'drag'; pick: number; to: number; spread: number; cancel: boolean }
  | { kind: 'dragStart' | 'tap' | 'doubleTap'; pick: number }
  | { kind: 'dragMove'; pick: number; spread: number }
  | { kind: 'drop' | 'dragCancel' | 'hint' | 'undo' | 'redo' | 'keyboardOn' | 'keyboardOff' | 'openWindow' | 'closeWindow' | 'finishOn' | 'finishOff' | 'deal' | 'reviewOff' }
  | { kind: 'review'; pick: number }
  | { kind: 'tapAway'; x: number; y: number }
  | { kind: 'key'; key: FocusKey | 'f' | 'd' }
  | { kind: 'move'; pick: number }
  | { kind: 'setting'; name: 'tapToMove' | 'placementHelp' | 'autoPlacement' | 'doubleClick' | 'markLast'; on: boolean };

const spread = fc.integer({ min: -30, max: 30 });
const act: fc.Arbitrary<Act> = fc.oneof(
  // A whole drag (start, carried toward a place, dropped or cancelled), and its parts, to be
  // interleaved with everything else.
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('drag' as const), pick: fc.nat(), to: fc.nat(), spread, cancel: fc.boolean() }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constantFrom('dragStart' as const, 'tap' as const, 'doubleTap' as const), pick: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('dragMove' as const), pick: fc.nat(), spread }) },
  { weight: 4, arbitrary: fc.record({ kind: fc.constantFrom('drop' as const, 'dragCancel' as const, 'hint' as const, 'undo' as const, 'redo' as const, 'keyboardOn' as const, 'keyboardOff' as const, 'openWindow' as const, 'closeWindow' as const, 'finishOn' as const, 'finishOff' as const, 'deal' as const, 'reviewOff' as const) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('review' as const), pick: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('tapAway' as const), x: fc.integer({ min: 0, max: WIDTH }), y: fc.integer({ min: 0, max: HEIGHT }) }) },
  { weight: 5, arbitrary: fc.record({ kind: fc.constant('key' as const), key: fc.constantFrom<FocusKey | 'f' | 'd'>('left', 'right', 'up', 'down', 'take', 'take', 'cancel', 'f', 'd') }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('move' as const), pick: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('setting' as const), name: fc.constantFrom('tapToMove' as const, 'placementHelp' as const, 'autoPlacement' as const, 'doubleClick' as const, 'markLast' as const), on: fc.boolean() }) },
);

/** Face-up cards of the table, most of them worth moving: the cards of legal moves first. */
function cardsToTouch(game: Game): CardId[] {
  const moving = legalMoves(game).map((m) => m.card);
  const faceUp = game.table.columns.flatMap((c) => c.cards.slice(c.down));
  return [...new Set([...moving, ...faceUp])];
}

/** Plays one act on the app; `dragging` says whether a pointer holds a drag (the gesture machine's state). */
async function perform(app: App, a: Act, dragging: { on: boolean }): Promise<void> {
  const { store, interaction, stage, pointer, keys, help } = app;
  const game = store.state.game;
  const cards = cardsToTouch(game);
  const pick = (n: number) => cards[n % Math.max(1, cards.length)] as CardId;
  switch (a.kind) {
    case 'drag': {
      if (dragging.on || cards.length === 0) return;
      // Mostly a card that has somewhere to go.
      const moving = legalMoves(game).map((m) => m.card);
      const card = a.pick % 3 !== 0 && moving.length > 0 ? (moving[a.pick % moving.length] as CardId) : pick(a.pick);
      if (!pointer.dragStart(card) || !stage.layout) return;
      // Toward a place the card may go (when there is one), as a hand would carry it; or anywhere.
      const legal = targetsFor(game, card);
      const places = legal.length > 0 && a.to % 4 !== 0 ? legal : [0, 1, 2, 3, 4, 5, 6, 'foundation' as const];
      const to = placeRect(stage.layout, game.table, card, places[a.to % places.length]!);
      const from = stage.layout.cards.get(card)!;
      pointer.dragMove((to.x - from.x) / 2, (to.y - from.y) / 2);
      pointer.dragMove(to.x - from.x + a.spread, to.y - from.y + a.spread);
      return a.cancel ? pointer.dragCancel() : pointer.drop(0, 0);
    }
    case 'dragStart':
      if (!dragging.on && cards.length > 0) dragging.on = pointer.dragStart(pick(a.pick));
      return;
    case 'dragMove': {
      if (!dragging.on || !stage.layout) return;
      // Toward one of the places, as a hand would carry it.
      const s = interaction.state.selection;
      const from = s?.source === 'drag' ? stage.layout.cards.get(s.card) : undefined;
      const to = placeRect(stage.layout, game.table, s?.card ?? 'AS', [0, 1, 2, 3, 4, 5, 6, 'foundation'][a.pick % 8] as number | 'foundation');
      pointer.dragMove(from ? to.x - from.x + a.spread : a.spread, from ? to.y - from.y + a.spread : a.spread);
      return;
    }
    case 'drop':
    case 'dragCancel':
      if (!dragging.on) return;
      dragging.on = false;
      return a.kind === 'drop' ? pointer.drop(0, 0) : pointer.dragCancel();
    case 'tap':
      return cards.length > 0 ? pointer.tap(pick(a.pick)) : undefined;
    case 'doubleTap':
      return cards.length > 0 ? pointer.doubleTap(pick(a.pick)) : undefined;
    case 'tapAway':
      return pointer.tapAway(a.x, a.y);
    case 'key':
      if (a.key === 'f' || a.key === 'd') return keys.play(a.key === 'f' ? 'foundation' : 'placement');
      return keys.press(a.key);
    case 'hint':
      help.press();
      // The solver answers in a promise; let it land.
      for (let i = 0; i < 5; i++) await Promise.resolve();
      await new Promise((resolve) => setTimeout(resolve, 0));
      return;
    case 'undo':
    case 'redo':
      return void store.dispatch({ type: a.kind });
    case 'move': {
      const moves = legalMoves(game);
      if (moves.length > 0) store.dispatch({ type: 'move', ...(moves[a.pick % moves.length] as (typeof moves)[number]) });
      return;
    }
    case 'deal':
      return store.start({ rule: game.rule, deal: game.deal + 1 });
    case 'keyboardOn':
    case 'keyboardOff':
      return void interaction.send({ type: 'keyboard', on: a.kind === 'keyboardOn' });
    case 'openWindow':
    case 'closeWindow':
      return void interaction.send({ type: a.kind === 'openWindow' ? 'block' : 'unblock', why: 'window' });
    case 'finishOn':
    case 'finishOff':
      return void interaction.send({ type: a.kind === 'finishOn' ? 'block' : 'unblock', why: 'finish' });
    case 'setting':
      return store.setSettings({ ...store.state.settings, [a.name]: a.on });
    case 'review': {
      // The review blocks the table and previews a position of the game's line.
      const positions = positionsOf(game);
      interaction.send({ type: 'block', why: 'review' });
      return void interaction.send({ type: 'preview', table: positions[a.pick % positions.length]!.table });
    }
    case 'reviewOff':
      return void interaction.send({ type: 'unblock', why: 'review' });
  }
}

const sameTable = (a: Table, b: Table) => JSON.stringify(a) === JSON.stringify(b);

/** Plays the acts on a fresh app of a deal, checking every invariant after each. */
async function playChecked(deal: number, acts: readonly Act[]): Promise<void> {
  const app = tableApp(deal);
  const dragging = { on: false };
  // Every change of the game is one the engine made from the game before, and it leaves no
  // selection behind.
  app.store.subscribe('records', (state, change, previous) => {
    if (state.game === previous.game) return;
    expect(app.interaction.state.selection).toBeNull();
    if (change !== 'action') return;
    const before = previous.game;
    const after = state.game;
    const candidates = [apply(before, { type: 'undo' }), apply(before, { type: 'redo' }), ...(after.line ? [apply(before, { type: 'move', ...after.line.move })] : [])];
    expect(candidates.some((o) => o.ok && o.game.moves === after.moves && sameTable(o.game.table, after.table))).toBe(true);
  });
  for (const a of acts) {
    await perform(app, a, dragging);
    checkInvariants(app, dragging);
  }
}

/** What must hold after every act, whatever came before. */
function checkInvariants(app: App, dragging: { on: boolean }): void {
  const { store, interaction, stage } = app;
  const m = interaction.state;
  const game = store.state.game;
  const s = m.selection;
  // A drag's selection lasts only while the pointer drags: a drop or a cancel always ends it.
  if (!dragging.on) expect(s?.source).not.toBe('drag');
  // One selection, and every source sees the same one: the keyboard holds only its own, the hint
  // is only the hint's.
  expect(heldCard(m) !== null).toBe(s?.source === 'keyboard');
  expect(shownHint(m) !== null).toBe(s?.source === 'hint');
  // Never stale: the engine lifts exactly that group from that place now, and every lit place is legal.
  if (s) {
    const group = groupAt(game, s.card);
    expect(group.ok && group.cards).toEqual(s.cards);
    expect(group.ok && group.from).toEqual(s.from);
    const legal = targetsFor(game, s.card);
    for (const to of s.lit) expect(legal).toContain(to);
    if (s.source === 'keyboard') {
      expect(s.lift).toEqual({ kind: 'over', to: placeTarget(m.focus.place) });
      expect(m.focus.card).toBe(s.card);
    }
  }
  // Nothing is chosen while the table takes no input.
  if (m.blocked.length > 0) expect(s).toBeNull();
  // The focus is on a face-up card of its place (or none there is none), unless it carries a held group.
  if (!heldCard(m) && m.focus.card !== null) {
    const place = m.focus.place;
    if (place.kind === 'column') {
      const column = game.table.columns[place.index]!;
      expect(column.cards.indexOf(m.focus.card)).toBeGreaterThanOrEqual(column.down);
    } else expect(game.table.foundations[place.index]).toBeGreaterThan(0);
  }
  // A preview only while the review blocks the table; the table shown is the preview, else the game's.
  if (m.preview) expect(m.blocked).toContain('review');
  expect(stage.table).toBe(m.preview ?? game.table);
  // What is drawn is what the model says: the lifted cards, where they are, the glows and the ring.
  const scene = sceneOf(stage.layout!, game.table, m);
  expect([...stage.lifted.entries()].sort((a, b) => a[1].order - b[1].order).map(([card, at]) => ({ card, x: at.x, y: at.y, scale: at.scale }))).toEqual(scene.lifted);
  expect(stage.glows).toEqual(scene.glows);
  expect(stage.ring).toEqual(scene.ring);
  expect(stage.mark).toEqual(scene.mark);
  // A lifted group casts its shadow, under its outline; nothing lifted, no shadow.
  expect(stage.shadow).toEqual(scene.shadow);
  expect(scene.shadow === null).toBe(scene.lifted.length === 0);
  // A dragged group is drawn larger, every card alike, and its steps grown with it.
  if (s?.lift.kind === 'drag') for (const card of scene.lifted) expect(card.scale).toBe(stage.layout!.grow);
  // The mark, when there is one, is on the game's last move, and only with Mark the last move on.
  if (m.mark !== null) {
    expect(app.store.state.settings.markLast).toBe(true);
    expect(m.mark).toBe(game.line?.move);
  }
}

describe('one interaction model for every input and helper', () => {
  it('over random interleavings of drags, taps, keys, hints, windows, Finish and undo: one selection, drawn as the model says, never stale, the game changed only by the engine', async () => {
    await fc.assert(fc.asyncProperty(fc.integer({ min: 1, max: 3000 }), fc.array(act, { minLength: 1, maxLength: 70 }), playChecked), { numRuns: 120 });
  }, 120_000);

  // Counterexamples the property found on CI (issue 25), kept: with the keyboard on, the review's
  // preview of another position drew the focus ring of the game's focus on the preview's table,
  // where the model's scene (and the hook) put it on the game's.
  it.each([
    ['deal 896: keyboard on, a drag to column 0, the review of the deal', 896, [{ kind: 'keyboardOn' }, { kind: 'drag', pick: 181514396, to: 0, spread: 0, cancel: false }, { kind: 'review', pick: 0 }]],
    ['deal 1: a drag to column 0, keyboard on, the review, a drop', 1, [{ kind: 'drag', pick: 1, to: 0, spread: 0, cancel: false }, { kind: 'keyboardOn' }, { kind: 'review', pick: 0 }, { kind: 'drop' }]],
  ] as [string, number, Act[]][])('%s', async (_, deal, acts) => {
    await playChecked(deal, acts);
  });

  it('the win takes the last move’s mark away: the cards leave, and the mark would point at nothing', () => {
    const app = tableApp(0, gameAt(table(['KS'], { S: 12, H: 13, D: 13, C: 13 })));
    app.store.setSettings({ ...app.store.state.settings, markLast: true });
    app.store.dispatch({ type: 'move', card: 'KS', to: 'foundation' });
    expect(app.store.state.game.table.foundations).toEqual([13, 13, 13, 13]);
    expect(app.interaction.state.mark).toBeNull();
    expect(app.stage.mark).toBeNull();
  });

  it('a new selection from any source ends the old one: the issue’s four scenarios', () => {
    const game = newGame({ rule: 'classic', deal: 3 });
    const help = (m: Interaction, intent: Parameters<typeof interact>[2]) => interact(m, game, intent).model;
    let m = startInteraction(game.table);
    // Hold a group with Space, then a hint: the hint's group is the one selection; nothing is held.
    m = help(m, { type: 'key', key: 'take', help: true });
    expect(heldCard(m)).toBe('4H');
    m = help(m, { type: 'hint', move: { card: '4H', to: 2 } });
    expect(heldCard(m)).toBeNull();
    expect(shownHint(m)).toEqual({ card: '4H', to: 2 });
    // A hint, then take hold with Space: the hold replaces the hint.
    m = help(m, { type: 'key', key: 'take', help: true });
    expect(heldCard(m)).toBe('4H');
    expect(shownHint(m)).toBeNull();
    // Held by the keyboard and carried away, then dragged by a pointer: the drag is the selection,
    // and the keyboard's focus goes back to the card where it lies.
    m = help(m, { type: 'key', key: 'right', help: true });
    m = help(m, { type: 'select', source: 'drag', card: '4H', help: true });
    expect(heldCard(m)).toBeNull();
    expect(m.focus).toEqual({ place: { kind: 'column', index: 0 }, card: '4H' });
    // Held, then a window opens: nothing is held, nothing drawn lifted, and no key acts until it closes.
    m = help(m, { type: 'key', key: 'take', help: true });
    m = help(m, { type: 'block', why: 'window' });
    expect(m.selection).toBeNull();
    expect(help(m, { type: 'key', key: 'take', help: true }).selection).toBeNull();
    expect(help(m, { type: 'hint', move: { card: '4H', to: 2 } }).selection).toBeNull();
    expect(help(m, { type: 'select', source: 'tap', card: '4H', help: true }).selection).toBeNull();
    m = help(m, { type: 'unblock', why: 'window' });
    expect(heldCard(help(m, { type: 'key', key: 'take', help: true }))).toBe('4H');
  });
});
