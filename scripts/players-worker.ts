/** A worker thread of scripts/players.ts: plays each deal it is handed once with each style. */
import { parentPort } from 'node:worker_threads';
import { newGame, type Rule } from '../src/engine';
import { STYLES, playout, type Style } from '../src/players';

export interface PlayTask {
  readonly rule: Rule;
  readonly deal: number;
}
export interface PlayRow {
  readonly deal: number;
  readonly won: Readonly<Record<Style, boolean>>;
}

parentPort?.on('message', ({ rule, deal }: PlayTask) => {
  const start = newGame({ rule, deal });
  const won = Object.fromEntries(STYLES.map((style) => [style, playout(start, style, deal).won])) as Record<Style, boolean>;
  parentPort?.postMessage({ deal, won } satisfies PlayRow);
});
