import { describe, expect, it } from 'vitest';
import { rateSegments, runs, weekStart, weekly, type Week } from '../../src/ui/charts';

const at = (y: number, m: number, d: number, h = 12) => new Date(y, m - 1, d, h).getTime();

describe('the statistics’ pictures, as figures', () => {
  it('a week starts on Monday at midnight, local time', () => {
    expect(weekStart(at(2026, 12, 2)).getTime()).toBe(new Date(2026, 10, 30).getTime());
    expect(weekStart(at(2026, 11, 30, 0)).getTime()).toBe(new Date(2026, 10, 30).getTime());
    // A Sunday belongs to the week before.
    expect(weekStart(at(2026, 11, 29, 23)).getTime()).toBe(new Date(2026, 10, 23).getTime());
  });

  it('counts games and wins per week, oldest week first, with the win rate; weeks without games have none', () => {
    const now = at(2026, 12, 2);
    const games = [
      { ended: at(2026, 12, 1), won: true },
      { ended: at(2026, 12, 2, 9), won: false },
      { ended: at(2026, 11, 25), won: true },
      // Across the clock change of October 2026 (in Europe) and before the weeks shown.
      { ended: at(2026, 10, 26), won: true },
      { ended: at(2025, 1, 1), won: true },
    ];
    const weeks = weekly(games, now, 6);
    expect(weeks).toHaveLength(6);
    expect(weeks.at(-1)).toMatchObject({ games: 2, wins: 1, rate: 0.5 });
    expect(weeks.at(-2)).toMatchObject({ games: 1, wins: 1, rate: 1 });
    expect(weeks.at(-3)).toMatchObject({ games: 0, wins: 0, rate: null });
    expect(weeks[0]!.start.getTime()).toBe(new Date(2026, 9, 26).getTime());
    expect(weeks[0]).toMatchObject({ games: 1, wins: 1 });
    expect(weeks.reduce((n, w) => n + w.games, 0)).toBe(4);
  });

  it('finds the longest run of wins and the one going on', () => {
    const results = (s: string) => [...s].map((c, i) => ({ ended: i, won: c === 'W' }));
    expect(runs(results('WWLWWWL'))).toEqual({ best: 3, now: 0 });
    expect(runs(results('LWW'))).toEqual({ best: 2, now: 2 });
    expect(runs([])).toEqual({ best: 0, now: 0 });
  });

  it('the win rate is drawn as lines between weeks with games, broken by a week without', () => {
    const week = (games: number, wins = 0): Week => ({ start: new Date(2026, 0, 5), games, wins, rate: games === 0 ? null : wins / games });
    expect(rateSegments([week(0), week(2, 1), week(3, 3), week(0), week(0), week(1, 0), week(4, 2)])).toEqual([[1, 2], [5, 6]]);
    expect(rateSegments([week(1, 1), week(0), week(1)])).toEqual([[0], [2]]);
    expect(rateSegments([week(0), week(0)])).toEqual([]);
  });
});
