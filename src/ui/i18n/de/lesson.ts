import { translation } from '../like';
import type { words as en } from '../en/lesson';

/** The English sentences of en/lesson.ts in German. */
export const words = translation<typeof en>()({
  lessonOffer: 'Neu bei Yukon? Lerne die eine große Regel in drei kurzen Zügen.',
  lessonShow: 'Zeig es mir',
  lessonNo: 'Nein, danke',
  lessonSkip: 'Lektion überspringen',
  lessonNext: 'Weiter',
  lessonPlay: 'Spiel starten',
  lessonAgain: 'Lektion spielen',
  'lesson.group': 'Lektion 1 von 3. In Yukon darfst du jede aufgedeckte Karte mit allen Karten darauf bewegen, egal in welcher Reihenfolge sie liegen. Lege {a} auf {b}: {c}, {d} und {e} kommen mit.',
  'lesson.groupDone': 'Das ist die Regel, die Yukon ausmacht: Nur die Karte, die du greifst, muss passen.',
  'lesson.king': 'Lektion 2 von 3. In eine leere Spalte darf nur ein König, mit den Karten darauf. Lege {a} in die leere Spalte: {b} und {c} kommen mit.',
  'lesson.kingDone': 'Ein König in einer leeren Spalte wendet oft das Blatt.',
  'lesson.refused': 'Lektion 3 von 3. Eine Karte gehört auf eine Karte, die einen Rang höher ist und die andere Farbe hat: Rot auf Schwarz, Schwarz auf Rot. Probiere {a} auf {b} aus und sieh, was das Spiel sagt.',
  'lesson.refusedWhy': 'Abgelehnt: {rule} Lege jetzt {a} auf {c}.',
  'lesson.refusedDone': 'Das war’s. Decke alle Karten auf und baue jede Farbe vom Ass bis zum König auf.',
});
