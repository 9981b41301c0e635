/**
 * npx tsx scripts/audit.ts FILE.jsonl [FILE.jsonl …] [--sample K] [--seed S] [--max-nodes M] [--threads P] [--jsonl]
 *
 * The audit of a winnability table's lost verdicts (`npm run solve -- --jsonl` output): draws K of
 * its lost deals at random (seeded, the same draw for the same files, seed and K) and searches each
 * again from its start with no cut-offs at all (src/solver/cuts.ts, NO_CUTS: no safe moves played
 * unasked, no card counted locked, no dead end cut off), up to M positions. A search that ends
 * without a win agrees with the verdict; a win contradicts it (exit 1: the solver proved wrong);
 * a search that reaches M positions is too large to audit here, and is counted apart with how far it went.
 * With --jsonl, one line per deal on standard output and the summary on standard error.
 */
import { parseArgs } from 'node:util';
import { parseCode, sfc32, type Rule } from '../src/engine';
import type { AuditResult, AuditTask } from './audit-worker';
import { onThreads, readRows } from './solve-deals';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    sample: { type: 'string', default: '100' },
    seed: { type: 'string', default: '1' },
    'max-nodes': { type: 'string', default: '20000000' },
    threads: { type: 'string' },
    jsonl: { type: 'boolean', default: false },
  },
});
const sample = Number(values.sample);
const maxNodes = Number(values['max-nodes']);
if (positionals.length === 0 || !(sample >= 1) || !(maxNodes >= 1)) throw new Error('usage: scripts/audit.ts FILE.jsonl … [--sample K] [--seed S] [--max-nodes M]');

const lost = new Map<string, { rule: Rule; deal: number }>();
for (const file of positionals) {
  for (const row of readRows(file)) {
    const code = parseCode(row.code);
    if (!code.ok) throw new Error(`${file}: not a code: ${row.code}`);
    if (row.verdict === 'lost') lost.set(row.code, code.code);
  }
}
// A seeded draw without replacement (a partial Fisher–Yates shuffle) from the lost deals in deal
// order, each found once; sfc32 seeded as the deals' generator is, its first outputs discarded.
const deals = [...lost.values()].sort((a, b) => a.rule.localeCompare(b.rule) || a.deal - b.deal);
const next = sfc32(0x9e3779b9, 0x243f6a88, 0x5eed, Number(values.seed));
for (let i = 0; i < 12; i++) next();
for (let i = 0; i < Math.min(sample, deals.length); i++) {
  const j = i + Math.floor((next() * (deals.length - i)) / 2 ** 32);
  [deals[i], deals[j]] = [deals[j]!, deals[i]!];
}
const tasks: AuditTask[] = deals.slice(0, sample).map((d) => ({ ...d, maxNodes }));
const say = (line: string) => (values.jsonl ? process.stderr : process.stdout).write(`${line}\n`);
say(`${tasks.length} of ${deals.length} lost deals drawn (seed ${values.seed}), each searched again with no cut-offs up to ${maxNodes.toLocaleString('en-US')} positions`);
const run = await onThreads<AuditTask, AuditResult>('./audit-worker.ts', tasks, (r) => values.jsonl && process.stdout.write(`${JSON.stringify(r)}\n`), values.threads ? Number(values.threads) : undefined);

const of = (kind: AuditResult['kind']) => run.results.filter((r) => r.kind === kind);
const agree = of('lost');
const bad = of('won');
const capped = of('capped');
const sizes = agree.map((r) => r.nodes).sort((a, b) => a - b);
say(`agree (searched through, no win): ${agree.length}${sizes.length > 0 ? `, complete searches of ${sizes[0]!.toLocaleString('en-US')} to ${sizes.at(-1)!.toLocaleString('en-US')} positions (median ${sizes[sizes.length >> 1]!.toLocaleString('en-US')})` : ''}`);
say(`too large to audit here (${maxNodes.toLocaleString('en-US')} positions searched, no win): ${capped.length}${capped.length > 0 ? ` (${capped.map((r) => r.code).join(' ')})` : ''}`);
say(`contradicted (won without the cut-offs): ${bad.length}${bad.length > 0 ? ` (${bad.map((r) => r.code).join(' ')})` : ''}`);
say(`${run.threads} thread${run.threads === 1 ? '' : 's'}, ${run.seconds.toFixed(1)} s`);
process.exitCode = bad.length > 0 ? 1 : 0;
