// The table's worker. Small on purpose: it fetches the stage (Pixi's core) and the one renderer
// asked for side by side, as soon as it is told (`prefetch`, from first-paint.js while the page is
// parsed, or else `init` with the canvas and how to draw), and hands every message to the stage.
import type { Renderer } from 'pixi.js';
import type { Drawing } from './drawing';
import type { FromStage, ToStage } from './stage-protocol';
import { rendererFor } from './renderers';
import { takeCanvas } from './worker-canvas';

const scope = self as unknown as { postMessage(message: FromStage): void; onmessage: ((e: MessageEvent<ToStage>) => void) | null };
/** Messages that came before the stage's module. */
const early: ToStage[] = [];
let host: typeof import('./stage-host') | null = null;
let loading: Promise<typeof import('./stage-host')> | null = null;
let renderer: { drawing: Drawing; loading: Promise<Renderer> } | null = null;

const loadHost = () => (loading ??= import('./stage-host'));
const rendererOf = (drawing: Drawing) => {
  if (renderer?.drawing !== drawing) {
    renderer = { drawing, loading: rendererFor(drawing) };
    // Marked handled: a renderer that fails to load is said by the stage's start (`failed`).
    renderer.loading.catch(() => {});
  }
  return renderer.loading;
};

scope.onmessage = ({ data }) => {
  if (data.type === 'prefetch') {
    loadHost().catch(() => {});
    if (data.drawing) void rendererOf(data.drawing);
    return;
  }
  if (host) return host.hear(data);
  early.push(data);
  if (data.type !== 'init') return;
  takeCanvas(data.canvas, data.drawing);
  const drawn = rendererOf(data.drawing);
  loadHost().then(
    (loaded) => {
      host = loaded;
      const [init, ...rest] = early.splice(0) as [Extract<ToStage, { type: 'init' }>, ...ToStage[]];
      void loaded.init(init, drawn);
      rest.forEach(loaded.hear);
    },
    (error: unknown) => scope.postMessage({ type: 'failed', message: String(error) }),
  );
};
