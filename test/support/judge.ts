import { apply, isGameWon, legalMoves, locate, type Game, type Move, type Table } from '../../src/engine';

/**
 * The judge of the solver's verdicts: a plain exhaustive search over every legal move the engine
 * lists (take-backs from foundations included), with no pruning or reasoning of any kind, only a
 * set of positions already seen (columns in any order). True when some line wins, false when none
 * does, null when the position has more than `limit` positions to look at. `takeBacks: false`
 * leaves out the moves that take a card back from a foundation.
 */
export function winnable(game: Game, limit: number, takeBacks = true): boolean | null {
  const seen = new Set<string>();
  const key = (t: Table) => `${t.foundations.join(',')}|${t.columns.map((c) => `${c.down}:${c.cards.join(' ')}`).sort().join('|')}`;
  // Moves to a foundation first: wins come sooner; the order does not matter to a lost verdict.
  const ordered = (g: Game): Move[] => {
    const moves = legalMoves(g).filter((m) => takeBacks || locate(g.table, m.card).kind !== 'foundation');
    return [...moves.filter((m) => m.to === 'foundation'), ...moves.filter((m) => m.to !== 'foundation')];
  };
  const path: { game: Game; moves: Move[]; next: number }[] = [];
  const enter = (g: Game): boolean => {
    if (isGameWon(g)) return true;
    const k = key(g.table);
    if (!seen.has(k)) {
      seen.add(k);
      path.push({ game: g, moves: ordered(g), next: 0 });
    }
    return false;
  };
  if (enter(game)) return true;
  while (path.length > 0) {
    if (seen.size > limit) return null;
    const top = path[path.length - 1]!;
    if (top.next === top.moves.length) path.pop();
    else if (enter(apply(top.game, { type: 'move', ...top.moves[top.next++]! }).game)) return true;
  }
  return false;
}
