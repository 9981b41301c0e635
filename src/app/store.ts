import { apply, isGameWon, newGame, type Action, type Game, type GameCode, type Outcome } from '../engine';
import type { Stats } from '../persist/records';
import { pickLang, type Lang } from '../ui/i18n';
import type { Settings } from '../ui/settings';
import { PlayClock } from './clock';

/** What changed, so that each view can choose how to show it. */
export type Change = 'deal' | 'action' | 'restore' | 'settings' | 'stats';

/** Everything the app knows, in one place. */
export interface AppState {
  readonly game: Game;
  readonly settings: Settings;
  /** The language spoken: the setting, or else the browser's. */
  readonly lang: Lang;
  readonly stats: Stats;
}

type Listener = (state: AppState, change: Change, previous: AppState) => void;

const inPlay = (game: Game) => game.moves > 0 && !isGameWon(game);

/**
 * The app's single store: the game, the settings with the language they give, and the statistics,
 * changed only through its methods; listeners hear each change with the state before it. It also
 * keeps the play clock in step with the game.
 */
export class Store {
  private current: AppState;
  private readonly listeners = new Set<Listener>();
  /** Changes made by a listener wait for the change being told to reach every listener first. */
  private readonly told: [AppState, Change, AppState][] = [];
  readonly clock: PlayClock;

  /** `seconds`: the play time of a resumed game, whose clock then waits for the next move. */
  constructor(
    start: { game: Game; settings: Settings; stats: Stats; seconds?: number },
    private readonly browserLangs: readonly string[],
    now: () => number = () => performance.now(),
  ) {
    const { game, settings, stats, seconds } = start;
    this.current = { game, settings, stats, lang: pickLang(settings.lang, browserLangs) };
    this.clock = new PlayClock(now);
    if (seconds !== undefined) this.clock.reset(seconds, inPlay(game), true);
  }

  get state(): AppState {
    return this.current;
  }

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private set(next: AppState, change: Change): void {
    this.told.push([next, change, this.current]);
    this.current = next;
    if (this.told.length > 1) return;
    try {
      while (this.told.length > 0) {
        const [state, what, previous] = this.told[0] as [AppState, Change, AppState];
        for (const listener of this.listeners) listener(state, what, previous);
        this.told.shift();
      }
    } finally {
      this.told.length = 0;
    }
  }

  /** Applies an action to the game; a refusal changes nothing and notifies no one. */
  dispatch(action: Action): Outcome {
    const outcome = apply(this.current.game, action);
    if (outcome.ok) {
      this.clock.moved(inPlay(outcome.game));
      this.set({ ...this.current, game: outcome.game }, 'action');
    }
    return outcome;
  }

  /** Starts a new game of a deal. */
  start(code: GameCode): void {
    this.clock.reset(0, false, false);
    this.set({ ...this.current, game: newGame(code) }, 'deal');
  }

  /** Puts back a game in progress with its time (a saved game); the clock waits for a move. */
  restore(game: Game, seconds: number): void {
    this.clock.reset(seconds, inPlay(game), true);
    this.set({ ...this.current, game }, 'restore');
  }

  setSettings(settings: Settings): void {
    this.set({ ...this.current, settings, lang: pickLang(settings.lang, this.browserLangs) }, 'settings');
  }

  setStats(stats: Stats): void {
    this.set({ ...this.current, stats }, 'stats');
  }
}
