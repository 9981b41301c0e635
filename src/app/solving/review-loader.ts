import type { Ctx } from '../core/context';
import { speak } from '../../ui/i18n';
import type { ReviewContext } from './game-review';
import type { Review } from '../core/apis';

/**
 * The review, loaded when the player first opens it (the toolbar's Review, the key R, the win
 * window, a lost game's notice), not on the way to play: its strip, its questions and its words
 * come in their own chunk. The toolbar button and the keys are bound here at once; Escape closes
 * an open review. A failed load (offline before the app was fully cached) says so and can be
 * tried again.
 */
export function wireReview(ctx: ReviewContext & Ctx<'keys'>): Review {
  const { page, keys } = ctx;
  let loaded: Review | null = null;
  let loading: Promise<Review> | null = null;
  const load = (): Promise<Review> =>
    (loading ??= Promise.all([import('./game-review'), speak('review', ctx.store.state.lang)]).then(
      ([m]) => (loaded = m.makeReview(ctx)),
      (error: unknown) => {
        loading = null;
        page.toast(page.say('loadFailed'), 6000);
        throw error;
      },
    ));
  const review: Review = {
    open: (past) => void load().then((r) => r.open(past), () => undefined),
    close: () => loaded?.close(),
    toggle: () => void load().then((r) => r.toggle(), () => undefined),
    state: () => loaded?.state() ?? null,
  };
  page.on('review', () => review.toggle());
  keys.bind({ layer: 'review', keys: ['Escape'], when: () => review.state() !== null, run: () => review.close(), inFields: true });
  return review;
}
