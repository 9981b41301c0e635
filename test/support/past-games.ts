import { apply, formatCode, legalMoves, newGame, type Game, type Rule } from '../../src/engine';
import { pastGame, type PastGame } from '../../src/persist/history';
import { solve } from '../../src/solver';

/** A deal played along the solver's line to its win, or null when it is not proved winnable quickly. */
function won(rule: Rule, deal: number): Game | null {
  const start = newGame({ rule, deal });
  const found = solve(start, { maxNodes: 60_000 });
  if (found.verdict !== 'won') return null;
  return found.line.reduce<Game>((game, move) => apply(game, { type: 'move', ...move }).game, start);
}

/** A deal played `moves` first legal moves in, then left. */
function left(rule: Rule, deal: number, moves: number): Game {
  let game = newGame({ rule, deal });
  for (let i = 0; i < moves; i++) {
    const move = legalMoves(game)[i % 3] ?? legalMoves(game)[0];
    if (!move) break;
    game = apply(game, { type: 'move', ...move }).game;
  }
  return game;
}

/**
 * A history of `count` games for benchmarks and browser tests: real won lines (a few deals solved,
 * their lines used again) and left games, one every few hours back from `now`, newest last.
 */
export function pastGames(count: number, now = Date.UTC(2026, 11, 1, 12)): PastGame[] {
  const wins: Game[] = [];
  for (let deal = 1; wins.length < 6 && deal < 60; deal++) {
    const game = won('classic', deal);
    if (game) wins.push(game);
  }
  const games: PastGame[] = [];
  for (let i = 0; i < count; i++) {
    const game = i % 3 === 0 ? left('classic', 100 + i, 5 + (i % 20)) : wins[i % wins.length]!;
    const result = i % 3 === 0 ? 'left' : 'won';
    const ended = now - (count - i) * 5 * 3600_000;
    games.push(pastGame({ game, spent: { seconds: 120 + (i % 400), hints: i % 4 }, ended, result, grade: result === 'won' ? 'medium' : null, deal: result === 'won' ? 'won' : null }, formatCode(game)));
  }
  return games;
}
