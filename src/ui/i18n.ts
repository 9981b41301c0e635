import type { Lang } from './messages';

/** Every sentence of the page around the table, in English and Danish. */
const STRINGS = {
  en: {
    title: 'Yukon Solitaire',
    score: 'Score',
    time: 'Time',
    moves: 'Moves',
    code: 'Game code',
    copyCode: 'Copy the game code',
    copied: 'Game code copied: {code}',
    copyFailed: 'Game code: {code}',
    undo: 'Undo',
    redo: 'Redo',
    newGame: 'New game',
    settings: 'Settings',
    rules: 'Rules',
    close: 'Close',
    rule: 'Rule',
    classic: 'Classic',
    classicHint: 'red on black, black on red',
    relaxed: 'Relaxed',
    relaxedHint: 'any colour, one rank lower',
    newDeal: 'New deal',
    replay: 'Replay this deal',
    typeCode: 'Or type a game code',
    playCode: 'Play this code',
    doubleClick: 'Double-click',
    doubleClickHint: 'Two quick taps find a place on the table for a card and the cards on top of it.',
    placementHelp: 'Placement help',
    placementHelpHint: 'While you drag, the places the cards may go light up.',
    interactiveRules: 'Interactive rules',
    interactiveRulesHint: 'When a move is refused, the rule is shown.',
    autoPlacement: 'Automatic placement',
    autoPlacementHint: 'Cards released away from a legal place go to the best place on the table.',
    language: 'Language',
    languageAuto: 'As the browser',
    wonTitle: 'You won!',
    wonSummary: 'Score {score} · Time {time} · {moves} moves',
    playAgain: 'New game',
    codeLabel: 'Game code {code}',
    badUrlCode: 'The game code in the address could not be read: {reason} A new deal was started.',
    noMoves: 'No card can move to a new place. Undo or start a new game.',
    noPlace: 'There is no place on the table for {card}.',
    install: 'Install',
    iosInstall: 'To install: tap Share, then “Add to Home Screen”.',
    updateReady: 'A new version is ready.',
    updateNow: 'Update',
    elsewhereTitle: 'Open in another tab',
    elsewhere: 'This game is open in another tab or window. To keep the two from overwriting each other, only one of them saves.',
    takeOver: 'Play here',
    savedGameUnreadable: 'Your saved game could not be read, so a new game was started. The old record was kept aside.',
    settingsRepaired: 'Some saved settings could not be read and were set back to their defaults.',
    storageUnavailable: 'Saving is not available here: this game is kept in memory only.',
    storageFull: 'The device storage is full: this game is kept in memory until there is room.',
    storageTrimmed: 'Storage is short: older undo steps were left out of the save. The game itself is saved.',
    storageFailed: 'The game could not be saved just now; it will try again with your next move.',
    displayReset: 'The display was reset; the game is as it was.',
    statsLine: 'Games won: {won} of {played} · best time {best}',
  },
  da: {
    title: 'Yukon kabale',
    score: 'Point',
    time: 'Tid',
    moves: 'Træk',
    code: 'Spilkode',
    copyCode: 'Kopiér spilkoden',
    copied: 'Spilkoden er kopieret: {code}',
    copyFailed: 'Spilkode: {code}',
    undo: 'Fortryd',
    redo: 'Gentag',
    newGame: 'Nyt spil',
    settings: 'Indstillinger',
    rules: 'Regler',
    close: 'Luk',
    rule: 'Regel',
    classic: 'Klassisk',
    classicHint: 'rød på sort, sort på rød',
    relaxed: 'Lempet',
    relaxedHint: 'enhver farve, én værdi lavere',
    newDeal: 'Ny kortfordeling',
    replay: 'Spil denne fordeling igen',
    typeCode: 'Eller skriv en spilkode',
    playCode: 'Spil denne kode',
    doubleClick: 'Dobbeltklik',
    doubleClickHint: 'To hurtige tryk finder en plads på bordet til kortet og kortene oven på det.',
    placementHelp: 'Placeringshjælp',
    placementHelpHint: 'Mens du trækker, lyser de mulige pladser op.',
    interactiveRules: 'Interaktive regler',
    interactiveRulesHint: 'Når et træk afvises, vises reglen.',
    autoPlacement: 'Automatisk placering',
    autoPlacementHint: 'Kort, der slippes uden for en lovlig plads, lægges på den bedste plads på bordet.',
    language: 'Sprog',
    languageAuto: 'Som browseren',
    wonTitle: 'Du vandt!',
    wonSummary: 'Point {score} · Tid {time} · {moves} træk',
    playAgain: 'Nyt spil',
    codeLabel: 'Spilkode {code}',
    badUrlCode: 'Spilkoden i adressen kunne ikke læses: {reason} Et nyt spil er startet.',
    noMoves: 'Intet kort kan flyttes til en ny plads. Fortryd eller start et nyt spil.',
    noPlace: 'Der er ingen plads på bordet til {card}.',
    install: 'Installér',
    iosInstall: 'Sådan installerer du: tryk på Del og derefter “Føj til hjemmeskærm”.',
    updateReady: 'En ny version er klar.',
    updateNow: 'Opdatér',
    elsewhereTitle: 'Åben i en anden fane',
    elsewhere: 'Spillet er åbent i en anden fane eller et andet vindue. For at de ikke overskriver hinanden, gemmer kun det ene.',
    takeOver: 'Spil her',
    savedGameUnreadable: 'Dit gemte spil kunne ikke læses, så et nyt spil er startet. Den gamle post er gemt til side.',
    settingsRepaired: 'Nogle gemte indstillinger kunne ikke læses og er sat tilbage til standard.',
    storageUnavailable: 'Der kan ikke gemmes her: spillet findes kun i hukommelsen.',
    storageFull: 'Enhedens lager er fuldt: spillet holdes i hukommelsen, til der er plads.',
    storageTrimmed: 'Lageret er knapt: ældre fortryd-trin er udeladt af det gemte. Selve spillet er gemt.',
    storageFailed: 'Spillet kunne ikke gemmes lige nu; det prøves igen ved dit næste træk.',
    displayReset: 'Skærmen blev nulstillet; spillet er som før.',
    statsLine: 'Vundne spil: {won} af {played} · bedste tid {best}',
  },
} as const satisfies Record<Lang, Record<string, string>>;

export type StringKey = keyof (typeof STRINGS)['en'];

/** A sentence in a language, with `{name}` filled in from `values`. */
export function t(lang: Lang, key: StringKey, values: Record<string, string | number> = {}): string {
  return STRINGS[lang][key].replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? `{${name}}`));
}

/** The language to use: the setting, or else the browser's first language we speak. */
export function pickLang(setting: Lang | 'auto', browser: readonly string[]): Lang {
  if (setting !== 'auto') return setting;
  for (const tag of browser) {
    const base = tag.toLowerCase().split('-')[0];
    if (base === 'da' || base === 'en') return base;
  }
  return 'en';
}

/** Time as m:ss, or h:mm:ss past an hour. */
export function clock(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const pad = (n: number) => String(n).padStart(2, '0');
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  return h > 0 ? `${h}:${pad(m)}:${pad(s % 60)}` : `${pad(m)}:${pad(s % 60)}`;
}
