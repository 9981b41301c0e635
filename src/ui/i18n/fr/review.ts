import { translation } from '../like';
import type { words as en } from '../en/review';

/** The English sentences of en/review.ts in French. */
export const words = translation<typeof en>()({
  'review.strip': 'Positions de la partie',
  'review.deal': 'La donne, {verdict}',
  'review.dealGraded': 'La donne ({grade}), {verdict}',
  'review.move': 'Coup {n} : {move}, {verdict}',
  'review.won': 'encore gagnable',
  'review.lost': 'plus gagnable',
  'review.unknown': 'le solveur ne peut pas trancher',
  'review.pending': 'verdict en attente',
  'review.preview': 'Aperçu : coup {n} sur {count}',
  'review.previewDeal': 'Aperçu : la donne',
  'review.slip': 'Le coup {move} a fait perdre la partie ; le coup {better} l’aurait laissée gagnable.',
  'review.slipNoBetter': 'Le coup {move} a fait perdre la partie.',
  'review.dealLost': 'Cette donne ne pouvait pas être gagnée dès le départ.',
  'review.allWon': 'La partie peut être gagnée depuis chacune de ses positions.',
  'review.unsure': 'Le solveur n’a pas pu déterminer à quel moment la victoire a échappé.',
  'review.looking': 'Le solveur examine les positions… évaluées : {done} sur {count}',
  'review.playHere': 'Jouer à partir d’ici',
  'review.here': 'C’est la position actuelle sur la table.',
  'review.tooFar': 'L’annulation ne remonte que de {undo, plural, one {# coup} other {# coups}} ; cette position est plus ancienne.',
  'review.playing': 'Retour de {steps, plural, one {# coup} other {# coups}} : la partie reprend d’ici.',
  'review.watch': 'Voir le solveur gagner',
  'review.stop': 'Arrêter',
  'review.watching': 'Le solveur joue : coup {n} sur {count}',
  'review.watched': 'Le solveur a gagné la donne en {moves, plural, one {# coup} other {# coups}}. Rien n’a été comptabilisé.',
  'review.previous': 'Position précédente',
  'review.next': 'Position suivante',
  'review.close': 'Fermer l’analyse',
});
