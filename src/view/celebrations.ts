import type { Celebration } from './celebrate';
import type { CardSprites } from './cards';
import type { Layout } from './layout';
import type { Tweens } from './tween';

/**
 * The win's celebration as the stage runs it: its module (celebrate.ts) loaded at the win, not at
 * the start, and one celebration at a time that a tap or a key can end.
 */
export class Celebrations {
  private celebration: Celebration | null = null;

  /** Starts the cascade over the layout shown; `done` runs at its end, or at once when skipped. */
  start(tweens: Tweens, cards: CardSprites, shown: () => Layout | null, done: () => void): void {
    // A module that cannot load (offline before the app was cached) skips the celebration, and
    // the win window opens at once.
    let skipped = false;
    this.celebration = { skip: () => void (skipped = true) };
    import('./celebrate').then(
      ({ celebrate }) => {
        const layout = shown();
        if (skipped || !layout) {
          this.celebration = null;
          return done();
        }
        this.celebration = celebrate(tweens, cards, layout, () => {
          this.celebration = null;
          done();
        });
      },
      () => {
        this.celebration = null;
        done();
      },
    );
  }

  /**
   * From the win until the cascade's end, its module's loading included: the stage counts as
   * animating all that time, so that the table is never idle between the last card's flight and
   * the first card of the cascade (a browser test read it idle there, twice in full runs).
   */
  get active(): boolean {
    return this.celebration !== null;
  }

  /** Ends the celebration at once, every card back in place; nothing if none is under way. */
  skip(): void {
    this.celebration?.skip();
  }
}
