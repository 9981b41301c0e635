import { translation } from '../like';
import type { words as en } from '../en/lesson';

/** The English sentences of en/lesson.ts in Luxembourgish. */
export const words = translation<typeof en>()({
  lessonOffer: 'Spills du Yukon fir d’éischt? Léier seng eenzeg grouss Reegel an dräi kuerzen Zich.',
  lessonShow: 'Weis mer et',
  lessonNo: 'Nee, merci',
  lessonSkip: 'Lektioun iwwersprangen',
  lessonNext: 'Weider',
  lessonPlay: 'Eng Partie spillen',
  lessonAgain: 'D’Lektioun spillen',
  'lesson.group': 'Lektioun 1 vun 3. Bei Yukon däerfs du all opgedeckt Kaart mat all de Kaarten, déi drop leien, réckelen, egal a wéi enger Reiefolleg. Réckel {a} op {b}: {c}, {d} an {e} gi mat.',
  'lesson.groupDone': 'Dat ass d’Reegel, déi Yukon ausmécht: nëmmen d’Kaart, déi s du ophëls, muss passen.',
  'lesson.king': 'Lektioun 2 vun 3. Op eng eidel Kolonn kënnt nëmmen e Kinnek, mat de Kaarten, déi drop leien. Réckel {a} op déi eidel Kolonn: {b} an {c} gi mat.',
  'lesson.kingDone': 'E Kinnek op enger eidler Kolonn dréint dacks d’Spill.',
  'lesson.refused': 'Lektioun 3 vun 3. Eng Kaart kënnt op eng Kaart vun der anerer Faarf, déi ee Wäert méi héich ass. Probéier {a} op {b} a kuck, wat d’Spill seet.',
  'lesson.refusedWhy': 'Refuséiert: {rule} Lee elo {a} op {c}.',
  'lesson.refusedDone': 'Dat wier et. Deck all Kaart op a bau all Faarf vum Ass bis zum Kinnek op.',
});
