import type { Page } from '../ui/page';
import type { Stage } from '../view/stage';
import type { Store } from './store';

/**
 * The page's life: the clock on screen ticks each second and pauses while the page is hidden, the
 * table follows the size of its place (rotation, split screen), and a lost WebGL context is drawn
 * again once the browser gives it back.
 */
export function wireLifecycle(store: Store, page: Page, stage: Stage): void {
  setInterval(() => page.setTime(store.clock.seconds), 1000);
  const visibility = () => store.clock.setHidden(document.hidden);
  document.addEventListener('visibilitychange', visibility);
  visibility();
  new ResizeObserver(() => stage.resize(page.tableHost.clientWidth, page.tableHost.clientHeight)).observe(page.tableHost);
  stage.canvas.addEventListener('webglcontextrestored', () => {
    void stage.drawn();
    page.toast(page.say('displayReset'));
  });
}
