import {
  GROUP_LIMIT, foundationMoveFor, isGameWon, lastCard, locate, placementFor, refuseMove, suitOf,
  type CardId, type Game, type Move, type Refusal, type Target,
} from '../engine';
import { Gestures } from '../input/gestures';
import { cardName, refusalSentence } from '../ui/messages';
import type { Page } from '../ui/page';
import { cardAt, dropTarget, type Rect } from '../view/layout';
import type { Stage } from '../view/stage';
import type { Store } from './store';

/**
 * Table play: turns taps, double taps and drags on the canvas into engine moves, and shows what
 * happens (glowing targets while dragging, the rule when a move is refused).
 */
export class Play {
  private held: { card: CardId; group: readonly CardId[]; from: number | 'foundation' } | null = null;
  private paused = false;
  readonly gestures: Gestures;

  constructor(
    private readonly store: Store,
    private readonly stage: Stage,
    private readonly page: Page,
    private readonly lang: () => 'en' | 'da',
  ) {
    this.gestures = new Gestures(stage.canvas, {
      hit: (x, y) => (this.paused || !stage.layout ? null : cardAt(stage.layout, x, y)),
      doubleTapOn: () => store.state.settings.doubleClick,
      tap: (card) => this.tap(card),
      doubleTap: (card) => this.doubleTap(card),
      dragStart: (card) => this.lift(card),
      dragMove: (dx, dy) => stage.moveLifted(dx, dy),
      drop: () => this.drop(),
      dragCancel: () => this.settle(),
    });
  }

  /** While a window is open or the win is celebrated, the table takes no input. */
  pause(paused: boolean): void {
    this.paused = paused;
  }

  private get game(): Game {
    return this.store.state.game;
  }

  /** Shows the rule behind a refusal, when Interactive rules is on. */
  explain(refusal: Refusal): void {
    if (this.store.state.settings.interactiveRules) this.page.toast(refusalSentence(refusal, this.lang()));
  }

  private play(move: Move): boolean {
    const outcome = this.store.dispatch({ type: 'move', ...move });
    if (!outcome.ok) this.explain(outcome.refusal);
    return outcome.ok;
  }

  /** A tap on the last card of a column sends it to its foundation when that is legal. */
  private tap(card: CardId): void {
    const game = this.game;
    if (isGameWon(game)) return;
    const move: Move = { card, to: 'foundation' };
    const refusal = refuseMove(game.table, game.rule, move);
    if (refusal === null) this.play(move);
    // Only a last card that its foundation cannot take yet deserves the rule; a tap on a card
    // inside a column or on a foundation simply does nothing.
    else if (refusal.reason === 'foundation-order') this.explain(refusal);
  }

  /**
   * A double tap moves the card and the cards on top of it to the engine's table placement; with
   * no place on the table, a last card that can go to its foundation goes there instead.
   */
  private doubleTap(card: CardId): void {
    const game = this.game;
    if (isGameWon(game)) return;
    const move = placementFor(game, card) ?? foundationMoveFor(game, card);
    if (move) this.play(move);
    else if (this.store.state.settings.interactiveRules) this.page.toast(this.page.say('noPlace', { card: cardName(card) }));
  }

  /** Takes hold of a face-up card with every card on top of it. */
  private lift(card: CardId): boolean {
    const game = this.game;
    if (this.paused || isGameWon(game)) return false;
    const from = locate(game.table, card);
    let group: readonly CardId[];
    if (from.kind === 'foundation') {
      if (!from.top) return false;
      group = [card];
    } else {
      const column = game.table.columns[from.column]!;
      if (from.index < column.down) return false;
      group = column.cards.slice(from.index);
      if (group.length > GROUP_LIMIT) {
        this.explain({ reason: 'group-too-large', card });
        return false;
      }
    }
    this.held = { card, group, from: from.kind === 'foundation' ? 'foundation' : from.column };
    this.stage.lift(group);
    if (this.store.state.settings.placementHelp) this.stage.highlight(this.legalPlaces(card));
    return true;
  }

  /** The places a held card may go, as rectangles to light up. */
  private legalPlaces(card: CardId): { rect: Rect }[] {
    const layout = this.stage.layout;
    const game = this.game;
    if (!layout) return [];
    const places: { rect: Rect }[] = [];
    const targets: Target[] = [0, 1, 2, 3, 4, 5, 6, 'foundation'];
    for (const to of targets) {
      if (refuseMove(game.table, game.rule, { card, to }) !== null) continue;
      if (to === 'foundation') {
        const f = layout.foundations[suitOf(card)]!;
        places.push({ rect: f });
        continue;
      }
      const last = lastCard(game.table.columns[to]!);
      const slot = last ? layout.cards.get(last) : undefined;
      const lane = layout.columns[to]!;
      places.push({ rect: slot ? { x: slot.x, y: slot.y, width: layout.cardWidth, height: layout.cardHeight } : { ...lane, height: layout.cardHeight } });
    }
    return places;
  }

  /** Lets go of the held cards where they overlap most. */
  private drop(): void {
    const held = this.held;
    const layout = this.stage.layout;
    this.held = null;
    if (!held || !layout) return this.settle();
    const shown = this.stage.shownRect(held.card);
    const target = shown ? dropTarget(layout, shown) : null;
    const settings = this.store.state.settings;
    if (target !== null && target !== held.from) {
      const move: Move = { card: held.card, to: target };
      const refusal = refuseMove(this.game.table, this.game.rule, move);
      if (refusal === null && this.play(move)) return;
      if (!settings.autoPlacement) {
        if (refusal) this.explain(refusal);
        return this.settle();
      }
    }
    if (settings.autoPlacement && target !== held.from) {
      const placement = placementFor(this.game, held.card);
      if (placement && this.play(placement)) return;
    }
    this.settle();
  }

  /** Sends every card back to its place (a refused or cancelled drop slides back). */
  private settle(): void {
    this.held = null;
    this.stage.show(this.game.table);
  }
}
