/** The Yukon rules engine: pure, immutable, and free of DOM, clock and randomness. */
export * from './cards';
export * from './code';
export * from './daily';
export * from './deal';
export * from './game';
export * from './queries';
export { COLUMN_COUNT, GROUP_LIMIT, POINTS_FOUNDATION, POINTS_TURN, foundationTop, isWon, lastCard, locate, refuseMove } from './rules';
export type { Location } from './rules';
export * from './serialise';
export { readTable, writeTable } from './table-code';
export { sfc32, type Uint32Source } from './rng';
export type * from './types';
export { GRADES, REFUSAL_REASONS, isGrade } from './types';
export * from './variant';
