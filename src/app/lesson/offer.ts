import type { Ctx } from '../core/context';
import type { Running } from './lesson';
import type { Lesson } from '../core/apis';
import { speak } from '../../ui/i18n';

/**
 * The first game that teaches: offered once, on the first start of a player who has played no game;
 * always there from the Rules page. Its code (lesson.ts, steps.ts) loads when it is first started.
 */
export function wireLesson(ctx: Ctx<'store' | 'page' | 'interaction'>): Lesson {
  const { store, page } = ctx;
  let running: Running | null = null;
  const seen = () => store.state.settings.lessonSeen || store.setSettings({ ...store.state.settings, lessonSeen: true });
  const start = () => {
    seen();
    if (running) return;
    Promise.all([import('./lesson'), speak('lesson', store.state.lang)]).then(
      ([m]) => {
        running ??= m.runLesson({ ...ctx, done: () => (running = null) });
      },
      () => page.toast(page.say('loadFailed'), 6000),
    );
  };
  return {
    start,
    offer() {
      const played = Object.values(store.state.stats).some((s) => typeof s === 'object' && 'played' in s && (s.played > 0 || s.won > 0));
      if (store.state.settings.lessonSeen || played) return;
      // The offer's words come with the lesson's; a failed load offers nothing (nothing is lost).
      speak('lesson', store.state.lang).then(() => page.notice(page.say('lessonOffer'), page.say('lessonShow'), start, { second: { text: page.say('lessonNo'), action: seen }, foot: true }), () => undefined);
    },
  };
}
