import type { Game } from '../engine';
import { gameRecord, type Spent } from './records';

/**
 * How a record is built for writing: `build(0)` is the whole record; `build(1)` … `build(trims)`
 * ever smaller ones, tried in turn when storage is full.
 */
export interface RecordSource {
  build(trim: number): unknown;
  readonly trims?: number;
  /**
   * Written at every save of the page (hidden, left, updated) whether or not it was said to have
   * changed: the game, whose clock runs. Other records are written only when they change (so a
   * record another tab wrote meanwhile is not written over with an old copy).
   */
  readonly live?: boolean;
}

/** Ever smaller saves of the game to try when storage is full: oldest undo steps go first, the game never. */
const GAME_TRIMS = [{ keepUndo: 30, keepRedo: false }, { keepUndo: 0, keepRedo: false }] as const;

/** The game in progress as a record source: its undo history is what gives way on a full disk. */
export function gameSource(current: () => { game: Game; spent: Spent }): RecordSource {
  return {
    build(trim) {
      const { game, spent } = current();
      return gameRecord(game, spent, trim === 0 ? undefined : GAME_TRIMS[trim - 1]);
    },
    trims: GAME_TRIMS.length,
    live: true,
  };
}
