/**
 * A small tween runner for card sprites. Animation is derived: callers give where a thing is
 * shown now and where it should be, and the runner moves it there. Frames are only requested
 * while something moves, so an idle table draws nothing.
 */

export interface Movable {
  x: number;
  y: number;
  rotation: number;
}

export interface Tween {
  readonly target: Movable;
  readonly toX: number;
  readonly toY: number;
  readonly toRotation?: number;
  /** Milliseconds to wait before moving. */
  readonly delay?: number;
  readonly duration: number;
  /** Called once the tween has arrived. */
  readonly done?: () => void;
  /** Height of an arc (pixels) to fly through, for celebrations. */
  readonly lift?: number;
}

interface Running extends Tween {
  readonly fromX: number;
  readonly fromY: number;
  readonly fromRotation: number;
  readonly start: number;
}

/** Ease-out cubic: fast start, soft landing, like a card slid by hand. */
export const easeOut = (t: number): number => 1 - (1 - t) ** 3;

export class Motion {
  private readonly running = new Map<Movable, Running[]>();
  private frame = 0;

  constructor(
    private readonly draw: () => void,
    private readonly now: () => number = () => performance.now(),
    private readonly request: (cb: () => void) => number = (cb) => requestAnimationFrame(cb),
  ) {}

  /** True while anything moves. */
  get busy(): boolean {
    return this.running.size > 0;
  }

  /**
   * Moves `target` to its destination. A new tween replaces any the target had, starting from
   * where it is shown now, so a card is never in two motions at once.
   */
  to(tween: Tween, queue = false): void {
    const { target } = tween;
    if (tween.duration <= 0 && !tween.delay && !queue) {
      this.running.delete(target);
      target.x = tween.toX;
      target.y = tween.toY;
      if (tween.toRotation !== undefined) target.rotation = tween.toRotation;
      tween.done?.();
      this.schedule();
      return;
    }
    const list = queue ? (this.running.get(target) ?? []) : [];
    const prev = list[list.length - 1];
    list.push({
      ...tween,
      fromX: prev ? prev.toX : target.x,
      fromY: prev ? prev.toY : target.y,
      fromRotation: prev ? (prev.toRotation ?? prev.fromRotation) : target.rotation,
      start: (prev ? prev.start + (prev.delay ?? 0) + prev.duration : this.now()),
    });
    this.running.set(target, list);
    this.schedule();
  }

  /** Stops any motion of a target, leaving it where it is shown. */
  stop(target: Movable): void {
    this.running.delete(target);
  }

  /** Asks for one frame to be drawn (coalesced with any frame already asked for). */
  schedule(): void {
    if (this.frame !== 0) return;
    this.frame = this.request(() => this.tick());
  }

  private tick(): void {
    this.frame = 0;
    const now = this.now();
    const finished: (() => void)[] = [];
    for (const [target, list] of this.running) {
      const t = list[0] as Running;
      const begin = t.start + (t.delay ?? 0);
      if (now < begin) continue;
      const p = t.duration <= 0 ? 1 : Math.min(1, (now - begin) / t.duration);
      const e = easeOut(p);
      target.x = t.fromX + (t.toX - t.fromX) * e;
      target.y = t.fromY + (t.toY - t.fromY) * e - (t.lift ?? 0) * Math.sin(Math.PI * p);
      if (t.toRotation !== undefined) target.rotation = t.fromRotation + (t.toRotation - t.fromRotation) * e;
      if (p >= 1) {
        list.shift();
        if (list.length === 0) this.running.delete(target);
        if (t.done) finished.push(t.done);
      }
    }
    this.draw();
    for (const done of finished) done();
    if (this.running.size > 0) this.schedule();
  }
}
