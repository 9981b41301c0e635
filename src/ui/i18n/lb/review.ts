import { translation } from '../like';
import type { words as en } from '../en/review';

/** The English sentences of en/review.ts in Luxembourgish. */
export const words = translation<typeof en>()({
  'review.strip': 'Positioune vum Spill',
  'review.deal': 'D’Verdeelung, {verdict}',
  'review.dealGraded': 'D’Verdeelung ({grade}), {verdict}',
  'review.move': 'Zuch {n}: {move}, {verdict}',
  'review.won': 'nach ze gewannen',
  'review.lost': 'verluer',
  'review.unknown': 'de Computer weess et net',
  'review.pending': 'nach net bekannt',
  'review.preview': 'Virschau: Zuch {n} vun {count}',
  'review.previewDeal': 'Virschau: d’Verdeelung',
  'review.slip': 'Mat {move} war d’Spill verluer; mat {better} wier et ze gewanne bliwwen.',
  'review.slipNoBetter': 'Mat {move} war d’Spill verluer.',
  'review.dealLost': 'Dës Verdeelung war vun Ufank un net ze gewannen.',
  'review.allWon': 'D’Spill ass vun all senge Positiounen aus ze gewannen.',
  'review.unsure': 'De Computer konnt net soen, wou d’Spill verluer gaangen ass.',
  'review.looking': 'De Computer kuckt d’Positiounen un… {done} vun {count} bekannt',
  'review.playHere': 'Vun hei aus spillen',
  'review.here': 'Dat ass d’Positioun, déi elo um Dësch läit.',
  'review.tooFar': 'Réckgängeg geet {undo} Zich zeréck; dës Positioun läit méi wäit zeréck.',
  'review.playing': '{steps, plural, one {# Zuch} other {# Zich}} zeréck: d’Spill geet vun hei aus weider.',
  'review.watch': 'Kucken, wéi de Computer gewënnt',
  'review.stop': 'Stopp',
  'review.watching': 'De Computer spillt: Zuch {n} vun {count}',
  'review.watched': 'De Computer huet d’Verdeelung mat {moves, plural, one {# Zuch} other {# Zich}} gewonnen. Et gouf näischt gezielt.',
  'review.previous': 'Vireg Positioun',
  'review.next': 'Nächst Positioun',
  'review.close': 'Réckbléck zoumaachen',
});
