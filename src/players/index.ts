/** Human-model players: pure, seeing only what a person sees, each style with its own seeded choices. */
export { sightKey, sightOf } from './sight';
export { STYLES, chooseMove, type Style } from './styles';
export { IDLE_LIMIT, MOST_MOVES, playout, type Playout } from './playout';
