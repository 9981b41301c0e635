import { FRAME_HINT_KEY, LEFT_HINT_KEY, THEME_HINT_KEY, keepHint, shownTheme } from '../../ui/i18n/pick';
import { FRAME_CLASSES, RANK_LETTERS, STAGE_SETTINGS, TABLES, frameClasses, pick, type Lang, type Settings } from '../../settings';
import { artNeeded, type CardStyle } from '../../view/pictures';
import type { Looks } from '../../view/layout';
import type { Ctx } from '../core/context';

/**
 * The table's looks from the settings, with the corner letters of the language spoken, in the
 * theme shown now (the page root's, first-paint.js's at the start).
 */
export function looksOf(settings: Settings, lang: Lang, dark = typeof document !== 'undefined' && document.documentElement.dataset.theme === 'dark'): Looks {
  return { ...pick(settings, STAGE_SETTINGS), dark, letters: RANK_LETTERS[lang] };
}

/** The art loaded since the start: the deck art (the backs but the first, the classic pips) and the classic portraits. */
type Art = Required<Pick<CardStyle, 'art' | 'courts'>>;
const loading: { -readonly [K in keyof Art]?: Promise<Art[K]> } = {};

/**
 * The art these looks need, each part loaded once, when first shown, for the table and the
 * Settings window's preview alike (one route); a load that fails (offline before the app was
 * cached) is asked for again the next time.
 */
export function artFor(settings: Pick<Settings, 'deck' | 'back'>): { -readonly [K in keyof Art]?: Promise<Art[K]> } {
  const needs = artNeeded(settings);
  const again = <K extends keyof Art>(part: K) => (error: unknown) => {
    delete loading[part];
    throw error;
  };
  if (needs.art) loading.art ??= import('../../view/art').then((m) => m.ART, again('art'));
  if (needs.courts) loading.courts ??= import('../../view/courts').then((m) => m.loadCourts()).catch(again('courts'));
  return { ...(needs.art ? { art: loading.art } : {}), ...(needs.courts ? { courts: loading.courts } : {}) };
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
  /** The art the stage has, or is being given. */
  const given = new Set<keyof Art>();
  const apply = (settings: Settings) => {
    paintTheme();
    stage.setLooks(looksOf(settings, store.state.lang));
    // The art the looks need, given to the stage as each part comes (meanwhile the first back,
    // the modern centre and the court's letter stand in).
    for (const [part, load] of Object.entries(artFor(settings)) as [keyof Art, Promise<Art[keyof Art]>][]) {
      if (given.has(part)) continue;
      given.add(part);
      load.then((value) => stage.addArt({ [part]: value }), () => given.delete(part));
    }
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
    stage.setLooks(looksOf(store.state.settings, store.state.lang));
  });
  // (A language chosen is a setting too: the corner letters follow it.)
  store.subscribe('table', (state, change) => change === 'settings' && apply(state.settings));
  apply(store.state.settings);
}
