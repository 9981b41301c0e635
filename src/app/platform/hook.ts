import { SUITS, cardOf, isCardId, isGameWon, formatCode, type CardId, type Move, type Rule, type Verdict } from '../../engine';
import { heldCard, placeName, shownHint, type Source } from '../../interaction';
import type { Solution } from '../../solver';
import { CARD_SETTINGS, pick, type Settings } from '../../settings';
import type { Rect } from '../../view/layout';
import { sceneOf } from '../../view/scene';
import type { Ctx } from '../core/context';
import type { GestureMachine } from '../../input/gestures';
import type { Finish, Help, Review } from '../core/apis';

export interface Snapshot {
  readonly code: string;
  readonly rule: Rule;
  readonly score: number;
  readonly moves: number;
  readonly seconds: number;
  readonly won: boolean;
  /** Hints shown in this game. */
  readonly hints: number;
  readonly settings: Settings;
  /** 7 columns, bottom card first, face-down cards included. */
  readonly columns: { id: CardId; faceUp: boolean }[][];
  /** 4 foundations (spades, hearts, diamonds, clubs), bottom card first. */
  readonly foundations: CardId[][];
}

export interface YukonHook {
  snapshot(): Snapshot;
  cardBox(id: string): Box | null;
  /** Where a card dropped on column `index` (0–6) lands: its top card-sized place. */
  columnBox(index: number): Box | null;
  /** A foundation's place (0 spades, 1 hearts, 2 diamonds, 3 clubs). */
  foundationBox(index: number): Box | null;
  /** The places glowing now, as the interaction model says (Placement help, a hint). */
  glowing(): Box[];
  /** Where a tap opens each run of folded cards of a crowded column (page pixels). */
  folds(): Box[];
  /** True when no card moves, no tap is waiting and the toolbar will not change by itself: a good moment to look or act. */
  idle(): boolean;
  /** Frames drawn since start (the table draws only when something changes). */
  frames(): number;
  /** Asks the solver about the game on the table; the answer is worked out in its Web Worker. */
  solve(budgetMs?: number): Promise<Solution>;
  /** The hint on the table now: its card and where it goes (a column 0–6 or 'foundation'), or null. */
  hint(): Move | null;
  /** The last verdict shown to the player (a hint, the badge, going back), or null. */
  verdict(): Verdict | null;
  /** Where the keyboard is: a column 0–6 or 'foundation-0' … 'foundation-3', its card, and whether a group is held; null while the keyboard is not on the table. */
  focus(): { place: number | `foundation-${number}`; card: CardId | null; held: boolean } | null;
  /** Where the focus ring is drawn (page pixels), or null when the keyboard is not on the table. */
  focusBox(): Box | null;
  /** The one selection on the table, as the model says: who chose it, its cards and where the model draws each (page pixels); or null. */
  selection(): { source: Source; cards: CardId[]; boxes: Box[] } | null;
  /** What the stage draws once the next frame is drawn (in a worker, what it reported of that frame), read off its sprites: the lifted cards (bottom first) with their places, the glows, the focus ring and the last move's mark. */
  drawn(): Promise<{ lifted: { card: CardId; box: Box; scale: number }[]; glows: Box[]; ring: Box | null; mark: Box | null; shadow: Box | null }>;
  /**
   * The game's review while it is open: the verdict on each position (index 0 the first, the deal
   * unless a trimmed save dropped it; null while not yet decided) and the position previewed; null
   * while the review is closed.
   */
  review(): { verdicts: ('won' | 'lost' | 'unknown' | null)[]; at: number } | null;
  /**
   * The cards' index as the browser draws it in the looks set now (its lowest row of ink from the
   * card's top, the height of the shortest rank's ink), beside the narrowest strip a face-up card
   * shows under the next on the table now (null: no card lies on a face-up card), all in CSS pixels;
   * the same for the compact index, over the strips that show it; and the widest strip of a
   * folded card beside the least margin above any index (a folded strip shows no ink).
   */
  indexFit(): Promise<IndexFit>;
  /** The memory of the card atlas in use, in bytes. */
  atlasBytes(): number;
  /** How the table is drawn: WebGL, or the 2D canvas where WebGL is missing or drawn by the CPU. */
  drawing(): 'webgl' | 'canvas';
  /** Where the table is drawn: in a worker on an OffscreenCanvas, or on the page's main thread. */
  thread(): 'main' | 'worker';
}

type Box = Rect;

export interface IndexFit {
  depth: number;
  rank: number;
  strip: number | null;
  cardHeight: number;
  compact: { depth: number; rank: number; strip: number } | null;
  folded: { strip: number; margin: number } | null;
}

/**
 * `window.yukon`: a read-only automation hook. It reads the game and the screen, and changes
 * nothing; tests find cards through it and then act with real pointer input.
 */
