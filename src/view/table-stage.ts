import type { Table } from '../engine';
import type { Interaction } from '../interaction';
import type { CardStyle } from './atlas';
import type { Drawing } from './drawing';
import type { Layout, Looks } from './layout';
import type { ShowHow } from './plan';
import type { Scene } from './scene';

/**
 * The table as the app sees it: the stage drawn on the main thread (stage.ts), or the same stage
 * drawn in a worker on an OffscreenCanvas, spoken to by messages (remote-stage.ts). The layout is
 * known at once on both (the main thread hit-tests it), and nothing here waits for a frame but
 * `drawn`.
 */
export interface TableStage {
  /** The table's canvas in the page: where input lands. */
  readonly canvas: HTMLCanvasElement;
  /** WebGL, or the 2D canvas where WebGL is missing or drawn by the CPU (drawing.ts). */
  readonly drawing: Drawing;
  /** Where it draws: on the page's main thread, or in a worker. */
  readonly thread: 'main' | 'worker';
  /** The layout of what is shown. */
  readonly layout: Layout | null;
  /** True while cards move (or, in a worker, while what was asked is not yet drawn). */
  readonly animating: boolean;
  /** True while the cards are being drawn again (a new size or look) in slices. */
  readonly redrawing: boolean;
  /** Frames drawn so far, for the idle-frames benchmark. */
  readonly frames: number;
  /** The memory of the card atlas in use, in bytes (the benchmarks read it). */
  readonly atlasBytes: number;
  setLooks(looks: Looks): void;
  addArt(art: Pick<CardStyle, 'art' | 'courts'>): void;
  resize(width: number, height: number): void;
  showDeck(): void;
  show(table: Table, how?: ShowHow, model?: Interaction | null): void;
  draw(model: Interaction): void;
  /** What is drawn of the interaction now, read off the sprites and lights: what the screen shows. */
  drawnNow(): Scene;
  /** A win: the cards cascade off the table and are back; `done` runs at the end (at once under reduced motion, or when skipped). */
  celebrate(done: () => void): void;
  /** Ends the celebration at once, every card back in place (a tap or a key); nothing if none is under way. */
  skipCelebration(): void;
  /** Resolves once the next frame has been drawn. */
  drawn(): Promise<void>;
  /**
   * Resolves once the stage is made (its renderer started, the cards' pictures drawn): on the
   * page at once, in a worker when the worker says so (or gives up and the page draws).
   */
  made(): Promise<void>;
  /** Called when a lost context (WebGL's or the 2D canvas's) is given back and the table drawn again. */
  onRestored(listener: () => void): void;
}
