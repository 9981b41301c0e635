// Pixi without eval, so the page can keep a Content-Security-Policy that forbids it.
import 'pixi.js/unsafe-eval';
import { Container } from 'pixi.js';
import { createTable, type Chosen, type PixiTable, type TableTarget } from './pixi-app';
import { ALL_CARDS, type Table } from '../engine';
import type { TableStage } from './table-stage';
import { Shown } from './shown';
import type { Interaction } from '../interaction';
import type { CardStyle } from './atlas';
import { CardSprites } from './cards';
import { Lights } from './lights';
import { Celebrations } from './celebrations';
import { EMPTY_TABLE, layoutTable, type Layout, type Looks } from './layout';
import { FAST_TIMING, FLYING_Z, NORMAL_TIMING, NO_MOTION, planMotion, type ShowHow, type Timing } from './plan';
import { Crowded } from './crowded';
import { CardFaces } from './faces';
import { EmptyPlaces } from './slots';
import { Overlay } from './overlay';
import type { Scene } from './scene';
import { Tweens } from './tween';

const LIFTED_Z = 10_000;

/**
 * The Pixi stage: one renderer for the app's lifetime, 52 card sprites reused for every table,
 * faces drawn once per card size into a canvas atlas, frames drawn only while something changes.
 * Changes of table are planned as data (plan.ts) and played by the tweens; the table's interaction
 * (what is lifted, lit and focused) is drawn from its model (scene.ts), by the difference between
 * what it drew and what the model says now. Nothing else moves a sprite.
 */
export class Stage implements TableStage {
  /** The page's canvas; in a worker (stage-worker.ts) an OffscreenCanvas, which nothing there reads. */
  readonly canvas: HTMLCanvasElement;
  readonly drawing: PixiTable['drawing'];
  readonly thread = 'main';
  /** Told after each frame, and once the faces the first frame did not need are drawn (a worker's stage reports its state). */
  changed = (): void => {};
  private readonly cards: CardSprites;
  private readonly places: EmptyPlaces;
  /** The glows on places and the keyboard's focus ring. */
  private readonly lights: Lights;
  private readonly tweens: Tweens;
  /** The cards' pictures: their atlas, in the player's looks, and a crowded column's extras. */
  private readonly faces: CardFaces;
  /** The table, its interaction, the looks and the size, and the layout they make. */
  private readonly shown: Shown;
  private readonly overlay: Overlay;
  private readonly waitingForFrame: (() => void)[] = [];
  private readonly celebration = new Celebrations();
  frames = 0;

  private constructor(
    private readonly app: PixiTable,
    layer: Container,
    reducedMotion: () => boolean,
  ) {
    this.canvas = app.canvas as HTMLCanvasElement;
    this.shown = new Shown(app.screen.width, app.screen.height, reducedMotion);
    this.drawing = app.drawing;
    this.tweens = new Tweens(() => this.render());
    // Empty places under everything, always shown; lights under the held cards, shown while lit.
    this.places = new EmptyPlaces(layer);
    this.cards = new CardSprites(layer);
    this.lights = new Lights(layer, LIFTED_Z - 1, () => this.tweens.schedule());
    this.faces = new CardFaces(this.cards, new Crowded(this.cards, layer, FLYING_Z - 1), () => app.renderer.resolution, (source) => app.renderer.texture.initSource(source), (atlas, late) => {
      this.places.setAtlas(atlas);
      this.lights.setAtlas(atlas);
      if (late && this.layout) this.paint();
    });
    this.overlay = new Overlay({
      settle: (cards) => this.cards.slideHome(cards, this.layout as Layout, this.timing, this.tweens),
      lift: (card, order) => this.cards.lift(card, LIFTED_Z + order, (this.layout as Layout).cardWidth, this.tweens),
      glow: (places) => this.lights.glow(places),
      ring: (rect) => this.lights.focus(rect),
      mark: (rect) => this.lights.mark(rect),
      shadow: (rect) => this.lights.shadow(rect),
    });
  }

  /** Creates the stage inside `host`, with the renderer chosen (pixi-app.ts), crisp up to 2× device pixels. */
  static async create(target: TableTarget, reducedMotion: () => boolean, chosen: Promise<Chosen>): Promise<Stage> {
    const app = await createTable(target, chosen);
    const layer = new Container({ sortableChildren: true });
    app.stage.addChild(layer);
    const stage = new Stage(app, layer, reducedMotion);
    // The cards' size depends on the screen alone (layoutTable): draw them now, while the saved game is read.
    const { cardWidth, cardHeight } = layoutTable(EMPTY_TABLE, app.screen.width, app.screen.height);
    stage.faces.size(cardWidth, cardHeight, null);
    return stage;
  }

  get layout(): Layout | null {
    return this.shown.layout;
  }

  get animating(): boolean {
    return this.tweens.busy || this.celebration.active;
  }

  /** True while what was last asked is not yet on the screen: a frame is to come. */
  get framePending(): boolean {
    return this.tweens.asked;
  }

