// The table's stage in its worker (stage-worker.ts), drawing on the OffscreenCanvas the page
// handed over: Pixi's frames, its atlas and its tweens never hold the page's main thread, where
// input, the layout and the rest of the app run (remote-stage.ts speaks to it).
import { DOMAdapter, type Adapter, type Renderer } from 'pixi.js';
import type { CardId } from '../engine';
import type { Courts } from './courts';
import { Stage } from './stage';
import type { CourtBitmaps, FromStage, ToStage } from './stage-protocol';

/**
 * Pixi in a worker: its WebWorkerAdapter, less the XML parser it brings (@xmldom/xmldom, about a
 * fifth of the worker's download) for bitmap fonts and SVG the table never loads.
 */
const IN_WORKER: Adapter = {
  createCanvas: (width, height) => new OffscreenCanvas(width ?? 0, height ?? 0),
  createImage: () => {
    throw new Error('No images in the table’s worker: pictures come as bitmaps');
  },
  getCanvasRenderingContext2D: () => OffscreenCanvasRenderingContext2D,
  getWebGLRenderingContext: () => WebGLRenderingContext,
  getNavigator: () => navigator as unknown as ReturnType<Adapter['getNavigator']>,
  getBaseUrl: () => location.href,
  getFontFaceSet: () => (self as unknown as { fonts?: FontFaceSet }).fonts ?? null,
  fetch: (url, options) => fetch(url, options),
  parseXML: () => {
    throw new Error('No XML in the table’s worker');
  },
};
DOMAdapter.set(IN_WORKER);

const scope = self as unknown as { postMessage(message: FromStage): void; onmessage: ((e: MessageEvent<ToStage>) => void) | null; yukonTable?: OffscreenCanvas };
const post = (message: FromStage) => scope.postMessage(message);

let stage: Stage | null = null;
let reduced = false;
/** The last message handled. */
let seq = 0;
/** Messages that came while the stage was being made. */
const waiting: ToStage[] = [];

const report = () => {
  if (stage) post({ type: 'state', seq, busy: stage.animating || stage.framePending, redrawing: stage.redrawing, frames: stage.frames, scene: stage.drawnNow(), atlasBytes: stage.atlasBytes });
};

const courtsOf = (bitmaps: CourtBitmaps): Courts => (card: CardId, four = false) => (four ? bitmaps.four[card] : undefined) ?? bitmaps.plain[card] ?? null;

function handle(message: ToStage, on: Stage): void {
  seq = message.seq;
  switch (message.type) {
    case 'prefetch':
    case 'init':
      break;
    case 'motion':
      reduced = message.reduced;
      break;
    case 'looks':
      on.setLooks(message.looks);
      break;
    case 'art':
      if (message.courts) on.addArt({ courts: courtsOf(message.courts) });
      if (message.art) {
        // The deck art is code (drawn backs, the classic pips): loaded here, as the page loads it.
        void import('./art').then(
          ({ ART }) => {
            on.addArt({ art: ART });
            report();
          },
          // Not to be had (a file gone from the cache): the cards keep the first back and plain pips.
          () => {},
        );
      }
      break;
    case 'resize':
      on.resize(message.width, message.height);
      break;
    case 'deck':
      on.showDeck();
      break;
    case 'show':
      on.show(message.table, message.how, message.model);
      break;
    case 'draw':
      on.repaint(message.model);
      break;
    case 'celebrate': {
      const { id } = message;
      // Reported after: the end may come with no frame after it (a tap while the module loaded).
      on.celebrate(() => {
        post({ type: 'celebrated', id });
        report();
      });
      break;
    }
    case 'skip':
      on.skipCelebration();
      break;
    case 'drawn': {
      const { id } = message;
      void on.drawn().then(() => post({ type: 'drawn', id }));
      break;
    }
  }
  report();
}

/** Makes the stage on the canvas handed over, with the renderer already being fetched; then plays what came meanwhile. */
export async function init(message: Extract<ToStage, { type: 'init' }>, renderer: Promise<Renderer>): Promise<void> {
  reduced = message.reduced;
  const { canvas, width, height, resolution, drawing } = message;
  // For the browser tests, which lose and restore its context from here (faults.spec.ts).
  scope.yukonTable = canvas;
  try {
    const made = await Stage.create({ canvas, width, height, resolution }, () => reduced, renderer.then((r) => ({ renderer: r, drawing })));
    let marked = false;
    made.changed = () => {
      // The page marks the first frame on its own timeline, at the time it was drawn here.
      if (!marked && made.frames > 0) {
        marked = true;
        post({ type: 'first-frame', at: performance.timeOrigin + performance.now() });
      }
      report();
    };
    made.onRestored(() => post({ type: 'restored' }));
    stage = made;
    post({ type: 'ready', drawing: made.drawing });
    seq = message.seq;
    for (const next of waiting.splice(0)) handle(next, made);
    // The first frame is drawn as soon as there is something to show, not at the next animation
    // frame: nothing else is drawn here before it, and the wait was up to a frame's length.
    made.drawFirstNow();
    report();
  } catch (error) {
    failed(error);
  }
}

/** A message after `init`: handled, or kept until the stage is made. */
export function hear(message: ToStage): void {
  if (!stage) return void waiting.push(message);
  try {
    handle(message, stage);
    stage.drawFirstNow();
  } catch (error) {
    failed(error);
  }
}

/** The stage failed: the page draws the table from here on (remote-stage.ts), and this worker is ended. */
function failed(error: unknown): void {
  post({ type: 'failed', message: error instanceof Error ? `${error.message}\n${error.stack ?? ''}` : String(error) });
}

// What fails outside a message (a frame, a slice of the atlas) fails the stage too: said to the
// page, not only to an error event some engines do not pass on from a module worker.
self.addEventListener('error', (e) => failed(e.error ?? e.message));
self.addEventListener('unhandledrejection', (e) => failed(e.reason));
