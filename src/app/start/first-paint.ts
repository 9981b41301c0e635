/**
 * first-paint.js: a tiny classic script that runs while the page is parsed, before the first
 * paint. It paints the frame of index.html as the player set it (theme, hand, the time or score
 * hidden) and in the player's language at once: the language the
 * player chose (kept for this purpose in localStorage by the app; the setting itself lives in
 * IndexedDB, which cannot be read synchronously) or else the browser's. And it opens the database
 * and reads the records the start needs (readStart) before the app's modules have loaded, leaving
 * the read for the app (boot.ts).
 * Built as its own script by scripts/first-paint-plugin.ts, with the frame's sentences of every
 * language but English (in index.html already) and the games' names.
 */
import { START_READ, readStart } from '../../persist/schema';
import { startEarly } from '../../view/worker-choice';
import { fitBar } from '../../ui/fit-bar';
import { FRAME_HINT_KEY, GAME_HINT_KEY, LANG_HINT_KEY, LEFT_HINT_KEY, THEME_HINT_KEY, pickLang, shownTheme } from '../../ui/i18n/pick';

/** The table's worker script, as built (null in development: the app starts it then). */
declare const __STAGE_WORKER__: string | null;
/** The frame's sentences by language, but English (the frame is written in English in index.html). */
declare const __FRAME__: Readonly<Record<string, Readonly<Record<string, string>>>>;
/** Each game's name by language, by rule, the default game first. */
declare const __GAME_NAMES__: Readonly<Record<string, Readonly<Record<string, string>>>>;

const root = document.documentElement;
let setting: string | null = null;
let game: string | null = null;
let theme: string | null = null;
try {
  setting = localStorage.getItem(LANG_HINT_KEY);
  game = localStorage.getItem(GAME_HINT_KEY);
  theme = localStorage.getItem(THEME_HINT_KEY);
  const frame = localStorage.getItem(FRAME_HINT_KEY) ?? (localStorage.getItem(LEFT_HINT_KEY) === '1' ? 'left-handed' : '');
  for (const name of frame.split(' ')) if (/^[a-z-]+$/.test(name)) root.classList.add(name);
} catch {
  // Storage blocked: the browser's languages decide, the default game is named, the frame is the default.
}
root.dataset.theme = shownTheme(theme, matchMedia('(prefers-color-scheme: dark)').matches);
const lang = pickLang(setting, navigator.languages ?? [navigator.language]);
root.lang = lang;
const frame = __FRAME__[lang];
if (frame) {
  for (const node of document.querySelectorAll<HTMLElement>('[data-t]')) {
    const text = frame[node.dataset.t ?? ''];
    if (text !== undefined) node.textContent = text;
  }
  for (const node of document.querySelectorAll<HTMLElement>('[data-t-label]')) {
    const text = frame[node.dataset.tLabel ?? ''];
    if (text !== undefined) node.setAttribute('aria-label', text);
  }
  for (const node of document.querySelectorAll<HTMLElement>('[data-t-title]')) {
    const text = frame[node.dataset.tTitle ?? ''];
    if (text !== undefined) node.title = text;
  }
}
// The game last played is most likely the one the app resumes: its name is in the info line at once.
const names = __GAME_NAMES__[lang] ?? {};
const gameName = document.querySelector<HTMLElement>('[data-info=game]');
if (gameName) gameName.textContent = names[game ?? ''] ?? Object.values(names)[0] ?? '';
// The header's toolbar in one row with the code, in any language (the names give way to icons).
fitBar(document);

// The table's worker, started now: it fetches Pixi while the page's modules load (worker-choice.ts).
try {
  if (__STAGE_WORKER__) startEarly(__STAGE_WORKER__);
} catch {
  // The app starts it, or draws the table on the page.
}
try {
  const read = readStart();
  // The app opens the database itself if this failed, and says so if that fails too.
  read.catch(() => {});
  (globalThis as Record<string, unknown>)[START_READ] = read;
} catch {
  // No IndexedDB here: the app finds out and says so.
}