  /**
   * Takes the player's looks: a new look of the cards redraws the atlas, new indices or a new side
   * for the foundations lay the table out again; no reload, nothing else changes.
   */
  setLooks(looks: Looks): void {
    const relaid = this.shown.setLooks(looks);
    // Before the first frame the cards are drawn at once in the player's looks; later the old
    // cards stand in while the new ones are drawn in slices (no long task while the look changes).
    const faces = this.faces.setLooks(looks, this.frames === 0);
    if (relaid) this.show(this.shown.table as Table, 'instant');
    else if (faces && this.layout) this.faces.size(this.layout.cardWidth, this.layout.cardHeight);
  }

  /**
   * Art loaded since the start (the deck art, the court portraits): the cards are drawn again with
   * it, at once before the first frame, in slices after.
   */
  addArt(art: Pick<CardStyle, 'art' | 'courts'>): void {
    this.faces.addArt(art, this.frames === 0);
    if (this.layout) this.faces.size(this.layout.cardWidth, this.layout.cardHeight);
  }

  get atlasBytes(): number {
    return this.faces.bytes;
  }

  get redrawing(): boolean {
    return this.faces.drawing;
  }

  /** Fits the canvas to a new size and lays the table out again at once. */
  resize(width: number, height: number): void {
    const again = this.shown.resize(width, height);
    this.app.renderer.resize(this.shown.width, this.shown.height);
    if (again === 'table') this.show(this.shown.table as Table, 'instant');
    else if (again === 'deck') this.showDeck();
  }

  /**
   * Puts the deck on the empty table, face down at the top left, before the game is known (the
   * saved game is still being read); the game's first show then starts from it.
   */
  showDeck(): void {
    const layout = this.lay(this.shown.deck());
    this.cards.gather(layout.deck.x + layout.cardWidth / 2, layout.deck.y);
    this.tweens.schedule();
  }

  /** Draws the layout just shown (`shown`): the atlas for its card size, the empty places, nothing lifted or lit. */
  private lay(layout: Layout): Layout {
    this.overlay.reset();
    this.faces.size(layout.cardWidth, layout.cardHeight, layout);
    this.places.lay(layout);
    this.lights.clear();
    return layout;
  }

  private get timing(): Timing {
    return this.shown.still ? NO_MOTION : this.shown.looks.animation === 'fast' ? FAST_TIMING : NORMAL_TIMING;
  }

  /**
   * Shows a table: how each card gets there is planned by `planMotion`, then tweened; the
   * interaction (the one given, else the last) is drawn over it.
   */
  show(table: Table, how: ShowHow = 'move', model: Interaction | null = this.shown.model): void {
    const shown = this.layout ? this.cards.shown(this.layout.cardWidth) : null;
    const layout = this.lay(this.shown.show(table, model));
    // Cards land at their size on the table (a dragged group was drawn larger).
    for (const card of ALL_CARDS) this.cards.grow(card, 1);
    for (const motion of planMotion(shown, layout, how, this.timing)) this.cards.animate(motion, this.tweens, layout.cardWidth / 2);
    this.paint();
    this.tweens.schedule();
  }

  /** Draws the table's interaction (what is lifted, lit, focused) as the model says. */
  draw(model: Interaction): void {
    // A fold opened, or the keyboard onto a folded card: the column is laid out again.
    if (this.shown.relays(model)) return this.show(this.shown.table as Table, 'move', model);
    this.paint();
  }

  /** Draws a model over the table as it is laid out (a worker's stage: its page decided `relays`). */
  repaint(model: Interaction): void {
    this.shown.model = model;
    this.paint();
  }

  private paint(): void {
    const { layout, table, model } = this.shown;
    if (layout && table && model) this.overlay.paint(layout, table, model);
    this.tweens.schedule();
  }

  drawnNow(): Scene {
    const lifted = this.layout ? this.cards.above(LIFTED_Z, this.layout.cardWidth) : [];
    return { lifted, glows: this.lights.lit, ring: this.lights.focused, mark: this.lights.marked, shadow: this.lights.shadowed };
  }

  /** A win: the cards cascade off the table and are back; `done` runs at the end (at once under reduced motion, or when skipped). */
  celebrate(done: () => void): void {
    if (!this.layout || this.shown.still) return done();
    this.celebration.start(this.tweens, this.cards, () => this.layout, done);
  }

  skipCelebration(): void {
    this.celebration.skip();
  }

  /** Draws one frame. */
  private render(): void {
    this.app.renderer.render(this.app.stage);
    if (this.frames++ === 0) {
      performance.mark('yukon:first-frame');
      // The faces the first frame did not show are drawn after it.
      void this.faces.fill().then(() => this.changed());
    }
    for (const drawn of this.waitingForFrame.splice(0)) drawn();
    this.changed();
  }

  made(): Promise<void> {
    return Promise.resolve();
  }

  /** Draws the first frame now, if it is asked for, rather than at the next animation frame. */
  drawFirstNow(): void {
    if (this.frames === 0) this.tweens.flush();
  }

  /** Resolves once the next frame has been drawn (one is asked for: after a lost context, say). */
  drawn(): Promise<void> {
    this.tweens.schedule();
    return new Promise((resolve) => this.waitingForFrame.push(resolve));
  }

  onRestored(listener: () => void): void {
    // WebGL's context, or the 2D canvas's (which a browser may drop with the GPU memory behind it).
    for (const type of ['webglcontextrestored', 'contextrestored'])
      this.app.canvas.addEventListener(type, () => {
        void this.drawn();
        listener();
      });
  }
}
