import { foundationMoveFor, isGameWon, locate, placementFor, type CardId, type Target } from '../../engine';
import { takesInput } from '../../interaction';
import { bindGestures, type GestureHandlers, type GestureMachine } from '../../input/gestures';
import { cardAt, dropTarget, foldAt, placeAt } from '../../view/hits';
import { sceneOf } from '../../view/scene';
import type { TableStage } from '../../view/table-stage';
import { explainer } from './explain';
import type { Ctx } from '../core/context';
import type { Sounds } from '../core/apis';

/**
 * Pointer, touch and pen on the table: taps, double taps and drags (input/gestures.ts) become
 * intents to the interaction model and moves for the engine. A drag selects its group and carries
 * it; its drop is one move, judged by the engine. Tap to move (a setting) selects with the first
 * tap and moves with the next. Nothing here draws: the stage draws the model.
 */
export function wirePointer(ctx: Ctx<'store' | 'interaction' | 'stage' | 'page'> & { sounds: Sounds }): GestureMachine {
  return bindGestures(ctx.stage.canvas, pointerHandlers(ctx));
}

/** What each gesture does on the table (the handlers `wirePointer` binds to the canvas). */
export function pointerHandlers({ store, interaction, stage, page, sounds }: Ctx<'store' | 'interaction' | 'page'> & { stage: Pick<TableStage, 'layout'>; sounds: Sounds }): GestureHandlers {
  const game = () => store.state.game;
  const settings = () => store.state.settings;

  const explain = explainer({ store, page, sounds, interaction });
  /** A card chosen by a pointer; only a group too large to lift deserves the rule. */
  const select = (source: 'drag' | 'tap', card: CardId): boolean => {
    const step = interaction.send({ type: 'select', source, card, help: settings().placementHelp });
    if (step.refusal?.reason === 'group-too-large') explain(step.refusal);
    return interaction.state.selection?.source === source && interaction.state.selection.card === card;
  };
  const play = (card: CardId, to: Target): boolean => {
    const outcome = interaction.play({ card, to });
    if (!outcome.ok) explain(outcome.refusal);
    return outcome.ok;
  };
  /** The chosen group (tap to move) to a place; nowhere, or its own place, puts it back. */
  const putChosen = (to: Target | null) => {
    const chosen = interaction.state.selection;
    if (chosen?.source !== 'tap') return;
    if (to === null || to === chosen.from) interaction.send({ type: 'cancel' });
    else play(chosen.card, to);
  };

  return {
    hit: (x, y) => (takesInput(interaction.state) && stage.layout ? cardAt(stage.layout, x, y) : null),
    doubleTapOn: () => settings().doubleClick,
    tap(card) {
      if (settings().tapToMove && !isGameWon(game())) {
        if (interaction.state.selection?.source !== 'tap') return void select('tap', card);
        const at = locate(game().table, card);
        return putChosen(at.kind === 'foundation' ? 'foundation' : at.column);
      }
      // A tap sends a last card to its foundation. Only a last card that its foundation cannot
      // take yet deserves the rule; a tap elsewhere simply does nothing.
      const outcome = interaction.play({ card, to: 'foundation' }, false);
      if (!outcome.ok && outcome.refusal.reason === 'foundation-order') explain(outcome.refusal);
    },
    tapAway(x, y) {
      // A tap on a folded run of cards opens it: the column's window moves onto them.
      const fold = stage.layout && takesInput(interaction.state) ? foldAt(stage.layout, x, y) : null;
      if (fold) return void interaction.send({ type: 'window', column: fold.column, at: fold.next });
      putChosen(stage.layout ? placeAt(stage.layout, x, y) : null);
    },
    doubleTap(card) {
      interaction.send({ type: 'cancel', source: 'tap' });
      // The engine's table placement; with no place on the table, the foundation for a last card.
      if (isGameWon(game())) return;
      const move = placementFor(game(), card) ?? foundationMoveFor(game(), card);
      if (move) play(move.card, move.to);
      else if (settings().interactiveRules) page.toast(page.say('noPlace', { card: page.card(card) }));
    },
    dragStart: (card) => !isGameWon(game()) && select('drag', card),
    dragMove: (dx, dy) => void interaction.send({ type: 'carry', source: 'drag', dx, dy }),
    drop() {
      // The cards land where they overlap most, as the model draws them; a place that refuses them
      // sends them back with the rule, or, with Automatic placement, to the table placement.
      const dragged = interaction.state.selection;
      const layout = stage.layout;
      if (dragged?.source !== 'drag' || !layout) return;
      const shown = sceneOf(layout, game().table, interaction.state).lifted[0];
      const target = shown ? dropTarget(layout, { x: shown.x, y: shown.y, width: layout.cardWidth, height: layout.cardHeight }) : null;
      const { autoPlacement } = settings();
      if (target !== null && target !== dragged.from) {
        // Not put back yet: Automatic placement may still find the cards a place.
        const outcome = interaction.play({ card: dragged.card, to: target }, false);
        if (outcome.ok) return;
        if (!autoPlacement) {
          interaction.send({ type: 'cancel' });
          return explain(outcome.refusal);
        }
      }
      const placement = autoPlacement && target !== dragged.from ? placementFor(game(), dragged.card) : null;
      if (!placement || !play(placement.card, placement.to)) interaction.send({ type: 'cancel' });
    },
    dragCancel: () => void interaction.send({ type: 'cancel', source: 'drag' }),
  };
}
