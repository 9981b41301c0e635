/**
 * Where the app keeps the language the player chose, for first-paint.js only: a copy of the setting
 * (which lives in IndexedDB) that can be read before the first paint.
 */
export const LANG_HINT_KEY = 'yukon:lang';
/** Kept beside it for the same reason: a left-handed frame is painted mirrored from the start. */
export const LEFT_HINT_KEY = 'yukon:left';
/** And the game last played, so that the info line names it from the first paint. */
export const GAME_HINT_KEY = 'yukon:game';

/** Languages the app speaks (each has a catalogue: i18n/index.ts). */
export const LANGS = ['en', 'da'] as const;
export type Lang = (typeof LANGS)[number];

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
