import { apply, isGameWon, newGame, type Action, type Game, type GameCode, type Outcome } from '../../engine';
import type { Spent } from '../../persist/records';
import type { Stats } from '../../persist/stats';
import { pickLang, type Lang } from '../../ui/i18n';
import type { Settings } from '../../settings';
import { PlayClock } from './play-clock';

/** What changed, so that each view can choose how to show it. */
export type Change = 'deal' | 'action' | 'restore' | 'settings' | 'stats' | 'hints';

/** Everything the app knows, in one place. */
export interface AppState {
  readonly game: Game;
  readonly settings: Settings;
  /** The language spoken: the setting, or else the browser's. */
  readonly lang: Lang;
  readonly stats: Stats;
  /** Hints shown in this game. */
  readonly hints: number;
  /**
   * A lesson's position is on the table (lesson/lesson.ts): the player's own game waits aside
   * (`Store.own`), is what is saved meanwhile, and comes back when the lesson ends.
   */
  readonly lesson: boolean;
  /**
   * The play time and hints of the player's own game that the latest new deal replaced (the one
   * aside during a lesson), for the statistics of a game left; null before any new deal.
   */
  readonly replaced: Spent | null;
}

type Listener = (state: AppState, change: Change, previous: AppState) => void;

/**
 * When a listener hears a change, declared, never the order of wiring: the table's interaction
 * model settles first (`model`), the table and the frame are drawn (`table`), the words are said
 * and shown (`words`: the reader, the lesson), the helpers follow (`help`: hints, Finish, the
 * badge, the grade, the review), the records are kept (`records`), and last the sound plays.
 */
export const PHASES = ['model', 'table', 'words', 'help', 'records', 'sound'] as const;
export type Phase = (typeof PHASES)[number];

const inPlay = (game: Game) => game.moves > 0 && !isGameWon(game);

/**
 * The app's single store: the game, the settings with the language they give, and the statistics,
 * changed only through its methods; listeners hear each change with the state before it. It also
 * keeps the play clock in step with the game.
 */
export class Store {
  private current: AppState;
  private readonly listeners = new Map<Phase, Set<Listener>>(PHASES.map((phase) => [phase, new Set()]));
  /** The player's own game while a lesson is on the table. */
  private aside: { readonly game: Game; readonly spent: Spent } | null = null;
  /** Changes made by a listener wait for the change being told to reach every listener first. */
  private readonly told: [AppState, Change, AppState][] = [];
  private readonly clock: PlayClock;
  /** Told once a second while the clock runs (one interval, stopped with the clock). */
  private readonly tickers = new Set<() => void>();
  private ticking: ReturnType<typeof setInterval> | null = null;

  /** `spent`: the play time and hints of a resumed game, whose clock then waits for the next move. */
  constructor(
    start: { game: Game; settings: Settings; stats: Stats; spent?: Spent | undefined },
    private readonly browserLangs: readonly string[],
    now: () => number = () => performance.now(),
  ) {
    const { game, settings, stats, spent } = start;
    this.current = { game, settings, stats, lang: pickLang(settings.lang, browserLangs), hints: spent?.hints ?? 0, lesson: false, replaced: null };
    this.clock = new PlayClock(now);
    if (spent) this.clock.reset(spent.seconds, inPlay(game), true);
  }

  get state(): AppState {
    return this.current;
  }

  /** Seconds of play of the game on the table. */
  get seconds(): number {
    return this.clock.seconds;
  }

  /** True while the play clock runs. */
  get playing(): boolean {
    return this.clock.running;
  }

  /** The page was hidden or shown: the clock pauses while nobody can see the game. */
  setHidden(hidden: boolean): void {
    this.clock.setHidden(hidden);
    this.tick();
  }

  /** Hears a tick once a second while the clock runs. */
  onTick(listener: () => void): () => void {
    this.tickers.add(listener);
    this.tick();
    return () => {
      this.tickers.delete(listener);
      this.tick();
    };
  }

