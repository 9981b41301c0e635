import { everyCardFaceUp, isGameWon, type Move } from '../../engine';
import { HINT_BUDGET_MS, settled } from './hints';
import type { Ctx } from '../core/context';
import type { Finish } from '../core/apis';


/**
 * Finish: once every card is face up and the solver has a winning line, a Finish button appears;
 * pressing it plays that line, move by move, with animation, while the table takes no other input
 * (a block of the interaction model). It never appears otherwise, and an undo meanwhile stops it.
 * Nothing finishes by itself.
 */
export function wireFinish({ store, interaction, stage, page, oracle }: Ctx<'store' | 'interaction' | 'stage' | 'page' | 'oracle'>): Finish {
  let line: readonly Move[] | null = null;
  let finishing = false;
  /** The game whose offer the solver is deciding: the toolbar may still change (the button shows). */
  let deciding: object | null = null;
  const offer = () => {
    line = null;
    deciding = null;
    page.showControl('finish', false);
    oracle.drop('finish');
    const game = store.state.game;
    if (finishing || isGameWon(game) || !everyCardFaceUp(game.table)) return;
    deciding = game;
    oracle.about('finish', game, { ms: HINT_BUDGET_MS }).then((answer) => {
      if (deciding === game) deciding = null;
      if (store.state.game !== game || finishing || answer.verdict !== 'won' || answer.line.length === 0) return;
      line = answer.line;
      page.showControl('finish', true);
    }, () => {
      if (deciding === game) deciding = null;
    });
  };
  page.on('finish', () => {
    const moves = line;
    if (!moves || finishing) return;
    finishing = true;
    page.showControl('finish', false);
    interaction.send({ type: 'block', why: 'finish' });
    void (async () => {
      let game = store.state.game;
      for (const move of moves) {
        await settled(stage);
        if (store.state.game !== game) break;
        const outcome = interaction.play(move);
        if (!outcome.ok) break;
        game = outcome.game;
      }
      finishing = false;
      interaction.send({ type: 'unblock', why: 'finish' });
      offer();
    })();
  });
  store.onGame('help', () => offer());
  offer();
  return { deciding: () => deciding !== null };
}
