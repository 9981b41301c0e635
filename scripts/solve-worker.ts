/** A worker thread of scripts/solve.ts: solves the deals it is handed, one at a time. */
import { parentPort } from 'node:worker_threads';
import { formatCode, moveToken, newGame, type Rule } from '../src/engine';
import { Search, type SolveOptions, type Solution } from '../src/solver';

export interface DealResult {
  readonly code: string;
  readonly verdict: 'won' | 'lost' | 'unknown';
  readonly ms: number;
  readonly nodes: number;
  /** The search's own tables at their largest (the last, complete attempt), bytes. */
  readonly bytes: number;
  readonly line?: string;
}

/** A deal to solve, with a budget in milliseconds, in positions, or both. */
export interface DealTask {
  readonly rule: Rule;
  readonly deal: number;
  readonly budgetMs?: number;
  readonly maxNodes?: number;
  /** The searches' plan (SolveOptions.plan); the solver's default for the budget when not given. */
  readonly plan?: SolveOptions['plan'];
}

parentPort?.on('message', ({ rule, deal, budgetMs, maxNodes, plan }: DealTask) => {
  const search = new Search(newGame({ rule, deal }), { now: () => performance.now(), ...(budgetMs ? { budgetMs } : {}), ...(maxNodes ? { maxNodes } : {}), ...(plan ? { plan } : {}) });
  const r = search.run() as Solution;
  const result: DealResult = {
    code: formatCode({ rule, deal }),
    verdict: r.verdict,
    ms: Math.round(r.ms * 10) / 10,
    nodes: r.nodes,
    bytes: search.bytes,
    ...(r.verdict === 'won' ? { line: r.line.map(moveToken).join(' ') } : {}),
  };
  parentPort?.postMessage(result);
});
