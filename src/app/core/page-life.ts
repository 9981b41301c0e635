/**
 * The page seen or hidden, and left: one listener for each, heard by every part of the app that
 * cares (the clock, saving, updates), in the order they asked.
 */
export class PageLife {
  private readonly seen: ((hidden: boolean) => void)[] = [];
  private readonly leaving: (() => void)[] = [];

  constructor(private readonly doc: Pick<Document, 'addEventListener' | 'hidden'> = document, win: Pick<Window, 'addEventListener'> = window) {
    doc.addEventListener('visibilitychange', () => this.seen.forEach((hear) => hear(doc.hidden)));
    win.addEventListener('pagehide', () => this.leaving.forEach((hear) => hear()));
  }

  /** The page is hidden now (another tab, another app, the screen off). */
  get hidden(): boolean {
    return this.doc.hidden;
  }

  /** Hears the page hidden (true) or shown again (false). */
  onVisibility(hear: (hidden: boolean) => void): void {
    this.seen.push(hear);
  }

  /** Hears the page left (closed, reloaded, or put in the back-forward cache). */
  onLeave(hear: () => void): void {
    this.leaving.push(hear);
  }
}
