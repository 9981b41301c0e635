/** Saved-game figures: size with a full undo history, and how long saving takes. */
import { readFileSync, statSync } from 'node:fs';
import { apply, newGame } from '../../src/engine';
import { gameRecord } from '../../src/persist/records';
import { solve } from '../support/solver';
import { measure, median, type Row } from './measure';

/** Size of one saved game record (JSON) with a full 100-move undo history. */
export function persistBenchmarks(): Row[] {
  const code = { rule: 'classic' as const, deal: 3 };
  const line = solve(code) ?? [];
  // The whole winning line but its last move: 100 moves still undoable.
  const game = line.slice(0, line.length - 1).reduce((g, m) => apply(g, { type: 'move', ...m }).game, newGame(code));
  if (game.undoable !== 100) throw new Error(`expected a full undo history, got ${game.undoable}`);
  const record = gameRecord(game, { seconds: 754, hints: 0 });
  const bytes = JSON.stringify(record).length;
  const builds = measure(() => {
    gameRecord(game, { seconds: 754, hints: 0 });
    return 1;
  });
  return [
    { name: `save: one game with ${game.undoable} undo steps (${game.moves} moves), JSON`, value: bytes / 1024, unit: 'KiB', target: 'a few KiB' },
    { name: 'save: building that record (node)', value: 1e6 / median(builds), unit: 'µs' },
  ];
}

/** Total size of the files the service worker precaches, from the manifest injected in dist/sw.js. */
export function precacheKiB(): number {
  const sw = readFileSync('dist/sw.js', 'utf8');
  const urls = [...sw.matchAll(/"url":"([^"]+)"/g)].map((m) => m[1] as string);
  if (urls.length === 0) throw new Error('no precache manifest found in dist/sw.js');
  return urls.reduce((sum, url) => sum + statSync(`dist/${url}`).size, 0) / 1024;
}
