/**
 * npm run grade -- --rule classic|relaxed|russian|alaska|moosehide --from N --count K [--shard I/N] [--jsonl] [--threads P] [--check C]
 *
 * Grades deals N … N+K−1 (src/grades: the solver proves the deal winnable within 150,000 positions,
 * then 8 playouts of each human-model style give its ease and so its grade) on worker threads, one
 * per core. Prints each deal's grade as it is done (in any order), then the share of each grade
 * with 95% confidence intervals (Wilson) and the time to grade a deal. With --jsonl, each deal as a
 * JSON line on standard output instead, and the summary on standard error:
 *   {"code":"YU1-C-AAAAAAB","verdict":"won","grade":"easy","ease":0.71,"playouts":{…},"ms":41.2,"nodes":812}
 * With --shard I/N, only shard I of N (as `npm run solve`): the shards' JSONL outputs concatenate
 * into the whole run's, and `npx tsx scripts/grade-sum.ts FILE…` sums them up.
 * With --check C, each winnable deal is also played C more times by each style with seeds the grade
 * never saw, and the summary gives each style's share of games won per grade, with the gaps.
 */
import { parseArgs } from 'node:util';
import { DEAL_COUNT, RULES, formatCode, isRule, type Rule } from '../src/engine';
import type { GradeRow, GradeTask } from './grade-worker';
import { summary } from './grade-summary';
import { onThreads, shardDeals } from './solve-deals';

const { values } = parseArgs({
  options: {
    rule: { type: 'string', default: 'classic' },
    from: { type: 'string', default: '1' },
    count: { type: 'string', default: '100' },
    jsonl: { type: 'boolean', default: false },
    shard: { type: 'string', default: '1/1' },
    threads: { type: 'string' },
    check: { type: 'string', default: '0' },
  },
});
const rule = values.rule as Rule;
const from = Number(values.from);
const count = Number(values.count);
const check = Number(values.check);
if (!isRule(rule)) throw new Error(`--rule is one of ${RULES.join(', ')}`);
if (!Number.isInteger(from) || !Number.isInteger(count) || from < 0 || count < 1 || from + count > DEAL_COUNT) throw new Error('--from and --count name deals 0 … 26^7 − 1');
if (!Number.isInteger(check) || check < 0) throw new Error('--check is a number of playouts, 0 or more');
const shardMatch = /^(\d+)\/(\d+)$/.exec(values.shard);
const [shard, shards] = shardMatch ? [Number(shardMatch[1]), Number(shardMatch[2])] : [0, 0];
if (!(shard >= 1 && shard <= shards)) throw new Error('--shard is I/N with 1 ≤ I ≤ N, for example 2/8');

const deals = shardDeals(from, count, shard, shards);
const tasks = deals.map((deal): GradeTask => ({ rule, deal, check }));
const each = (r: GradeRow) => process.stdout.write(values.jsonl ? `${JSON.stringify(r)}\n` : `${r.code}  ${r.grade ?? `(${r.verdict === 'lost' ? 'lost' : 'undecided'})`}${r.ease === undefined ? '' : `  ease ${r.ease.toFixed(3)}`}\n`);
const run = await onThreads<GradeTask, GradeRow>('./grade-worker.ts', tasks, each, values.threads ? Number(values.threads) : undefined);
const say = (line: string) => (values.jsonl ? process.stderr : process.stdout).write(`${line}\n`);
say(`${rule}, deals ${formatCode({ rule, deal: from })} … ${formatCode({ rule, deal: from + count - 1 })}${shards > 1 ? ` (shard ${shard}/${shards}: ${deals.length} deals)` : ''}, ${run.threads} threads, ${run.seconds.toFixed(1)} s`);
for (const line of summary(run.results)) say(line);
