import type { Game, Grade, Verdict } from '../../engine';
import type { GestureMachine } from '../../input/gestures';
import type { Ending } from '../../persist/history';
import type { Mark } from '../../review';
import type { Deals } from '../../services/deals';
import type { Intent } from './address';

// The apis of the app's features, declared here, below every feature, so that a feature that
// needs another's api imports nothing of it (no import runs upwards inside src/app): each
// feature implements its api, and the feature list (src/app/features.ts) hands it to those that
// need it, by name.

/** What the rest of the app tells the statistics, and hears of them. */
export interface Statistics {
  /** A daily deal was started today: the run of daily deals goes on. */
  dailyPlayed(): void;
  /**
   * Hears every game that ends: won, or left for another deal (at once as left, and again, with
   * the same time and code, once the solver has said whether it could still be won and whether
   * its deal could).
   */
  onEnded(listener: (ending: Ending) => void): void;
}

/** The deal on the table's grade, for the features that name it. */
export interface DealGrade {
  /** The grade of the game on the table: a grade, null (no grade: not proved winnable), or undefined (not known yet). */
  current(): Grade | null | undefined;
}

/** The review, for the toolbar, the keys, the win window, the hook. */
export interface Review {
  /** Opens the review of the game on the table, or of a past game (from History: it cannot be played from). */
  open(past?: PastReview): void;
  close(): void;
  toggle(): void;
  /** The verdict on each position while the review is open (index 0 the first), null when closed. */
  state(): { readonly verdicts: readonly Mark[]; readonly at: number } | null;
}

/** A past game to review, and the sentence said where the game on the table would offer to play from a position. */
export interface PastReview {
  readonly game: Game;
  readonly note: string;
}

/** The lesson, as the rest of the app sees it. */
export interface Lesson {
  /** Starts the lesson (from the Rules page, or the first start's offer). */
  start(): void;
  /** On a first start: offers the lesson in the notice bar; either answer means it is not offered again. */
  offer(): void;
}

/** The windows the rest of the app opens. */
export interface Windows {
  openNewGame(): void;
  showWon(): void;
  showElsewhere(takeOver: () => void): void;
  hideElsewhere(): void;
  /** Does what an address asks for (a shortcut of the installed app, a shared link). */
  follow(intent: Intent): void;
}

/** What the other features tell the sounds: a move was refused. */
export interface Sounds {
  refused(): void;
}

/** What the player was shown: the last verdict; the hint itself is in the interaction model. */
export interface Help {
  /** Asks for a hint, or plays the hint shown (the Hint button, the key H). */
  press(): void;
  /** The last verdict shown to the player (by a hint, the badge or going back), or null. */
  verdict(): Verdict | null;
  /** Tells what a verdict the player is shown (the badge shows its own). */
  shown(verdict: Verdict): void;
}

/** Finish, for the hook. */
export interface Finish {
  /** True while the solver decides whether to offer Finish: the toolbar may still change. */
  deciding(): boolean;
}

/** Every feature's api by its name in the feature list (void: a feature that gives nothing). */
export interface Apis {
  readonly deals: Deals;
  readonly stats: Statistics;
  readonly history: void;
  readonly dealGrade: DealGrade;
  readonly review: Review;
  readonly lesson: Lesson;
  readonly windows: Windows;
  readonly frame: void;
  readonly looks: void;
  readonly sounds: Sounds;
  readonly table: void;
  readonly gestures: GestureMachine;
  readonly help: Help;
  readonly access: void;
  readonly finish: Finish;
  readonly badge: void;
  readonly saving: void;
  readonly screen: void;
  readonly undo: void;
  readonly keyboard: void;
  readonly hook: void;
  readonly arrive: void;
  readonly pwa: void;
}
