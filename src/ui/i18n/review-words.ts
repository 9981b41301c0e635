import type { Lang } from './pick';

/**
 * The review's sentences (app/solving/game-review.ts, ui/review.ts), in English and Danish:
 * loaded with the review, not at the start.
 */
const en = {
  'review.strip': 'Positions of the game',
  'review.deal': 'The deal, {verdict}',
  'review.dealGraded': 'The deal ({grade}), {verdict}',
  'review.move': 'Move {n}: {move}, {verdict}',
  'review.won': 'still winnable',
  'review.lost': 'lost',
  'review.unknown': 'the solver cannot tell',
  'review.pending': 'not known yet',
  'review.preview': 'Preview: move {n} of {count}',
  'review.previewDeal': 'Preview: the deal',
  'review.slip': 'Moving {move} lost the game; {better} would have kept it winnable.',
  'review.slipNoBetter': 'Moving {move} lost the game.',
  'review.dealLost': 'This deal could not be won from the start.',
  'review.allWon': 'The game can be won from every position of it.',
  'review.unsure': 'The solver could not tell where the win slipped away.',
  'review.looking': 'The solver is looking at the positions… {done} of {count} known',
  'review.playHere': 'Play from here',
  'review.here': 'This is the position on the table now.',
  'review.tooFar': 'Undo reaches back {undo} moves; this position is further back.',
  'review.playing': 'Back {steps} moves: the game goes on from here.',
  'review.watch': 'Watch the solver win',
  'review.stop': 'Stop',
  'review.watching': 'The solver plays: move {n} of {count}',
  'review.watched': 'The solver won the deal in {moves} moves. Nothing was counted.',
  'review.previous': 'Previous position',
  'review.next': 'Next position',
  'review.close': 'Close the review',
};
export type ReviewKey = keyof typeof en;

const da: Record<ReviewKey, string> = {
  'review.strip': 'Spillets stillinger',
  'review.deal': 'Udlægningen, {verdict}',
  'review.dealGraded': 'Udlægningen ({grade}), {verdict}',
  'review.move': 'Træk {n}: {move}, {verdict}',
  'review.won': 'kan stadig vindes',
  'review.lost': 'tabt',
  'review.unknown': 'løseren kan ikke afgøre det',
  'review.pending': 'endnu ikke kendt',
  'review.preview': 'Forhåndsvisning: træk {n} af {count}',
  'review.previewDeal': 'Forhåndsvisning: udlægningen',
  'review.slip': 'Trækket {move} tabte spillet; {better} ville have holdt det vindbart.',
  'review.slipNoBetter': 'Trækket {move} tabte spillet.',
  'review.dealLost': 'Denne udlægning kunne ikke vindes fra starten.',
  'review.allWon': 'Spillet kan vindes fra hver eneste af sine stillinger.',
  'review.unsure': 'Løseren kunne ikke afgøre, hvor sejren gled væk.',
  'review.looking': 'Løseren ser på stillingerne… {done} af {count} kendt',
  'review.playHere': 'Spil videre herfra',
  'review.here': 'Dette er stillingen på bordet nu.',
  'review.tooFar': 'Fortryd når {undo} træk tilbage; denne stilling ligger længere tilbage.',
  'review.playing': '{steps} træk tilbage: spillet fortsætter herfra.',
  'review.watch': 'Se løseren vinde',
  'review.stop': 'Stop',
  'review.watching': 'Løseren spiller: træk {n} af {count}',
  'review.watched': 'Løseren vandt udlægningen på {moves} træk. Intet blev talt med.',
  'review.previous': 'Forrige stilling',
  'review.next': 'Næste stilling',
  'review.close': 'Luk gennemgangen',
};

export const reviewWords: Readonly<Record<Lang, Readonly<Record<ReviewKey, string>>>> = { en, da };
