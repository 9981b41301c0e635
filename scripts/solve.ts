/**
 * npm run solve -- --rule classic|relaxed|russian|alaska|moosehide --from N --count K (--budget-ms T and/or --max-nodes M) [--plan guided|attempts|depth-first] [--shard I/N] [--jsonl] [--threads P] [--resume FILE] [--undecided-in FILE …]
 *
 * The budget per deal is T milliseconds, or M positions searched (the same on every machine), or
 * whichever runs out first when both are given. --plan picks the searches the budget is spent on
 * (src/solver/solve-options.ts, SolveOptions.plan): by default 'guided' on time alone, else 'attempts'.
 * Solves deals N … N+K−1 (deal numbers as in the game codes) on worker threads, one per core, and
 * prints the share won, lost and undecided with 95% confidence intervals (Wilson), the median and
 * 90th percentile time to decide, positions searched per second and the peak memory. With
 * --jsonl, one line per deal too, on standard output as each deal is done (in any order), and the
 * summary on standard error:
 *   {"code":"YU1-C-AAAAAAB","verdict":"won","ms":3.1,"nodes":812,"line":"QD4 7C2 8H6 …"}
 * `line` is in the saved game's notation: the card id, then the column 1–7 or F.
 * With --shard I/N, only shard I of N: the deals whose place in the range is I − 1 modulo N, so N
 * machines (or jobs of a batch system) can share a range; their JSONL outputs concatenate into the
 * whole run's, and `scripts/replay.ts` reads and sums them up again.
 * With --resume FILE (the JSONL of an earlier run of the same command, cut short), the deals it
 * holds are skipped: append the new lines to it (`>> FILE`) and the file is the whole run's.
 * With --undecided-in FILE (an earlier run's JSONL), only the deals of the range that it left
 * undecided: a second pass with a larger budget; `scripts/replay.ts` reads both files and lets a
 * deal's later verdict stand for its undecided one. Given once per file (a first pass and the passes
 * after it), the deals all of them together leave undecided.
 */
import { existsSync } from 'node:fs';
import { DEAL_COUNT, RULES, formatCode, isRule, parseCode, type Rule } from '../src/engine';
import { commandLine } from './command-line';
import { joinPasses, readRows, shardDeals, solveDeals, summarize, wilson, type Budget, type DealResult } from './solve-deals';

const USAGE = 'usage: npm run solve -- --rule classic|relaxed|russian|alaska|moosehide --from N --count K (--budget-ms T and/or --max-nodes M) [--plan guided|attempts|depth-first] [--shard I/N] [--jsonl] [--threads P] [--resume FILE] [--undecided-in FILE …]';

const cli = commandLine('solve', USAGE);
// (Typed here so that TypeScript knows a call to it never returns.)
const fail: (message: string) => never = cli.fail;
const { values } = cli.parse({
  options: {
    rule: { type: 'string', default: 'classic' },
    from: { type: 'string', default: '1' },
    count: { type: 'string', default: '100' },
    'budget-ms': { type: 'string' },
    'max-nodes': { type: 'string' },
    jsonl: { type: 'boolean', default: false },
    shard: { type: 'string', default: '1/1' },
    threads: { type: 'string' },
    resume: { type: 'string' },
    plan: { type: 'string' },
    'undecided-in': { type: 'string', multiple: true },
    help: { type: 'boolean', default: false },
  },
});
if (values.help) {
  process.stdout.write(`${USAGE}\n(the comment at the top of scripts/solve.ts says what each option does)\n`);
  process.exit(0);
}
const rule = values.rule as Rule;
const from = Number(values.from);
const count = Number(values.count);
const budgetMs = values['budget-ms'] === undefined ? undefined : Number(values['budget-ms']);
const maxNodes = values['max-nodes'] === undefined ? undefined : Number(values['max-nodes']);
if (!isRule(rule)) fail(`--rule is one of ${RULES.join(', ')}`);
if (!Number.isInteger(from) || !Number.isInteger(count) || from < 0 || count < 1 || from + count > DEAL_COUNT) fail('--from and --count name deals 0 … 26^7 − 1');
const shardMatch = /^(\d+)\/(\d+)$/.exec(values.shard);
const [shard, shards] = shardMatch ? [Number(shardMatch[1]), Number(shardMatch[2])] : [0, 0];
if (!(shard >= 1 && shard <= shards)) fail('--shard is I/N with 1 ≤ I ≤ N, for example 2/8');
if (budgetMs === undefined && maxNodes === undefined) fail('give a budget: --budget-ms and/or --max-nodes');
if ((budgetMs !== undefined && !(budgetMs > 0)) || (maxNodes !== undefined && !(maxNodes > 0))) fail('budgets are positive numbers');
const plan = values.plan as Budget['plan'];
if (plan !== undefined && plan !== 'guided' && plan !== 'attempts' && plan !== 'depth-first') fail('--plan is guided, attempts or depth-first');
const threads = values.threads === undefined ? undefined : Number(values.threads);
if (threads !== undefined && !(Number.isInteger(threads) && threads >= 1)) fail('--threads is a whole number, 1 or more');
const budget = { ...(budgetMs ? { budgetMs } : {}), ...(maxNodes ? { maxNodes } : {}), ...(plan ? { plan } : {}) };
const budgetText = [budgetMs && `${budgetMs} ms`, maxNodes && `${maxNodes.toLocaleString('en-US')} positions`].filter(Boolean).join(' or ') + (plan ? ` (${plan})` : '');

