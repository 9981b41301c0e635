import { translation } from '../like';
import type { words as en } from '../en/lesson';

/** The English sentences of en/lesson.ts in Danish. */
export const words = translation<typeof en>()({
  lessonOffer: 'Ny i yukon? Lær spillets ene store regel i tre korte træk.',
  lessonShow: 'Vis mig',
  lessonNo: 'Nej tak',
  lessonSkip: 'Spring lektionen over',
  lessonNext: 'Næste',
  lessonPlay: 'Spil et spil',
  lessonAgain: 'Spil lektionen',
  'lesson.group': 'Lektion 1 af 3. I yukon må du flytte ethvert synligt kort sammen med alle kortene oven på det, uanset rækkefølgen. Flyt {a} over på {b}: {c}, {d} og {e} følger med.',
  'lesson.groupDone': 'Det er reglen, der gør yukon til yukon: kun det kort, du tager fat i, skal passe.',
  'lesson.king': 'Lektion 2 af 3. En tom kolonne tager kun imod en konge med kortene oven på den. Flyt {a} over i den tomme kolonne: {b} og {c} følger med.',
  'lesson.kingDone': 'En konge i en tom kolonne vender tit et spil.',
  'lesson.refused': 'Lektion 3 af 3. Et kort lægges på ét højere af den modsatte farve. Prøv {a} på {b}, og se, hvad spillet siger.',
  'lesson.refusedWhy': 'Afvist: {rule} Læg nu {a} på {c}.',
  'lesson.refusedDone': 'Det var det hele. Vend alle kort, og byg hver kulør op fra es til konge.',
});
