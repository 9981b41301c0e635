/**
 * npm run players -- --rule classic|relaxed|russian|alaska|moosehide|all --from N --count K [--threads P]
 *
 * Plays deals N … N+K−1 once with each human-model style (src/players; seed: the deal number) on
 * worker threads, one per core, and prints each style's share of games won with its 95% confidence
 * interval (Wilson), as the README's table of players gives them. Every deal is played, winnable or
 * not, as the source's robot played them.
 */
import { parseArgs } from 'node:util';
import { DEAL_COUNT, RULES, isRule, type Rule } from '../src/engine';
import { STYLES, type Style } from '../src/players';
import type { PlayRow, PlayTask } from './players-worker';
import { onThreads, shardDeals, wilson } from './solve-deals';

const { values } = parseArgs({
  options: {
    rule: { type: 'string', default: 'classic' },
    from: { type: 'string', default: '1' },
    count: { type: 'string', default: '5000' },
    threads: { type: 'string' },
  },
});
const rules: Rule[] = values.rule === 'all' ? [...RULES] : [values.rule as Rule];
const from = Number(values.from);
const count = Number(values.count);
if (!rules.every(isRule)) throw new Error(`--rule is one of ${RULES.join(', ')} or all`);
if (!Number.isInteger(from) || !Number.isInteger(count) || from < 0 || count < 1 || from + count > DEAL_COUNT) throw new Error('--from and --count name deals 0 … 26^7 − 1');

const cell = (k: number, n: number) => {
  const [lo, hi] = wilson(k, n);
  return `${((100 * k) / n).toFixed(1)}% (${lo.toFixed(1)}–${hi.toFixed(1)}%)`;
};
console.log(`| game (${count.toLocaleString('en-US')} deals from ${from}) | ${STYLES.join(' | ')} |`);
console.log(`|---|${STYLES.map(() => '---').join('|')}|`);
for (const rule of rules) {
  const tasks = shardDeals(from, count).map((deal): PlayTask => ({ rule, deal }));
  const run = await onThreads<PlayTask, PlayRow>('./players-worker.ts', tasks, () => {}, values.threads ? Number(values.threads) : undefined);
  const won = (style: Style) => run.results.filter((r) => r.won[style]).length;
  console.log(`| ${rule} | ${STYLES.map((style) => cell(won(style), run.results.length)).join(' | ')} |`);
  console.error(`${rule}: ${run.seconds.toFixed(1)} s on ${run.threads} threads`);
}
