import type { Refusal } from '../../engine';
import { refusalSentence } from '../../ui/messages';
import type { Ctx } from '../core/context';
import type { Sounds } from '../core/apis';

/**
 * Says why a move was refused, one sentence in the player's language: shown (and spoken) with
 * Interactive rules on (or in a lesson), else only said to a screen reader; and sounds it (sound
 * and vibration, as set). Every input uses it, and the interaction model hears it.
 */
export function explainer({ store, page, sounds, interaction }: Ctx<'store' | 'page' | 'interaction'> & { sounds: Sounds }): (refusal: Refusal) => void {
  // A refusal shown is taken away by the next move played: it no longer says anything true.
  let shown: (() => void) | null = null;
  store.subscribe('words', (state, change, previous) => {
    if (shown && change === 'action' && state.game.moves !== previous.game.moves) {
      shown();
      shown = null;
    }
  });
  return (refusal) => {
    sounds.refused();
    const sentence = refusalSentence(refusal, store.state.lang);
    // In a lesson the rule is always shown: it is what the lesson teaches.
    if (store.state.settings.interactiveRules || store.state.lesson) shown = page.toast(sentence, store.state.lesson ? 6000 : undefined);
    else page.speak(sentence);
    interaction.refused(refusal);
  };
}