export function installHook({ store, interaction, stage, solver, gestures, help, review, finish }: Ctx<'store' | 'interaction' | 'stage' | 'solver'> & { gestures: Pick<GestureMachine, 'waiting'>; help: Pick<Help, 'verdict'>; review: Pick<Review, 'state'>; finish: Finish }): void {
  const pendingTap = () => gestures.waiting;
  /** A rectangle of the canvas in page (CSS client) pixels. */
  const onPage = (r: Box | null | undefined): Box | null => {
    if (!r) return null;
    const c = stage.canvas.getBoundingClientRect();
    return { x: c.left + r.x, y: c.top + r.y, width: r.width, height: r.height };
  };
  /** The interaction as the model says it is drawn on the table shown now. */
  const scene = () => (stage.layout ? sceneOf(stage.layout, store.state.game.table, interaction.state) : null);
  const cardSized = (at: { x: number; y: number }) => onPage({ x: at.x, y: at.y, width: stage.layout?.cardWidth ?? 0, height: stage.layout?.cardHeight ?? 0 }) as Box;
  const hook: YukonHook = {
    snapshot() {
      const { game, settings } = store.state;
      return {
        code: formatCode(game),
        rule: game.rule,
        score: game.table.score,
        moves: game.moves,
        seconds: Math.floor(store.seconds),
        won: isGameWon(game),
        hints: store.state.hints,
        settings: { ...settings },
        columns: game.table.columns.map((c) => c.cards.map((id, i) => ({ id, faceUp: i >= c.down }))),
        foundations: SUITS.map((_, suit) => Array.from({ length: game.table.foundations[suit] ?? 0 }, (_, i) => cardOf(suit, i + 1))),
      };
    },
    cardBox(id) {
      const layout = stage.layout;
      if (!layout || !isCardId(id)) return null;
      return onPage(layout.cards.get(id)?.grab);
    },
    columnBox(index) {
      const layout = stage.layout;
      const lane = layout?.columns[index];
      return lane ? onPage({ ...lane, height: layout.cardHeight }) : null;
    },
    foundationBox(index) {
      return onPage(stage.layout?.foundations[index]);
    },
    glowing: () => (scene()?.glows ?? []).map((r) => onPage(r) as Box),
    folds: () => (stage.layout?.folds ?? []).map((f) => onPage(f.rect) as Box),
    idle() {
      // Also while Finish is being decided: its button, when it comes, moves the toolbar's others
      // (on a phone, Hint shrinks to its icon), so a tap aimed before it lands elsewhere.
      return !stage.animating && !stage.redrawing && !pendingTap() && !finish.deciding();
    },
    frames() {
      return stage.frames;
    },
    solve(budgetMs = 1000) {
      return solver.ask(store.state.game, budgetMs);
    },
    hint: () => shownHint(interaction.state),
    verdict: () => help.verdict(),
    focus() {
      const m = interaction.state;
      return m.keyboard ? { place: placeName(m.focus.place), card: m.focus.card, held: heldCard(m) !== null } : null;
    },
    focusBox: () => onPage(scene()?.ring),
    selection() {
      const s = interaction.state.selection;
      if (!s) return null;
      return { source: s.source, cards: [...s.cards], boxes: (scene()?.lifted ?? []).map(cardSized) };
    },
    review() {
      const r = review.state();
      return r ? { verdicts: [...r.verdicts], at: r.at } : null;
    },
    async indexFit() {
      const layout = stage.layout;
      if (!layout) throw new Error('no table shown');
      const { measureIndex } = await import('../../view/index-ink');
      const { compactPad } = await import('../../view/fan');
      const style = pick(store.state.settings, CARD_SETTINGS);
      const strips = { full: [] as number[], compact: [] as number[], folded: [] as number[] };
      for (const column of store.state.game.table.columns) {
        column.cards.slice(column.down, -1).forEach((card, i) => {
          const slot = layout.cards.get(card);
          const next = layout.cards.get(column.cards[column.down + i + 1] as CardId);
          if (slot && next) strips[slot.strip].push(next.y - slot.y);
        });
      }
      const least = (xs: number[]) => (xs.length > 0 ? Math.min(...xs) : null);
      const full = measureIndex(layout.cardWidth, style);
      const compactIndex = { font: layout.compactFont, pad: compactPad(layout.cardWidth) };
      const compact = strips.compact.length > 0 ? { ...measureIndex(layout.cardWidth, style, compactIndex), strip: least(strips.compact) as number } : null;
      // The first row of ink of either index, from the card's top: a folded strip must stay above it.
      const margin = Math.min(full.top, measureIndex(layout.cardWidth, style, compactIndex).top);
      const folded = strips.folded.length > 0 ? { strip: Math.max(...strips.folded), margin } : null;
      return { depth: full.depth, rank: full.rank, strip: least(strips.full), cardHeight: layout.cardHeight, compact: compact && { depth: compact.depth, rank: compact.rank, strip: compact.strip }, folded };
    },
    atlasBytes: () => stage.atlasBytes,
    drawing: () => stage.drawing,
    thread: () => stage.thread,
    async drawn() {
      // Once what was asked is drawn: in a worker, the stage's report comes after the frame.
      await stage.drawn();
      const drawn = stage.drawnNow();
      return { lifted: drawn.lifted.map((c) => ({ card: c.card, box: cardSized(c), scale: c.scale })), glows: drawn.glows.map((r) => onPage(r) as Box), ring: onPage(drawn.ring), mark: onPage(drawn.mark), shadow: onPage(drawn.shadow) };
    },
  };
  Object.defineProperty(window, 'yukon', { value: Object.freeze(hook), configurable: false, writable: false });
}
