/**
 * npx tsx scripts/judge.ts [--count N] [--seed S] [--limit L]   (L: 100,000 unless given)
 *
 * The solver against the truth, at scale: for every game, N small positions drawn at random (seeded:
 * endgames of each suit's top 3, 5 or 13 cards (the last with up to 6 face down in a column) and whole decks dealt nearly face down, as the unit tests
 * draw a hundred or so) are judged by the plain exhaustive search of the tests (test/support/judge.ts:
 * every legal move, take-backs included, no pruning of any kind), up to L positions each, and
 * solved by the solver's three ways: the guided plan on a budget of positions (the tables'), the
 * attempts plan on a budget of positions (the daily deals' and grades'), and on the clock (the
 * app's, the guided plan again, its clock a tick per look). A verdict that differs from the judge's is a bad verdict (exit 1); every won
 * line is replayed through the engine.
 */
import fc from 'fast-check';
import { parseArgs } from 'node:util';
import { RULES, apply, isGameWon, type Game, type Move } from '../src/engine';
import { solve, type SolveOptions } from '../src/solver';
import { winnable } from '../test/support/judge';
import { buriedDeck, endgame } from '../test/support/positions';

const { values } = parseArgs({ options: { count: { type: 'string', default: '1000' }, seed: { type: 'string', default: '1' }, limit: { type: 'string', default: '100000' } } });
const count = Number(values.count);
const seed = Number(values.seed);
const limit = Number(values.limit);

const replays = (game: Game, line: readonly Move[]) => isGameWon(line.reduce((g, move) => apply(g, { type: 'move', ...move }).game, game));
let bad = 0;
for (const rule of RULES) {
  const one = fc.constant(rule);
  const kinds = [
    { name: 'endgames of 3', games: fc.sample(endgame(one, 3), { numRuns: Math.ceil(count * 0.2), seed }) },
    { name: 'endgames of 5', games: fc.sample(endgame(one, 5), { numRuns: Math.ceil(count * 0.2), seed }) },
    { name: 'endgames of 13, up to 6 face down', games: fc.sample(endgame(one, 13, 6), { numRuns: Math.ceil(count * 0.4), seed }) },
    { name: 'buried decks', games: fc.sample(buriedDeck(one), { numRuns: Math.floor(count * 0.2), seed }) },
  ];
  for (const { name, games } of kinds) {
    const started = performance.now();
    const tally = { judged: 0, won: 0, agree: 0, undecided: 0, bad: 0 };
    for (const game of games) {
      const truth = winnable(game, limit);
      if (truth === null) continue;
      tally.judged++;
      if (truth) tally.won++;
      let t = 0;
      // On the clock: a tick per look at the clock (one per 256 positions), so the guided search starts
      // after 200 looks and the budget ends after 4,000 (about a million positions).
      const plans: SolveOptions[] = [{ maxNodes: 150_000, plan: 'guided' }, { maxNodes: 150_000 }, { budgetMs: 4000, now: () => t++ }];
      for (const options of plans) {
        const r = solve(game, options);
        if (r.verdict === 'unknown') tally.undecided++;
        else if ((r.verdict === 'won') === truth && (r.verdict !== 'won' || replays(game, r.line))) tally.agree++;
        else {
          tally.bad++;
          console.error(`${rule}: the solver says ${r.verdict} (${JSON.stringify(options)}), the judge ${truth ? 'won' : 'lost'}: ${JSON.stringify(game.table)}`);
        }
      }
    }
    bad += tally.bad;
    console.log(`${rule}, ${name}: ${tally.judged} of ${games.length} judged (${tally.won} won, ${tally.judged - tally.won} lost); of their verdicts by 3 plans ${tally.agree} agree, ${tally.undecided} undecided, ${tally.bad} bad (${((performance.now() - started) / 1000).toFixed(0)} s)`);
  }
}
process.exitCode = bad > 0 ? 1 : 0;
