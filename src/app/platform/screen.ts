import type { Ctx } from '../core/context';

/**
 * The screen: the clock on screen ticks each second and pauses while the page is hidden, the
 * table follows the size of its place (rotation, split screen), and a lost WebGL (or 2D canvas)
 * context is drawn again once the browser gives it back.
 */
export function wireScreen({ store, page, stage, life }: Ctx<'store' | 'page' | 'stage' | 'life'>): void {
  store.onTick(() => page.setTime(store.seconds));
  life.onVisibility((hidden) => store.setHidden(hidden));
  store.setHidden(document.hidden);
  new ResizeObserver(() => stage.resize(page.tableHost.clientWidth, page.tableHost.clientHeight)).observe(page.tableHost);
  stage.onRestored(() => page.toast(page.say('displayReset')));
}
