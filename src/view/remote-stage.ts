import type { Interaction } from '../interaction';
import type { Table } from '../engine';
import type { CardStyle } from './atlas';
import { bitmapsIn, courtBitmaps } from './court-bitmaps';
import { rememberDrawing, type Drawing } from './drawing';
import type { Layout, Looks } from './layout';
import type { ShowHow } from './plan';
import { NO_SCENE, type Scene } from './scene';
import { Shown } from './shown';
import type { Stage } from './stage';
import { Gate, Replies, type FromStage, type Unnumbered, type StageState } from './stage-protocol';
import type { TableStage } from './table-stage';
import { drawOnPage, type TakeOver } from './page-stage';
import { rememberWorkerFailed, takeEarly } from './worker-choice';

/** How long the worker may leave a message unanswered once it is ready before it is given up. */
const PATIENCE_MS = 3000;

/**
 * The table drawn in a worker (stage-worker.ts) on the canvas this page hands it. The page keeps
 * what is shown and its layout (shown.ts, as the worker's stage keeps its own, from the same
 * calls), so input is hit-tested at once; the worker is told what to show and reports what it
 * drew. If the worker fails to start or dies, this page draws the table, silently (`fallBack`).
 */
export class RemoteStage implements TableStage, TakeOver {
  readonly canvas: HTMLCanvasElement;
  private worker: Worker | null;
  readonly shown: Shown;
  /** The drawing asked of the worker, and the one it draws with once ready. */
  private readonly asked: Drawing;
  private ready: Drawing | null = null;
  /** Messages sent, and what the worker reported after the last it handled. */
  private seq = 0;
  private state: StageState = { type: 'state', seq: 0, busy: false, redrawing: false, frames: 0, scene: NO_SCENE, atlasBytes: 0 };
  private readonly replies = new Replies();
  readonly restored: (() => void)[] = [];
  readonly art: Pick<CardStyle, 'art' | 'courts'> = {};
  private reduced: boolean;
  /** The stage drawn on this thread once the worker failed. */
  private local: Stage | null = null;
  private falling = false;
  private watchdog: ReturnType<typeof setTimeout> | null = null;
  /** Opened once the stage is made: the worker's, or this page's once the worker failed. */
  private readonly isMade = new Gate();
  readonly made = (): Promise<void> => this.isMade.passed;

  constructor(
    readonly host: HTMLElement,
    readonly reducedMotion: () => boolean,
    choose: () => Drawing,
  ) {
    this.shown = new Shown(Math.max(1, host.clientWidth), Math.max(1, host.clientHeight), reducedMotion);
    this.reduced = reducedMotion();
    this.canvas = document.createElement('canvas');
    this.sizeCanvas();
    host.appendChild(this.canvas);
    const offscreen = this.canvas.transferControlToOffscreen();
    // first-paint.js started the worker while the page was parsed (worker-choice.ts), if it could.
    const early = takeEarly();
    this.worker = early?.worker ?? new Worker(new URL('./stage-worker.ts', import.meta.url), { type: 'module', name: 'table' });
    this.worker.onmessage = ({ data }: MessageEvent<FromStage>) => this.hear(data);
    this.worker.onerror = (e) => {
      e.preventDefault();
      this.fallBack(e.message);
    };
    if (early?.failed) queueMicrotask(() => this.fallBack(early.failed ?? ''));
    this.asked = choose();
    const { width, height } = this.shown;
    this.send({ type: 'init', canvas: offscreen, width, height, resolution: Math.min(2, window.devicePixelRatio || 1), drawing: this.asked, reduced: this.reduced }, [offscreen]);
  }

  /** In the worker, or on the page once the worker failed. */
  get thread(): 'main' | 'worker' {
    return this.local ? 'main' : 'worker';
  }

  get drawing(): Drawing {
    return this.local?.drawing ?? this.ready ?? this.asked;
  }

  get layout(): Layout | null {
    return this.local?.layout ?? this.shown.layout;
  }

  get animating(): boolean {
    return this.local?.animating ?? (this.falling || this.state.seq < this.seq || this.state.busy);
  }

  get redrawing(): boolean {
    return this.local?.redrawing ?? this.state.redrawing;
  }

  get frames(): number {
    return this.state.frames + (this.local?.frames ?? 0);
  }

  get atlasBytes(): number {
    return this.local?.atlasBytes ?? this.state.atlasBytes;
  }

  setLooks(looks: Looks): void {
    if (this.local) return this.local.setLooks(looks);
    this.motion();
    // The worker's stage lays the table out again itself, as this copy does.
    if (this.shown.setLooks(looks)) this.shown.show(this.shown.table as Table);
    this.send({ type: 'looks', looks });
  }

  addArt(art: Pick<CardStyle, 'art' | 'courts'>): void {
    Object.assign(this.art, art);
    if (this.local) return this.local.addArt(art);
    if (art.art) this.send({ type: 'art', art: true, courts: null });
    if (art.courts)
      void courtBitmaps(art.courts).then(
        (courts) => this.worker && this.send({ type: 'art', art: false, courts }, bitmapsIn(courts)),
        // Portraits that could not be drawn: the courts keep their plain faces, as before they came.
        () => {},
      );
  }

