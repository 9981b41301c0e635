/** An input event noted before play was wired: what to build it again from, and when it came. */
interface Noted {
  readonly target: EventTarget;
  readonly make: () => Event;
  readonly at: number;
}

const POINTER = ['pointerdown', 'pointermove', 'pointerup', 'pointercancel'] as const;

/**
 * Input that comes before play is wired (the rest of the app is still loading): a drag or a tap on
 * the table (once it is drawn), a key or a press of a toolbar button (from the first paint) is not
 * lost. Each event is noted and kept from the page;
 * once play is wired, `release` plays them again, in order and with the same gaps between them, to
 * the real listeners, and only then lets new events through (those that come meanwhile wait their
 * turn), so they have the same result as later. A pointer pressed early is captured at once, so
 * that its moves outside the table still come. Small on purpose: it is in the first chunk.
 */
export function holdEarlyInput(host: HTMLElement, toolbar: HTMLElement | null): { release(): Promise<void> } {
  const noted: Noted[] = [];
  const replayed = new WeakSet<Event>();
  const note = (e: Event) => {
    if (replayed.has(e)) return;
    // A click is a PointerEvent too (Chromium makes it one): told apart by its type first, or it
    // was played again on the table's canvas, not on its button.
    if (e.type === 'click') {
      const button = e.target instanceof Element ? e.target.closest('button') : null;
      if (!button) return;
      e.stopImmediatePropagation();
      e.preventDefault();
      noted.push({ target: button, make: () => new MouseEvent('click', { bubbles: true, cancelable: true }), at: e.timeStamp });
    } else if (e instanceof KeyboardEvent) {
      // Tab moves the focus as usual; the keys that play wait.
      if (e.key === 'Tab' || e.isComposing) return;
      e.stopImmediatePropagation();
      e.preventDefault();
      const init: KeyboardEventInit = { bubbles: true, cancelable: true, key: e.key, code: e.code, ctrlKey: e.ctrlKey, shiftKey: e.shiftKey, altKey: e.altKey, metaKey: e.metaKey, repeat: e.repeat };
      const target = e.target instanceof HTMLElement && document.contains(e.target) ? e.target : window;
      noted.push({ target, make: () => new KeyboardEvent('keydown', init), at: e.timeStamp });
    } else if (e instanceof PointerEvent) {
      // On the table, only its canvas plays (inside the host, once the stage has made it).
      const table = e.target;
      if (!(table instanceof HTMLCanvasElement)) return;
      e.stopImmediatePropagation();
      if (e.type === 'pointerdown') {
        e.preventDefault();
        try {
          table.setPointerCapture(e.pointerId);
        } catch {
          // A pointer no longer active: its moves go where they go.
        }
      }
      const init: PointerEventInit = { bubbles: true, cancelable: true, composed: true, pointerId: e.pointerId, pointerType: e.pointerType, isPrimary: e.isPrimary, clientX: e.clientX, clientY: e.clientY, screenX: e.screenX, screenY: e.screenY, button: e.button, buttons: e.buttons, pressure: e.pressure, width: e.width, height: e.height };
      const type = e.type;
      noted.push({ target: table, make: () => new PointerEvent(type, init), at: e.timeStamp });
    }
  };
  for (const type of POINTER) host.addEventListener(type, note, true);
  window.addEventListener('keydown', note, true);
  toolbar?.addEventListener('click', note, true);
  return {
    async release() {
      for (let i = 0, last = noted[0]?.at ?? 0; i < noted.length; i++) {
        const { target, make, at } = noted[i] as Noted;
        if (at > last) await new Promise((resolve) => setTimeout(resolve, at - last));
        last = at;
        const event = make();
        replayed.add(event);
        target.dispatchEvent(event);
      }
      for (const type of POINTER) host.removeEventListener(type, note, true);
      window.removeEventListener('keydown', note, true);
      toolbar?.removeEventListener('click', note, true);
    },
  };
}
