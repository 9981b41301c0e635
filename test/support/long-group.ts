import { apply, legalMoves, locate, newGame, type Game, type GameCode, type Move } from '../../src/engine';

/** The largest group that can be taken hold of: a face-up card with every card on top of it. */
export function largestGroup(game: Game): { card: string; size: number } {
  let best = { card: '', size: 0 };
  for (const column of game.table.columns) {
    const size = column.cards.length - column.down;
    if (size > best.size && column.cards[column.down]) best = { card: column.cards[column.down]!, size };
  }
  return best;
}

/**
 * Finds, by a greedy search over legal column moves, a line of moves from a deal that stacks a
 * group of at least `size` face-up cards in one column (for the drag benchmark). Deterministic.
 */
export function lineToGroup(code: GameCode, size: number, maxMoves = 60): Move[] | null {
  let game = newGame(code);
  const line: Move[] = [];
  const seen = new Set<string>();
  for (let step = 0; step < maxMoves; step++) {
    if (largestGroup(game).size >= size) return line;
    let best: { move: Move; game: Game; score: number } | null = null;
    for (const move of legalMoves(game)) {
      if (move.to === 'foundation' || locate(game.table, move.card).kind === 'foundation') continue;
      const next = apply(game, { type: 'move', ...move }).game;
      const key = next.table.columns.map((c) => c.cards.join(',')).join('|');
      if (seen.has(key)) continue;
      const score = largestGroup(next).size * 10 - next.table.columns.reduce((n, c) => n + c.down, 0);
      if (!best || score > best.score) best = { move, game: next, score };
    }
    if (!best) return null;
    seen.add(best.game.table.columns.map((c) => c.cards.join(',')).join('|'));
    line.push(best.move);
    game = best.game;
  }
  return largestGroup(game).size >= size ? line : null;
}
