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
  /** Cards for every pair of eyes: four suit colours, large indices; foundations and toolbar on the left. */
  readonly fourColour: boolean;
  readonly largeIndex: boolean;
  readonly leftHanded: boolean;
  /** Animation speed; 'off' also when the system asks for reduced motion. */
  readonly animation: 'normal' | 'fast' | 'off';
  readonly lang: Lang | 'auto';
}

export const DEFAULT_SETTINGS: Settings = {
  doubleClick: true,
  placementHelp: true,
  interactiveRules: true,
  autoPlacement: false,
  tapToMove: false,
  showWinnable: false,
  winnableOnly: false,
  fourColour: false,
  largeIndex: false,
  leftHanded: false,
  animation: 'normal',
  lang: 'auto',
};

/** The on/off settings, in the order the Settings window lists them. */
export const TOGGLES = ['doubleClick', 'placementHelp', 'interactiveRules', 'autoPlacement', 'tapToMove', 'showWinnable', 'fourColour', 'largeIndex', 'leftHanded'] as const;
export const ANIMATIONS = ['normal', 'fast', 'off'] as const;
