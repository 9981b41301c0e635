import { foundationMoveFor, groupAt, isGameWon, legalMoves, locate, placementFor, targetsFor, type CardId, type Refusal, type Target } from '../engine';
import { bindGestures, type GestureMachine } from '../input/gestures';
import { cardName, refusalSentence } from '../ui/messages';
import type { Page } from '../ui/page';
import { cardAt, dropTarget, placeAt, placeRect, raised } from '../view/layout';
import type { Stage } from '../view/stage';
import type { Store } from './store';
import type { Windows } from './windows';

/**
 * The table: every change of the game is shown on the stage, and taps, double taps and drags on
 * the canvas become engine moves. The engine says what lifts, where it may go and whether a move
 * stands; this file only decides what to ask and what to show. While a window is open or the win
 * is celebrated, the table takes no input.
 */
export function wireTable(store: Store, stage: Stage, page: Page, windows: Windows): GestureMachine {
  let held: { card: CardId; from: Target } | null = null;
  let celebrating = false;
  const game = () => store.state.game;

  /** Shows the rule behind a refusal, when Interactive rules is on. */
  const explain = (refusal: Refusal) => {
    if (store.state.settings.interactiveRules) page.toast(refusalSentence(refusal, store.state.lang));
  };
  const play = (card: CardId, to: Target): boolean => {
    const outcome = store.dispatch({ type: 'move', card, to });
    if (!outcome.ok) explain(outcome.refusal);
    return outcome.ok;
  };
  /** Sends every card back to its place (a refused or cancelled drop slides back). */
  const settle = () => {
    held = null;
    chosen = null;
    stage.lights.glow([]);
    stage.show(game().table);
  };
  /** Lifts a group and lights its legal places (with Placement help). */
  const lift = (card: CardId, cards: readonly CardId[]) => {
    stage.lift(cards);
    const layout = stage.layout;
    if (store.state.settings.placementHelp && layout) stage.lights.glow(targetsFor(game(), card).map((to) => placeRect(layout, game().table, card, to)));
  };

  // Tap to move (setting): the first tap chooses a group, the next tap its place.
  let chosen: { card: CardId; from: Target } | null = null;
  const choose = (card: CardId) => {
    const group = groupAt(game(), card);
    if (!group.ok) {
      if (group.refusal.reason === 'group-too-large') explain(group.refusal);
      return;
    }
    chosen = { card, from: group.from };
    lift(card, group.cards);
    if (stage.layout) stage.moveLifted(0, -raised(stage.layout));
  };
  /** The chosen group to a place; nowhere (or its own place) puts it back. */
  const putChosen = (to: Target | null) => {
    const choice = chosen;
    if (!choice || to === null || to === choice.from || !play(choice.card, to)) return settle();
    chosen = null;
  };

  const machine = bindGestures(stage.canvas, {
    hit: (x, y) => (celebrating || windows.anyOpen() || !stage.layout ? null : cardAt(stage.layout, x, y)),
    doubleTapOn: () => store.state.settings.doubleClick,
    tap(card) {
      if (store.state.settings.tapToMove && !isGameWon(game())) {
        if (!chosen) return choose(card);
        const at = locate(game().table, card);
        return putChosen(at.kind === 'foundation' ? 'foundation' : at.column);
      }
      // A tap sends a last card to its foundation. Only a last card that its foundation cannot
      // take yet deserves the rule; a tap elsewhere simply does nothing.
      const outcome = store.dispatch({ type: 'move', card, to: 'foundation' });
      if (!outcome.ok && outcome.refusal.reason === 'foundation-order') explain(outcome.refusal);
    },
    tapAway(x, y) {
      if (chosen) putChosen(stage.layout ? placeAt(stage.layout, x, y) : null);
    },
    doubleTap(card) {
      chosen = null;
      // The engine's table placement; with no place on the table, the foundation for a last card.
      if (isGameWon(game())) return;
      const move = placementFor(game(), card) ?? foundationMoveFor(game(), card);
      if (move) play(move.card, move.to);
      else if (store.state.settings.interactiveRules) page.toast(page.say('noPlace', { card: cardName(card) }));
    },
    dragStart(card) {
      if (isGameWon(game())) return false;
      const group = groupAt(game(), card);
      if (!group.ok) {
        if (group.refusal.reason === 'group-too-large') explain(group.refusal);
        return false;
      }
      chosen = null;
      held = { card, from: group.from };
      lift(card, group.cards);
      return true;
    },
    dragMove: (dx, dy) => stage.moveLifted(dx, dy),
    drop() {
      // The cards land where they overlap most; a place that refuses them sends them back with
      // the rule, or, with Automatic placement, to the table placement instead.
      const lifted = held;
      held = null;
      const layout = stage.layout;
      const shown = lifted && stage.shownRect(lifted.card);
      if (!lifted || !layout || !shown) return settle();
      const target = dropTarget(layout, shown);
      const { autoPlacement } = store.state.settings;
      if (target !== null && target !== lifted.from) {
        const outcome = store.dispatch({ type: 'move', card: lifted.card, to: target });
        if (outcome.ok) return;
        if (!autoPlacement) {
          explain(outcome.refusal);
          return settle();
        }
      }
      const placement = autoPlacement && target !== lifted.from ? placementFor(game(), lifted.card) : null;
      if (!placement || !play(placement.card, placement.to)) settle();
    },
    dragCancel: settle,
  });

  store.subscribe((state, change, previous) => {
    if (change !== 'deal' && change !== 'action' && change !== 'restore') return;
    chosen = null;
    stage.show(state.game.table, change === 'deal' ? 'deal' : change === 'restore' ? 'instant' : 'move');
    if (change !== 'action') return;
    if (isGameWon(state.game) && !isGameWon(previous.game)) {
      celebrating = true;
      stage.celebrate(() => {
        celebrating = false;
        windows.showWon();
      });
    } else if (!isGameWon(state.game) && legalMoves(state.game).length === 0) {
      // The game is never declared lost; with nothing left to move, a hint says what can be done.
      page.toast(page.say('noMoves'), 6000);
    }
  });
  return machine;
}
