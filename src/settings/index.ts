/**
 * The one settings model: every setting's default, its choices and where it counts, in one table
 * (FIELDS); the Settings type, the defaults, the lists the Settings window shows, the choices a
 * stored record is checked against, and what the stage takes are all read from it. Below `ui` and
 * `view`; it imports nothing at run time, so that it stays in the start's chunk.
 *
 * Where a setting counts: `window` (the Settings window's group it is listed in as a switch;
 * choices with a list of their own are placed by the window), `cards` (the cards are drawn with it:
 * a change draws the atlas again), `layout` (the table is laid out again), `motion` (how cards
 * move). The stage takes every setting that counts for the cards, the layout or the motion.
 */

/** Languages the app speaks (each has a catalogue: ui/i18n/<lang>/), each by its own name. */
export const LANGS = ['en', 'da', 'de', 'fr', 'lb'] as const;
export type Lang = (typeof LANGS)[number];
export const LANG_NAMES: Readonly<Record<Lang, string>> = { en: 'English', da: 'Dansk', de: 'Deutsch', fr: 'Français', lb: 'Lëtzebuergesch' };

/**
 * The letters a language's card players read in the corner of an ace, a jack, a queen and a king:
 * As, Bube, Dame, König in German (and Luxembourgish: Bauer, Damm, Kinnek); As, Valet, Dame, Roi in
 * French; Danish kept the English letters. Drawn on the faces and written in every sentence that
 * names a card (8♠ on 9♦, D♠ on K♦), from the first frame: here, not in a catalogue loaded later.
 */
export const RANK_LETTERS: Readonly<Record<Lang, string>> = { en: 'AJQK', da: 'AJQK', de: 'ABDK', fr: 'AVDR', lb: 'ABDK' };

/** A rank (1–13) as its corner reads, with a language's letters (RANK_LETTERS): A, 2 … 10, J, Q, K. */
export function rankLabel(rank: number, letters: string = RANK_LETTERS.en): string {
  if (rank === 1) return letters[0] ?? 'A';
  return rank > 10 ? (letters[rank - 10] ?? String(rank)) : String(rank);
}

export const ANIMATIONS = ['normal', 'fast', 'off'] as const;
export const THEMES = ['system', 'light', 'dark'] as const;
/** The decks and backs the stage draws (view/pictures.ts draws each by its name) and the tables (style.css). */
export const DECKS = ['modern', 'classic'] as const;
export const BACKS = ['lattice', 'rose', 'forest', 'night', 'sun'] as const;
export const TABLES = ['green', 'blue', 'red', 'wood', 'slate'] as const;
/**
 * The New game window's choice of grade: any deal, or one of a grade (engine's GRADES, easiest
 * first). Written out rather than spread from GRADES, so that this module imports nothing at run
 * time (a unit test checks that the two agree).
 */
export const GRADE_CHOICES = ['any', 'easy', 'medium', 'hard', 'expert'] as const;
/** The volume's steps, in per cent (a stored volume must be one of them). */
export const VOLUMES = [10, 20, 30, 40, 50, 60, 70, 80, 90, 100] as const;
export type Theme = (typeof THEMES)[number];
export type Volume = (typeof VOLUMES)[number];
export type Deck = (typeof DECKS)[number];
export type Back = (typeof BACKS)[number];

interface Counts {
  readonly window?: 'play' | 'looks';
  readonly cards?: true;
  readonly layout?: true;
  readonly motion?: true;
}
/** A setting: its default and its choices (a switch's are off and on), and where it counts (kept in its type). */
const toggle = <C extends Counts = object>(on: boolean, counts?: C) => ({ default: on, choices: [false, true] as readonly boolean[], ...(counts as C) });
const choice = <T, C extends Counts = object>(choices: readonly T[], start: T, counts?: C) => ({ default: start, choices, ...(counts as C) });

