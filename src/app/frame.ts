import { formatCode, isGameWon } from '../engine';
import { LANG_HINT_KEY } from '../ui/i18n/pick';
import type { Page } from '../ui/page';
import type { Settings } from '../ui/settings';
import type { Store } from './store';

/**
 * The frame around the table: the info line follows the game, Undo and Redo act on it, and the
 * whole page speaks the store's language. The chosen language is also copied where first-paint.js
 * can read it before the next start's first paint.
 */
export function wireFrame(store: Store, page: Page): void {
  page.on('undo', () => store.dispatch({ type: 'undo' }));
  page.on('redo', () => store.dispatch({ type: 'redo' }));
  const info = () => {
    const { game } = store.state;
    const over = isGameWon(game);
    page.setInfo({ score: game.table.score, seconds: store.clock.seconds, moves: game.moves, code: formatCode(game), canUndo: game.undoable > 0 && !over, canRedo: game.redo !== null && !over });
  };
  const speak = () => {
    page.setLang(store.state.lang);
    rememberLang(store.state.settings.lang);
  };
  store.subscribe((state, change, previous) => {
    if (state.lang !== previous.lang || state.settings.lang !== previous.settings.lang) speak();
    if (change !== 'stats') info();
  });
  speak();
  info();
}

function rememberLang(setting: Settings['lang']): void {
  try {
    if (setting === 'auto') localStorage.removeItem(LANG_HINT_KEY);
    else localStorage.setItem(LANG_HINT_KEY, setting);
  } catch {
    // Storage blocked: the next start paints in the browser's language, then switches.
  }
}
