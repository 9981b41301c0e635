/** The Yukon solver: pure like the engine (it imports only the engine; the clock is passed in). */
export { Search, promisingMove, solve } from './search';
export { DEFAULT_MAX_NODES, type SolveOptions, type Solution } from './solve-options';
