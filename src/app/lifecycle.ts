import type { Page } from '../ui/page';
import type { Stage } from '../view/stage';
import type { Store } from './store';

/**
 * The page seen or hidden, and left: one listener for each, heard by every part of the app that
 * cares (the clock, saving, updates), in the order they asked.
 */
export class PageLife {
  private readonly seen: ((hidden: boolean) => void)[] = [];
  private readonly leaving: (() => void)[] = [];

  constructor(doc: Pick<Document, 'addEventListener' | 'hidden'> = document, win: Pick<Window, 'addEventListener'> = window) {
    doc.addEventListener('visibilitychange', () => this.seen.forEach((hear) => hear(doc.hidden)));
    win.addEventListener('pagehide', () => this.leaving.forEach((hear) => hear()));
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

/**
 * The page's life: the clock on screen ticks each second and pauses while the page is hidden, the
 * table follows the size of its place (rotation, split screen), and a lost WebGL context is drawn
 * again once the browser gives it back.
 */
export function wireLifecycle(store: Store, page: Page, stage: Stage, life: PageLife): void {
  setInterval(() => page.setTime(store.clock.seconds), 1000);
  life.onVisibility((hidden) => store.clock.setHidden(hidden));
  store.clock.setHidden(document.hidden);
  new ResizeObserver(() => stage.resize(page.tableHost.clientWidth, page.tableHost.clientHeight)).observe(page.tableHost);
  stage.canvas.addEventListener('webglcontextrestored', () => {
    void stage.drawn();
    page.toast(page.say('displayReset'));
  });
}
