import { apply, isWon, legalMoves, locate, newGame, rankOf, type Game, type GameCode, type Move, type Table } from '../../src/engine';

/**
 * A small depth-first solver for tests: it sees every card (face-down ones too), never takes a
 * card back from a foundation, and returns a winning line of moves or null when it gives up.
 * It exists to find real deals and real move sequences to play in tests, not to be clever.
 */
export function solve(code: GameCode, maxNodes = 200_000): Move[] | null {
  const seen = new Set<string>();
  const line: Move[] = [];
  let nodes = 0;

  const key = (t: Table) => t.columns.map((c) => `${c.down}:${c.cards.join(',')}`).join('|');

  /** Moves worth trying, most promising first. */
  function candidates(game: Game): Move[] {
    const t = game.table;
    const scored: { move: Move; weight: number }[] = [];
    for (const move of legalMoves(game)) {
      const from = locate(t, move.card);
      if (from.kind === 'foundation') continue;
      const source = t.columns[from.column]!;
      let weight = 0;
      if (move.to === 'foundation') weight += 100 + (14 - rankOf(move.card));
      else {
        // A king already at the bottom of its column gains nothing from an empty column.
        if (from.index === 0 && t.columns[move.to]!.cards.length === 0) continue;
        if (from.index > 0 && from.index === source.down) weight += 50 + source.down * 2;
        if (from.index === 0) weight += 20;
        weight -= source.cards.length - from.index;
      }
      scored.push({ move, weight });
    }
    return scored.sort((a, b) => b.weight - a.weight).map((s) => s.move);
  }

  function search(game: Game): boolean {
    if (isWon(game.table)) return true;
    if (++nodes > maxNodes) return false;
    const k = key(game.table);
    if (seen.has(k)) return false;
    seen.add(k);
    for (const move of candidates(game)) {
      const outcome = apply(game, { type: 'move', ...move });
      if (!outcome.ok) continue;
      line.push(move);
      if (search(outcome.game)) return true;
      line.pop();
      if (nodes > maxNodes) return false;
    }
    return false;
  }

  return search(newGame(code)) ? line : null;
}
