import { formatCode } from '../../engine';
import type { Ctx } from '../core/context';
import type { DealGrade } from '../core/apis';

/** The grade of the game that is on the table at the start is asked for this long after it, off the start's path. */
const FIRST_DELAY_MS = 2000;


/**
 * Every deal's grade is worked out in the solver's worker when it comes to the table (the one at
 * the start a moment later, so that it never slows the start), and shown where the badge says
 * whether the game can be won.
 */
export function wireDealGrade({ store, grades, page }: Ctx<'store' | 'grades' | 'page'>): DealGrade {
  const ask = () => {
    const { game, lesson } = store.state;
    // A lesson's position is no deal: it has no grade.
    if (lesson) return page.setGrade(null);
    const code = { rule: game.rule, deal: game.deal };
    const known = grades.known(code);
    page.setGrade(known?.grade ?? null);
    if (known) return;
    // A failed question leaves the grade unknown: it is only ever information.
    grades.of(code).then((answer) => formatCode(store.state.game) === formatCode(code) && page.setGrade(answer.grade), () => undefined);
  };
  store.subscribe('help', (state, change, previous) => {
    if ((change === 'deal' || change === 'restore') && (state.game.deal !== previous.game.deal || state.game.rule !== previous.game.rule || state.lesson !== previous.lesson)) ask();
  });
  setTimeout(ask, FIRST_DELAY_MS);
  return {
    current() {
      const { game, lesson } = store.state;
      return lesson ? undefined : grades.known({ rule: game.rule, deal: game.deal })?.grade;
    },
  };
}
