/** A worker thread of scripts/audit.ts: searches the deals it is handed again with no cut-offs at all. */
import { parentPort } from 'node:worker_threads';
import { formatCode, newGame, type Rule } from '../src/engine';
import { Attempt } from '../src/solver/attempt';
import { NO_CUTS } from '../src/solver/cuts';
import { Zobrist } from '../src/solver/zobrist';

export interface AuditTask {
  readonly rule: Rule;
  readonly deal: number;
  /** Positions the search may look at before it gives up (too large to audit here). */
  readonly maxNodes: number;
}

export interface AuditResult {
  readonly code: string;
  /** 'lost': searched through, it agrees; 'won': a bad verdict; 'capped': larger than the budget. */
  readonly kind: 'won' | 'lost' | 'capped';
  readonly nodes: number;
  readonly ms: number;
}

parentPort?.on('message', ({ rule, deal, maxNodes }: AuditTask) => {
  const started = performance.now();
  const search = new Attempt(newGame({ rule, deal }), maxNodes, new Zobrist(), 0, NO_CUTS);
  search.run(Infinity);
  const result: AuditResult = { code: formatCode({ rule, deal }), kind: search.ending!.kind, nodes: search.nodes, ms: Math.round(performance.now() - started) };
  parentPort?.postMessage(result);
});
