/**
 * npx tsx scripts/replay.ts FILE.jsonl [FILE.jsonl …]
 *
 * Replays every won line of `npm run solve -- --jsonl` output through the engine, from the deal of
 * its code, and says how many end in a won game. A won verdict is its own proof only once its line
 * is replayed; this does it for a whole table. Exits 1 if any line does not win.
 */
import { readFileSync } from 'node:fs';
import { apply, isGameWon, newGame, parseCode, tokenMove, type Game } from '../src/engine';

let won = 0;
let failed = 0;
for (const file of process.argv.slice(2)) {
  for (const text of readFileSync(file, 'utf8').split('\n')) {
    if (text.trim() === '') continue;
    const row = JSON.parse(text) as { code: string; verdict: string; line?: string };
    if (row.verdict !== 'won') continue;
    const code = parseCode(row.code);
    if (!code.ok) throw new Error(`not a code: ${row.code}`);
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
}
console.log(`${won} won lines replayed to a won game, ${failed} that do not win`);
process.exitCode = failed > 0 ? 1 : 0;
