import { apply, isGameWon, type Game, type Move, type Verdict } from '../../engine';
import { shownHint, takesInput } from '../../interaction';
import { moveWords } from '../../ui/speech';
import type { TableStage } from '../../view/table-stage';
import { isWithdrawn } from '../../services/solver-client';
import type { Ctx } from '../core/context';
import type { Help, Review } from '../core/apis';

/** The solver's time for a hint: most positions are decided in a few milliseconds. */
export const HINT_BUDGET_MS = 2500;
/** The solver's time for each earlier position when looking for the last winnable one. */
const BACK_BUDGET_MS = 600;
/** A hint that takes longer than this says that the solver is thinking. */
const THINKING_AFTER_MS = 300;


/** Resolves once no card is moving on the stage. */
export function settled(stage: Pick<TableStage, 'animating'>): Promise<void> {
  return new Promise((resolve) => {
    const look = () => (stage.animating ? requestAnimationFrame(look) : resolve());
    look();
  });
}

/**
 * Hint: the solver, in its worker, looks for a winning line from the table as it is; the first
 * move of the line is shown (a hint intent: its group rises and glows with its place) and played
 * only when the player presses Hint again. A position proved lost says so and offers to go back to
 * the last winnable position within undo's reach, in one step (or to review the game); an undecided one says so honestly
 * and shows the search's most promising move as a guess. Nothing is played without the player
 * asking.
 */
export function wireHelp({ store, interaction, stage, page, oracle, review: reviewer }: Ctx<'store' | 'interaction' | 'page' | 'oracle'> & { stage: Pick<TableStage, 'animating'> & { readonly canvas: Pick<HTMLElement, 'addEventListener'> }; review?: Pick<Review, 'open'> }): Help {
  const review = () => reviewer?.open();
  let thinking: Game | null = null;
  let last: Verdict | null = null;
  let dismissLost: () => void = () => {};
  const game = () => store.state.game;

  // The hint's sentence goes with the hint: once it is played (by Hint or by hand) or put away,
  // "Press Hint again to play it" is no longer true.
  let unsay: () => void = () => {};
  const show = (move: Move, sentence: 'hintShown' | 'hintGuess') => {
    const before = game().table;
    interaction.send({ type: 'hint', move });
    if (shownHint(interaction.state)) unsay = page.toast(page.say(sentence, { move: moveWords(before, move, store.state.lang) }), 8000);
  };
  interaction.subscribe((model) => {
    if (shownHint(model)) return;
    unsay();
    unsay = () => {};
  });

  const press = () => {
    const asked = game();
    if (!takesInput(interaction.state) || isGameWon(asked) || thinking === asked) return;
    const hint = shownHint(interaction.state);
    if (hint) return void interaction.play(hint);
    thinking = asked;
    page.setBusy('hint', true);
    const slow = setTimeout(() => thinking === asked && page.toast(page.say('hintThinking'), 8000), THINKING_AFTER_MS);
    const done = () => {
      clearTimeout(slow);
      if (thinking === asked) thinking = null;
      page.setBusy('hint', false);
    };
    oracle.about('hint', asked, { ms: HINT_BUDGET_MS }).then(async (answer) => {
      done();
      await settled(stage);
      // The player moved on meanwhile, or opened a window: that hint is no longer theirs to see.
      if (game() !== asked || !takesInput(interaction.state)) return;
      store.countHint();
      last = answer.verdict;
      if (answer.verdict === 'won' && answer.line[0]) show(answer.line[0], 'hintShown');
      else if (answer.verdict === 'unknown') {
        if (answer.guess) show(answer.guess, 'hintGuess');
        else page.toast(page.say('hintNoGuess'), 8000);
      } else if (answer.verdict === 'lost') {
        page.hideToast();
        dismissLost = page.notice(page.say('hintLost'), page.say('backToWinnable'), () => void back(), { second: { text: page.say('reviewGame'), action: review } });
      }
    }, (error: unknown) => {
      done();
      // The game the hint was for went away (a move, a new deal): nothing to say.
      if (!isWithdrawn(error)) page.toast(page.say('solverFailed'));
    });
  };

  /**
   * Going back: the positions within undo's reach, latest first, until the solver proves one
   * winnable; then undo to it in one step. Any move meanwhile stops the search.
   */
  async function back(): Promise<void> {
    const from = game();
    let position = from;
    for (let steps = 1; steps <= from.undoable; steps++) {
      const undone = apply(position, { type: 'undo' });
      if (!undone.ok) break;
      position = undone.game;
      page.toast(page.say('backLooking', { step: steps, steps: from.undoable }), 8000);
      const answer = await oracle.about('back', position, { ms: BACK_BUDGET_MS }).catch(() => null);
      // A move meanwhile, or a failure of the solver, ends the search: a position is never passed
      // over for want of an answer.
      if (game() !== from || answer === null) return page.hideToast();
      if (answer.verdict !== 'won') continue;
      store.rewind(steps);
      last = 'won';
      page.toast(page.say('backDone', { steps }), 6000);
      return;
    }
    if (game() === from) page.toast(page.say('backNone'), 8000);
  }

  page.on('hint', press);
  // Any touch of the table puts the hint away (a change of the game does too, in the model).
  stage.canvas.addEventListener('pointerdown', () => interaction.send({ type: 'cancel', source: 'hint' }));
  store.onGame('help', (_, change) => {
    // The questions about the game before are no longer anyone's.
    oracle.drop('hint');
    oracle.drop('back');
    dismissLost();
    if (change === 'deal') last = null;
  });

  return {
    press,
    verdict: () => last,
    shown: (verdict) => (last = verdict),
  };
}