  resize(width: number, height: number): void {
    if (this.local) return this.local.resize(width, height);
    this.motion();
    const again = this.shown.resize(width, height);
    this.sizeCanvas();
    if (again === 'table') this.shown.show(this.shown.table as Table);
    else if (again === 'deck') this.shown.deck();
    this.send({ type: 'resize', width: this.shown.width, height: this.shown.height });
  }

  showDeck(): void {
    if (this.local) return this.local.showDeck();
    this.shown.deck();
    this.send({ type: 'deck' });
  }

  show(table: Table, how: ShowHow = 'move', model: Interaction | null = this.shown.model): void {
    if (this.local) return this.local.show(table, how, model);
    this.motion();
    this.shown.show(table, model);
    this.send({ type: 'show', table, how, model });
  }

  draw(model: Interaction): void {
    if (this.local) return this.local.draw(model);
    if (this.shown.relays(model)) return this.show(this.shown.table as Table, 'move', model);
    this.send({ type: 'draw', model });
  }

  drawnNow(): Scene {
    return this.local?.drawnNow() ?? this.state.scene;
  }

  celebrate(done: () => void): void {
    if (this.local) return this.local.celebrate(done);
    this.motion();
    if (!this.shown.layout || this.shown.still) return done();
    this.send({ type: 'celebrate', id: this.replies.wait(done) });
  }

  skipCelebration(): void {
    if (this.local) this.local.skipCelebration();
    else this.send({ type: 'skip' });
  }

  drawn(): Promise<void> {
    if (this.local) return this.local.drawn();
    return new Promise((resolve) => this.send({ type: 'drawn', id: this.replies.wait(resolve) }));
  }

  onRestored(listener: () => void): void {
    this.restored.push(listener);
    this.local?.onRestored(listener);
  }

  /** The canvas element's size on the page; the worker sizes the pixels drawn on it. */
  private sizeCanvas(): void {
    Object.assign(this.canvas.style, { width: `${this.shown.width}px`, height: `${this.shown.height}px` });
  }

  /** Tells the worker that reduced motion was asked for, or given up, since it last heard. */
  private motion(): void {
    const reduced = this.reducedMotion();
    if (reduced === this.reduced) return;
    this.reduced = reduced;
    this.send({ type: 'motion', reduced });
  }

  private send(message: Unnumbered, transfer: Transferable[] = []): void {
    this.worker?.postMessage({ ...message, seq: ++this.seq }, transfer);
    this.watch();
  }

  /**
   * Once ready, the worker answers every message at once (its state); one left unanswered for
   * seconds means a worker stopped without a word: it is given up, here and at the next start.
   */
  private watch(): void {
    if (this.watchdog || !this.ready || !this.worker) return;
    const asked = this.seq;
    this.watchdog = setTimeout(() => {
      this.watchdog = null;
      if (this.state.seq < asked) {
        rememberWorkerFailed();
        this.fallBack(`no answer in ${PATIENCE_MS / 1000} s`);
      } else if (this.state.seq < this.seq) this.watch();
    }, PATIENCE_MS);
  }

  private hear(message: FromStage): void {
    if (message.type === 'ready') {
      this.ready = message.drawing;
      // WebGL asked for and not to be had in the worker: the canvas from the next start on.
      if (message.drawing !== this.asked) rememberDrawing(message.drawing);
      this.isMade.open();
      this.watch();
    } else if (message.type === 'failed') this.fallBack(message.message);
    else if (message.type === 'state') this.state = message;
    else if (message.type === 'first-frame') performance.mark('yukon:first-frame', { startTime: message.at - performance.timeOrigin });
    else if (message.type === 'restored') this.restored.forEach((listener) => listener());
    else this.replies.answer(message.id);
  }

  /**
   * The worker failed to start or died: the table is drawn on this thread from what was last
   * shown, with the game intact, under the handed-over canvas, which stays on top, see-through,
   * and takes input as before. What waited for a frame or for the end of a cascade is answered
   * once the new stage has drawn.
   */
  private fallBack(why: string): void {
    if (this.falling || this.local) return;
    this.falling = true;
    console.warn(`The table is drawn on the main thread: its worker failed (${why}).`);
    this.worker?.terminate();
    this.worker = null;
    void drawOnPage(this)
      .then((local) => {
        this.local = local;
        this.isMade.open();
        const waiting = this.replies.takeAll();
        void local.drawn().then(() => waiting.forEach((then) => then()));
      })
      .catch((error: unknown) => {
        // Neither thread can draw the table: the page says so, as when the app fails to load.
        console.error(error);
        document.querySelector('[data-load-failed]')?.removeAttribute('hidden');
      })
      .finally(() => (this.falling = false));
  }
}
