// The table's worker. Small on purpose: the first message (`init`, the canvas and how to draw)
// starts the fetch of the stage (Pixi's core) and of the one renderer asked for side by side.
import type { FromStage, ToStage } from './stage-protocol';
import { rendererFor } from './renderers';

const scope = self as unknown as { postMessage(message: FromStage): void; onmessage: ((e: MessageEvent<ToStage>) => void) | null };
/** Messages that came before the stage's module. */
const early: ToStage[] = [];
let host: typeof import('./stage-host') | null = null;

scope.onmessage = ({ data }) => {
  if (host) return host.hear(data);
  early.push(data);
  if (data.type !== 'init') return;
  const renderer = rendererFor(data.drawing);
  // Marked handled: a renderer that fails to load is said by the stage's start (`failed`).
  renderer.catch(() => {});
  import('./stage-host').then(
    (loaded) => {
      host = loaded;
      const [init, ...rest] = early.splice(0) as [Extract<ToStage, { type: 'init' }>, ...ToStage[]];
      void loaded.init(init, renderer);
      rest.forEach(loaded.hear);
    },
    (error: unknown) => scope.postMessage({ type: 'failed', message: String(error) }),
  );
};
