import { GRADES, formatCode, type Grade, parseCode, randomCode, variantOf, type GameCode, type Rule } from '../../engine';
import { intl, ruleName, speak, type Group, type Key } from '../../ui/i18n';
import { Dialogs } from '../../ui/dialog';
import { codeErrorSentence } from '../../ui/messages';
import { NO_STATS, dailyRunOn } from '../../persist/stats';
import { random, today, type Deals } from '../../services/deals';
import type { Ctx } from '../core/context';
import { artFor, looksOf } from '../look/looks';
import type { DealBefore } from '../../ui/dialogs/won';
import type { PastGame } from '../../persist/history';
import type { DealGrade, Lesson, Review, Statistics, Windows } from '../core/apis';

/**
 * Loads a window's module the first time it is needed (it is not part of the start-up download),
 * with its sentences in the language spoken (`words`), then keeps it. A failed load (offline before
 * the app was fully cached) says so and can be tried again.
 */
function lazy<T>(load: () => Promise<T>, failed: () => void, words: () => Promise<unknown> = () => Promise.resolve()): (use: (loaded: T) => void) => void {
  let loading: Promise<T> | null = null;
  return (use) => {
    // The sentences first: a window is written in them as it is made.
    loading ??= words().then(load);
    loading.then(use, () => {
      loading = null;
      failed();
    });
  };
}

/**
 * The New game, Settings, Rules, win and "open elsewhere" windows, wired to the store. While one is
 * open, the table takes no input (a block of the interaction model).
 */
