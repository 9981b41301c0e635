import { RULES, type Grade, type Rule } from '../../engine';
import type { Dialogs } from '../dialog';
import { el } from '../dom';
import { clock, intl, ruleName, t, type Key, type Lang } from '../i18n';

/** A game of the history as the window shows it (the UI does not import persist; its record fits this). */
export interface HistoryRow {
  readonly key: string;
  readonly ended: number;
  readonly rule: Rule;
  readonly grade: Grade | null;
  readonly result: 'won' | 'lost' | 'left';
  readonly score: number;
  readonly moves: number;
  readonly seconds: number;
  readonly hints: number;
  readonly deal: 'won' | 'lost' | null;
}

export interface HistoryHandlers {
  /** The games kept, newest first, or only the newest `last`; rejects when storage cannot be read. */
  games(last?: number): Promise<readonly HistoryRow[]>;
  review(key: string): void;
  again(key: string): void;
  share(key: string): void;
  lang(): Lang;
  /** The part below the list (the backup and the storage), made by its own module. */
  readonly foot?: readonly Node[];
  readonly limit: number;
}

/** How many games are shown at first, and added by "Show more". */
export const PAGE = 50;

export type ResultFilter = 'all' | HistoryRow['result'];
export type GameFilter = 'all' | Rule;

/** The games a filter lets through, in the order given. */
export function filtered(rows: readonly HistoryRow[], game: GameFilter, result: ResultFilter): HistoryRow[] {
  return rows.filter((row) => (game === 'all' || row.rule === game) && (result === 'all' || row.result === result));
}

const option = (value: string, key: Key, lang: Lang) => el('option', { value }, t(lang, key));

/**
 * The History window: the games kept, newest first, filtered by game and result; each says how it
 * ended, its grade, figures, date and what the solver knew of its deal, with its review, its deal
 * played again, or shared. A long history is shown a page at a time.
 */
export function historyDialog(dialogs: Dialogs, on: HistoryHandlers): { open(): void; close(): void; reload(): void } {
  const gameFilter = el('select', { 'data-filter': 'game' });
  const resultFilter = el('select', { 'data-filter': 'result' });
  const count = el('p', { class: 'stats', 'data-history-count': '', 'aria-live': 'polite' });
  const list = el('ol', { class: 'history', 'data-history': '' });
  const more = el('button', { type: 'button', 'data-action': 'history-more', 'data-t': 'historyMore', hidden: true });
  const filters = el('div', { class: 'filters' },
    el('label', {}, el('span', { 'data-t': 'historyGame' }), gameFilter),
    el('label', {}, el('span', { 'data-t': 'historyResult' }), resultFilter));
  const intro = el('p', { class: 'stats', 'data-history-intro': '' });
  const d = dialogs.create('history', 'history', [intro, filters, count, list, more, ...(on.foot ?? [])]);
  let rows: readonly HistoryRow[] = [];
  let shown = 0;

  const rowOf = (row: HistoryRow, lang: Lang, date: Intl.DateTimeFormat): HTMLElement => {
    const id = `past-${row.key.replace(/[^A-Za-z0-9-]/g, '-')}`;
    const when = date.format(new Date(row.ended));
    const game = t(lang, ruleName(row.rule)) + (row.grade ? ` · ${t(lang, `grade.${row.grade}`)}` : '');
    const figures = [t(lang, 'past.figures', { score: row.score, time: clock(row.seconds), moves: row.moves })];
    if (row.hints > 0) figures.push(row.hints === 1 ? t(lang, 'past.hint') : t(lang, 'past.hints', { hints: row.hints }));
    if (row.deal) figures.push(t(lang, `past.deal.${row.deal}`));
    const button = (action: string, key: Key, run: (key: string) => void) => {
      const b = el('button', { type: 'button', 'data-action': action, 'aria-describedby': id }, t(lang, key));
      b.addEventListener('click', () => run(row.key));
      return b;
    };
    return el('li', { 'data-past': row.key, 'data-result': row.result },
      el('p', { id, class: 'past-head' }, el('b', {}, t(lang, `result.${row.result}`)), ` · ${game} · `, el('time', { datetime: new Date(row.ended).toISOString() }, when)),
      el('p', { class: 'past-figures' }, figures.join(' · ')),
      el('div', { class: 'row' }, button('past-review', 'pastReview', on.review), button('past-again', 'pastAgain', on.again), button('past-share', 'pastShare', on.share)));
  };

  const render = (page: number) => {
    const lang = on.lang();
    const chosen = filtered(rows, gameFilter.value as GameFilter, resultFilter.value as ResultFilter);
    const from = shown;
    shown = Math.min(chosen.length, page);
    if (from === 0) list.replaceChildren();
    // One formatter for every row: making one takes a good part of a millisecond.
    const date = new Intl.DateTimeFormat(intl(lang), { dateStyle: 'medium', timeStyle: 'short' });
    list.append(...chosen.slice(from, shown).map((row) => rowOf(row, lang, date)));
    more.hidden = shown >= chosen.length;
    count.textContent = rows.length === 0 ? t(lang, 'historyEmpty') : chosen.length === 0 ? t(lang, 'historyNone') : t(lang, 'historyCount', { shown, count: chosen.length });
  };
  const restart = () => {
    shown = 0;
    render(PAGE);
  };
  gameFilter.addEventListener('change', restart);
  resultFilter.addEventListener('change', restart);
  more.addEventListener('click', () => {
    const next = list.children.length;
    render(shown + PAGE);
    (list.children[next]?.querySelector('button') as HTMLButtonElement | null)?.focus();
  });

  /**
   * The newest page first, at once, then every game (for the filters and the count): the rows
   * already shown stay as they are when the whole list begins with them.
   */
  let loading = 0;
  const load = () => {
    const mine = ++loading;
    const failed = () => mine === loading && (count.textContent = t(on.lang(), 'historyUnreadable'));
    const all = () => on.games().then((games) => {
      if (mine !== loading) return;
      const same = shown > 0 && gameFilter.value === 'all' && resultFilter.value === 'all' && rows.slice(0, shown).every((row, i) => games[i]?.key === row.key);
      rows = games;
      if (same) render(shown);
      else restart();
    }, failed);
    on.games(PAGE).then((first) => {
      if (mine !== loading) return;
      rows = first;
      restart();
      count.textContent = '';
      // The rest once the first rows are up (a frame later), so that reading a thousand does not hold them back.
      requestAnimationFrame(() => setTimeout(() => void all()));
    }, failed);
  };

  return {
    open() {
      const lang = on.lang();
      gameFilter.replaceChildren(option('all', 'historyAll', lang), ...RULES.map((rule) => option(rule, ruleName(rule), lang)));
      resultFilter.replaceChildren(option('all', 'historyAll', lang), ...(['won', 'lost', 'left'] as const).map((result) => option(result, `result.${result}`, lang)));
      intro.textContent = t(lang, 'historyIntro', { limit: new Intl.NumberFormat(intl(lang)).format(on.limit) });
      rows = [];
      restart();
      dialogs.open(d);
      load();
    },
    reload: load,
    close: () => dialogs.close(d),
  };
}
