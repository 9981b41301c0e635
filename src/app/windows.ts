import { formatCode, parseCode, randomCode, type Rule } from '../engine';
import { Dialogs } from '../ui/dialog';
import { codeErrorSentence } from '../ui/messages';
import type { Page } from '../ui/page';
import { random } from './boot';
import type { Store } from './store';

/** The windows the rest of the app opens. */
export interface Windows {
  anyOpen(): boolean;
  openNewGame(): void;
  showWon(): void;
  showElsewhere(takeOver: () => void): void;
  hideElsewhere(): void;
}

/**
 * Loads a window's module the first time it is needed (it is not part of the start-up download),
 * then keeps it. A failed load (offline before the app was fully cached) says so and can be tried
 * again.
 */
function lazy<T>(load: () => Promise<T>, failed: () => void): (use: (loaded: T) => void) => void {
  let loading: Promise<T> | null = null;
  return (use) => {
    loading ??= load();
    loading.then(use, () => {
      loading = null;
      failed();
    });
  };
}

/** The New game, Settings, Rules, win and "open elsewhere" windows, wired to the store. */
export function wireWindows(store: Store, page: Page): Windows {
  const dialogs = new Dialogs(document.body, () => store.state.lang);
  const failed = () => page.toast(page.say('loadFailed'), 6000);
  const lang = () => store.state.lang;
  const newGame = lazy(() => import('../ui/dialogs/new-game').then((m) => m.newGameDialog(dialogs, {
    newDeal: (rule: Rule) => store.start(randomCode(rule, random)),
    replay: (rule: Rule) => store.start({ rule, deal: store.state.game.deal }),
    playCode(text) {
      const code = parseCode(text);
      if (!code.ok) return codeErrorSentence(code.error, lang());
      store.start(code.code);
      return null;
    },
    rule: () => store.state.game.rule,
  })), failed);
  const settings = lazy(() => import('../ui/dialogs/settings').then((m) => m.settingsDialog(dialogs, {
    settings: () => store.state.settings,
    change: (change) => store.setSettings({ ...store.state.settings, ...change }),
  })), failed);
  const rules = lazy(() => import('../ui/dialogs/rules').then((m) => m.rulesDialog(dialogs, lang)), failed);
  const openNewGame = () => newGame((d) => d.open());
  const won = lazy(() => import('../ui/dialogs/won').then((m) => m.wonDialog(dialogs, lang, openNewGame)), failed);
  const elsewhere = lazy(() => import('../ui/dialogs/elsewhere').then((m) => m.elsewhereDialog(dialogs)), failed);

  page.on('new-game', openNewGame);
  page.on('settings', () => settings((d) => d.open()));
  page.on('rules', () => rules((d) => d.open()));
  page.on('code', () => {
    const code = formatCode(store.state.game);
    const shown = () => page.toast(page.say('copyFailed', { code }));
    if (!navigator.clipboard) return shown();
    navigator.clipboard.writeText(code).then(() => page.toast(page.say('copied', { code })), shown);
  });
  return {
    anyOpen: () => dialogs.anyOpen,
    openNewGame,
    showWon() {
      const { game, stats } = store.state;
      const summary = { score: game.table.score, seconds: store.clock.seconds, moves: game.moves, ...stats };
      won((d) => d.show(summary));
    },
    showElsewhere: (takeOver) => elsewhere((d) => d.show(takeOver)),
    hideElsewhere: () => elsewhere((d) => d.hide()),
  };
}
