/**
 * npx tsx scripts/replay.ts [--deals FIRST-LAST] [--undecided-out FILE] FILE.jsonl [FILE.jsonl …]
 *
 * Replays every won line of `npm run solve -- --jsonl` output through the engine, from the deal of
 * its code, and says how many end in a won game. A won verdict is its own proof only once its line
 * is replayed; this does it for a whole table. Then it sums the verdicts up per game, with 95%
 * confidence intervals, as the README's table gives them: shards of one run (`--shard I/N`)
 * concatenate into the whole. A deal may have more rows where all but one are undecided (a second
 * pass with a larger budget, `npm run solve -- --undecided-in`): the decided one stands, or else the
 * undecided one searched furthest; two decided rows for one deal are refused, in any order of the
 * files. Under each game's row: the share of all its deals that can be won (from the deals won to
 * the deals won or undecided, 95%), how many positions and how long a decided deal took (median,
 * 90th and 99th percentile, most), the hardest decided deals by code, and how far the undecided ones
 * were searched, and when there are few (20 at most), their codes. With --deals, only the deals of
 * that range are replayed and counted (the README's deals 1–10,000: `--deals 1-10000`); a deal
 * decided twice fails the table wherever it is. With --undecided-out FILE, the deals still
 * undecided (each its row searched furthest; with --deals, only that range's) are written to FILE,
 * in deal order: the work list of a next pass (`npm run solve -- --undecided-in FILE`), small enough
 * to keep (tables/); FILE may be one of the files read, and is left as it was when the table has an
 * error. Exits 1 if any line does not win, a deal has two decided rows, or a line is not a whole row.
 */
import { existsSync, writeFileSync } from 'node:fs';
import { DEAL_COUNT, apply, isGameWon, newGame, parseCode, tokenMove, type Game, type Rule } from '../src/engine';
import { commandLine } from './command-line';
import { joinPasses, readRows, summarize, wilson, type DealResult } from './solve-deals';

const USAGE = 'usage: npx tsx scripts/replay.ts [--deals FIRST-LAST] [--undecided-out FILE] FILE.jsonl …';
const cli = commandLine('replay', USAGE);
// (Typed here so that TypeScript knows a call to it never returns.)
const fail: (message: string) => never = cli.fail;
const { values, positionals: files } = cli.parse({ options: { deals: { type: 'string' }, 'undecided-out': { type: 'string' } }, allowPositionals: true });
const range = /^(\d+)-(\d+)$/.exec(values.deals ?? '0-' + String(DEAL_COUNT - 1));
if (files.length === 0) fail('name the JSONL files of the table');
if (!range) fail('--deals is FIRST-LAST, for example 1-10000');
const [first, last] = [Number(range[1]), Number(range[2])];
if (first > last || last >= DEAL_COUNT) fail(`--deals names deals 0 … 26^7 − 1, the first no later than the last`);
for (const file of files) if (!existsSync(file)) fail(`${file}: no such file`);

let won = 0;
let failed = 0;
/** Every file's rows, one file after another (a table's rows are too many to spread into one call). */
function* everyRow(): Generator<DealResult> {
  for (const file of files) {
    yield* readRows(file, (line) => {
      failed++;
      console.error(`${file}: not a whole row: ${line.slice(0, 80)}`);
    });
  }
}
const { rows, again, twice } = joinPasses(everyRow());
for (const { code, verdicts } of twice) {
  failed++;
  console.error(`${code}: decided twice${verdicts[0] !== verdicts[1] ? `, ${verdicts[0]} and ${verdicts[1]}` : ''}`);
}
const tally = new Map<Rule, DealResult[]>();
for (const row of rows.values()) {
  const code = parseCode(row.code);
  if (!code.ok) throw new Error(`not a code: ${row.code}`);
  if (code.code.deal < first || code.code.deal > last) continue;
  const ofRule = tally.get(code.code.rule) ?? [];
  tally.set(code.code.rule, ofRule);
  ofRule.push(row);
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
if (again.size > 0) console.log(`${again.size} deals with more than one row (a second pass): the decided row stands, else the one searched furthest`);
console.log(`${won} won lines replayed to a won game, ${failed} that do not win, are decided twice or are not whole rows`);
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
  if (decided.length === 0) console.log('  no deal decided');
  else {
    console.log(`  positions to decide: median ${number(s.medianNodes)}, 90th percentile ${number(s.p90Nodes)}, 99th ${number(s.p99Nodes)}, most ${number(hardest[0]!.nodes)}`);
    console.log(`  time to decide (this machine): median ${s.medianMs.toFixed(1)} ms, 90th percentile ${s.p90Ms.toFixed(1)} ms, 99th ${s.p99Ms.toFixed(0)} ms, most ${decided.reduce((most, r) => Math.max(most, r.ms), 0).toFixed(0)} ms`);
    console.log(`  hardest decided: ${hardest.map((r) => `${r.code} (${r.verdict}, ${number(r.nodes)} positions)`).join(', ')}`);
  }
  if (s.unknown > 0) console.log(`  undecided: searched ${number(rows.reduce((least, r) => (r.verdict === 'unknown' ? Math.min(least, r.nodes) : least), Infinity))} to ${number(s.undecidedNodes)} positions each`);
  const undecided = rows.filter((r) => r.verdict === 'unknown');
  if (undecided.length > 0 && undecided.length <= 20) console.log(`  undecided deals: ${undecided.map((r) => r.code).join(', ')}`);
}
const out = values['undecided-out'];
if (out !== undefined) {
  // (A game's codes sort as its deal numbers do: the same letters, base 26, always seven.)
  const left = [...tally.values()].flatMap((ofRule) => ofRule.filter((r) => r.verdict === 'unknown').sort((a, b) => (a.code < b.code ? -1 : 1)));
  // (A table with errors writes nothing: the list may be one of its own files, and stays as it was.)
  if (failed > 0) console.error(`${out}: not written, the table has errors (above)`);
  else {
    writeFileSync(out, left.map((r) => `${JSON.stringify(r)}\n`).join(''));
    console.log(`${left.length} undecided deals written to ${out}`);
  }
}
process.exitCode = failed > 0 ? 1 : 0;
