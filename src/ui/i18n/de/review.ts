import { translation } from '../like';
import type { words as en } from '../en/review';

/** The English sentences of en/review.ts in German. */
export const words = translation<typeof en>()({
  'review.strip': 'Stellungen des Spiels',
  'review.deal': 'Die Ausgangslage, {verdict}',
  'review.dealGraded': 'Die Ausgangslage ({grade}), {verdict}',
  'review.move': 'Zug {n}: {move}, {verdict}',
  'review.won': 'noch gewinnbar',
  'review.lost': 'verloren',
  'review.unknown': 'der Computer kann es nicht sagen',
  'review.pending': 'noch unbekannt',
  'review.preview': 'Vorschau: Zug {n} von {count}',
  'review.previewDeal': 'Vorschau: die Ausgangslage',
  'review.slip': 'Mit dem Zug {move} war das Spiel verloren; mit {better} wäre es gewinnbar geblieben.',
  'review.slipNoBetter': 'Mit dem Zug {move} war das Spiel verloren.',
  'review.dealLost': 'Dieses Spiel war von Anfang an nicht zu gewinnen.',
  'review.allWon': 'Das Spiel ist aus jeder seiner Stellungen gewinnbar.',
  'review.unsure': 'Der Computer konnte nicht feststellen, wo der Sieg verspielt wurde.',
  'review.looking': 'Der Computer prüft die Stellungen… {done} von {count} bekannt',
  'review.playHere': 'Ab hier spielen',
  'review.here': 'Das ist die aktuelle Stellung auf dem Tisch.',
  'review.tooFar': '„Rückgängig“ reicht {undo} Züge zurück; diese Stellung liegt weiter zurück.',
  'review.playing': '{steps, plural, one {# Zug} other {# Züge}} zurück: Das Spiel geht von hier aus weiter.',
  'review.watch': 'Dem Computer beim Gewinnen zusehen',
  'review.stop': 'Stopp',
  'review.watching': 'Der Computer spielt: Zug {n} von {count}',
  'review.watched': 'Der Computer hat das Spiel in {moves, plural, one {# Zug} other {# Zügen}} gewonnen. Es wurde nichts gezählt.',
  'review.previous': 'Vorherige Stellung',
  'review.next': 'Nächste Stellung',
  'review.close': 'Analyse schließen',
});
