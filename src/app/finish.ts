import { everyCardFaceUp, isGameWon, type Move } from '../engine';
import type { Page } from '../ui/page';
import type { Stage } from '../view/stage';
import { HINT_BUDGET_MS, settled, type Help } from './help';
import type { TableInteraction } from './interaction';
import type { Oracle } from './oracle';
import type { Store } from './store';

/** The badge is worked out this long after a move, so that quick moves do not each start a search. */
const BADGE_DELAY_MS = 350;

/**
 * Finish: once every card is face up and the solver has a winning line, a Finish button appears;
 * pressing it plays that line, move by move, with animation, while the table takes no other input
 * (a block of the interaction model). It never appears otherwise, and an undo meanwhile stops it.
 * Nothing finishes by itself.
 */
export function wireFinish(store: Store, interaction: TableInteraction, stage: Stage, page: Page, oracle: Oracle): void {
  let line: readonly Move[] | null = null;
  let finishing = false;
  const offer = () => {
    line = null;
    page.showControl('finish', false);
    oracle.drop('finish');
    const game = store.state.game;
    if (finishing || isGameWon(game) || !everyCardFaceUp(game.table)) return;
    oracle.about('finish', game, { ms: HINT_BUDGET_MS }).then((answer) => {
      if (store.state.game !== game || finishing || answer.verdict !== 'won' || answer.line.length === 0) return;
      line = answer.line;
      page.showControl('finish', true);
    }, () => undefined);
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
        const outcome = store.dispatch({ type: 'move', ...move });
        if (!outcome.ok) break;
        game = outcome.game;
      }
      finishing = false;
      interaction.send({ type: 'unblock', why: 'finish' });
      offer();
    })();
  });
  store.subscribe((state, _, previous) => state.game !== previous.game && offer());
  offer();
}

/**
 * The badge "can the game be won" (setting, off by default): worked out in the solver's worker a
 * moment after each move; the next move cancels a question not yet answered. Until the answer
 * comes, the badge shows the last one, dimmed.
 */
export function wireBadge(store: Store, page: Page, oracle: Oracle, help: Help): void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const update = () => {
    clearTimeout(timer);
    oracle.drop('badge');
    const { game, settings } = store.state;
    if (!settings.showWinnable || isGameWon(game)) return page.setVerdict(null);
    const show = (verdict: 'won' | 'lost' | 'unknown') => {
      page.setVerdict(verdict);
      help.shown(verdict);
    };
    const known = oracle.known(game);
    if (known) return show(known.verdict);
    page.setVerdict('pending');
    timer = setTimeout(() => {
      oracle.about('badge', game, { ms: HINT_BUDGET_MS }).then((answer) => store.state.game === game && show(answer.verdict), () => undefined);
    }, BADGE_DELAY_MS);
  };
  store.subscribe((state, _, previous) => {
    if (state.game !== previous.game || state.settings.showWinnable !== previous.settings.showWinnable) update();
  });
  update();
}
