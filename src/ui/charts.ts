import { el } from './dom';
import { t, type Lang } from './i18n';

/** A game as the pictures read it. */
export interface ChartGame {
  readonly ended: number;
  readonly won: boolean;
}

/** One week of play: the day it starts (local time), games, wins, and the win rate (null without games). */
export interface Week {
  readonly start: Date;
  readonly games: number;
  readonly wins: number;
  readonly rate: number | null;
}

const DAY = 86_400_000;

/** The Monday 00:00 (local time) of the week a moment falls in. */
export function weekStart(at: number): Date {
  const day = new Date(at);
  day.setHours(0, 0, 0, 0);
  // getDay: Sunday 0 … Saturday 6; the week starts on Monday.
  day.setDate(day.getDate() - ((day.getDay() + 6) % 7));
  return day;
}

/** The last `count` weeks up to the one `now` falls in, oldest first, with the games of each. */
export function weekly(games: readonly ChartGame[], now: number, count: number): Week[] {
  const starts: Date[] = [];
  for (let i = count - 1, current = weekStart(now); i >= 0; i--) {
    const start = new Date(current);
    start.setDate(start.getDate() - 7 * i);
    starts.push(start);
  }
  const games7 = starts.map(() => ({ games: 0, wins: 0 }));
  const first = starts[0]!.getTime();
  for (const game of games) {
    if (game.ended < first || game.ended > now) continue;
    // Found by the week's own start, not by dividing days: a week with a clock change is 7 days ± 1 hour.
    const week = weekStart(game.ended).getTime();
    const i = starts.findIndex((s) => Math.abs(s.getTime() - week) < DAY / 2);
    if (i < 0) continue;
    games7[i]!.games++;
    if (game.won) games7[i]!.wins++;
  }
  return starts.map((start, i) => {
    const { games: n, wins } = games7[i]!;
    return { start, games: n, wins, rate: n === 0 ? null : wins / n };
  });
}

/** The runs of wins in games oldest first: the longest, and the one going on now. */
export function runs(games: readonly ChartGame[]): { best: number; now: number } {
  let best = 0;
  let now = 0;
  for (const game of games) {
    now = game.won ? now + 1 : 0;
    best = Math.max(best, now);
  }
  return { best, now };
}

const SVG = 'http://www.w3.org/2000/svg';
const svg = (tag: string, attrs: Record<string, string | number>): SVGElement => {
  const node = document.createElementNS(SVG, tag);
  for (const [name, value] of Object.entries(attrs)) node.setAttribute(name, String(value));
  return node;
};

/**
 * Games and wins per week as bars (a game's outline, the wins filled within it), the win rate as a
 * line over them, and the last games' results as a strip where the runs of wins show as unbroken
 * lines of squares. Drawn as SVG by hand: no chart library. The picture is hidden from screen
 * readers, which read the same figures as a table beside it.
 */
export function weeksPicture(weeks: readonly Week[], last: readonly ChartGame[], lang: Lang): { picture: Element; table: HTMLTableElement; legend: HTMLElement } {
  const width = 320;
  const height = 150;
  const bottom = 126;
  const top = 14;
  const most = Math.max(1, ...weeks.map((w) => w.games));
  const slot = width / weeks.length;
  const y = (n: number) => bottom - ((bottom - top) * n) / most;
  const day = new Intl.DateTimeFormat(lang, { day: 'numeric', month: 'short' });
  const picture = svg('svg', { viewBox: `0 0 ${width} ${height + 28}`, class: 'chart', 'aria-hidden': 'true', focusable: 'false' });
  picture.append(svg('line', { x1: 0, x2: width, y1: bottom + 0.5, y2: bottom + 0.5, class: 'axis' }));
  const mostLabel = svg('text', { x: 2, y: top - 4, class: 'label' });
  mostLabel.textContent = String(most);
  const fullRate = svg('text', { x: width - 2, y: top - 4, class: 'label rate-label', 'text-anchor': 'end' });
  fullRate.textContent = '100 %';
  picture.append(mostLabel, fullRate);
  const rate: string[] = [];
  weeks.forEach((week, i) => {
    const x = i * slot + slot * 0.18;
    const w = slot * 0.64;
    if (week.games > 0) picture.append(svg('rect', { x, y: y(week.games), width: w, height: bottom - y(week.games), class: 'games', rx: 2 }));
    if (week.wins > 0) picture.append(svg('rect', { x, y: y(week.wins), width: w, height: bottom - y(week.wins), class: 'wins', rx: 2 }));
    if (week.rate !== null) rate.push(`${x + w / 2},${bottom - (bottom - top) * week.rate}`);
    if (i % 3 === 0 || i === weeks.length - 1) {
      const label = svg('text', { x: x + w / 2, y: bottom + 14, class: 'label', 'text-anchor': 'middle' });
      label.textContent = day.format(week.start);
      picture.append(label);
    }
  });
  if (rate.length > 1) picture.append(svg('polyline', { points: rate.join(' '), class: 'rate' }));
  for (const point of rate) {
    const [cx, cy] = point.split(',');
    picture.append(svg('circle', { cx: cx!, cy: cy!, r: 2.5, class: 'rate-dot' }));
  }
  // The last games, oldest first: a win a filled square, any other end a hollow one.
  const strip = last.slice(-40);
  const size = width / 40;
  strip.forEach((game, i) => picture.append(svg('rect', { x: i * size + 1, y: height + 10, width: size - 2, height: size - 2, rx: 1.5, class: game.won ? 'run-won' : 'run-other' })));

  const table = el('table', { class: 'sr-only', 'data-chart-table': '' },
    el('caption', {}, t(lang, 'chart.caption', { weeks: weeks.length })),
    el('thead', {}, el('tr', {}, ...(['chart.week', 'chart.games', 'chart.wins', 'chart.rate'] as const).map((key) => el('th', { scope: 'col' }, t(lang, key))))),
    el('tbody', {}, ...weeks.map((week) => el('tr', {},
      el('th', { scope: 'row' }, day.format(week.start)),
      el('td', {}, String(week.games)),
      el('td', {}, String(week.wins)),
      el('td', {}, week.rate === null ? '–' : `${Math.round(week.rate * 100)} %`)))));
  const swatch = (kind: string, key: 'chart.games' | 'chart.wins' | 'chart.rate' | 'chart.runs') => el('span', { class: 'key' }, el('span', { class: `swatch ${kind}`, 'aria-hidden': 'true' }), t(lang, key));
  const legend = el('figcaption', { class: 'chart-legend', 'aria-hidden': 'true' }, swatch('games', 'chart.games'), swatch('wins', 'chart.wins'), swatch('rate', 'chart.rate'), swatch('run-won', 'chart.runs'));
  return { picture, table, legend };
}
