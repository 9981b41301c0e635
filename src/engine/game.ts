import { dealTable } from './deal';
import type { GameCode } from './code';
import { checkMove, isWon, playMove } from './rules';
import type { Action, Game, Move, Outcome, Played, Refusal } from './types';
import { variantOf } from './variant';

/** Undo reaches back this many moves; older ones are dropped. */
export const UNDO_LIMIT = 100;

/** A fresh game of a deal under a rule. */
export function newGame(code: GameCode): Game {
  return {
    rule: code.rule,
    deal: code.deal,
    table: dealTable(code.deal, variantOf(code.rule)),
    moves: 0,
    line: null,
    undoable: 0,
    redo: null,
  };
}

function refuse(game: Game, refusal: Refusal): Outcome {
  return { ok: false, game, refusal };
}

/** Plays a move onto the line of the game, keeping the table before it for undo. */
function playOnto(game: Game, move: Move): Game | Refusal {
  const checked = checkMove(game.table, game.rule, move);
  if ('reason' in checked) return checked;
  const line: Played = { move, before: game.table, prev: game.line };
  const next: Game = {
    rule: game.rule,
    deal: game.deal,
    table: playMove(game.table, move, checked),
    moves: game.moves + 1,
    line,
    undoable: Math.min(UNDO_LIMIT, game.undoable + 1),
    redo: game.redo,
  };
  return game.from ? { ...next, from: game.from } : next;
}

/**
 * The game reducer: applies an action and returns the new game, or the unchanged game with the
 * reason it was refused. Never throws for any action value.
 *
 * - move: plays a move; counts +1 on the move counter and clears the redo list.
 * - undo: restores the table (card places, faces, score) before the last move; the move counter
 *   stays as it is. At most UNDO_LIMIT moves can be undone.
 * - redo: plays the last undone move again; it counts as a move.
 * Once the game is won, every action is refused.
 */
export function apply(game: Game, action: Action): Outcome {
  if (isWon(game.table)) return refuse(game, { reason: 'game-won' });
  switch (action.type) {
    case 'move': {
      const next = playOnto(game, { card: action.card, to: action.to });
      if ('reason' in next) return refuse(game, next);
      return { ok: true, game: next.redo === null ? next : { ...next, redo: null } };
    }
    case 'undo': {
      const last = game.line;
      if (last === null || game.undoable === 0) return refuse(game, { reason: 'nothing-to-undo' });
      return {
        ok: true,
        game: {
          ...game,
          table: last.before,
          line: last.prev,
          undoable: game.undoable - 1,
          redo: { move: last.move, next: game.redo },
        },
      };
    }
    case 'redo': {
      const undone = game.redo;
      if (undone === null) return refuse(game, { reason: 'nothing-to-redo' });
      const next = playOnto(game, undone.move);
      // A redo replays a move from the very table it was first played on, so it cannot be refused.
      if ('reason' in next) return refuse(game, next);
      return { ok: true, game: { ...next, redo: undone.next } };
    }
    default:
      return refuse(game, unknownAction(action));
  }
}

/** Exhaustiveness guard: a new action type that `apply` forgets fails to type-check here. */
function unknownAction(action: never): Refusal {
  void action;
  return { reason: 'unknown-action' };
}

/** True when all 52 cards are on the foundations. */
export function isGameWon(game: Game): boolean {
  return isWon(game.table);
}

/** The moves of the line from the deal to the current table, first move first. */
export function movesPlayed(game: Game): Move[] {
  const out: Move[] = [];
  for (let p = game.line; p !== null; p = p.prev) out.push(p.move);
  return out.reverse();
}

/** The moves that redo would replay, next first. */
export function movesUndone(game: Game): Move[] {
  const out: Move[] = [];
  for (let u = game.redo; u !== null; u = u.next) out.push(u.move);
  return out;
}
