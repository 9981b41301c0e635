import type { Grade } from '../engine';
import type { Lang } from './i18n';

/** The player's settings, with the defaults RULES.md gives. */
export interface Settings {
  readonly doubleClick: boolean;
  readonly placementHelp: boolean;
  readonly interactiveRules: boolean;
  readonly autoPlacement: boolean;
  /** Tap a card, then its place (a single-pointer way to move, besides dragging; off by default). */
  readonly tapToMove: boolean;
  /** A badge in the info line: can the game still be won (off by default). */
  readonly showWinnable: boolean;
  /** New deals: only those the solver proves winnable (an option of the New game window). */
  readonly winnableOnly: boolean;
  /** New deals and daily deals of a grade, or of any (an option of the New game window). */
  readonly grade: (typeof GRADE_CHOICES)[number];
  /** Cards for every pair of eyes: four suit colours, large indices; foundations and toolbar on the left. */
  readonly fourColour: boolean;
  readonly largeIndex: boolean;
  /** In the dark theme, the card faces a dimmer ivory (a dark room). */
  readonly dimCards: boolean;
  readonly leftHanded: boolean;
  /** Animation speed; 'off' also when the system asks for reduced motion. */
  readonly animation: 'normal' | 'fast' | 'off';
  readonly lang: Lang | 'auto';
  /** The deck (modern or classic), the cards' back, and the table they lie on. */
  readonly deck: (typeof DECKS)[number];
  readonly back: (typeof BACKS)[number];
  readonly table: (typeof TABLES)[number];
  /** The frame and windows light or dark, or as the device is set (`prefers-color-scheme`). */
  readonly theme: Theme;
  /** A calmer table: the info line without the time, or without the score (both still kept). */
  readonly hideTime: boolean;
  readonly hideScore: boolean;
  /** A ring round the cards moved last. */
  readonly markLast: boolean;
  /** Short sounds of play (off by default), at a volume in per cent; a buzz on a refused move. */
  readonly sound: boolean;
  readonly volume: Volume;
  readonly vibrate: boolean;
  /** The lesson was offered and answered, or played (it is not offered again; the Rules page still has it). */
  readonly lessonSeen: boolean;
}

export const DEFAULT_SETTINGS: Settings = {
  doubleClick: true,
  placementHelp: true,
  interactiveRules: true,
  autoPlacement: false,
  tapToMove: false,
  showWinnable: false,
  winnableOnly: false,
  grade: 'any',
  fourColour: false,
  largeIndex: false,
  dimCards: false,
  leftHanded: false,
  animation: 'normal',
  lang: 'auto',
  deck: 'modern',
  back: 'lattice',
  table: 'green',
  theme: 'system',
  hideTime: false,
  hideScore: false,
  markLast: false,
  sound: false,
  volume: 60,
  vibrate: false,
  lessonSeen: false,
};

/** The on/off settings of play, and of the table's looks, in the order the Settings window lists them. */
export const PLAY_TOGGLES = ['doubleClick', 'placementHelp', 'interactiveRules', 'autoPlacement', 'tapToMove', 'showWinnable'] as const;
export const LOOK_TOGGLES = ['fourColour', 'largeIndex', 'dimCards', 'leftHanded', 'markLast', 'hideTime', 'hideScore'] as const;
export const ANIMATIONS = ['normal', 'fast', 'off'] as const;
export const THEMES = ['system', 'light', 'dark'] as const;
/** The decks and backs the stage draws (view/pictures.ts, Deck and BACK_LOOKS: the same names) and the tables (style.css). */
export const DECKS = ['modern', 'classic'] as const;
export const BACKS = ['lattice', 'rose', 'forest', 'night', 'sun'] as const;
export const TABLES = ['green', 'blue', 'red', 'wood', 'slate'] as const;
/**
 * The New game window's choice of grade: any deal, or one of a grade (engine's GRADES, easiest
 * first). Written out rather than spread from GRADES, so that this module imports nothing at run
 * time and stays in the start's chunk (a unit test checks that the two agree).
 */
export const GRADE_CHOICES = ['any', 'easy', 'medium', 'hard', 'expert'] as const satisfies readonly ('any' | Grade)[];
export type Theme = (typeof THEMES)[number];
/** The volume's steps, in per cent (a stored volume must be one of them). */
export const VOLUMES = [10, 20, 30, 40, 50, 60, 70, 80, 90, 100] as const;
export type Volume = (typeof VOLUMES)[number];

/**
 * Classes of the page's root that change the frame, each for a setting that is on; first-paint.js
 * paints them before the app has loaded.
 */
export const FRAME_CLASSES = { leftHanded: 'left-handed', hideTime: 'hide-time', hideScore: 'hide-score' } as const;

/** The frame's classes for the settings, space-separated: those of FRAME_CLASSES, and the table's (but the default green). */
export function frameClasses(settings: Settings): string {
  const on = (Object.keys(FRAME_CLASSES) as (keyof typeof FRAME_CLASSES)[]).filter((name) => settings[name]).map((name) => FRAME_CLASSES[name]);
  return [...on, ...(settings.table === DEFAULT_SETTINGS.table ? [] : [`table-${settings.table}`])].join(' ');
}
