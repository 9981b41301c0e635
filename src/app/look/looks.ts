import { FRAME_HINT_KEY, LEFT_HINT_KEY, THEME_HINT_KEY, keepHint, shownTheme } from '../../ui/i18n/pick';
import { FRAME_CLASSES, TABLES, frameClasses, type Settings } from '../../ui/settings';
import { artNeeded } from '../../view/pictures';
import type { Looks } from '../../view/layout';
import type { Ctx } from '../core/context';

/** The table's looks from the settings, in the theme shown now (the page root's, first-paint.js's at the start). */
export function looksOf(settings: Settings, dark = typeof document !== 'undefined' && document.documentElement.dataset.theme === 'dark'): Looks {
  const { deck, fourColour, largeIndex, leftHanded, back, animation } = settings;
  return { deck, fourColour, dim: settings.dimCards && dark, largeIndex, leftHanded, back, motion: animation };
}

/**
 * The settings for eyes and hands, kept in force: the stage redraws the cards or lays the table
 * out again at once (the classic deck's court portraits loaded when it is first chosen); the page's root carries the frame's classes (a mirrored toolbar for a left
 * hand, the time or score hidden) and the theme shown, light or dark, which follows the device
 * while the setting says so. Both are noted where first-paint.js can read them before the next
 * start's first paint.
 */
export function wireLooks({ store, stage }: Ctx<'store' | 'stage'>): void {
  const root = document.documentElement;
  const deviceDark = matchMedia('(prefers-color-scheme: dark)');
  const paintTheme = () => {
    root.dataset.theme = shownTheme(store.state.settings.theme, deviceDark.matches);
  };
  let art: Promise<void> | null = null;
  let courts: Promise<void> | null = null;
  const apply = (settings: Settings) => {
    paintTheme();
    stage.setLooks(looksOf(settings));
    // The deck art (the backs but the first, the classic pips) and the classic portraits load when
    // first shown (meanwhile the first back, the modern centre and the court's letter stand in); a
    // load that fails (offline before the app was cached) is tried again at the next change.
    const needs = artNeeded(settings);
    if (needs.art) art ??= import('../../view/art').then((m) => stage.addArt({ art: m.ART }), () => void (art = null));
    if (needs.courts) courts ??= import('../../view/courts').then((m) => m.loadCourts()).then((found) => stage.addArt({ courts: found }), () => void (courts = null));
    const classes = frameClasses(settings);
    const wanted = classes.split(' ');
    for (const name of [...Object.values(FRAME_CLASSES), ...TABLES.map((table) => `table-${table}`)]) root.classList.toggle(name, wanted.includes(name));
    keepHint(FRAME_HINT_KEY, classes);
    keepHint(LEFT_HINT_KEY, null);
    keepHint(THEME_HINT_KEY, settings.theme === 'system' ? null : settings.theme);
  };
  // The device turning dark or light: the frame, and the cards when they are softer in the dark.
  deviceDark.addEventListener('change', () => {
    paintTheme();
    stage.setLooks(looksOf(store.state.settings));
  });
  store.subscribe('table', (state, change) => change === 'settings' && apply(state.settings));
  apply(store.state.settings);
}
