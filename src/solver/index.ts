/** The Yukon solver: pure like the engine (it imports only the engine; the clock is passed in). */
export { DEFAULT_MAX_NODES, Search, promisingMove, solve, type SolveOptions, type Solution } from './search';
