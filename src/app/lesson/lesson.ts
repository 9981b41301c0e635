import type { Game } from '../../engine';
import { type Key } from '../../ui/i18n';
import { refusalSentence } from '../../ui/messages';
import type { Ctx } from '../core/context';
import { LESSON, lessonTable, type LessonStep } from './steps';

/** A lesson under way. */
export interface Running {
  /** Ends it at once (the player's own game comes back). */
  stop(): void;
}

/**
 * The first game that teaches (README, "The lesson"): each step puts a prepared position on the
 * table (the player's own game waits aside, and is what is saved meanwhile) and says what to do
 * in the notice bar; the player makes the move with any input, through the same engine. The step
 * with a refused move waits for that refusal (the rule is shown, as always in a lesson) before it
 * asks for the right move. Every notice can skip the lesson; a new game or a game put back by
 * anyone else ends it too. `done` hears it end, however it ends.
 */
export function runLesson({ store, page, interaction, done }: Ctx<'store' | 'page' | 'interaction'> & { done: () => void }): Running {
  const root = document.documentElement;
  let index = 0;
  let refusedSeen = false;
  let over = false;
  const named = (step: LessonStep) => Object.fromEntries(step.named.map((card, i) => [String.fromCharCode(97 + i), page.card(card)]));
  const say = (key: Key, step: LessonStep) => page.say(key, named(step));
  const skip = { text: page.say('lessonSkip'), action: () => stop() };
  /** The move the step asks for, shown on the table: its group risen and glowing, and its place lit. */
  const point = (card: LessonStep['goal'], to: number) => interaction.send({ type: 'hint', move: { card, to } });

  const show = (i: number) => {
    index = i;
    refusedSeen = false;
    const step = LESSON[i] as LessonStep;
    const game: Game = { rule: 'classic', deal: 0, table: lessonTable(step), moves: 0, line: null, undoable: 0, redo: null };
    store.lessonAt(game);
    // Skip is there at every step, but it is not the button to press: the move is.
    page.notice(say(`lesson.${step.name}`, step), skip.text, skip.action, { foot: true, plain: true });
    if (step.refused) point(step.refused.card, step.refused.to as number);
    else point(step.goal, step.to);
  };
  const passed = () => {
    const step = LESSON[index] as LessonStep;
    const last = index === LESSON.length - 1;
    page.notice(say(`lesson.${step.name}Done`, step), page.say(last ? 'lessonPlay' : 'lessonNext'), last ? () => stop() : () => show(index + 1), last ? { foot: true } : { second: skip, foot: true });
  };
  const unsubscribe = store.subscribe('words', (state, change, previous) => {
    if (!state.lesson) return stop(false);
    if (change !== 'action' || state.game.moves <= previous.game.moves) return;
    const step = LESSON[index] as LessonStep;
    const move = state.game.line?.move;
    if (move && move.card === step.goal && move.to !== 'foundation' && (!step.refused || refusedSeen)) passed();
  });
  const unhear = interaction.onRefused((refusal) => {
    const step = LESSON[index] as LessonStep;
    if (!step.refused || refusedSeen || refusal.card !== step.refused.card) return;
    refusedSeen = true;
    // The panel says the rule itself too (the message line shows above it as well).
    page.notice(page.say('lesson.refusedWhy', { ...named(step), rule: refusalSentence(refusal, store.state.lang) }), skip.text, skip.action, { foot: true, plain: true });
    point(step.goal, step.to);
  });

  /** Ends the lesson; `restore`: bring the player's own game back (not when something else already replaced the lesson). */
  function stop(restore = true): void {
    if (over) return;
    over = true;
    unsubscribe();
    unhear();
    root.classList.remove('lesson');
    page.hideNotice();
    if (restore) store.endLesson();
    done();
  }

  root.classList.add('lesson');
  show(0);
  return { stop: () => stop() };
}
