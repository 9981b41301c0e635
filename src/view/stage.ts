// Pixi without eval, so the page can keep a Content-Security-Policy that forbids it.
import 'pixi.js/unsafe-eval';
import { Application, Container, Sprite } from 'pixi.js';
import { ALL_CARDS, type CardId } from '../engine/cards';
import type { Table } from '../engine/types';
import { drawAtlas, type Atlas, type Extra } from './atlas';
import { layoutTable, type Layout, type Rect } from './layout';
import { Motion, type Movable } from './motion';

/** How long a card takes to slide to its place, and to turn over. */
export const MOVE_MS = 200;
export const FLIP_MS = 160;
const LIFTED_Z = 10_000;
const FLYING_Z = 5_000;

/** How a change of table is shown. */
export type ShowHow = 'move' | 'deal' | 'instant';

interface CardSprite {
  readonly sprite: Sprite;
  faceUp: boolean;
  /** Flip progress from -1 (back) to 1 (face), tweened by Motion through its x. */
  readonly flip: Movable;
}

/**
 * The Pixi stage: one Application for the app's lifetime, 52 card sprites reused for every table,
 * faces drawn once per card size into a canvas atlas, frames drawn only while something changes.
 */
export class Stage {
  readonly canvas: HTMLCanvasElement;
  private readonly cards = new Map<CardId, CardSprite>();
  private readonly slots: Sprite[] = [];
  private readonly glows: Sprite[] = [];
  private readonly motion: Motion;
  private atlas: Atlas | null = null;
  private table: Table | null = null;
  private current: Layout | null = null;
  private lifted: readonly CardId[] = [];
  /** Frames drawn so far, for the idle-frames benchmark. */
  frames = 0;

  private constructor(
    private readonly app: Application,
    layer: Container,
    private readonly reducedMotion: () => boolean,
  ) {
    this.canvas = app.canvas;
    this.motion = new Motion(() => this.draw());
    for (let i = 0; i < 11; i++) {
      const slot = new Sprite();
      slot.zIndex = -1;
      this.slots.push(slot);
      layer.addChild(slot);
    }
    for (const id of ALL_CARDS) {
      const sprite = new Sprite();
      sprite.anchor.set(0.5, 0);
      const entry: CardSprite = { sprite, faceUp: false, flip: { x: -1, y: 0, rotation: 0 } };
      const flip = entry.flip;
      let value = -1;
      Object.defineProperty(flip, 'x', {
        get: () => value,
        set: (v: number) => {
          value = v;
          this.paintFlip(id, entry);
        },
      });
      this.cards.set(id, entry);
      layer.addChild(sprite);
    }
    for (let i = 0; i < 8; i++) {
      const glow = new Sprite();
      glow.visible = false;
      glow.zIndex = LIFTED_Z - 1;
      this.glows.push(glow);
      layer.addChild(glow);
    }
  }

  /** Creates the stage inside `host`, WebGL preferred, crisp up to 2× device pixels. */
  static async create(host: HTMLElement, reducedMotion: () => boolean): Promise<Stage> {
    const app = new Application();
    await app.init({
      preference: 'webgl',
      backgroundAlpha: 0,
      antialias: false,
      autoDensity: true,
      resolution: Math.min(2, window.devicePixelRatio || 1),
      autoStart: false,
      sharedTicker: false,
      // The table needs only rendering: no Pixi events, accessibility, DOM or filters (input is
      // plain pointer events on the canvas), which keeps about 11 KiB off the start-up download.
      manageImports: false,
      width: Math.max(1, host.clientWidth),
      height: Math.max(1, host.clientHeight),
    });
    app.ticker?.stop();
    host.appendChild(app.canvas);
    const layer = new Container({ sortableChildren: true });
    app.stage.addChild(layer);
    return new Stage(app, layer, reducedMotion);
  }

  /** The layout of what is shown. */
  get layout(): Layout | null {
    return this.current;
  }

  get animating(): boolean {
    return this.motion.busy;
  }

