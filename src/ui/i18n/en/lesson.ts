/**
 * The lesson's sentences (app/lesson): loaded with the lesson and the Rules window, not at the start. `{a}`, `{b}`, … are the cards each step names, in its order.
 */
export const words = {
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
} as const;
