import { VARIANTS, type Grade, type Rule } from '../../engine';
import type { Dialogs } from '../dialog';
import { el } from '../dom';
import { clock, ruleShortName, t, type Key, type Lang } from '../i18n';
import { runs, weeksPicture, weekly, type ChartGame } from '../charts';

/** The figures the window reads for one rule. */
type Figure = 'played' | 'won' | 'streak' | 'bestStreak' | 'bestScore' | 'bestSeconds' | 'winSeconds' | 'timedWins' | 'hints' | 'unwinnable';
/** One rule's statistics as the window reads them (the UI does not import persist; its record fits this). */
export type RuleStats = Readonly<Record<Figure, number>>;

/** One grade's statistics of one rule. */
export type GradeStats = Readonly<Record<'played' | 'won' | 'bestSeconds', number>>;

export interface StatisticsHandlers {
  /** Each rule's statistics now, per rule and grade, and the run of daily deals as it stands today. */
  stats(): Readonly<Record<Rule, RuleStats>> & { grades: Readonly<Record<Rule, Readonly<Record<Grade, GradeStats>>>>; dailyRun: number; dailyBest: number };
  /** The game on the table: its grades are shown. */
  rule(): Rule;
  reset(): void;
  lang(): Lang;
  /** The games of the history, oldest first, for the pictures (rejects when storage cannot be read). */
  games(): Promise<readonly (ChartGame & { readonly rule: Rule })[]>;
}

/** How many weeks the picture shows. */
export const CHART_WEEKS = 12;

/** Each row: its name, and the figure as shown for one rule. */
const ROWS: readonly [Key, (s: RuleStats) => string][] = [
  ['stat.played', (s) => String(s.played)],
  ['stat.won', (s) => String(s.won)],
  ['stat.winRate', (s) => (s.played === 0 ? '–' : `${Math.round((100 * s.won) / s.played)} %`)],
  ['stat.streak', (s) => String(s.streak)],
  ['stat.bestStreak', (s) => String(s.bestStreak)],
  ['stat.bestScore', (s) => (s.won === 0 ? '–' : String(s.bestScore))],
  ['stat.bestTime', (s) => (s.bestSeconds === 0 ? '–' : clock(s.bestSeconds))],
  ['stat.averageTime', (s) => (s.timedWins === 0 ? '–' : clock(s.winSeconds / s.timedWins))],
  ['stat.hints', (s) => String(s.hints)],
  ['stat.unwinnable', (s) => String(s.unwinnable)],
];

/** The columns of the table by grade. */
const GRADE_COLUMNS: readonly [Key, (s: GradeStats) => string][] = [
  ['stat.played', (s) => String(s.played)],
  ['stat.won', (s) => String(s.won)],
  ['stat.bestTime', (s) => (s.bestSeconds === 0 ? '–' : clock(s.bestSeconds))],
];

/**
 * The Statistics window: a table of figures per rule, one per grade of the game on the table, the
 * run of daily deals, and a reset that asks first.
 */
