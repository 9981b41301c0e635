import './style.css';
import { formatCode, isGameWon, legalMoves, parseCode, randomCode, type GameCode, type Rule } from '../engine';
import { WriterLock } from '../persist/lock';
import { KEYS, readGameRecord, recordAbandoned, recordWin, versioned, type Stats } from '../persist/records';
import { GameSaver, type SaveNotice } from '../persist/saver';
import { pickLang, type StringKey } from '../ui/i18n';
import { codeErrorSentence, type Lang } from '../ui/messages';
import { Page } from '../ui/page';
import { Stage } from '../view/stage';
import { boot, chooseGame } from './boot';
import { installHook } from './hook';
import { Play } from './play';
import { offerInstall, registerServiceWorker } from './pwa';
import { Store } from './store';

/** Randomness for new deals comes from here, never from the engine. */
const random = (): number => crypto.getRandomValues(new Uint32Array(1))[0]! / 2 ** 32;

const SAVE_NOTICES: Record<SaveNotice, StringKey> = {
  unavailable: 'storageUnavailable',
  quota: 'storageFull',
  failed: 'storageFailed',
  trimmed: 'storageTrimmed',
};

async function main(): Promise<void> {
  const root = document.getElementById('app') as HTMLElement;
  const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)');
  const browserLangs = navigator.languages ?? [navigator.language];
  const loaded = await boot();
  let lang: Lang = pickLang(loaded.settings.lang, browserLangs);
  let stats: Stats = loaded.stats;

  // The deal: a code in the address (then the address forgets it, so a reload resumes), the
  // saved game, or a new random deal.
  const fromUrl = new URLSearchParams(location.search).get('code');
  const parsed = fromUrl === null ? null : parseCode(fromUrl);
  if (fromUrl !== null) history.replaceState(null, '', location.pathname);
  const { resume } = chooseGame(parsed, loaded.saved);
  const first: GameCode = parsed?.ok ? parsed.code : randomCode('classic', random);
  const store = new Store(first, loaded.settings);
  if (resume) store.restore(resume.game, resume.seconds);

  const db = loaded.db;
  const saver = new GameSaver(db, () => ({ game: store.state.game, seconds: store.seconds }), (n) => page.toast(page.say(SAVE_NOTICES[n]), 6000));
  const saveSettings = () => db?.set(KEYS.settings, versioned(store.state.settings)).catch(() => page.toast(page.say('storageFailed')));
  const saveStats = () => db?.set(KEYS.stats, versioned(stats)).catch(() => undefined);

  let play: Play | null = null;
  const page = new Page(root, {
    undo: () => store.dispatch({ type: 'undo' }),
    redo: () => store.dispatch({ type: 'redo' }),
    newDeal: (rule: Rule) => startNew(randomCode(rule, random)),
    replay: (rule: Rule) => startNew({ rule, deal: store.state.game.deal }),
    playCode: (text: string) => {
      const code = parseCode(text);
      if (!code.ok) return codeErrorSentence(code.error, lang);
      startNew(code.code);
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

  /** A new game; an unfinished one with moves counts as played in the statistics. */
  function startNew(code: GameCode): void {
    const { game } = store.state;
    if (game.moves > 0 && !isGameWon(game)) {
      stats = recordAbandoned(stats);
      void saveStats();
    }
    store.start(code);
  }

  const stage = await Stage.create(page.tableHost, () => reducedMotion.matches);
  play = new Play(store, stage, page, () => lang);
  installHook(store, stage, () => play?.gestures.waiting ?? false);
  stage.canvas.addEventListener('webglcontextrestored', () => {
    stage.redraw();
    page.toast(page.say('displayReset'));
  });

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
      lang = pickLang(state.settings.lang, browserLangs);
      page.setLang(lang);
      page.showSettings(state.settings);
      info();
      void saveSettings();
      return;
    }
    saver.changed();
    stage.show(state.game.table, change === 'deal' ? 'deal' : change === 'restore' ? 'instant' : 'move');
    page.setRule(state.game.rule);
    info();
    // The game is never declared lost; with nothing left to move, a hint says what can be done.
    if (change === 'action' && legalMoves(state.game).length === 0 && !isGameWon(state.game)) page.toast(page.say('noMoves'), 6000);
    if (change === 'action' && isGameWon(state.game)) {
      stats = recordWin(stats, state.game.table.score, store.seconds);
      void saveStats();
      play?.pause(true);
      stage.celebrate(() => {
        play?.pause(page.dialogOpen);
        page.showWon(state.game.table.score, store.seconds, state.game.moves, stats);
      });
    }
  });

  stage.show(store.state.game.table, resume ? 'instant' : 'deal');
  page.setRule(store.state.game.rule);
  info();
  for (const notice of loaded.notices) page.toast(page.say(notice), 6000);
  if (parsed && !parsed.ok) page.toast(page.say('badUrlCode', { reason: codeErrorSentence(parsed.error, lang) }), 6000);
  if (!resume) saver.changed();

  // One tab writes the game; another one says so and offers to take over.
  const lock = new WriterLock('yukon-game-writer', () => {
    saver.enabled = false;
    page.showElsewhere(takeOver);
  });
  async function takeOver(): Promise<void> {
    if (!(await lock.takeOver())) return;
    const fresh = db ? readGameRecord(await db.get(KEYS.game).catch(() => undefined)) : null;
    if (fresh?.ok) store.restore(fresh.game, fresh.seconds);
    saver.enabled = true;
    page.hideElsewhere();
  }
  if (db && !(await lock.acquire())) {
    saver.enabled = false;
    page.showElsewhere(takeOver);
  }
  void navigator.storage?.persist?.().catch(() => undefined);

  // The clock ticks once a second on screen, and pauses while the page is hidden. Leaving the page
  // (or hiding it) writes the game at once.
  // While the clock runs the game is saved each second too, so that even a tab killed without
  // warning (a dead battery, a closed browser) comes back with its time to within a second.
  setInterval(() => {
    page.setTime(store.seconds);
    if (store.clockRunning) saver.changed();
  }, 1000);
  document.addEventListener('visibilitychange', () => {
    store.setHidden(document.hidden);
    if (document.hidden) void saver.saveNow();
  });
  window.addEventListener('pagehide', () => void saver.saveNow());
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

  registerServiceWorker(page, () => saver.saveNow());
  offerInstall(page);
}

void main();
