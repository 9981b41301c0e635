/**
 * Engine benchmarks: prints medians over several rounds. Figures, not assertions: these machines
 * are shared and noisy. Run with `npm run bench`.
 */
import { apply, legalMoves, newGame, type Game, type Move } from '../../src/engine';
import { sfc32 } from '../../src/engine/rng';
import { median, measure, printRows, type Row } from './measure';

const random = sfc32(1, 2, 3, 4);
const pick = <T>(items: readonly T[]): T => items[random() % items.length] as T;

/** Mid-game states: 20 to 60 random legal moves into 200 deals, each with one legal move. */
function midGameStates(): { game: Game; move: Move }[] {
  const out: { game: Game; move: Move }[] = [];
  for (let deal = 0; deal < 200; deal++) {
    let game = newGame({ rule: deal % 2 ? 'relaxed' : 'classic', deal: deal * 7919 });
    const depth = 20 + (random() % 40);
    for (let i = 0; i < depth; i++) {
      const moves = legalMoves(game);
      if (moves.length === 0) break;
      game = apply(game, { type: 'move', ...pick(moves) }).game;
    }
    const moves = legalMoves(game);
    if (moves.length > 0) out.push({ game, move: pick(moves) });
  }
  return out;
}

/** A random full playout: random legal moves until won, stuck, or 400 moves. */
function playout(deal: number): number {
  let game = newGame({ rule: 'classic', deal });
  let n = 0;
  for (; n < 400; n++) {
    const moves = legalMoves(game);
    if (moves.length === 0) break;
    game = apply(game, { type: 'move', ...pick(moves) }).game;
  }
  return n;
}

export function engineBenchmarks(): Row[] {
  const states = midGameStates();
  const actions = states.map(({ move }) => ({ type: 'move' as const, ...move }));
  let sink = 0;

  const applications = measure(() => {
    for (let i = 0; i < states.length; i++) if (apply(states[i]!.game, actions[i]!).ok) sink++;
    return states.length;
  });
  const listings = measure(() => {
    for (const { game } of states) sink += legalMoves(game).length;
    return states.length;
  });
  let deal = 0;
  let playoutMoves = 0;
  const playouts = measure(() => {
    playoutMoves += playout(deal++);
    return 1;
  });
  const undo = measure(() => {
    for (const { game } of states) if (apply(game, { type: 'undo' }).ok) sink++;
    return states.length;
  });
  if (sink === 0) throw new Error('benchmark did no work');
  return [
    { name: 'engine: move applications', value: median(applications), unit: '/s', target: '≥ 1,000,000' },
    { name: 'engine: legal-move listings (mid-game)', value: median(listings), unit: '/s', target: '≥ 300,000' },
    { name: 'engine: undo', value: median(undo), unit: '/s' },
    { name: `engine: random full playouts (avg ${Math.round(playoutMoves / deal)} moves)`, value: median(playouts), unit: '/s' },
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) printRows(engineBenchmarks());
