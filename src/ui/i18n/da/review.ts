import { translation } from '../like';
import type { words as en } from '../en/review';

/** The English sentences of en/review.ts in Danish. */
export const words = translation<typeof en>()({
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
});
