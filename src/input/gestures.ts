import type { CardId } from '../engine';

/** Two taps on the same card within this time make a double tap. */
export const DOUBLE_TAP_MS = 300;
/** Movement that turns a press into a drag, by pointer type (fingers wobble more than mice). */
const DRAG_START_PX: Readonly<Record<string, number>> = { mouse: 4, pen: 6, touch: 8 };

export interface GestureHandlers {
  /** The card whose grabbable part is under a point of the canvas, if any. */
  hit(x: number, y: number): CardId | null;
  /** Whether double tap is switched on (read at each tap). */
  doubleTapOn(): boolean;
  tap(card: CardId): void;
  /** A tap on no card (an empty place, the felt), at a point of the canvas. */
  tapAway(x: number, y: number): void;
  doubleTap(card: CardId): void;
  /** A drag begins on `card`; return false when it cannot be lifted. */
  dragStart(card: CardId): boolean;
  dragMove(dx: number, dy: number): void;
  drop(dx: number, dy: number): void;
  dragCancel(): void;
}

/** A timer, so that tests can run the double-tap wait without waiting. */
export interface Timer {
  set(callback: () => void, ms: number): unknown;
  clear(handle: unknown): void;
}

/** One pointer event as the machine needs it: which pointer, where on the canvas, what kind. */
export interface Pointer {
  readonly id: number;
  readonly x: number;
  readonly y: number;
  readonly type: string;
  /** The mouse button pressed (0 the main one); other pointers say 0. */
  readonly button: number;
}

type Press =
  | { kind: 'idle' }
  | { kind: 'pressed'; id: number; type: string; x: number; y: number; card: CardId | null }
  | { kind: 'dragging'; id: number; x: number; y: number }
  | { kind: 'ignored'; id: number };

/**
 * Decides what a pointer does: a tap, a double tap or a drag. One pointer at a time. A double tap
 * never acts on two different cards: while double tap is on, a single tap waits DOUBLE_TAP_MS for
 * a second tap on the same card; with it off, a tap acts at once.
 */
export class GestureMachine {
  private press: Press = { kind: 'idle' };
  private pending: { card: CardId; handle: unknown } | null = null;

  constructor(
    private readonly on: GestureHandlers,
    private readonly timer: Timer,
  ) {}

  /** True while a single tap waits to see whether a second one follows. */
  get waiting(): boolean {
    return this.pending !== null;
  }

  /** A pointer went down; returns true when the machine follows it (capture it). */
  down(p: Pointer): boolean {
    if (this.press.kind !== 'idle' || (p.type === 'mouse' && p.button !== 0)) return false;
    this.press = { kind: 'pressed', id: p.id, type: p.type, x: p.x, y: p.y, card: this.on.hit(p.x, p.y) };
    return true;
  }

  move(p: Pointer): void {
    const press = this.press;
    if (press.kind === 'idle' || press.id !== p.id) return;
    if (press.kind === 'pressed') {
      if (Math.hypot(p.x - press.x, p.y - press.y) < (DRAG_START_PX[press.type] ?? 6)) return;
      // A waiting tap acts before anything is lifted: its move changes the table the drag starts on.
      this.flushPending();
      if (press.card === null || !this.on.dragStart(press.card)) {
        this.press = { kind: 'ignored', id: press.id };
        return;
      }
      this.press = { kind: 'dragging', id: press.id, x: press.x, y: press.y };
    }
    if (this.press.kind === 'dragging') this.on.dragMove(p.x - this.press.x, p.y - this.press.y);
  }

  up(p: Pointer): void {
    const press = this.press;
    if (press.kind === 'idle' || press.id !== p.id) return;
    this.press = { kind: 'idle' };
    if (press.kind === 'dragging') this.on.drop(p.x - press.x, p.y - press.y);
    else if (press.kind === 'pressed' && press.card !== null) this.tapped(press.card);
    else if (press.kind === 'pressed') {
      // A tap on no card ends any wait for a second tap first: it cannot be one.
      this.flushPending();
      this.on.tapAway(press.x, press.y);
    }
  }

  /** The pointer was taken away (a system gesture, a lost capture): a drag is cancelled. */
  cancel(id: number): void {
    const press = this.press;
    if (press.kind === 'idle' || press.id !== id) return;
    this.press = { kind: 'idle' };
    if (press.kind === 'dragging') this.on.dragCancel();
  }

  private tapped(card: CardId): void {
    if (!this.on.doubleTapOn()) {
      this.flushPending();
      this.on.tap(card);
      return;
    }
    if (this.pending && this.pending.card === card) {
      this.timer.clear(this.pending.handle);
      this.pending = null;
      this.on.doubleTap(card);
      return;
    }
    this.flushPending();
    const handle = this.timer.set(() => {
      this.pending = null;
      this.on.tap(card);
    }, DOUBLE_TAP_MS);
    this.pending = { card, handle };
  }

  /** Runs a waiting single tap now (another card was touched, so it cannot become a double tap). */
  private flushPending(): void {
    const pending = this.pending;
    if (!pending) return;
    this.timer.clear(pending.handle);
    this.pending = null;
    this.on.tap(pending.card);
  }
}

const browserTimer: Timer = {
  set: (callback, ms) => setTimeout(callback, ms),
  clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/** Feeds an element's pointer events (mouse, touch, pen) to a gesture machine. */
export function bindGestures(element: HTMLElement, on: GestureHandlers): GestureMachine {
  const machine = new GestureMachine(on, browserTimer);
  const pointer = (e: PointerEvent): Pointer => {
    const r = element.getBoundingClientRect();
    return { id: e.pointerId, x: e.clientX - r.left, y: e.clientY - r.top, type: e.pointerType, button: e.button };
  };
  // A pointer played again from before the app was wired (app/early.ts) may no longer be active:
  // capturing or releasing it then throws, and is of no use.
  const capture = (id: number, on: boolean) => {
    try {
      if (on) element.setPointerCapture?.(id);
      else element.releasePointerCapture?.(id);
    } catch {
      // not an active pointer
    }
  };
  element.addEventListener('pointerdown', (e) => {
    if (!machine.down(pointer(e))) return;
    capture(e.pointerId, true);
    e.preventDefault();
  });
  element.addEventListener('pointermove', (e) => machine.move(pointer(e)));
  element.addEventListener('pointerup', (e) => {
    // The machine lets go first, so the lostpointercapture that the release fires finds it idle.
    machine.up(pointer(e));
    capture(e.pointerId, false);
  });
  element.addEventListener('pointercancel', (e) => machine.cancel(e.pointerId));
  element.addEventListener('lostpointercapture', (e) => machine.cancel(e.pointerId));
  element.style.touchAction = 'none';
  // A touch on the table is the app's alone: the browser makes no gesture of it. Without this,
  // Chromium turns a card flicked into place into a fling (touch-action: none or not), and the
  // next tap anywhere on the page, even a second later, only stops that fling: Hint or Undo gets
  // its pointer events but no click.
  element.addEventListener('touchstart', (e) => e.preventDefault(), { passive: false });
  return machine;
}
