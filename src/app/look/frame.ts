import { formatCode, isGameWon } from '../../engine';
import { loadLang, ruleName } from '../../ui/i18n';
import { GAME_HINT_KEY, LANG_HINT_KEY, keepHint } from '../../ui/i18n/pick';
import type { Settings } from '../../settings';
import type { Ctx } from '../core/context';

/**
 * The frame around the table: the info line follows the game (Undo and Redo greyed when there is
 * nothing to undo or redo: play/undo.ts acts), and the whole page speaks the store's language. The chosen language is also copied where first-paint.js
 * can read it before the next start's first paint.
 */
export function wireFrame({ store, page }: Ctx<'store' | 'page'>): void {
  const info = () => {
    const { game } = store.state;
    const over = isGameWon(game);
    page.setInfo({ game: page.say(ruleName(game.rule)), score: game.table.score, seconds: store.seconds, moves: game.moves, code: formatCode(game), canUndo: game.undoable > 0 && !over, canRedo: game.redo !== null && !over, canHint: !over });
  };
  // A language chosen now: its sentences are loaded (every group spoken so far), then the page is
  // written in it; meanwhile it stays in the language it was in.
  const sayIn = () => {
    const lang = store.state.lang;
    rememberLang(store.state.settings.lang);
    void loadLang(lang).then(() => {
      if (store.state.lang !== lang) return;
      page.setLang(lang);
      // The info line's game name is written, not marked: written again in the language.
      info();
    }, () => undefined);
  };
  store.subscribe('table', (state, change, previous) => {
    if (state.lang !== previous.lang || state.settings.lang !== previous.settings.lang) sayIn();
    if (state.game.rule !== previous.game.rule) keepHint(GAME_HINT_KEY, state.game.rule);
    if (change !== 'stats') info();
  });
  sayIn();
  keepHint(GAME_HINT_KEY, store.state.game.rule);
  info();
}

function rememberLang(setting: Settings['lang']): void {
  keepHint(LANG_HINT_KEY, setting === 'auto' ? null : setting);
}
