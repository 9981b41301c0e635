/** A worker thread of scripts/grade.ts: grades the deals it is handed, one at a time. */
import { parentPort } from 'node:worker_threads';
import { formatCode, type Rule } from '../src/engine';
import { gradeDeal, playDeal, type Grade, type Playouts } from '../src/grades';
import { STYLES, type Style } from '../src/players';

/** One deal's grading, as a JSONL row. */
export interface GradeRow {
  readonly code: string;
  readonly verdict: 'won' | 'lost' | 'unknown';
  readonly grade: Grade | null;
  /** The deal's ease (grades/grade.ts), for a winnable deal. */
  readonly ease?: number;
  /** The grade's own playouts: games won and cards home on average, per style. */
  readonly playouts?: Playouts;
  /** With --check: `count` further playouts of each style (another round of seeds), games won per style. */
  readonly check?: { readonly count: number; readonly won: Readonly<Record<Style, number>> };
  /** Milliseconds to grade it (solver and playouts), and the solver's positions. */
  readonly ms: number;
  readonly nodes: number;
}

export interface GradeTask {
  readonly rule: Rule;
  readonly deal: number;
  /** Playouts per style of the check round (round 1), or 0 for none. */
  readonly check: number;
}

parentPort?.on('message', ({ rule, deal, check }: GradeTask) => {
  const code = { rule, deal };
  const started = performance.now();
  const g = gradeDeal(code);
  const ms = Math.round((performance.now() - started) * 10) / 10;
  const row: GradeRow =
    g.verdict === 'won'
      ? { code: formatCode(code), verdict: g.verdict, grade: g.grade, ease: Math.round(g.ease * 1e4) / 1e4, playouts: g.playouts, ...(check > 0 ? { check: checkRound(code, check) } : {}), ms, nodes: g.nodes }
      : { code: formatCode(code), verdict: g.verdict, grade: null, ms, nodes: g.nodes };
  parentPort?.postMessage(row);
});

function checkRound(code: { rule: Rule; deal: number }, count: number): NonNullable<GradeRow['check']> {
  const played = playDeal(code, 1, count);
  return { count, won: Object.fromEntries(STYLES.map((style) => [style, played[style].won])) as Record<Style, number> };
}
