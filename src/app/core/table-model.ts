import type { Move, Outcome, Refusal } from '../../engine';
import { interact, startInteraction, type Intent, type Interaction, type Step } from '../../interaction';
import type { AppState, Change, Store } from './app-store';

/**
 * The move to mark on the table (Mark the last move): the one just played, by a move or a redo
 * (the game's line grew by it); after an undo, a new deal or a game put back, none.
 */
export function markOf(state: AppState, previous: AppState): Move | null {
  const line = state.game.line;
  return state.settings.markLast && line !== null && line.prev === previous.game.line ? line.move : null;
}

/** Hears each change of the interaction; `game` says how the game changed with it, if it did. */
type Listener = (model: Interaction, previous: Interaction, game: Change | null) => void;

/**
 * The one owner of the table's interaction model (src/interaction): inputs and helpers send it
 * intents, and the stage, the screen-reader layer and the hook read it. It follows the store: any
 * change of the game, by whatever source, settles the model first (every selection is stale) and
 * its listeners hear both together, so the stage lays out the new table with the settled model.
 */
export class TableInteraction {
  private model: Interaction;
  private readonly listeners = new Set<Listener>();
  private readonly refusals = new Set<(refusal: Refusal) => void>();

  constructor(private readonly store: Store) {
    this.model = startInteraction(store.state.game.table);
    store.onGame('model', (state, change, previous) => void this.apply({ type: 'settle', fresh: change === 'deal' || change === 'restore', mark: markOf(state, previous) }, change));
    // The setting turned on marks the last move played, if any; turned off, the mark goes.
    store.subscribe('model', (state, change, previous) => {
      if (change === 'settings' && state.settings.markLast !== previous.settings.markLast) this.send({ type: 'mark', move: state.settings.markLast ? (state.game.line?.move ?? null) : null });
    });
  }

  get state(): Interaction {
    return this.model;
  }

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Hears each move an input tried and the rules refused, once it has been explained (the lesson listens). */
  onRefused(listener: (refusal: Refusal) => void): () => void {
    this.refusals.add(listener);
    return () => this.refusals.delete(listener);
  }

  /** A move an input tried was refused and explained (play/explain.ts). */
  refused(refusal: Refusal): void {
    for (const listener of this.refusals) listener(refusal);
  }

  /** An intent from an input or a helper, on the game as it is now. */
  send(intent: Intent): Step {
    return this.apply(intent, null);
  }

  /**
   * Plays a move for an input or a helper, the one way a move is played: the engine judges it
   * through the store. A refused move puts the selection back (`putBack`; not when the input has
   * another try, or when a tap that does nothing should leave the table as it is); an accepted one
   * settles the model through the store.
   */
  play(move: Move, putBack = true): Outcome {
    const outcome = this.store.dispatch({ type: 'move', ...move });
    if (!outcome.ok && putBack) this.send({ type: 'cancel' });
    return outcome;
  }

  private apply(intent: Intent, game: Change | null): Step {
    const previous = this.model;
    const step = interact(previous, this.store.state.game, intent);
    this.model = step.model;
    if (step.model !== previous || game !== null) for (const listener of this.listeners) listener(step.model, previous, game);
    return step;
  }
}
