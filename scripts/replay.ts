/**
 * npx tsx scripts/replay.ts FILE.jsonl [FILE.jsonl …]
 *
 * Replays every won line of `npm run solve -- --jsonl` output through the engine, from the deal of
 * its code, and says how many end in a won game. A won verdict is its own proof only once its line
 * is replayed; this does it for a whole table. Then it sums the verdicts up per game, with 95%
 * confidence intervals, as the README's table gives them: shards of one run (`--shard I/N`)
 * concatenate into the whole. Exits 1 if any line does not win or a deal is there twice.
 */
import { readFileSync } from 'node:fs';
import { apply, isGameWon, newGame, parseCode, tokenMove, type Game, type Rule } from '../src/engine';
import { wilson } from './solve-deals';

let won = 0;
let failed = 0;
const seen = new Set<string>();
const tally = new Map<Rule, { won: number; lost: number; unknown: number }>();
for (const file of process.argv.slice(2)) {
  for (const text of readFileSync(file, 'utf8').split('\n')) {
    if (text.trim() === '') continue;
    const row = JSON.parse(text) as { code: string; verdict: 'won' | 'lost' | 'unknown'; line?: string };
    const code = parseCode(row.code);
    if (!code.ok) throw new Error(`not a code: ${row.code}`);
    if (seen.has(row.code)) {
      failed++;
      console.error(`${row.code}: there twice`);
      continue;
    }
    seen.add(row.code);
    const counts = tally.get(code.code.rule) ?? { won: 0, lost: 0, unknown: 0 };
    tally.set(code.code.rule, counts);
    counts[row.verdict]++;
    if (row.verdict !== 'won') continue;
    let game: Game = newGame(code.code);
    for (const token of (row.line ?? '').split(' ').filter(Boolean)) {
      const move = tokenMove(token);
      const outcome = move ? apply(game, { type: 'move', ...move }) : null;
      if (!outcome?.ok) break;
      game = outcome.game;
    }
    if (isGameWon(game)) won++;
    else {
      failed++;
      console.error(`${row.code}: the line does not win`);
    }
  }
}
console.log(`${won} won lines replayed to a won game, ${failed} that do not win or are there twice`);
for (const [rule, counts] of tally) {
  const n = counts.won + counts.lost + counts.unknown;
  const share = (k: number) => {
    const [lo, hi] = wilson(k, n);
    return `${k.toLocaleString('en-US')} (${((100 * k) / n).toFixed(1)}%, ${lo.toFixed(1)}–${hi.toFixed(1)}%)`;
  };
  console.log(`| ${rule} (${n.toLocaleString('en-US')} deals) | ${share(counts.won)} | ${share(counts.lost)} | ${share(counts.unknown)} |`);
}
process.exitCode = failed > 0 ? 1 : 0;