  /** Fits the canvas to a new size and lays the table out again at once. */
  resize(width: number, height: number): void {
    this.app.renderer.resize(Math.max(1, width), Math.max(1, height));
    if (this.table) this.show(this.table, 'instant');
  }

  private duration(ms: number): number {
    return this.reducedMotion() ? 0 : ms;
  }

  private ensureAtlas(layout: Layout): Atlas {
    const res = this.app.renderer.resolution;
    const w = Math.round(layout.cardWidth * res);
    if (this.atlas && this.atlas.width === w) return this.atlas;
    this.atlas?.destroy();
    this.atlas = drawAtlas(w, Math.round(layout.cardHeight * res));
    for (const [id, entry] of this.cards) this.paintFlip(id, entry);
    this.slots.forEach((slot, i) => {
      slot.texture = (this.atlas as Atlas).extra(i < 4 ? (`slot-${i}` as Extra) : 'slot-column');
    });
    for (const glow of this.glows) glow.texture = this.atlas.extra('glow');
    return this.atlas;
  }

  private cardScale(): number {
    const layout = this.current;
    const atlas = this.atlas;
    return layout && atlas ? layout.cardWidth / atlas.width : 1;
  }

  private paintFlip(id: CardId, entry: CardSprite): void {
    if (!this.atlas) return;
    const v = entry.flip.x;
    entry.sprite.texture = v > 0 ? this.atlas.face(id) : this.atlas.extra('back');
    const s = this.cardScale();
    entry.sprite.scale.set(s * Math.max(0.02, Math.abs(v)), s);
  }

  /**
   * Shows a table. Each card slides from where it is shown now to its new place (a drop that was
   * refused therefore slides back), turns over if its face changed, and 'deal' lets the cards fly
   * in one after another from the top left.
   */
  show(table: Table, how: ShowHow = 'move'): void {
    const { width, height } = this.app.screen;
    const layout = layoutTable(table, width, height);
    const previous = this.current;
    this.table = table;
    this.current = layout;
    this.lifted = [];
    this.ensureAtlas(layout);
    layout.foundations.forEach((r, i) => this.placeSlot(i, r));
    layout.columns.forEach((r, i) => this.placeSlot(4 + i, { ...r, height: layout.cardHeight }));
    this.clearHighlights();
    const half = layout.cardWidth / 2;
    let order = 0;
    for (const [id, entry] of this.cards) {
      const slot = layout.cards.get(id);
      if (!slot) continue;
      const { sprite } = entry;
      const toX = slot.x + half;
      const instant = how === 'instant' || !previous;
      if (how === 'deal') {
        sprite.position.set(layout.columns[0]!.x + half, -layout.cardHeight);
        entry.flip.x = -1;
        entry.faceUp = false;
      }
      const moved = Math.abs(sprite.x - toX) > 0.5 || Math.abs(sprite.y - slot.y) > 0.5;
      sprite.zIndex = moved && !instant ? FLYING_Z + slot.z : slot.z;
      const land = () => {
        sprite.zIndex = slot.z;
      };
      const delay = how === 'deal' ? this.duration(18 * order++) : 0;
      this.motion.to({ target: sprite, toX, toY: slot.y, duration: instant ? 0 : this.duration(MOVE_MS + (how === 'deal' ? 120 : 0)), delay, done: land });
      if (entry.faceUp !== slot.faceUp) {
        entry.faceUp = slot.faceUp;
        const flipDelay = how === 'deal' ? delay + this.duration(MOVE_MS) : 0;
        const to = slot.faceUp ? 1 : -1;
        if (instant || this.reducedMotion()) this.motion.to({ target: entry.flip, toX: to, toY: 0, duration: 0 });
        else this.motion.to({ target: entry.flip, toX: to, toY: 0, duration: this.duration(FLIP_MS), delay: flipDelay });
      } else if (Math.abs(entry.flip.x) !== 1) {
        this.motion.to({ target: entry.flip, toX: slot.faceUp ? 1 : -1, toY: 0, duration: 0 });
      } else this.paintFlip(id, entry);
    }
    this.motion.schedule();
  }

