/**
 * A small tween runner. It animates numbers: each tween calls `step` with its progress on every
 * frame and the caller decides what the number moves (a card's place, how far it has turned).
 * Frames are requested only while something moves, so an idle table draws nothing.
 */

export interface Tween {
  readonly duration: number;
  /** Milliseconds to wait before it starts. */
  readonly delay?: number;
  readonly ease?: (t: number) => number;
  /** Called on each frame with the eased progress (0 to 1) and the plain progress. */
  readonly step: (eased: number, plain: number) => void;
  /** Called once, after the last step. */
  readonly done?: () => void;
}

interface Running extends Tween {
  readonly start: number;
}

/** Ease-out cubic: fast start, soft landing, like a card slid by hand. */
export const easeOut = (t: number): number => 1 - (1 - t) ** 3;

export class Tweens {
  private readonly running = new Map<unknown, Running>();
  private frame = 0;

  constructor(
    private readonly draw: () => void,
    private readonly now: () => number = () => performance.now(),
    // A worker without animation frames (stage-worker.ts) draws on a timer of a frame's length.
    private readonly request: (callback: () => void) => number = (callback) => (typeof requestAnimationFrame === 'function' ? requestAnimationFrame(callback) : (setTimeout(callback, 16) as unknown as number)),
  ) {}

  /** True while anything moves. */
  get busy(): boolean {
    return this.running.size > 0;
  }

  /** True while a frame is asked for and not yet drawn. */
  get asked(): boolean {
    return this.frame !== 0;
  }

  /**
   * Runs a tween under a key (a card's place, a card's turn…), replacing the one that key had, so
   * that nothing is in two motions at once. A tween of no duration and no delay lands at once.
   */
  run(key: unknown, tween: Tween): void {
    if (tween.duration <= 0 && !tween.delay) {
      this.running.delete(key);
      tween.step(1, 1);
      tween.done?.();
    } else this.running.set(key, { ...tween, start: this.now() });
    this.schedule();
  }

  /** Stops a key's tween where it is. */
  stop(key: unknown): void {
    this.running.delete(key);
  }

  /** Asks for one frame to be drawn (coalesced with any frame already asked for). */
  schedule(): void {
    if (this.frame !== 0) return;
    const asked = this.request(() => {
      // A frame drawn early (`flush`) answered this request already.
      if (this.frame === asked) this.tick();
    });
    this.frame = asked;
  }

  /** Draws the frame asked for now, not at the next animation frame. */
  flush(): void {
    if (this.frame !== 0) this.tick();
  }

  private tick(): void {
    this.frame = 0;
    const now = this.now();
    const finished: (() => void)[] = [];
    for (const [key, t] of this.running) {
      const begin = t.start + (t.delay ?? 0);
      if (now < begin) continue;
      const plain = t.duration <= 0 ? 1 : Math.min(1, (now - begin) / t.duration);
      t.step((t.ease ?? easeOut)(plain), plain);
      if (plain >= 1) {
        this.running.delete(key);
        if (t.done) finished.push(t.done);
      }
    }
    this.draw();
    for (const done of finished) done();
    if (this.running.size > 0) this.schedule();
  }
}
