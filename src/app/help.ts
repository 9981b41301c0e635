import { apply, groupAt, isGameWon, type Game, type Move, type Verdict } from '../engine';
import type { Page } from '../ui/page';
import { moveWords } from '../ui/speech';
import { placeRect, raised } from '../view/layout';
import type { Stage } from '../view/stage';
import type { Oracle } from './oracle';
import type { Store } from './store';
import type { Windows } from './windows';

/** The solver's time for a hint: most positions are decided in a few milliseconds. */
export const HINT_BUDGET_MS = 2500;
/** The solver's time for each earlier position when looking for the last winnable one. */
const BACK_BUDGET_MS = 600;
/** A hint that takes longer than this says that the solver is thinking. */
const THINKING_AFTER_MS = 300;

/** What the player was shown: the hint on the table now, and the last verdict. */
export interface Help {
  /** Asks for a hint, or plays the hint shown (the Hint button, the key H). */
  press(): void;
  /** The hint shown now, or null. */
  hint(): Move | null;
  /** The last verdict shown to the player (by a hint, the badge or going back), or null. */
  verdict(): Verdict | null;
  /** Tells what a verdict the player is shown (the badge shows its own). */
  shown(verdict: Verdict): void;
}

/** Resolves once no card is moving on the stage. */
export function settled(stage: Stage): Promise<void> {
  return new Promise((resolve) => {
    const look = () => (stage.animating ? requestAnimationFrame(look) : resolve());
    look();
  });
}

/**
 * Hint: the solver, in its worker, looks for a winning line from the table as it is; the first
 * move of the line is shown (its cards rise and glow with their place) and played only when the
 * player presses Hint again. A position proved lost says so and offers to go back to the last
 * winnable position within undo's reach, in one step; an undecided one says so honestly and shows
 * the search's most promising move as a guess. Nothing is played without the player asking.
 */
export function wireHelp(store: Store, stage: Stage, page: Page, oracle: Oracle, windows: Windows): Help {
  let showing: { game: Game; move: Move } | null = null;
  let thinking: Game | null = null;
  let last: Verdict | null = null;
  let dismissLost: () => void = () => {};
  const game = () => store.state.game;

  /** Takes the hint off the table; the cards settle back unless the table is being redrawn anyway. */
  const clear = (settle: boolean) => {
    if (!showing) return;
    showing = null;
    stage.lights.glow([]);
    if (settle) stage.show(game().table);
  };

  const show = (move: Move, sentence: 'hintShown' | 'hintGuess') => {
    const { table } = game();
    const layout = stage.layout;
    const group = groupAt(game(), move.card);
    const slot = layout?.cards.get(move.card);
    if (!layout || !group.ok || !slot) return;
    showing = { game: game(), move };
    // The group rises a little, with a glow around it (the glow lies just under lifted cards).
    const rise = raised(layout);
    const margin = Math.max(3, Math.round(layout.cardWidth * 0.06));
    const bottom = Math.max(...group.cards.map((card) => (layout.cards.get(card)?.y ?? slot.y) + layout.cardHeight));
    stage.lift(group.cards);
    stage.moveLifted(0, -rise);
    const around = { x: slot.x - margin, y: slot.y - rise - margin, width: layout.cardWidth + 2 * margin, height: bottom - slot.y + 2 * margin };
    stage.lights.glow([around, placeRect(layout, table, move.card, move.to)]);
    page.toast(page.say(sentence, { move: moveWords(table, move, store.state.lang) }), 8000);
  };

  const press = () => {
    const asked = game();
    if (windows.anyOpen() || isGameWon(asked) || thinking === asked) return;
    if (showing?.game === asked) {
      const { move } = showing;
      clear(false);
      store.dispatch({ type: 'move', ...move });
      return;
    }
    clear(true);
    thinking = asked;
    page.setBusy('hint', true);
    const slow = setTimeout(() => thinking === asked && page.toast(page.say('hintThinking'), 8000), THINKING_AFTER_MS);
    const done = () => {
      clearTimeout(slow);
      if (thinking === asked) thinking = null;
      page.setBusy('hint', false);
    };
    oracle.about(asked, HINT_BUDGET_MS).then(async (answer) => {
      done();
      await settled(stage);
      // The player moved on meanwhile: that hint is no longer theirs to see.
      if (game() !== asked) return;
      store.countHint();
      last = answer.verdict;
      if (answer.verdict === 'won' && answer.line[0]) show(answer.line[0], 'hintShown');
      else if (answer.verdict === 'unknown') {
        if (answer.guess) show(answer.guess, 'hintGuess');
        else page.toast(page.say('hintNoGuess'), 8000);
      } else if (answer.verdict === 'lost') {
        page.hideToast();
        dismissLost = page.notice(page.say('hintLost'), page.say('backToWinnable'), () => void back());
      }
    }, (error: unknown) => {
      done();
      // A newer question to the solver (the badge, after a move) took over: nothing to say.
      if (!(error instanceof DOMException && error.name === 'AbortError')) page.toast(page.say('solverFailed'));
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
      const answer = await oracle.about(position, BACK_BUDGET_MS).catch(() => null);
      // A move meanwhile, or another question to the solver (a hint), ends the search: a position
      // is never passed over for want of an answer.
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
  // Any touch of the table puts the hint away; so does a new size of the table, and any change
  // of the game.
  stage.canvas.addEventListener('pointerdown', () => clear(true));
  new ResizeObserver(() => clear(false)).observe(page.tableHost);
  store.subscribe((state, change, previous) => {
    if (state.game === previous.game) return;
    clear(false);
    dismissLost();
    if (change === 'deal') last = null;
  });

  return {
    press,
    hint: () => (showing?.game === game() ? { ...showing.move } : null),
    verdict: () => last,
    shown: (verdict) => (last = verdict),
  };
}