export function statisticsDialog(dialogs: Dialogs, on: StatisticsHandlers): { open(): void } {
  // One table for Yukon's two rules, one for its family: three columns at most, to fit a phone.
  const groups = [...new Set(VARIANTS.map((v) => v.family))].map((family) => ({ family, rules: VARIANTS.filter((v) => v.family === family).map((v) => v.rule), body: el('tbody') }));
  const tables = groups.map(({ family, rules, body }) =>
    el('table', { class: 'stats-table', 'data-family': family },
      el('caption', { 'data-t': `family.${family}` }),
      el('thead', {}, el('tr', {}, el('td'), ...rules.map((rule) => el('th', { scope: 'col', 'data-t': ruleShortName(rule) })))),
      body));
  const gradeCaption = el('caption');
  const gradeBody = el('tbody');
  const gradeTable = el('table', { class: 'stats-table', 'data-grades': '' }, gradeCaption,
    el('thead', {}, el('tr', {}, el('th', { scope: 'col', 'data-t': 'stat.grade' }), ...GRADE_COLUMNS.map(([name]) => el('th', { scope: 'col', 'data-t': name })))),
    gradeBody);
  const daily = el('p', { 'data-stats-daily': '' });
  const chartTitle = el('h3', { id: 'chart-title' });
  const chart = el('figure', { class: 'chart-figure', 'data-chart': '', 'aria-labelledby': 'chart-title' });
  const chartSaid = el('p', { class: 'stats', 'data-chart-runs': '' });
  const pictures = el('section', { 'aria-labelledby': 'chart-title' }, chartTitle, chart, chartSaid);
  const ask = el('button', { type: 'button', 'data-action': 'reset-stats', 'data-t': 'resetStats' });
  const yes = el('button', { type: 'button', class: 'primary', 'data-action': 'reset-yes', 'data-t': 'resetYes' });
  const no = el('button', { type: 'button', 'data-action': 'reset-no', 'data-t': 'cancel' });
  const confirm = el('div', { class: 'confirm', role: 'group', hidden: true }, el('p', { 'data-t': 'resetConfirm' }), el('div', { class: 'row' }, yes, no));
  const d = dialogs.create('statistics', 'statistics', [pictures, ...tables, gradeTable, daily, el('p', { class: 'stats', 'data-t': 'statsNote' }), ask, confirm]);
  const fill = () => {
    const s = on.stats();
    const lang = on.lang();
    for (const { rules, body } of groups) body.replaceChildren(...ROWS.map(([name, figure]) => el('tr', {}, el('th', { scope: 'row' }, t(lang, name)), ...rules.map((rule) => el('td', {}, figure(s[rule]))))));
    const rule = on.rule();
    gradeCaption.textContent = `${t(lang, 'stat.byGrade')} · ${t(lang, ruleShortName(rule))}`;
    // The grades in the record's order, easiest first.
    const grades = Object.keys(s.grades[rule]) as Grade[];
    gradeBody.replaceChildren(...grades.map((grade) => el('tr', {}, el('th', { scope: 'row' }, t(lang, `grade.${grade}`)), ...GRADE_COLUMNS.map(([, figure]) => el('td', {}, figure(s.grades[rule][grade]))))));
    daily.textContent = t(lang, 'dailyRun', { run: s.dailyRun, best: s.dailyBest });
    chartTitle.textContent = `${t(lang, 'chart.title')} · ${t(lang, ruleShortName(rule))}`;
    void on.games().then((all) => {
      const games = all.filter((game) => game.rule === rule);
      if (games.length === 0) {
        chart.replaceChildren();
        chartSaid.textContent = t(lang, 'chart.empty');
        return;
      }
      const weeks = weekly(games, Date.now(), CHART_WEEKS);
      const { picture, table, legend } = weeksPicture(weeks, games, lang);
      chart.replaceChildren(picture, legend, table);
      const shown = games.filter((game) => game.ended >= weeks[0]!.start.getTime());
      const run = runs(shown);
      chartSaid.textContent = run.best === 0 ? t(lang, 'chart.runsNone') : t(lang, 'chart.runsSaid', { best: run.best, now: runs(games).now });
    }, () => {
      chart.replaceChildren();
      chartSaid.textContent = t(lang, 'historyUnreadable');
    });
  };
  const asking = (shown: boolean) => {
    confirm.hidden = !shown;
    ask.hidden = shown;
    (shown ? no : ask).focus();
  };
  ask.addEventListener('click', () => asking(true));
  no.addEventListener('click', () => asking(false));
  yes.addEventListener('click', () => {
    on.reset();
    fill();
    asking(false);
  });
  return {
    open() {
      fill();
      confirm.hidden = true;
      ask.hidden = false;
      dialogs.open(d);
    },
  };
}
