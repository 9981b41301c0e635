import { apply, isGameWon, newGame, type Action, type Game, type GameCode, type Outcome } from '../engine';
import { DEFAULT_SETTINGS, type Settings } from '../ui/settings';

/** What changed, so that views can choose how to show it. */
export type Change = 'deal' | 'action' | 'settings' | 'restore';

export interface AppState {
  readonly game: Game;
  readonly settings: Settings;
}

type Listener = (state: AppState, change: Change) => void;

/**
 * The app's single store: the game and the settings, changed only through `dispatch`,
 * `start` and `setSettings`, and a play clock that runs from the first move until the win
 * while the page is visible.
 */
export class Store {
  private current: AppState;
  private readonly listeners = new Set<Listener>();
  private elapsedMs = 0;
  private runningSince: number | null = null;
  private hidden = false;
  /** After a resume the clock waits for the next move, so looking at the table costs no time. */
  private waitingForMove = false;

  constructor(code: GameCode, settings: Settings = DEFAULT_SETTINGS, private readonly now: () => number = () => performance.now()) {
    this.current = { game: newGame(code), settings };
  }

  get state(): AppState {
    return this.current;
  }

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private emit(change: Change): void {
    for (const listener of this.listeners) listener(this.current, change);
  }

  /** Applies an action to the game; refusals change nothing and notify no one. */
  dispatch(action: Action): Outcome {
    const outcome = apply(this.current.game, action);
    if (outcome.ok) {
      this.current = { ...this.current, game: outcome.game };
      this.waitingForMove = false;
      this.updateClock();
      this.emit('action');
    }
    return outcome;
  }

  /** Starts a new game of a deal. */
  start(code: GameCode): void {
    this.current = { ...this.current, game: newGame(code) };
    this.elapsedMs = 0;
    this.runningSince = null;
    this.waitingForMove = false;
    this.emit('deal');
  }

  /** Puts back a game in progress with its elapsed time (a saved game). */
  restore(game: Game, seconds: number): void {
    this.current = { ...this.current, game };
    this.elapsedMs = seconds * 1000;
    this.runningSince = null;
    this.waitingForMove = true;
    this.updateClock();
    this.emit('restore');
  }

  setSettings(settings: Settings): void {
    this.current = { ...this.current, settings };
    this.emit('settings');
  }

  /** Seconds of play so far. */
  get seconds(): number {
    const running = this.runningSince === null ? 0 : this.now() - this.runningSince;
    return (this.elapsedMs + running) / 1000;
  }

  /** True while the play clock runs (a game in progress, page visible). */
  get clockRunning(): boolean {
    return this.runningSince !== null;
  }

  /** The page was hidden or shown: the clock pauses while nobody can see the game. */
  setHidden(hidden: boolean): void {
    this.hidden = hidden;
    this.updateClock();
  }

  private updateClock(): void {
    const { game } = this.current;
    const shouldRun = !this.hidden && !this.waitingForMove && game.moves > 0 && !isGameWon(game);
    if (shouldRun && this.runningSince === null) this.runningSince = this.now();
    if (!shouldRun && this.runningSince !== null) {
      this.elapsedMs += this.now() - this.runningSince;
      this.runningSince = null;
    }
  }
}
