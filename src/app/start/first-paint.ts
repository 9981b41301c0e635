/**
 * first-paint.js: a tiny classic script that runs while the page is parsed, before the first
 * paint. It paints the frame of index.html in the player's language at once: the language the
 * player chose (kept for this purpose in localStorage by the app; the setting itself lives in
 * IndexedDB, which cannot be read this early) or else the browser's. And it starts opening the
 * database, which on a first visit takes a while to create, before the app's modules have loaded.
 * Built as its own script by scripts/first-paint-plugin.ts, with the Danish sentences of the frame
 * only.
 */
import { requestDatabase } from '../../persist/schema';
import { GAME_HINT_KEY, LANG_HINT_KEY, LEFT_HINT_KEY, pickLang } from '../../ui/i18n/pick';

declare const __FRAME_DA__: Readonly<Record<string, string>>;
/** Each game's name by language, by rule, the default game first. */
declare const __GAME_NAMES__: Readonly<Record<string, Readonly<Record<string, string>>>>;

let setting: string | null = null;
let game: string | null = null;
try {
  setting = localStorage.getItem(LANG_HINT_KEY);
  game = localStorage.getItem(GAME_HINT_KEY);
  document.documentElement.classList.toggle('left-handed', localStorage.getItem(LEFT_HINT_KEY) === '1');
} catch {
  // Storage blocked: the browser's languages decide, and the default game is named.
}
const lang = pickLang(setting, navigator.languages ?? [navigator.language]);
document.documentElement.lang = lang;
if (lang === 'da') {
  for (const node of document.querySelectorAll<HTMLElement>('[data-t]')) {
    const text = __FRAME_DA__[node.dataset.t ?? ''];
    if (text !== undefined) node.textContent = text;
  }
}
// The game last played is most likely the one the app resumes: its name is in the info line at once.
const names = __GAME_NAMES__[lang] ?? {};
const gameName = document.querySelector<HTMLElement>('[data-info=game]');
if (gameName) gameName.textContent = names[game ?? ''] ?? Object.values(names)[0] ?? '';

try {
  const opening = requestDatabase();
  opening.onsuccess = () => opening.result.close();
} catch {
  // No IndexedDB here: the app finds out and says so.
}
