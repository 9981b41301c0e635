import { isWon, playOn, sfc32, type Move, type Puzzle } from '../engine';
import { sightKey, sightOf } from './sight';
import { chooseMove, type Style } from './styles';

/** How a playout ended, and how far it got. */
export interface Playout {
  readonly won: boolean;
  /** Moves made. */
  readonly moves: number;
  /** Cards on the foundations at the end. */
  readonly home: number;
  /** The moves made, first first. */
  readonly line: readonly Move[];
}

/**
 * A player gives up after this many moves in a row that neither turn a card up nor send one home;
 * and no game is played past MOST_MOVES (a won Yukon game takes about 100–200).
 */
export const IDLE_LIMIT = 40;
export const MOST_MOVES = 600;

/**
 * One game played to its end by a human-model player of a style: it sees only the sight of the
 * table (sight.ts), chooses with its own seeded source, and stops when the game is won, when every
 * move would lead back to a position it has seen, or when it gives up (IDLE_LIMIT). The same
 * puzzle, style and seed always give the same game.
 */
export function playout(start: Puzzle, style: Style, seed: number): Playout {
  const draw = sfc32(0x504c4159, seed, 0x9e3779b9, 0);
  for (let i = 0; i < 12; i++) draw();
  const seen = new Set<string>([sightKey(start.table)]);
  let puzzle = start;
  const line: Move[] = [];
  let idle = 0;
  let mostHome = home(start.table.foundations);
  while (!isWon(puzzle.table) && line.length < MOST_MOVES && idle < IDLE_LIMIT) {
    const move: Move | null = chooseMove(style, sightOf(puzzle), seen, draw);
    if (move === null) break;
    const played = playOn(puzzle, move);
    // A move legal on the sight is legal on the table (sight.ts); a refusal would be a bug here.
    if (!played.ok) throw new Error(`a player's move was refused: ${move.card} to ${move.to} (${played.refusal.reason})`);
    const before = puzzle.table;
    puzzle = played.puzzle;
    line.push(move);
    // Progress: a card turned up, or more cards home than ever before in this game (a card taken
    // back and sent home again is no progress).
    const nowHome = home(puzzle.table.foundations);
    const progress = nowHome > mostHome || down(puzzle.table) < down(before);
    mostHome = Math.max(mostHome, nowHome);
    idle = progress ? 0 : idle + 1;
    seen.add(sightKey(puzzle.table));
  }
  return { won: isWon(puzzle.table), moves: line.length, home: home(puzzle.table.foundations), line };
}

const home = (foundations: readonly number[]): number => foundations.reduce((a, n) => a + n, 0);
const down = (table: Puzzle['table']): number => table.columns.reduce((a, c) => a + c.down, 0);
