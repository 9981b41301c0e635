import type { Lang } from './pick';

/**
 * The sentences of the windows that open over the table (New game, Statistics, the win, another
 * tab holding the game), in English and Danish: each window's module adds them as it loads, so
 * the start carries none of them.
 */
const en = {
  newDeal: 'New deal',
  winnableOnly: 'Only winnable deals',
  winnableOnlyHint: 'Deals are drawn until the solver proves one can be won.',
  gradeHint: 'Graded by how often players of three styles, from careless to careful, win the deal. Every graded deal can be won.',
  dealGrade: 'Difficulty: {grade}',
  'stat.byGrade': 'By difficulty',
  'stat.grade': 'Difficulty',
  typeCode: 'Or type a game code',
  playCode: 'Play this code',
  wonTitle: 'You won!',
  wonSummary: 'Score {score} · Time {time} · {moves} moves',
  statsLine: 'Games won: {won} of {played} · best time {best}',
  playAgain: 'New game',
  elsewhereTitle: 'Open in another tab',
  elsewhere: 'This game is open in another tab or window. To keep the two from overwriting each other, only one of them saves.',
  takeOver: 'Play here',
  'stat.played': 'Games played',
  'stat.won': 'Games won',
  'stat.winRate': 'Win rate',
  'stat.streak': 'Wins in a row now',
  'stat.bestStreak': 'Most wins in a row',
  'stat.bestScore': 'Best score',
  'stat.bestTime': 'Fastest win',
  'stat.averageTime': 'Average time of a win',
  'stat.hints': 'Hints used',
  'stat.unwinnable': 'Left on unwinnable deals',
  statsNote: 'A game left on a deal the solver proved unwinnable from its start is not counted as played and breaks no run of wins.',
  dailyRun: 'Days in a row with a daily deal: {run} (best {best})',
  resetStats: 'Reset statistics',
  resetConfirm: 'Reset all statistics? This cannot be undone.',
  resetYes: 'Reset',
};
export type WindowKey = keyof typeof en;

const da: Record<WindowKey, string> = {
  newDeal: 'Ny kortfordeling',
  winnableOnly: 'Kun fordelinger, der kan vindes',
  winnableOnlyHint: 'Der trækkes fordelinger, til løseren beviser, at én kan vindes.',
  gradeHint: 'Inddelt efter, hvor ofte spillere af tre slags, fra skødesløse til omhyggelige, vinder fordelingen. Alle inddelte fordelinger kan vindes.',
  dealGrade: 'Sværhedsgrad: {grade}',
  'stat.byGrade': 'Efter sværhedsgrad',
  'stat.grade': 'Sværhedsgrad',
  typeCode: 'Eller skriv en spilkode',
  playCode: 'Spil denne kode',
  wonTitle: 'Du vandt!',
  wonSummary: 'Point {score} · Tid {time} · {moves} træk',
  statsLine: 'Vundne spil: {won} af {played} · bedste tid {best}',
  playAgain: 'Nyt spil',
  elsewhereTitle: 'Åben i en anden fane',
  elsewhere: 'Spillet er åbent i en anden fane eller et andet vindue. For at de ikke overskriver hinanden, gemmer kun det ene.',
  takeOver: 'Spil her',
  'stat.played': 'Spil spillet',
  'stat.won': 'Spil vundet',
  'stat.winRate': 'Vundet i procent',
  'stat.streak': 'Sejre i træk nu',
  'stat.bestStreak': 'Flest sejre i træk',
  'stat.bestScore': 'Bedste point',
  'stat.bestTime': 'Hurtigste sejr',
  'stat.averageTime': 'Gennemsnitlig tid for en sejr',
  'stat.hints': 'Tip brugt',
  'stat.unwinnable': 'Forladt på fordelinger, der ikke kan vindes',
  statsNote: 'Et spil, der forlades på en fordeling, som løseren har bevist ikke kan vindes fra start, tælles ikke som spillet og bryder ikke sejre i træk.',
  dailyRun: 'Dage i træk med dagens spil: {run} (bedst {best})',
  resetStats: 'Nulstil statistik',
  resetConfirm: 'Nulstil al statistik? Det kan ikke fortrydes.',
  resetYes: 'Nulstil',
};

export const windowWords: Readonly<Record<Lang, Readonly<Record<WindowKey, string>>>> = { en, da };