  /** Ticks while the clock runs and someone listens; the interval is cleared otherwise. */
  private tick(): void {
    const wanted = this.clock.running && this.tickers.size > 0;
    if (wanted && this.ticking === null) this.ticking = setInterval(() => this.tickers.forEach((listener) => listener()), 1000);
    else if (!wanted && this.ticking !== null) {
      clearInterval(this.ticking);
      this.ticking = null;
    }
  }

  /** Hears every change, in its phase (and, within a phase, in the order of subscribing). */
  subscribe(phase: Phase, listener: Listener): () => void {
    const heard = this.listeners.get(phase) as Set<Listener>;
    heard.add(listener);
    return () => heard.delete(listener);
  }

  /** Hears only the changes of the game (a move, an undo, a deal, a game put back), in its phase. */
  onGame(phase: Phase, listener: Listener): () => void {
    return this.subscribe(phase, (state, change, previous) => state.game !== previous.game && listener(state, change, previous));
  }

  private set(next: AppState, change: Change): void {
    this.told.push([next, change, this.current]);
    this.current = next;
    if (this.told.length > 1) return;
    try {
      while (this.told.length > 0) {
        const [state, what, previous] = this.told[0] as [AppState, Change, AppState];
        for (const phase of this.listeners.values()) for (const listener of phase) listener(state, what, previous);
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
      this.tick();
      this.set({ ...this.current, game: outcome.game }, 'action');
    }
    return outcome;
  }

  /**
   * Undoes `steps` moves as one change (back to an earlier position in one step); the move
   * counter stays. False, and nothing changes, when undo does not reach that far.
   */
  rewind(steps: number): boolean {
    let game = this.current.game;
    for (let i = 0; i < steps; i++) {
      const outcome = apply(game, { type: 'undo' });
      if (!outcome.ok) return false;
      game = outcome.game;
    }
    if (steps <= 0) return false;
    this.clock.moved(inPlay(game));
    this.tick();
    this.set({ ...this.current, game }, 'action');
    return true;
  }

  /** Starts a new game of a deal (a lesson on the table ends: its player's game is left for this one). */
  start(code: GameCode): void {
    // The game this one replaces is the player's own: the one aside during a lesson (so that
    // statistics count it as left, as they would without the lesson).
    const replaced = this.own().spent;
    if (this.aside) this.current = { ...this.current, game: this.aside.game, hints: this.aside.spent.hints, lesson: false };
    this.aside = null;
    this.clock.reset(0, false, false);
    this.tick();
    this.set({ ...this.current, game: newGame(code), hints: 0, lesson: false, replaced }, 'deal');
  }

  /** Puts back a game in progress with its time and hints (a saved game); the clock waits for a move. */
  restore(game: Game, spent: Spent): void {
    this.aside = null;
    this.clock.reset(spent.seconds, inPlay(game), true);
    this.tick();
    this.set({ ...this.current, game, hints: spent.hints, lesson: false }, 'restore');
  }

  /** The player's own game and its time and hints: the one on the table, or the one aside during a lesson. */
  own(): { readonly game: Game; readonly spent: Spent } {
    return this.aside ?? { game: this.current.game, spent: { seconds: this.clock.seconds, hints: this.current.hints } };
  }

  /**
   * Puts a lesson's position on the table; the player's own game waits aside (the first time) until
   * `endLesson` brings it back, or a new game takes its place.
   */
  lessonAt(game: Game): void {
    this.aside ??= this.own();
    this.clock.reset(0, false, false);
    this.tick();
    this.set({ ...this.current, game, hints: 0, lesson: true }, 'restore');
  }

  /** Ends a lesson: the player's own game comes back as it was. */
  endLesson(): void {
    const aside = this.aside;
    if (aside) this.restore(aside.game, aside.spent);
  }

  /** A hint was shown. */
  countHint(): void {
    this.set({ ...this.current, hints: this.current.hints + 1 }, 'hints');
  }

  setSettings(settings: Settings): void {
    this.set({ ...this.current, settings, lang: pickLang(settings.lang, this.browserLangs) }, 'settings');
  }

  setStats(stats: Stats): void {
    this.set({ ...this.current, stats }, 'stats');
  }
}