/** Every setting, with the defaults RULES.md gives, in the order the Settings window lists its switches. */
export const FIELDS = {
  doubleClick: toggle(true, { window: 'play' }),
  placementHelp: toggle(true, { window: 'play' }),
  interactiveRules: toggle(true, { window: 'play' }),
  autoPlacement: toggle(false, { window: 'play' }),
  /** Tap a card, then its place (a single-pointer way to move, besides dragging). */
  tapToMove: toggle(false, { window: 'play' }),
  /** A badge in the info line: can the game still be won. */
  showWinnable: toggle(false, { window: 'play' }),
  /** New deals: only those the solver proves winnable (an option of the New game window). */
  winnableOnly: toggle(false),
  /** New deals and daily deals of a grade, or of any (an option of the New game window). */
  grade: choice(GRADE_CHOICES, 'any'),
  /** Cards for every pair of eyes: four suit colours, large indices; foundations and toolbar on the left. */
  fourColour: toggle(false, { window: 'looks', cards: true }),
  largeIndex: toggle(false, { window: 'looks', cards: true, layout: true }),
  /** In the dark theme, the card faces a dimmer ivory (a dark room). */
  dimCards: toggle(false, { window: 'looks', cards: true }),
  leftHanded: toggle(false, { window: 'looks', layout: true }),
  /** A ring round the cards moved last. */
  markLast: toggle(false, { window: 'looks' }),
  /** A calmer table: the info line without the time, or without the score (both still kept). */
  hideTime: toggle(false, { window: 'looks' }),
  hideScore: toggle(false, { window: 'looks' }),
  /** Animation speed; 'off' also when the system asks for reduced motion. */
  animation: choice(ANIMATIONS, 'normal', { motion: true }),
  lang: choice<Lang | 'auto'>(['auto', ...LANGS], 'auto'),
  /** The deck (modern or classic), the cards' back, and the table they lie on. */
  deck: choice(DECKS, 'modern', { cards: true }),
  back: choice(BACKS, 'lattice', { cards: true }),
  table: choice(TABLES, 'green'),
  /** The frame and windows light or dark, or as the device is set (`prefers-color-scheme`). */
  theme: choice(THEMES, 'system'),
  /** Short sounds of play, at a volume in per cent; a buzz on a refused move. */
  sound: toggle(false),
  volume: choice(VOLUMES, 60),
  vibrate: toggle(false),
  /** The lesson was offered and answered, or played (it is not offered again; the Rules page still has it). */
  lessonSeen: toggle(false),
} as const;

type Fields = typeof FIELDS;
export type SettingName = keyof Fields;
/** The player's settings. */
export type Settings = { readonly [K in SettingName]: Fields[K]['default'] };

/** The settings that count for `what`, by their declaration in FIELDS. */
type Counting<What extends keyof Counts, Value = true> = { [K in SettingName]: Fields[K] extends { readonly [W in What]: Value } ? K : never }[SettingName];

const NAMES = Object.keys(FIELDS) as SettingName[];
const where = <What extends keyof Counts, Value = true>(what: What, value: Value = true as Value) => NAMES.filter((name) => (FIELDS[name] as Counts)[what] === value) as Counting<What, Value>[];

export const DEFAULT_SETTINGS = Object.fromEntries(NAMES.map((name) => [name, FIELDS[name].default])) as Settings;
/** What a stored or backed-up record is checked against, field by field: every setting's choices. */
export const CHOICES = Object.fromEntries(NAMES.map((name) => [name, FIELDS[name].choices])) as { readonly [K in SettingName]: Fields[K]['choices'] };

/** The Settings window's switches, in its order: of play, and of the table's looks. */
export const PLAY_TOGGLES = where('window', 'play' as const);
export const LOOK_TOGGLES = where('window', 'looks' as const);

/** The settings the cards are drawn with, those the table is laid out by, and all the stage takes. */
export const CARD_SETTINGS = where('cards');
export const LAYOUT_SETTINGS = where('layout');
export type StageSetting = Counting<'cards'> | Counting<'layout'> | Counting<'motion'>;
export const STAGE_SETTINGS = NAMES.filter((name) => [CARD_SETTINGS, LAYOUT_SETTINGS, where('motion')].some((list) => (list as SettingName[]).includes(name))) as StageSetting[];
/** The settings the cards are drawn with (a change draws them again). */
export type CardSettings = Pick<Settings, Counting<'cards'>>;
/** What the stage takes of the settings: how it draws the cards, lays the table out and moves them. */
export type StageSettings = Pick<Settings, StageSetting>;

/** Of these settings, those that differ between two sets (the one diff every follower uses). */
export function changed<K extends SettingName>(a: Pick<Settings, K>, b: Pick<Settings, K>, names: readonly K[]): K[] {
  return names.filter((name) => a[name] !== b[name]);
}

/** These settings only, copied from all of them. */
export function pick<K extends SettingName>(settings: Pick<Settings, K>, names: readonly K[]): Pick<Settings, K> {
  return Object.fromEntries(names.map((name) => [name, settings[name]])) as Pick<Settings, K>;
}

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
