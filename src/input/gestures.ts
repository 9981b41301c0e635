import type { CardId } from '../engine/cards';

/** Two taps on the same card within this time make a double tap. */
export const DOUBLE_TAP_MS = 300;
/** Movement that turns a press into a drag, by pointer type (fingers wobble more than mice). */
const DRAG_START_PX: Record<string, number> = { mouse: 4, pen: 6, touch: 8 };

export interface GestureHandlers {
  /** The card whose grabbable part is under a point of the canvas, if any. */
  hit(x: number, y: number): CardId | null;
  /** Whether double tap is switched on (read at each tap). */
  doubleTapOn(): boolean;
  tap(card: CardId): void;
  doubleTap(card: CardId): void;
  /** A drag begins on `card`; return false when it cannot be lifted. */
  dragStart(card: CardId): boolean;
  dragMove(dx: number, dy: number): void;
  drop(dx: number, dy: number): void;
  dragCancel(): void;
}

type Press =
  | { kind: 'idle' }
  | { kind: 'pressed'; id: number; type: string; x: number; y: number; card: CardId | null }
  | { kind: 'dragging'; id: number; x: number; y: number }
  | { kind: 'ignored'; id: number };

/**
 * Turns pointer events (mouse, touch, pen) on the canvas into taps, double taps and drags.
 * A double tap never acts on two different cards: while double tap is on, a single tap waits
 * DOUBLE_TAP_MS for a second tap on the same card; with it off, a tap acts at once.
 */
export class Gestures {
  private press: Press = { kind: 'idle' };
  private pending: { card: CardId; timer: ReturnType<typeof setTimeout> } | null = null;

  constructor(
    private readonly element: HTMLElement,
    private readonly on: GestureHandlers,
  ) {
    element.addEventListener('pointerdown', this.down);
    element.addEventListener('pointermove', this.move);
    element.addEventListener('pointerup', this.up);
    element.addEventListener('pointercancel', this.cancel);
    element.addEventListener('lostpointercapture', this.cancel);
    element.style.touchAction = 'none';
  }

  /** True while a single tap waits to see whether a second one follows. */
  get waiting(): boolean {
    return this.pending !== null;
  }

  private point(e: PointerEvent): { x: number; y: number } {
    const r = this.element.getBoundingClientRect();
    return { x: e.clientX - r.left, y: e.clientY - r.top };
  }

  private readonly down = (e: PointerEvent): void => {
    if (this.press.kind !== 'idle' || (e.pointerType === 'mouse' && e.button !== 0)) return;
    const { x, y } = this.point(e);
    this.press = { kind: 'pressed', id: e.pointerId, type: e.pointerType, x, y, card: this.on.hit(x, y) };
    this.element.setPointerCapture?.(e.pointerId);
    e.preventDefault();
  };

  private readonly move = (e: PointerEvent): void => {
    const p = this.press;
    if (p.kind === 'idle' || p.id !== e.pointerId) return;
    const { x, y } = this.point(e);
    if (p.kind === 'pressed') {
      const limit = DRAG_START_PX[p.type] ?? 6;
      if (Math.hypot(x - p.x, y - p.y) < limit) return;
      if (p.card === null || !this.on.dragStart(p.card)) {
        this.press = { kind: 'ignored', id: p.id };
        return;
      }
      this.flushPending();
      this.press = { kind: 'dragging', id: p.id, x: p.x, y: p.y };
    }
    if (this.press.kind === 'dragging') this.on.dragMove(x - this.press.x, y - this.press.y);
  };

  private readonly up = (e: PointerEvent): void => {
    const p = this.press;
    if (p.kind === 'idle' || p.id !== e.pointerId) return;
    this.press = { kind: 'idle' };
    this.element.releasePointerCapture?.(e.pointerId);
    if (p.kind === 'dragging') {
      const { x, y } = this.point(e);
      this.on.drop(x - p.x, y - p.y);
    } else if (p.kind === 'pressed') this.tapped(p.card);
  };

  private readonly cancel = (e: PointerEvent): void => {
    const p = this.press;
    if (p.kind === 'idle' || p.id !== e.pointerId) return;
    this.press = { kind: 'idle' };
    if (p.kind === 'dragging') this.on.dragCancel();
  };

  private tapped(card: CardId | null): void {
    if (!this.on.doubleTapOn()) {
      this.flushPending();
      if (card) this.on.tap(card);
      return;
    }
    if (this.pending && this.pending.card === card) {
      clearTimeout(this.pending.timer);
      this.pending = null;
      this.on.doubleTap(card);
      return;
    }
    this.flushPending();
    if (card === null) return;
    const timer = setTimeout(() => {
      this.pending = null;
      this.on.tap(card);
    }, DOUBLE_TAP_MS);
    this.pending = { card, timer };
  }

  /** Runs a waiting single tap now (another card was touched, so it cannot become a double tap). */
  private flushPending(): void {
    const pending = this.pending;
    if (!pending) return;
    clearTimeout(pending.timer);
    this.pending = null;
    this.on.tap(pending.card);
  }

  destroy(): void {
    this.element.removeEventListener('pointerdown', this.down);
    this.element.removeEventListener('pointermove', this.move);
    this.element.removeEventListener('pointerup', this.up);
    this.element.removeEventListener('pointercancel', this.cancel);
    this.element.removeEventListener('lostpointercapture', this.cancel);
  }
}