  private placeSlot(i: number, r: Rect): void {
    const slot = this.slots[i] as Sprite;
    slot.position.set(r.x, r.y);
    slot.width = r.width;
    slot.height = r.height;
  }

  /** Takes hold of a group: its cards rise above everything and follow `moveLifted`. */
  lift(cards: readonly CardId[]): void {
    this.lifted = cards;
    cards.forEach((id, i) => {
      const entry = this.cards.get(id) as CardSprite;
      this.motion.stop(entry.sprite);
      entry.sprite.zIndex = LIFTED_Z + i;
    });
    this.motion.schedule();
  }

  /** Moves the lifted group so its cards sit `dx`, `dy` away from their places. */
  moveLifted(dx: number, dy: number): void {
    const layout = this.current;
    if (!layout) return;
    for (const id of this.lifted) {
      const slot = layout.cards.get(id);
      const sprite = this.cards.get(id)?.sprite;
      if (!slot || !sprite) continue;
      sprite.position.set(slot.x + layout.cardWidth / 2 + dx, slot.y + dy);
    }
    this.motion.schedule();
  }

  /** Where a card is shown now (it may be lifted or moving), as a rectangle. */
  shownRect(card: CardId): Rect | null {
    const layout = this.current;
    const sprite = this.cards.get(card)?.sprite;
    if (!layout || !sprite) return null;
    return { x: sprite.x - layout.cardWidth / 2, y: sprite.y, width: layout.cardWidth, height: layout.cardHeight };
  }

  /** Makes the given places glow: column indexes, or 'foundation' for the card's own foundation. */
  highlight(places: readonly { rect: Rect }[]): void {
    this.clearHighlights();
    places.slice(0, this.glows.length).forEach(({ rect }, i) => {
      const glow = this.glows[i] as Sprite;
      glow.visible = true;
      glow.position.set(rect.x, rect.y);
      glow.width = rect.width;
      glow.height = rect.height;
    });
    this.motion.schedule();
  }

  /** The places glowing now, as rectangles. */
  get glowing(): Rect[] {
    return this.glows.filter((g) => g.visible).map((g) => ({ x: g.x, y: g.y, width: g.width, height: g.height }));
  }

  clearHighlights(): void {
    for (const glow of this.glows) glow.visible = false;
    this.motion.schedule();
  }

  /** A win: every card leaps from its foundation in turn, spins through the air and lands back. */
  celebrate(done: () => void): void {
    const layout = this.current;
    if (!layout || this.reducedMotion()) {
      done();
      return;
    }
    let i = 0;
    const total = this.cards.size;
    const cx = layout.width / 2;
    const cy = layout.height / 2;
    for (const [id, entry] of this.cards) {
      const slot = layout.cards.get(id);
      if (!slot) continue;
      const { sprite } = entry;
      const angle = (i / total) * Math.PI * 2;
      const radius = Math.min(layout.width, layout.height) * 0.32;
      sprite.zIndex = FLYING_Z + i;
      this.motion.to({ target: sprite, toX: cx + Math.cos(angle) * radius, toY: cy + Math.sin(angle) * radius - layout.cardHeight / 2, toRotation: Math.PI * 2, delay: i * 22, duration: 520, lift: 80 }, true);
      const last = ++i === total;
      this.motion.to({ target: sprite, toX: slot.x + layout.cardWidth / 2, toY: slot.y, toRotation: Math.PI * 4, delay: 900 + (total - i) * 10, duration: 480, lift: 40, done: () => {
        sprite.rotation = 0;
        sprite.zIndex = slot.z;
        if (last) done();
      } }, true);
    }
  }

  private draw(): void {
    this.app.renderer.render(this.app.stage);
    if (this.frames++ === 0) performance.mark('yukon:first-frame');
  }

  /** Draws one frame now (after a lost context comes back, for instance). */
  redraw(): void {
    this.motion.schedule();
  }
}
