import type { CardStyle } from './atlas';
import type { Shown } from './shown';
import type { Stage } from './stage';

/** What the page knows of the table when its worker fails: enough to draw it again. */
export interface TakeOver {
  readonly host: HTMLElement;
  /** The canvas handed to the worker, where input lands. */
  readonly canvas: HTMLCanvasElement;
  readonly shown: Shown;
  readonly art: Pick<CardStyle, 'art' | 'courts'>;
  readonly restored: readonly (() => void)[];
  readonly reducedMotion: () => boolean;
}

/**
 * The table drawn on the page's main thread after its worker failed: a stage of its own under
 * the handed-over canvas, which stays on top, see-through, and takes input as before; the table,
 * the interaction, the looks and the art as last shown. Loaded only then.
 */
export async function drawOnPage({ host, canvas, shown, art, restored, reducedMotion }: TakeOver): Promise<Stage> {
  const [{ Stage }, { chooseRenderer }] = await Promise.all([import('./stage'), import('./pixi-app')]);
  const local = await Stage.create({ host }, reducedMotion, chooseRenderer());
  local.canvas.style.pointerEvents = 'none';
  canvas.style.opacity = '0';
  host.appendChild(canvas);
  local.setLooks(shown.looks);
  if (art.art || art.courts) local.addArt(art);
  if (shown.table) local.show(shown.table, 'instant', shown.model);
  else if (shown.layout) local.showDeck();
  for (const listener of restored) local.onRestored(listener);
  return local;
}
