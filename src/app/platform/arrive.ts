import { codeErrorSentence } from '../../ui/messages';
import type { Ctx } from '../core/context';
import type { Lesson, Windows } from '../core/apis';

/**
 * Once play is wired: the table is laid out and held input played (start.ts), then what start-up
 * has to say (a record repaired, storage unavailable, a code in the address that could not be
 * read), and what the address asked for (a new deal, the daily deal); on a first start, the lesson.
 */
export function arrive({ page, store, windows, start: started, lesson }: Ctx<'page' | 'store' | 'start'> & { windows: Pick<Windows, 'follow'>; lesson: Pick<Lesson, 'offer'> }): void {
  started.wired();
  for (const notice of started.notices) page.toast(page.say(notice), 6000);
  const { address, intent } = started;
  if (address && !address.ok) page.toast(page.say('badUrlCode', { reason: codeErrorSentence(address.error, store.state.lang) }), 6000);
  if (intent && intent.kind !== 'code') windows.follow(intent);
  // A first start with nothing asked of it: the lesson is offered (once).
  if (!started.resumed && !intent && !address) lesson.offer();
}
