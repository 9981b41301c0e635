import type { Lang } from './i18n';

/** The player's settings, with the defaults RULES.md gives. */
export interface Settings {
  readonly doubleClick: boolean;
  readonly placementHelp: boolean;
  readonly interactiveRules: boolean;
  readonly autoPlacement: boolean;
  readonly lang: Lang | 'auto';
}

export const DEFAULT_SETTINGS: Settings = {
  doubleClick: true,
  placementHelp: true,
  interactiveRules: true,
  autoPlacement: false,
  lang: 'auto',
};

/** The on/off settings, in the order the Settings window lists them. */
export const TOGGLES = ['doubleClick', 'placementHelp', 'interactiveRules', 'autoPlacement'] as const;
export type Toggle = (typeof TOGGLES)[number];
