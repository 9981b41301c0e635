import type { CardId, Table } from '../engine';
import type { Interaction } from '../interaction';
import type { Layout, Rect } from './layout';
import { NO_SCENE, diffScene, sceneOf, type LiftedCard, type Scene } from './scene';

/** What the overlay draws on: the stage's sprites and lights (or a test's record of them). */
export interface Surface {
  /** Slides cards back to their places on the layout shown, from where they are drawn now. */
  settle(cards: readonly CardId[]): void;
  /** Puts a lifted card where it is drawn, at once, over every card at rest; `order` 0 is the bottom one. */
  lift(card: LiftedCard, order: number): void;
  glow(places: readonly Rect[]): void;
  ring(rect: Rect | null): void;
  mark(rect: Rect | null): void;
  /** The lifted group's shadow on the table, or none. */
  shadow(rect: Rect | null): void;
}

/**
 * The table's interaction drawn over the cards at rest: it remembers the scene it drew and, for
 * each new model, does only what differs (scene.ts). After a new layout nothing is drawn yet, so
 * the whole scene is drawn again.
 */
export class Overlay {
  private drawn: Scene = NO_SCENE;

  constructor(private readonly surface: Surface) {}

  /** A new layout was laid out with every card at rest and nothing lit. */
  reset(): void {
    this.drawn = NO_SCENE;
  }

  /** Draws the model on a layout of the table, by the difference with what it drew before. */
  paint(layout: Layout, table: Table, model: Interaction): void {
    const next = sceneOf(layout, table, model);
    const change = diffScene(this.drawn, next);
    this.drawn = next;
    if (change.settle.length > 0) this.surface.settle(change.settle);
    change.lift.forEach((card, i) => this.surface.lift(card, i));
    if (change.glows) this.surface.glow(change.glows);
    if (change.ring !== undefined) this.surface.ring(change.ring);
    if (change.mark !== undefined) this.surface.mark(change.mark);
    if (change.shadow !== undefined) this.surface.shadow(change.shadow);
  }
}
