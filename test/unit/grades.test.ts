import { describe, expect, it } from 'vitest';
import { RULES, apply, isGameWon, newGame, type Game } from '../../src/engine';
import { GRADES, PLAYOUTS, THRESHOLDS, easeOf, gradeDeal, gradeOf, isGrade, playDeal, playoutSeed } from '../../src/grades';
import { STYLES } from '../../src/players';
import { GRADE_CHOICES } from '../../src/settings';

describe('deal grades', () => {
  it.each(RULES)('%s: thresholds fall from Easy to Expert, and grades follow the ease', (rule) => {
    const [easy, medium, hard] = THRESHOLDS[rule];
    expect(easy).toBeGreaterThan(medium);
    expect(medium).toBeGreaterThan(hard);
    expect(hard).toBeGreaterThan(0);
    expect(gradeOf(rule, 1)).toBe('easy');
    expect(gradeOf(rule, easy)).toBe('easy');
    expect(gradeOf(rule, (easy + medium) / 2)).toBe('medium');
    expect(gradeOf(rule, (medium + hard) / 2)).toBe('hard');
    expect(gradeOf(rule, 0)).toBe('expert');
    // Ease never rising, grades never get easier.
    const eases = Array.from({ length: 101 }, (_, i) => 1 - i / 100);
    const ranks = eases.map((e) => GRADES.indexOf(gradeOf(rule, e)));
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
  });

  it('knows its own names, and the New game window offers them all, easiest first, after "any"', () => {
    expect(GRADE_CHOICES).toEqual(['any', ...GRADES]);
    for (const grade of GRADES) expect(isGrade(grade)).toBe(true);
    for (const other of ['Easy', '', 'any', null, 3, '__proto__']) expect(isGrade(other)).toBe(false);
  });

  it('ease runs from 0 (no playout won, no card home) to 1 (every playout won)', () => {
    const none = Object.fromEntries(STYLES.map((s) => [s, { won: 0, home: 0 }])) as Parameters<typeof easeOf>[0];
    const all = Object.fromEntries(STYLES.map((s) => [s, { won: PLAYOUTS, home: 52 }])) as Parameters<typeof easeOf>[0];
    expect(easeOf(none)).toBe(0);
    expect(easeOf(all)).toBeCloseTo(1, 12);
    // One more game won counts for more than every lost game getting as far as it can.
    const oneWin = { ...none, greedy: { won: 1, home: 52 / PLAYOUTS } };
    const nearest = Object.fromEntries(STYLES.map((s) => [s, { won: 0, home: 51 }])) as Parameters<typeof easeOf>[0];
    expect(easeOf(oneWin)).toBeGreaterThan(easeOf(nearest));
    const twoWins = { ...none, greedy: { won: 2, home: 2 * 52 / PLAYOUTS } };
    const oneWinNearest = { ...nearest, greedy: { won: 1, home: (52 + 7 * 51) / PLAYOUTS } };
    expect(easeOf(twoWins)).toBeGreaterThan(easeOf(oneWinNearest));
  });

  it('seeds differ per style, playout, round and game, and are the same every time', () => {
    const seeds = new Set<number>();
    for (const rule of RULES) for (const style of STYLES) for (let i = 0; i < PLAYOUTS; i++) for (const round of [0, 1]) seeds.add(playoutSeed({ rule, deal: 5 }, style, i, round));
    expect(seeds.size).toBe(RULES.length * STYLES.length * PLAYOUTS * 2);
    expect(playoutSeed({ rule: 'classic', deal: 5 }, 'greedy', 3)).toBe(playoutSeed({ rule: 'classic', deal: 5 }, 'greedy', 3));
  });

  it('grades a winnable deal from its playouts, with a winning line the engine replays, the same every time', () => {
    const code = { rule: 'classic' as const, deal: 19 };
    const g = gradeDeal(code);
    expect(g.verdict).toBe('won');
    if (g.verdict !== 'won') return;
    expect(g.grade).toBe(gradeOf('classic', g.ease));
    expect(g.ease).toBe(easeOf(playDeal(code)));
    const end = g.line.reduce<Game>((game, move) => {
      const r = apply(game, { type: 'move', ...move });
      if (!r.ok) throw new Error(`refused: ${r.refusal.reason}`);
      return r.game;
    }, newGame(code));
    expect(isGameWon(end)).toBe(true);
    expect(gradeDeal(code)).toEqual(g);
  });

  it('gives no grade to a deal the solver proves lost', () => {
    // Classic deal 4 (YU1-C-AAAAAAE) is lost: the solver searches it through.
    const g = gradeDeal({ rule: 'classic', deal: 4 });
    expect(g).toMatchObject({ verdict: 'lost', grade: null });
  });
});
