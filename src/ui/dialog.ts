import { el } from './dom';
import { translate, type Key, type Lang } from './i18n';

/**
 * The windows over the table, all made the same way: a modal <dialog> with a heading and a close
 * button, one open at a time. A blocking window (another tab holds the game) has no close button,
 * ignores Escape, and keeps every other window from opening over it.
 */
export class Dialogs {
  private readonly made: HTMLDialogElement[] = [];

  /** `changed` hears whether any window is open, after each window opens or closes. */
  constructor(
    private readonly host: HTMLElement,
    private readonly lang: () => Lang,
    private readonly changed: (anyOpen: boolean) => void = () => {},
  ) {}

  /** Makes a window named `name` (its data-dialog) with a heading and a body, written in the current language. */
  create(name: string, title: Key, body: readonly Node[], blocking = false): HTMLDialogElement {
    const head = el('div', { class: 'head' }, el('h2', { 'data-t': title }));
    const d = el('dialog', { 'data-dialog': name }, head, ...body);
    if (blocking) {
      d.dataset.blocking = '';
      d.addEventListener('cancel', (e) => e.preventDefault());
    } else {
      const closer = el('button', { type: 'button', class: 'close', 'data-action': 'close', 'data-t-label': 'close' }, '×');
      closer.addEventListener('click', () => this.close(d));
      head.append(closer);
      // A click on the backdrop (the dialog element itself, outside its box) closes it.
      d.addEventListener('click', (e) => {
        if (e.target === d) this.close(d);
      });
    }
    // Closed by its button, Escape or the code: the event comes a moment later in every case.
    d.addEventListener('close', () => this.changed(this.anyOpen));
    translate(d, this.lang());
    this.host.append(d);
    this.made.push(d);
    return d;
  }

  /** Opens a window, closing any other, unless a blocking one is open. */
  open(d: HTMLDialogElement): void {
    if (d.open || this.made.some((other) => other.open && other !== d && other.dataset.blocking !== undefined)) return;
    for (const other of this.made) if (other !== d && other.open) other.close();
    d.showModal();
    this.changed(true);
  }

  close(d: HTMLDialogElement): void {
    if (!d.open) return;
    d.close();
    this.changed(this.anyOpen);
  }

  /** True while any window is open: the table takes no input meanwhile. */
  private get anyOpen(): boolean {
    return this.made.some((d) => d.open);
  }
}
