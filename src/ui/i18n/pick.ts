import { LANGS, type Lang } from '../../settings';

/**
 * Where the app keeps the language the player chose, for first-paint.js only: a copy of the setting
 * (which lives in IndexedDB) that can be read before the first paint.
 */
export const LANG_HINT_KEY = 'yukon:lang';
/**
 * Kept beside it for the same reason: the frame's classes (left-handed, the time or score hidden,
 * space-separated), so that the frame is painted as the player set it from the start.
 */
export const FRAME_HINT_KEY = 'yukon:frame';
/** Where an earlier version kept only the left hand ('1'); still read when the frame's hint is absent. */
export const LEFT_HINT_KEY = 'yukon:left';
/** And the theme chosen ('light' or 'dark'; absent: as the device). */
export const THEME_HINT_KEY = 'yukon:theme';
/** And the game last played, so that the info line names it from the first paint. */
export const GAME_HINT_KEY = 'yukon:game';

export { LANGS, type Lang } from '../../settings';

const isLang = (value: unknown): value is Lang => (LANGS as readonly unknown[]).includes(value);

/**
 * The language to use: the setting, or else the browser's first language we speak, else English.
 * Kept apart from the catalogues so that the first-paint script can carry it without them.
 */
export function pickLang(setting: string | null | undefined, browser: readonly string[]): Lang {
  if (isLang(setting)) return setting;
  for (const tag of browser) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLang(base)) return base;
  }
  return 'en';
}

/** The theme shown: the one chosen, or else the device's (`prefers-color-scheme: dark`). */
export function shownTheme(setting: string | null | undefined, deviceDark: boolean): 'light' | 'dark' {
  if (setting === 'light' || setting === 'dark') return setting;
  return deviceDark ? 'dark' : 'light';
}

/** Keeps a hint for first-paint.js (null or '' takes it away). */
export function keepHint(key: string, value: string | null): void {
  try {
    if (value === null || value === '') localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // Storage blocked: the next start paints the defaults, then the app corrects them.
  }
}