/**
 * The deals of this game that earlier runs (--undecided-in, once per file: a first pass and the
 * passes after it) left undecided, joined as scripts/replay.ts joins them; refused when a file holds
 * no deal of this game, or a deal is decided twice.
 */
function undecidedIn(files: readonly string[]): Set<string> {
  const rows: DealResult[] = [];
  for (const file of files) {
    if (!existsSync(file)) fail(`--undecided-in: ${file}: no such file`);
    const ofRule = readRows(file).filter((r) => {
      const code = parseCode(r.code);
      return code.ok && code.code.rule === rule;
    });
    if (ofRule.length === 0) fail(`--undecided-in: ${file} holds no deal of ${rule}`);
    for (const row of ofRule) rows.push(row);
  }
  const joined = joinPasses(rows);
  if (joined.twice.length > 0) fail(`--undecided-in: ${joined.twice[0]!.code} is decided twice`);
  return new Set([...joined.rows.values()].filter((r) => r.verdict === 'unknown').map((r) => r.code));
}

/** Deals an earlier run already answered (--resume), by their codes; a line cut short by the stop is left out. */
const done = new Set(values.resume ? readRows(values.resume).map((r) => r.code) : []);
/** With --undecided-in, the deals to solve again: those the earlier run left undecided. */
const again = values['undecided-in'] === undefined ? null : undecidedIn(values['undecided-in']);
const passes = values['undecided-in']?.join(' and ');
const deals = shardDeals(from, count, shard, shards).filter((deal) => !done.has(formatCode({ rule, deal })) && (again === null || again.has(formatCode({ rule, deal }))));
if (deals.length === 0) {
  process.stderr.write(again === null ? `every deal of the range is in ${values.resume}\n` : 'no deal of the range is left to solve\n');
  process.exit(0);
}
const run = await solveDeals(rule, deals, budget, (r) => values.jsonl && process.stdout.write(`${JSON.stringify(r)}\n`), threads);
const s = summarize(run.results);
const say = (line: string) => (values.jsonl ? process.stderr : process.stdout).write(`${line}\n`);
const share = (k: number) => {
  const [lo, hi] = wilson(k, s.n);
  return `${k} (${((100 * k) / s.n).toFixed(1)}%, 95% CI ${lo.toFixed(1)}–${hi.toFixed(1)}%)`;
};
const which = again !== null ? `: the ${deals.length} left undecided in ${passes}` : done.size > 0 || shards > 1 ? `: ${deals.length} deals${done.size > 0 ? ` (${done.size} in ${values.resume} skipped)` : ''}` : '';
say(`${rule}, deals ${from} … ${from + count - 1}${shards > 1 ? ` (shard ${shard}/${shards})` : ''}${which}, ${budgetText} per deal, ${run.threads} thread${run.threads === 1 ? '' : 's'}, ${run.seconds.toFixed(1)} s`);
say(`won       ${share(s.won)}`);
say(`lost      ${share(s.lost)}`);
say(`undecided ${share(s.unknown)}`);
const searched = s.unknown > 0 ? `; undecided deals searched up to ${s.undecidedNodes.toLocaleString('en-US')} positions` : '';
if (s.won + s.lost === 0) say(`time and positions to decide: no deal decided${searched}`);
else {
  say(`time to decide: median ${s.medianMs.toFixed(1)} ms, 90th percentile ${s.p90Ms.toFixed(1)} ms, 99th ${s.p99Ms.toFixed(1)} ms`);
  say(`positions to decide: median ${s.medianNodes}, 90th percentile ${s.p90Nodes}, 99th ${s.p99Nodes}${searched}`);
}
say(`positions searched per second: ${Math.round(s.nodesPerSecond).toLocaleString('en-US')}`);
say(`peak memory: ${Math.max(...run.results.map((r) => r.bytes / 2 ** 20)).toFixed(1)} MiB for one search's tables, ${run.peakMiB.toFixed(0)} MiB resident for the whole process`);
