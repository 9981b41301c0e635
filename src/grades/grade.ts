import { newGame, sfc32, variantOf, type GameCode, type Grade, type Move, type Rule } from '../engine';
import { STYLES, playout, type Style } from '../players';
import { Search, type Solution } from '../solver';

export { GRADES, isGrade, type Grade } from '../engine';

/** Playouts of each style per deal graded. */
export const PLAYOUTS = 8;
/**
 * A deal is graded only once the solver proves it winnable within this many positions (a budget in
 * positions, so that every device grades alike): the daily deal's budget (services/deals.ts).
 */
export const GRADE_MAX_NODES = 150_000;

/**
 * The seed of playout `index` of a style on a deal. `round` 0 is the grade's own; other rounds give
 * other playouts of the same deal, to check the grades with (scripts/grade.ts --check).
 */
export function playoutSeed(code: GameCode, style: Style, index: number, round = 0): number {
  const mix = sfc32(code.deal % 0x1_0000_0000, Math.floor(code.deal / 0x1_0000_0000), variantOf(code.rule).dailySeed, (round * STYLES.length + STYLES.indexOf(style)) * 1024 + index);
  for (let i = 0; i < 12; i++) mix();
  return mix();
}

/** How a style's playouts of a deal went: games won, and the cards home on average. */
export interface StyleResult {
  readonly won: number;
  readonly home: number;
}
export type Playouts = Readonly<Record<Style, StyleResult>>;

/** `count` playouts of each style on a deal (round as in playoutSeed). */
export function playDeal(code: GameCode, round = 0, count = PLAYOUTS): Playouts {
  const start = newGame(code);
  const out = {} as Record<Style, StyleResult>;
  for (const style of STYLES) {
    let won = 0;
    let home = 0;
    for (let i = 0; i < count; i++) {
      const p = playout(start, style, playoutSeed(code, style, i, round));
      if (p.won) won++;
      home += p.home;
    }
    out[style] = { won, home: home / count };
  }
  return out;
}

/**
 * A deal's ease, 0 (no player won it) to 1 (every playout won it): the share of playouts won, every
 * style counted alike, plus a small share for how far the lost ones got (cards home), which orders
 * deals that as many players won by how near the others came. The share for nearness is small
 * enough that one more game won always counts for more: all of it together is at most
 * NEAR_WEIGHT × the number of playouts, under one game.
 */
export function easeOf(playouts: Playouts, count = PLAYOUTS): number {
  let won = 0;
  let near = 0;
  for (const style of STYLES) {
    won += playouts[style].won;
    near += playouts[style].home / 52;
  }
  const n = STYLES.length * count;
  return (won + NEAR_WEIGHT * near * count) / (n + NEAR_WEIGHT * n);
}
const NEAR_WEIGHT = 0.02;

/**
 * The lowest ease of Easy, Medium and Hard deals in each game (below the last: Expert): each grade a
 * quarter of the game's winnable deals. Set on deals 1–2,000 of each game (Russian Solitaire, whose
 * deals are seldom winnable: 1–20,000), as the eases of the deals at the quarters, rounded down to
 * 4 decimals (`npx tsx scripts/grade-sum.ts FILE.jsonl --thresholds 0.25,0.25,0.25`); checked on
 * deals from 1,000,001 on (README, "Deal grades").
 */
export const THRESHOLDS: Readonly<Record<Rule, readonly [number, number, number]>> = {
  classic: [0.5841, 0.3753, 0.0853],
  relaxed: [0.9168, 0.8338, 0.7506],
  russian: [0.8337, 0.5423, 0.1381],
  alaska: [0.0444, 0.002, 0.001],
  moosehide: [0.8338, 0.7508, 0.6676],
};

/** The grade of an ease in a game. */
export function gradeOf(rule: Rule, ease: number): Grade {
  const [easy, medium, hard] = THRESHOLDS[rule];
  return ease >= easy ? 'easy' : ease >= medium ? 'medium' : ease >= hard ? 'hard' : 'expert';
}

/**
 * A deal's grading: graded when the solver proves it winnable within GRADE_MAX_NODES positions
 * (with the winning line), else no grade, with the solver's verdict. A pure function of the code:
 * the same on every device.
 */
export type Grading =
  | { readonly verdict: 'won'; readonly grade: Grade; readonly ease: number; readonly playouts: Playouts; readonly line: readonly Move[]; readonly nodes: number }
  | { readonly verdict: 'lost' | 'unknown'; readonly grade: null; readonly nodes: number };

/**
 * A deal's grading, resumable: `run(steps)` does about that many positions of the solver's search,
 * or one playout, and returns the grading once it is done (null until then), so that a worker can
 * look at its messages in between.
 */
export class Grader {
  private readonly search: Search;
  private solution: Solution | null = null;
  /** Per style: games won and cards home in all, so far. */
  private readonly results: Record<Style, { won: number; home: number }> = Object.fromEntries(STYLES.map((s) => [s, { won: 0, home: 0 }])) as Record<Style, { won: number; home: number }>;
  private played = 0;
  private result: Grading | null = null;

  constructor(private readonly code: GameCode) {
    this.search = new Search(newGame(code), { maxNodes: GRADE_MAX_NODES });
  }

  run(steps = Infinity): Grading | null {
    if (this.result) return this.result;
    const solution = (this.solution ??= this.search.run(steps));
    if (!solution) return null;
    if (solution.verdict !== 'won') return (this.result = { verdict: solution.verdict, grade: null, nodes: solution.nodes });
    // One playout per step: styles in order, PLAYOUTS of each.
    const style = STYLES[Math.floor(this.played / PLAYOUTS)] as Style;
    const p = playout(newGame(this.code), style, playoutSeed(this.code, style, this.played % PLAYOUTS));
    const r = this.results[style];
    if (p.won) r.won++;
    r.home += p.home;
    if (++this.played < STYLES.length * PLAYOUTS) return null;
    // Cards home on average, summed then divided, as playDeal does: the same ease to the last bit.
    const playouts = Object.fromEntries(STYLES.map((s) => [s, { won: this.results[s].won, home: this.results[s].home / PLAYOUTS }])) as Record<Style, StyleResult>;
    const ease = easeOf(playouts);
    return (this.result = { verdict: 'won', grade: gradeOf(this.code.rule, ease), ease, playouts, line: solution.line, nodes: solution.nodes });
  }
}

/** A deal's grading, worked out at once (scripts and tests; the app grades in the solver's worker). */
export function gradeDeal(code: GameCode): Grading {
  const grader = new Grader(code);
  for (;;) {
    const done = grader.run();
    if (done) return done;
  }
}
