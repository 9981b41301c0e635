import { isGameWon, legalMoves } from '../../engine';
import type { Page } from '../../ui/page';
import type { TableStage } from '../../view/table-stage';
import type { Ctx } from '../core/context';
import type { Windows } from '../core/apis';

/**
 * The table on the stage: each change of the game is laid out (a move slides, a deal is dealt, a
 * game put back appears at once), and the interaction is drawn over it as its model says; a
 * position the review previews is shown instead of the game's table, its cards sliding there. A win is
 * celebrated (a tap or a key cuts it short), with the table closed to input meanwhile, and then the win window opens; with no
 * legal move left, a message says what can be done (the game is never declared lost).
 */
export function wireTable({ store, interaction, stage, page, windows, keys }: Ctx<'store' | 'interaction' | 'keys'> & { stage: Pick<TableStage, 'show' | 'draw' | 'celebrate' | 'skipCelebration'> & { readonly canvas: Pick<HTMLElement, 'addEventListener'> }; page: Pick<Page, 'toast' | 'say'>; windows: Pick<Windows, 'showWon'> }): void {
  stage.draw(interaction.state);
  // The celebration ends at a tap on the table or any key, and the win window opens.
  const celebrating = () => interaction.state.blocked.includes('celebration');
  // Heard before the table's gestures (bound later), which never see this touch: it only ends the celebration.
  stage.canvas.addEventListener('pointerdown', (e) => {
    if (!celebrating()) return;
    e.stopImmediatePropagation();
    stage.skipCelebration();
  });
  keys.bind({ layer: 'window', keys: ['*'], when: celebrating, run: () => stage.skipCelebration() });
  interaction.subscribe((model, previous, change) => {
    const shown = model.preview ?? store.state.game.table;
    if (change !== null) stage.show(shown, change === 'deal' ? 'deal' : change === 'restore' ? 'instant' : 'move', model);
    else if (model.preview !== previous.preview) stage.show(shown, 'move', model);
    else stage.draw(model);
  });
  store.onGame('table', (state, change, previous) => {
    if (change !== 'action') return;
    if (isGameWon(state.game) && !isGameWon(previous.game)) {
      interaction.send({ type: 'block', why: 'celebration' });
      // The last move's mark has nothing left to point at: the cards fly, then rest on their foundations.
      interaction.send({ type: 'mark', move: null });
      stage.celebrate(() => {
        interaction.send({ type: 'unblock', why: 'celebration' });
        windows.showWon();
      });
    } else if (!isGameWon(state.game) && legalMoves(state.game).length === 0) {
      page.toast(page.say('noMoves'), 6000);
    }
  });
}
