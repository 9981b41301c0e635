import { LEFT_HINT_KEY } from '../../ui/i18n/pick';
import type { Settings } from '../../ui/settings';
import type { Looks } from '../../view/stage';
import type { Ctx } from '../core/context';

/** The table's looks from the settings. */
export function looksOf(settings: Settings): Looks {
  const { fourColour, largeIndex, leftHanded, animation } = settings;
  return { fourColour, largeIndex, leftHanded, motion: animation };
}

/**
 * The settings for eyes and hands, kept in force: the stage redraws the cards or lays the table
 * out again at once, and the page mirrors its toolbar for a left hand (noted where first-paint.js
 * can read it before the next start's first paint).
 */
export function wireLooks({ store, stage }: Ctx<'store' | 'stage'>): void {
  const apply = (settings: Settings) => {
    stage.setLooks(looksOf(settings));
    document.documentElement.classList.toggle('left-handed', settings.leftHanded);
    try {
      if (settings.leftHanded) localStorage.setItem(LEFT_HINT_KEY, '1');
      else localStorage.removeItem(LEFT_HINT_KEY);
    } catch {
      // Storage blocked: the next start paints the frame unmirrored, then mirrors it.
    }
  };
  store.subscribe((state, change) => change === 'settings' && apply(state.settings));
  apply(store.state.settings);
}
