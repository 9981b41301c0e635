import { el } from './dom';
import { intl, t, type Lang } from './i18n';

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

/** The win rate as lines between weeks that follow one another with games: a week without games breaks the line. */
export function rateSegments(weeks: readonly Week[]): number[][] {
  const segments: number[][] = [];
  let open: number[] | null = null;
  weeks.forEach((week, i) => {
    if (week.rate === null) return void (open = null);
    if (!open) segments.push((open = []));
    open.push(i);
  });
  return segments;
}

/**
 * Games and wins per week as bars (a game's outline, the wins filled within it; a week without
 * games a short dash on the axis, so that it reads as none rather than as missing), the win rate as
 * a line over them on its own scale (its unit and marks in its own colour, on the right; broken
 * where a week had no games), and the last games' results as a strip, oldest first, where the runs
 * of wins show as unbroken lines of filled squares. Drawn as SVG by hand: no chart library. The
 * picture is hidden from screen readers, which read the same figures as a table beside it.
 */
export function weeksPicture(weeks: readonly Week[], last: readonly ChartGame[], lang: Lang): { picture: Element; table: HTMLTableElement; legend: HTMLElement } {
  const width = 320;
  const height = 150;
  const bottom = 126;
  const top = 14;
  const most = Math.max(1, ...weeks.map((w) => w.games));
  // The weeks, and a gutter on the right for the rate's scale.
  const gutter = 34;
  const slot = (width - gutter) / weeks.length;
  const y = (n: number) => bottom - ((bottom - top) * n) / most;
  const rateY = (rate: number) => bottom - (bottom - top) * rate;
  const day = new Intl.DateTimeFormat(intl(lang), { day: 'numeric', month: 'short' });
  const strip = last.slice(-40);
  const stripTop = height + 8;
  const picture = svg('svg', { viewBox: `0 0 ${width} ${stripTop + width / 40 + 2}`, class: 'chart', 'aria-hidden': 'true', focusable: 'false' });
  const text = (content: string, attrs: Record<string, string | number>) => {
    const node = svg('text', attrs);
    node.textContent = content;
    picture.append(node);
  };
  picture.append(svg('line', { x1: 0, x2: width, y1: bottom + 0.5, y2: bottom + 0.5, class: 'axis' }));
  // The scales: games on the left, in the bars' ink; the win rate on the right, in the line's colour.
  picture.append(svg('line', { x1: 0, x2: width, y1: top + 0.5, y2: top + 0.5, class: 'grid' }));
  text(t(lang, 'chart.axisGames', { count: most }), { x: 0, y: top - 4, class: 'label' });
  text(t(lang, 'chart.axisRate', { rate: t(lang, 'chart.percent', { n: 100 }) }), { x: width, y: top - 4, class: 'label rate-label', 'text-anchor': 'end' });
  text(t(lang, 'chart.percent', { n: 50 }), { x: width, y: rateY(0.5) + 3.5, class: 'label rate-label', 'text-anchor': 'end' });
  picture.append(svg('line', { x1: width - gutter, x2: width - gutter + 4, y1: rateY(0.5) + 0.5, y2: rateY(0.5) + 0.5, class: 'rate-tick' }));
  const centre = (i: number) => i * slot + slot / 2;
  weeks.forEach((week, i) => {
    const w = slot * 0.64;
    const x = centre(i) - w / 2;
    if (week.games === 0) picture.append(svg('line', { x1: x + w * 0.2, x2: x + w * 0.8, y1: bottom - 1.5, y2: bottom - 1.5, class: 'none' }));
    if (week.games > 0) picture.append(svg('rect', { x, y: y(week.games), width: w, height: bottom - y(week.games), class: 'games', rx: 2 }));
    if (week.wins > 0) picture.append(svg('rect', { x, y: y(week.wins), width: w, height: bottom - y(week.wins), class: 'wins', rx: 2 }));
    // A date under every third week and the last; the first and the last kept inside the picture.
    if (i % 3 === 0 || i === weeks.length - 1) {
      const edge = i === 0 ? { x: 0, 'text-anchor': 'start' } : i === weeks.length - 1 ? { x: width - gutter, 'text-anchor': 'end' } : { x: centre(i), 'text-anchor': 'middle' };
      const label = day.format(week.start);
      // The last date only where it clears the one before (as wide as its language writes it:
      // 16. Nov. is wider than Nov 16), at about 0.6 of the labels' 10 px a character.
      if (i === weeks.length - 1 && i % 3 !== 0) {
        const before = day.format(weeks[i - (i % 3)]!.start);
        if (centre(i - (i % 3)) + 3 * before.length + 6 > width - gutter - 6 * label.length) return;
      }
      text(label, { ...edge, y: bottom + 14, class: 'label' });
    }
  });
  for (const segment of rateSegments(weeks)) {
    const points = segment.map((i) => `${centre(i)},${rateY(weeks[i]!.rate as number)}`);
    if (points.length > 1) picture.append(svg('polyline', { points: points.join(' '), class: 'rate' }));
    for (const i of segment) picture.append(svg('circle', { cx: centre(i), cy: rateY(weeks[i]!.rate as number), r: 2.5, class: 'rate-dot' }));
  }
  // The last games, oldest first: a win a filled square, any other end a hollow one.
  const size = width / 40;
  strip.forEach((game, i) => picture.append(svg('rect', { x: i * size + 1, y: stripTop, width: size - 2, height: size - 2, rx: 1.5, class: game.won ? 'run-won' : 'run-other' })));

  const table = el('table', { class: 'sr-only', 'data-chart-table': '' },
    el('caption', {}, t(lang, 'chart.caption', { weeks: weeks.length })),
    el('thead', {}, el('tr', {}, ...(['chart.week', 'chart.games', 'chart.wins', 'chart.rate'] as const).map((key) => el('th', { scope: 'col' }, t(lang, key))))),
    el('tbody', {}, ...weeks.map((week) => el('tr', {},
      el('th', { scope: 'row' }, day.format(week.start)),
      el('td', {}, String(week.games)),
      el('td', {}, String(week.wins)),
      el('td', {}, week.rate === null ? '–' : `${Math.round(week.rate * 100)} %`)))));
  const swatch = (kind: string, key: 'chart.games' | 'chart.wins' | 'chart.rate' | 'chart.won' | 'chart.notWon') => el('span', { class: 'key' }, el('span', { class: `swatch ${kind}`, 'aria-hidden': 'true' }), t(lang, key));
  const legend = el('figcaption', { class: 'chart-legend', 'aria-hidden': 'true' },
    el('span', { class: 'keys' }, swatch('games', 'chart.games'), swatch('wins', 'chart.wins'), swatch('rate', 'chart.rate')),
    ...(strip.length > 0 ? [el('span', { class: 'keys' }, el('span', { class: 'keys-title' }, t(lang, 'chart.lastGames', { count: strip.length })), swatch('run-won', 'chart.won'), swatch('run-other', 'chart.notWon'))] : []));
  return { picture, table, legend };
}