export function wireWindows({ store, interaction, page, records, deals, stats, review: reviewer, dealGrade, lesson, start }: Ctx<'store' | 'interaction' | 'page' | 'records' | 'start'> & { deals: Deals; stats: Pick<Statistics, 'dailyPlayed' | 'onEnded'>; review: Pick<Review, 'open'>; dealGrade: DealGrade; lesson: Pick<Lesson, 'start'> }): Windows {
  const review = () => reviewer.open();
  // A sentence about the table (a refused move, a hint) goes when a window comes over it.
  let anyOpen = false;
  const dialogs = new Dialogs(document.body, () => store.state.lang, (open) => {
    if (open && !anyOpen) page.hideToast();
    anyOpen = open;
    interaction.send({ type: open ? 'block' : 'unblock', why: 'window' });
  });
  const failed = () => page.toast(page.say('loadFailed'), 6000);
  const lang = () => store.state.lang;
  /** A window's groups of sentences, in the language spoken. */
  const words = (...groups: Group[]) => () => Promise.all(groups.map((group) => speak(group, lang())));
  /** Deals chosen by the solver take a moment: the newest request wins, and the table plays on meanwhile. */
  let request = 0;
  const startFound = (find: () => Promise<GameCode | null>, fallback: GameCode, looking: Key, started: () => void = () => {}, none: Key = 'winnableNone', values: Record<string, string> = {}) => {
    const mine = ++request;
    const slow = setTimeout(() => mine === request && page.toast(page.say(looking, { count: 1, ...values }), 8000), 300);
    find().then((code) => {
      if (mine !== request) return;
      if (!code) page.toast(page.say(none), 6000);
      else page.hideToast();
      store.start(code ?? fallback);
      if (code) started();
    }, () => mine === request && page.toast(page.say('solverFailed'))).finally(() => clearTimeout(slow));
  };
  const newDeal = (rule: Rule) => {
    const { grade, winnableOnly } = store.state.settings;
    const next = () => randomCode(rule, random);
    if (grade !== 'any') {
      const gradeName = page.say(`grade.${grade}`);
      const looking = (count: number) => count > 1 && page.toast(page.say('gradeLooking', { grade: gradeName, count }), 8000);
      return startFound(() => deals.graded(next, grade, looking), next(), 'gradeLooking', undefined, 'gradeNone', { grade: gradeName });
    }
    if (!winnableOnly) {
      request++;
      return store.start(next());
    }
    startFound(() => deals.winnable(next, (count) => count > 1 && page.toast(page.say('winnableLooking', { count }), 8000)), next(), 'winnableLooking');
  };
  const daily = (rule: Rule) => {
    const { grade } = store.state.settings;
    startFound(() => deals.daily(today(), rule, grade === 'any' ? undefined : grade), randomCode(rule, random), 'dailyLooking', () => stats.dailyPlayed());
  };
  const todayText = () => {
    const date = new Intl.DateTimeFormat(intl(lang()), { dateStyle: 'medium' }).format(new Date());
    const { grade } = store.state.settings;
    return grade === 'any' ? page.say('dailyOf', { date }) : page.say('dailyGradeOf', { date, grade: page.say(`grade.${grade}`) });
  };
  const newGame = lazy(() => import('../../ui/dialogs/new-game').then((m) => m.newGameDialog(dialogs, {
    newDeal,
    daily,
    winnableOnly: () => store.state.settings.winnableOnly,
    setWinnableOnly: (winnableOnly) => store.setSettings({ ...store.state.settings, winnableOnly }),
    todayText,
    grade: () => store.state.settings.grade,
    grades: ['any', ...GRADES],
    setGrade: (grade) => store.setSettings({ ...store.state.settings, grade }),
    replay: (rule: Rule) => store.start({ rule, deal: store.state.game.deal }),
    playCode(text) {
      const code = parseCode(text);
      if (!code.ok) return codeErrorSentence(code.error, lang());
      store.start(code.code);
      return null;
    },
    rule: () => store.state.game.rule,
  })), failed, words('windows'));
  const settings = lazy(() => import('../../ui/dialogs/settings').then((m) => m.settingsDialog(dialogs, {
    settings: () => store.state.settings,
    change: (change) => store.setSettings({ ...store.state.settings, ...change }),
    // A preview that cannot load (offline before the app was fully cached) stays empty; every setting still works.
    // Drawn in the looks and with the art the table gets them (look/looks.ts).
    preview: (canvas, settings) => {
      const { art, courts } = artFor(settings);
      void Promise.all([import('../../view/preview'), art, courts]).then(([m, deckArt, found]) => void m.drawPreview(canvas, { ...looksOf(settings, lang()), art: deckArt, courts: found }), () => undefined);
    },
  })), failed, words('settings'));
  const rules = lazy(() => import('../../ui/dialogs/rules').then((m) => m.rulesDialog(dialogs, lang, () => store.state.game.rule, () => lesson.start())), failed, words('rules', 'lesson'));
  const statistics = lazy(() => import('../../ui/dialogs/statistics').then((m) => m.statisticsDialog(dialogs, {
    stats: () => ({ ...store.state.stats, dailyRun: dailyRunOn(store.state.stats, today()) }),
    reset: () => store.setStats(NO_STATS),
    rule: () => store.state.game.rule,
    lang,
    games: () => import('./past-games').then((m) => m.chartGames(records)),
  })), failed, words('windows', 'history'));
  const openNewGame = () => newGame((d) => d.open());
  const won = lazy(() => import('../../ui/dialogs/won').then((m) => m.wonDialog(dialogs, lang, { playAgain: openNewGame, review, share: shareThis })), failed, words('windows'));
  /** When the last game ended: the win window leaves it out of the deal's earlier games. */
  let lastEnded = -1;
  stats.onEnded((ending) => void (lastEnded = ending.ended));
  /** How the deal went before this game, from the history (null when it cannot be read). */
  const dealBefore = async (code: string): Promise<DealBefore | null> => {
    const [{ dealBefore: summed, readPastGame }, stored] = await Promise.all([import('../../persist/past'), records.historyOf(code)]);
    return summed(stored.map(readPastGame).filter((past) => past !== null && past.ended !== lastEnded) as PastGame[]);
  };
  const elsewhere = lazy(() => import('../../ui/dialogs/elsewhere').then((m) => m.elsewhereDialog(dialogs)), failed, words('windows'));

  page.on('new-game', openNewGame);
  page.on('settings', () => settings((d) => d.open()));
  page.on('rules', () => rules((d) => d.open()));
  page.on('statistics', () => statistics((d) => d.open()));
  const history = lazy(() => import('./past').then((m) => m.pastWindow({ dialogs, store, records, page, review: reviewer, share, readers: start.readers })), failed, words('history'));
  page.on('history', () => history((d) => d.open()));
  /** Copies a text, then says so; where copying is not allowed, shows the text instead. */
  const copy = (text: string, copied: string, failed: string) => {
    const shown = () => page.toast(failed, 8000);
    if (!navigator.clipboard) return shown();
    navigator.clipboard.writeText(text).then(() => page.toast(copied), shown);
  };
  page.on('code', () => {
    const code = formatCode(store.state.game);
    copy(code, page.say('copied', { code }), page.say('copyFailed', { code }));
  });
  // Share: the system's share sheet with the code and a link that opens this deal (offline too);
  // where there is none, the link is copied.
  function share(code: string, grade: Grade | null | undefined): void {
    const url = new URL(`?code=${code}`, location.origin + import.meta.env.BASE_URL).href;
    // Yukon's two rules are Yukon Solitaire; a sibling is named as itself.
    const parsed = parseCode(code);
    const rule = parsed.ok ? parsed.code.rule : store.state.game.rule;
    const game = variantOf(rule).family === 'yukon' ? page.say('title') : page.say(ruleName(rule));
    const text = grade ? page.say('shareGradedText', { code, game, grade: page.say(`grade.${grade}`) }) : page.say('shareText', { code, game });
    const fallback = () => copy(url, page.say('linkCopied', { url }), page.say('linkShown', { url }));
    if (!navigator.share) return void fallback();
    navigator.share({ title: page.say('title'), text, url }).catch((error: unknown) => {
      if (!(error instanceof DOMException && error.name === 'AbortError')) fallback();
    });
  }
  const shareThis = () => share(formatCode(store.state.game), dealGrade.current());
  page.on('share', shareThis);
  return {
    openNewGame,
    showWon() {
      const { game } = store.state;
      const grade = dealGrade.current();
      const summary = { score: game.table.score, seconds: store.seconds, moves: game.moves, ...store.state.stats[game.rule], ...(grade ? { grade } : {}) };
      const code = formatCode(game);
      const before = dealBefore(code).catch(() => null);
      won((d) => d.show(summary, { game: page.say(ruleName(game.rule)), code }, before));
    },
    showElsewhere: (takeOver) => elsewhere((d) => d.show(takeOver)),
    hideElsewhere: () => elsewhere((d) => d.hide()),
    follow(intent) {
      if (intent.kind !== 'code') return intent.kind === 'new' ? newDeal(intent.rule) : daily(intent.rule);
      if (intent.code.ok) store.start(intent.code.code);
      else page.toast(page.say('badUrlCode', { reason: codeErrorSentence(intent.code.error, lang()) }), 6000);
    },
  };
}
