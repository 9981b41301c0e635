import { translation } from '../like';
import type { words as en } from '../en/review';

/** The English sentences of en/review.ts in German. */
export const words = translation<typeof en>()({
  'review.strip': 'Stellungen des Spiels',
  'review.deal': 'Die Verteilung, {verdict}',
  'review.dealGraded': 'Die Verteilung ({grade}), {verdict}',
  'review.move': 'Zug {n}: {move}, {verdict}',
  'review.won': 'noch gewinnbar',
  'review.lost': 'verloren',
  'review.unknown': 'der Löser kann es nicht sagen',
  'review.pending': 'noch unbekannt',
  'review.preview': 'Vorschau: Zug {n} von {count}',
  'review.previewDeal': 'Vorschau: die Verteilung',
  'review.slip': 'Mit dem Zug {move} war das Spiel verloren; mit {better} wäre es gewinnbar geblieben.',
  'review.slipNoBetter': 'Mit dem Zug {move} war das Spiel verloren.',
  'review.dealLost': 'Diese Verteilung war von Anfang an nicht zu gewinnen.',
  'review.allWon': 'Das Spiel ist aus jeder seiner Stellungen gewinnbar.',
  'review.unsure': 'Der Löser konnte nicht feststellen, wo der Sieg verspielt wurde.',
  'review.looking': 'Der Löser prüft die Stellungen… {done} von {count} bekannt',
  'review.playHere': 'Ab hier spielen',
  'review.here': 'Das ist die aktuelle Stellung auf dem Tisch.',
  'review.tooFar': '„Rückgängig“ reicht {undo} Züge zurück; diese Stellung liegt weiter zurück.',
  'review.playing': '{steps, plural, one {# Zug} other {# Züge}} zurück: Das Spiel geht von hier aus weiter.',
  'review.watch': 'Dem Löser beim Gewinnen zusehen',
  'review.stop': 'Stopp',
  'review.watching': 'Der Löser spielt: Zug {n} von {count}',
  'review.watched': 'Der Löser hat die Verteilung in {moves, plural, one {# Zug} other {# Zügen}} gewonnen. Es wurde nichts gezählt.',
  'review.previous': 'Vorherige Stellung',
  'review.next': 'Nächste Stellung',
  'review.close': 'Analyse schließen',
});
