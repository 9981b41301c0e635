import { isGameWon } from '../../engine';
import type { Ctx } from '../core/context';
import { HINT_BUDGET_MS } from './hints';
import type { Help } from '../core/apis';

/** The badge is worked out this long after a move, so that quick moves do not each start a search. */
const BADGE_DELAY_MS = 350;

/**
 * The badge "can the game be won" (setting, off by default): worked out in the solver's worker a
 * moment after each move; the next move cancels a question not yet answered. Until the answer
 * comes, the badge shows the last one, dimmed.
 */
export function wireBadge({ store, page, oracle, help }: Ctx<'store' | 'page' | 'oracle'> & { help: Pick<Help, 'shown'> }): void {
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
  store.subscribe('help', (state, _, previous) => {
    if (state.game !== previous.game || state.settings.showWinnable !== previous.settings.showWinnable) update();
  });
  update();
}
