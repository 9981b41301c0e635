/**
 * npx tsx scripts/replay.ts FILE.jsonl [FILE.jsonl …]
 *
 * Replays every won line of `npm run solve -- --jsonl` output through the engine, from the deal of
 * its code, and says how many end in a won game. A won verdict is its own proof only once its line
 * is replayed; this does it for a whole table. Then it sums the verdicts up per game, with 95%
 * confidence intervals, as the README's table gives them: shards of one run (`--shard I/N`)
 * concatenate into the whole, and a later file's row for a deal an earlier one left undecided
 * stands for it (a second pass with a larger budget, `npm run solve -- --undecided-in`). Under each game's row: the share of all its deals that can be won
 * (from the deals won to the deals won or undecided, 95%), how many positions and how long a
 * decided deal took (median, 90th and 99th percentile, most), the hardest decided deals by code,
 * and how far the undecided ones were searched. Exits 1 if any line does not win or a deal is
 * there twice.
 */
import { readFileSync } from 'node:fs';
import { apply, isGameWon, newGame, parseCode, tokenMove, type Game, type Rule } from '../src/engine';
import { summarize, wilson, type DealResult } from './solve-deals';

let won = 0;
let failed = 0;
/** Each deal's row; a later file's row stands for an undecided one (a second pass, --undecided-in). */
const rows = new Map<string, DealResult>();
let again = 0;
for (const file of process.argv.slice(2)) {
  for (const text of readFileSync(file, 'utf8').split('\n')) {
    if (text.trim() === '') continue;
    const row = JSON.parse(text) as DealResult;
    const before = rows.get(row.code);
    if (before?.verdict === 'unknown') again++;
    else if (before && row.verdict !== 'unknown') {
      failed++;
      console.error(`${row.code}: there twice${before.verdict !== row.verdict ? `, ${before.verdict} and ${row.verdict}` : ''}`);
    }
    if (!before || before.verdict === 'unknown') rows.set(row.code, row);
  }
}
const tally = new Map<Rule, DealResult[]>();
for (const row of rows.values()) {
  const code = parseCode(row.code);
  if (!code.ok) throw new Error(`not a code: ${row.code}`);
  tally.set(code.code.rule, [...(tally.get(code.code.rule) ?? []), row]);
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
if (again > 0) console.log(`${again} undecided deals searched again by a later file`);
console.log(`${won} won lines replayed to a won game, ${failed} that do not win or are there twice`);
const number = (n: number) => n.toLocaleString('en-US');
for (const [rule, rows] of tally) {
  const s = summarize(rows);
  const share = (k: number) => {
    const [lo, hi] = wilson(k, s.n);
    return `${number(k)} (${((100 * k) / s.n).toFixed(1)}%, ${lo.toFixed(1)}–${hi.toFixed(1)}%)`;
  };
  console.log(`| ${rule} (${number(s.n)} deals) | ${share(s.won)} | ${share(s.lost)} | ${share(s.unknown)} |`);
  const decided = rows.filter((r) => r.verdict !== 'unknown');
  const hardest = [...decided].sort((a, b) => b.nodes - a.nodes).slice(0, 3);
  console.log(`  winnable: ${wilson(s.won, s.n)[0].toFixed(1)}–${wilson(s.won + s.unknown, s.n)[1].toFixed(1)}% of all deals (95%)`);
  console.log(`  positions to decide: median ${number(s.medianNodes)}, 90th percentile ${number(s.p90Nodes)}, 99th ${number(s.p99Nodes)}, most ${number(hardest[0]?.nodes ?? 0)}`);
  console.log(`  time to decide (this machine): median ${s.medianMs.toFixed(1)} ms, 90th percentile ${s.p90Ms.toFixed(1)} ms, 99th ${s.p99Ms.toFixed(0)} ms, most ${Math.max(0, ...decided.map((r) => r.ms)).toFixed(0)} ms`);
  console.log(`  hardest decided: ${hardest.map((r) => `${r.code} (${r.verdict}, ${number(r.nodes)} positions)`).join(', ')}`);
  if (s.unknown > 0) console.log(`  undecided: searched ${number(Math.min(...rows.filter((r) => r.verdict === 'unknown').map((r) => r.nodes)))} to ${number(s.undecidedNodes)} positions each`);
}
process.exitCode = failed > 0 ? 1 : 0;
