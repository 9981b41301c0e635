import { translation } from '../like';
import type { words as en } from '../en/lesson';

/** The English sentences of en/lesson.ts in French. */
export const words = translation<typeof en>()({
  lessonOffer: 'Vous découvrez le Yukon ? Apprenez sa grande règle en trois coups rapides.',
  lessonShow: 'Montrez-moi',
  lessonNo: 'Non merci',
  lessonSkip: 'Passer la leçon',
  lessonNext: 'Suivant',
  lessonPlay: 'Jouer une partie',
  lessonAgain: 'Suivre la leçon',
  'lesson.group': 'Leçon 1 sur 3. Au Yukon, vous pouvez déplacer n’importe quelle carte face visible avec toutes les cartes posées dessus, en ordre ou non. Déplacez {a} sur {b} : {c}, {d} et {e} suivent.',
  'lesson.groupDone': 'C’est la règle qui fait le Yukon : seule la carte que vous prenez doit pouvoir se poser.',
  'lesson.king': 'Leçon 2 sur 3. Une colonne vide n’accepte qu’un roi, avec les cartes posées dessus. Déplacez {a} dans la colonne vide : {b} et {c} suivent.',
  'lesson.kingDone': 'Un roi dans une colonne vide change souvent le cours d’une partie.',
  'lesson.refused': 'Leçon 3 sur 3. Une carte se pose sur une carte d’un rang au-dessus, de couleur opposée. Essayez {a} sur {b}, et voyez ce que répond le jeu.',
  'lesson.refusedWhy': 'Impossible : {rule} Posez maintenant {a} sur {c}.',
  'lesson.refusedDone': 'C’est tout. Retournez toutes les cartes et montez chaque couleur de l’as au roi.',
});
