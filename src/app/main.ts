import './style.css';
import { formatCode, isGameWon, legalMoves, parseCode, randomCode, type GameCode, type Rule } from '../engine';
import { pickLang } from '../ui/i18n';
import { codeErrorSentence, type Lang } from '../ui/messages';
import { Page } from '../ui/page';
import { DEFAULT_SETTINGS } from '../ui/settings';
import { Stage } from '../view/stage';
import { installHook } from './hook';
import { Play } from './play';
import { Store } from './store';

/** Randomness for new deals comes from here, never from the engine. */
const random = (): number => crypto.getRandomValues(new Uint32Array(1))[0]! / 2 ** 32;

async function main(): Promise<void> {
  const root = document.getElementById('app') as HTMLElement;
  const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)');
  let lang: Lang = pickLang(DEFAULT_SETTINGS.lang, navigator.languages ?? [navigator.language]);

  // The deal: a code in the address, or a new random one.
  const fromUrl = new URLSearchParams(location.search).get('code');
  const parsed = fromUrl === null ? null : parseCode(fromUrl);
  const first: GameCode = parsed?.ok ? parsed.code : randomCode('classic', random);
  const store = new Store(first, DEFAULT_SETTINGS);

  let play: Play | null = null;
  const page = new Page(root, {
    undo: () => store.dispatch({ type: 'undo' }),
    redo: () => store.dispatch({ type: 'redo' }),
    newDeal: (rule: Rule) => store.start(randomCode(rule, random)),
    replay: (rule: Rule) => store.start({ rule, deal: store.state.game.deal }),
    playCode: (text: string) => {
      const code = parseCode(text);
      if (!code.ok) return codeErrorSentence(code.error, lang);
      store.start(code.code);
      return null;
    },
    settingsChanged: (settings) => store.setSettings(settings),
    copyCode: () => {
      const code = formatCode(store.state.game);
      const shown = () => page.toast(page.say('copyFailed', { code }));
      if (!navigator.clipboard) return shown();
      navigator.clipboard.writeText(code).then(() => page.toast(page.say('copied', { code })), shown);
    },
    dialog: (open) => play?.pause(open || page.dialogOpen),
  });
  page.setLang(lang);
  page.showSettings(store.state.settings);

  const stage = await Stage.create(page.tableHost, () => reducedMotion.matches);
  play = new Play(store, stage, page, () => lang);
  installHook(store, stage, () => play?.gestures.waiting ?? false);

  const info = () => {
    const { game } = store.state;
    page.setInfo({
      score: game.table.score,
      seconds: store.seconds,
      moves: game.moves,
      code: formatCode(game),
      canUndo: game.undoable > 0 && !isGameWon(game),
      canRedo: game.redo !== null && !isGameWon(game),
    });
  };

  store.subscribe((state, change) => {
    if (change === 'settings') {
      lang = pickLang(state.settings.lang, navigator.languages ?? [navigator.language]);
      page.setLang(lang);
      page.showSettings(state.settings);
      info();
      return;
    }
    stage.show(state.game.table, change === 'deal' ? 'deal' : change === 'restore' ? 'instant' : 'move');
    page.setRule(state.game.rule);
    info();
    // A deep link opened one deal; once another starts, the address no longer names it.
    if (change === 'deal' && location.search) history.replaceState(null, '', location.pathname);
    // The game is never declared lost; with nothing left to move, a hint says what can be done.
    if (change === 'action' && legalMoves(state.game).length === 0 && !isGameWon(state.game)) page.toast(page.say('noMoves'), 6000);
    if (isGameWon(state.game)) {
      play?.pause(true);
      stage.celebrate(() => {
        play?.pause(page.dialogOpen);
        page.showWon(state.game.table.score, store.seconds, state.game.moves);
      });
    }
  });

  stage.show(store.state.game.table, 'deal');
  page.setRule(store.state.game.rule);
  info();
  if (parsed && !parsed.ok) page.toast(page.say('badUrlCode', { reason: codeErrorSentence(parsed.error, lang) }), 6000);

  // The clock ticks once a second on screen, and pauses while the page is hidden.
  setInterval(() => page.setTime(store.seconds), 1000);
  document.addEventListener('visibilitychange', () => store.setHidden(document.hidden));
  store.setHidden(document.hidden);

  new ResizeObserver(() => stage.resize(page.tableHost.clientWidth, page.tableHost.clientHeight)).observe(page.tableHost);

  window.addEventListener('keydown', (e) => {
    if (page.dialogOpen || !(e.ctrlKey || e.metaKey)) return;
    const key = e.key.toLowerCase();
    if (key === 'z' && !e.shiftKey) store.dispatch({ type: 'undo' });
    else if ((key === 'z' && e.shiftKey) || key === 'y') store.dispatch({ type: 'redo' });
    else return;
    e.preventDefault();
  });
}

void main();
