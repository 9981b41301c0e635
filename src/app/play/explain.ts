import type { Refusal } from '../../engine';
import { refusalSentence } from '../../ui/messages';
import type { Ctx } from '../core/context';

/**
 * Says why a move was refused, one sentence in the player's language: shown (and spoken) with
 * Interactive rules on, else only said to a screen reader. Every input uses it.
 */
export function explainer({ store, page }: Ctx<'store' | 'page'>): (refusal: Refusal) => void {
  return (refusal) => {
    const sentence = refusalSentence(refusal, store.state.lang);
    if (store.state.settings.interactiveRules) page.toast(sentence);
    else page.speak(sentence);
  };
}
