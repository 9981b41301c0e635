import type { Lang } from './pick';

/**
 * The lesson's sentences (app/lesson), in English and Danish: loaded with the lesson and the Rules
 * window, not at the start. `{a}`, `{b}`, … are the cards each step names, in its order.
 */
const en = {
  lessonOffer: 'New to Yukon? Learn its one big rule in three short moves.',
  lessonShow: 'Show me',
  lessonNo: 'No thanks',
  lessonSkip: 'Skip the lesson',
  lessonNext: 'Next',
  lessonPlay: 'Play a game',
  lessonAgain: 'Play the lesson',
  'lesson.group': 'Lesson 1 of 3. In Yukon you may move any face-up card with every card on top of it, in any order. Move the {a} onto the {b}: the {c}, {d} and {e} go with it.',
  'lesson.groupDone': 'That is the rule that makes Yukon: only the card you take hold of must fit.',
  'lesson.king': 'Lesson 2 of 3. An empty column takes only a king, with the cards on it. Move the {a} into the empty column: the {b} and {c} go with it.',
  'lesson.kingDone': 'A king in an empty column often turns a game round.',
  'lesson.refused': 'Lesson 3 of 3. A card goes on one rank higher, of the other colour. Try the {a} on the {b}, and see what the game says.',
  'lesson.refusedWhy': 'Refused: {rule} Now put the {a} on the {c}.',
  'lesson.refusedDone': 'That is all. Turn every card face up and build each suit from ace to king.',
};
export type LessonKey = keyof typeof en;

const da: Record<LessonKey, string> = {
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
};

export const lessonWords: Readonly<Record<Lang, Readonly<Record<LessonKey, string>>>> = { en, da };
