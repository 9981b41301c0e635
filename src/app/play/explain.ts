import type { Refusal } from '../../engine';
import { refusalSentence } from '../../ui/messages';
import type { Ctx } from '../core/context';
import type { Sounds } from '../look/sounds';

/**
 * Says why a move was refused, one sentence in the player's language: shown (and spoken) with
 * Interactive rules on, else only said to a screen reader; and sounds it (sound and vibration, as
 * set). Every input uses it.
 */
export function explainer({ store, page, sounds }: Ctx<'store' | 'page'> & { sounds: Sounds }): (refusal: Refusal) => void {
  return (refusal) => {
    sounds.refused();
    const sentence = refusalSentence(refusal, store.state.lang);
    if (store.state.settings.interactiveRules) page.toast(sentence);
    else page.speak(sentence);
  };
}
