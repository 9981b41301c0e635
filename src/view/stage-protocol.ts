import type { Table } from '../engine';
import type { Interaction } from '../interaction';
import type { Drawing } from './drawing';
import type { Looks } from './layout';
import type { ShowHow } from './plan';
import type { Scene } from './scene';

/** The court portraits as the page decoded them, for a worker that has no DOM to decode SVG. */
export interface CourtBitmaps {
  readonly plain: Readonly<Record<string, ImageBitmap>>;
  /** The four-colour deck's diamonds and clubs. */
  readonly four: Readonly<Record<string, ImageBitmap>>;
}

/** What the page asks of the stage in the worker; `seq` counts every message, so that the page knows what is drawn. */
export type ToStage = { readonly seq: number } & (
  /** From first-paint.js (seq 0): fetch the stage and, if one is known, the renderer, before the canvas comes. */
  | { readonly type: 'prefetch'; readonly drawing: Drawing | null }
  | { readonly type: 'init'; readonly canvas: OffscreenCanvas; readonly width: number; readonly height: number; readonly resolution: number; readonly drawing: Drawing; readonly reduced: boolean }
  | { readonly type: 'motion'; readonly reduced: boolean }
  | { readonly type: 'looks'; readonly looks: Looks }
  | { readonly type: 'art'; readonly art: boolean; readonly courts: CourtBitmaps | null }
  | { readonly type: 'resize'; readonly width: number; readonly height: number }
  | { readonly type: 'deck' }
  | { readonly type: 'show'; readonly table: Table; readonly how: ShowHow; readonly model: Interaction | null }
  | { readonly type: 'draw'; readonly model: Interaction }
  | { readonly type: 'celebrate'; readonly id: number }
  | { readonly type: 'skip' }
  | { readonly type: 'drawn'; readonly id: number }
);

/** A message to the worker, before it is numbered. */
export type Unnumbered = ToStage extends infer M ? (M extends { seq: number } ? Omit<M, 'seq'> : never) : never;

/** What the stage in the worker tells the page. */
export type FromStage =
  /** The stage is made, drawing as said (WebGL asked for may have fallen back to the canvas). */
  | { readonly type: 'ready'; readonly drawing: Drawing }
  /** It could not be made: the page draws the table itself. */
  | { readonly type: 'failed'; readonly message: string }
  /** After each message handled and each frame drawn: what the page's stage reports (`busy`: cards move, or a frame is still to be drawn). */
  | { readonly type: 'state'; readonly seq: number; readonly busy: boolean; readonly redrawing: boolean; readonly frames: number; readonly scene: Scene; readonly atlasBytes: number }
  /** The first frame was drawn, at this time (milliseconds since the epoch, as `performance.timeOrigin` counts). */
  | { readonly type: 'first-frame'; readonly at: number }
  | { readonly type: 'drawn'; readonly id: number }
  | { readonly type: 'celebrated'; readonly id: number }
  | { readonly type: 'restored' };

/** The worker's report after each message and frame. */
export type StageState = Extract<FromStage, { type: 'state' }>;

/** A promise kept until `open` is called. */
export class Gate {
  private opened: () => void = () => {};
  readonly passed = new Promise<void>((resolve) => (this.opened = resolve));

  open(): void {
    this.opened();
  }
}

/** What waits for the worker's reply, by number (a frame drawn, a cascade ended). */
export class Replies {
  private readonly waiting = new Map<number, () => void>();
  private next = 0;

  wait(then: () => void): number {
    this.waiting.set(++this.next, then);
    return this.next;
  }

  answer(id: number): void {
    const then = this.waiting.get(id);
    this.waiting.delete(id);
    then?.();
  }

  /** Everything still waiting, no longer to be answered by the worker. */
  takeAll(): (() => void)[] {
    const all = [...this.waiting.values()];
    this.waiting.clear();
    return all;
  }
}
