import type { CardId, Table } from '../engine';
import type { Interaction } from '../interaction';
import { EMPTY_TABLE, layoutTable, type Layout, type Looks } from './layout';
import { DEFAULT_SETTINGS, LAYOUT_SETTINGS, STAGE_SETTINGS, changed, pick } from '../settings';

/** The card the keyboard is on: a folded column shows it readable. */
export const revealed = (m: Interaction | null): CardId | null => (m?.keyboard && !m.preview ? m.focus.card : null);

/**
 * What the table shows and how it is laid out: the table, the interaction over it, the looks and
 * the canvas's size, and the layout they make. Pure, and the one place that decides when the
 * table is laid out again: the stage follows it (stage.ts), and where the stage draws in a worker
 * the page keeps its own (remote-stage.ts), so the layout input is hit-tested on is the one
 * drawn. Decided where the models are the app's own objects (their identity says what changed),
 * never on copies sent to a worker.
 */
export class Shown {
  looks: Looks = { ...pick(DEFAULT_SETTINGS, STAGE_SETTINGS), dark: false };
  table: Table | null = null;
  model: Interaction | null = null;
  /** The layout shown, or null before anything is. */
  layout: Layout | null = null;

  constructor(
    public width: number,
    public height: number,
    private readonly reducedMotion: () => boolean,
  ) {}

  /** No animation: the system asks for reduced motion, or the player turned animation off. */
  get still(): boolean {
    return this.reducedMotion() || this.looks.animation === 'off';
  }

  /** New looks; true when the table must be laid out again (new indices, or the foundations' side). */
  setLooks(looks: Looks): boolean {
    const places = changed(looks, this.looks, LAYOUT_SETTINGS).length > 0;
    this.looks = looks;
    return places && this.table !== null;
  }

  /** A new size; what is laid out again: the table, the deck, or nothing yet. */
  resize(width: number, height: number): 'table' | 'deck' | null {
    this.width = Math.max(1, width);
    this.height = Math.max(1, height);
    return this.table ? 'table' : this.layout ? 'deck' : null;
  }

  /** The deck on the empty table, before the game is known. */
  deck(): Layout {
    this.layout = layoutTable(EMPTY_TABLE, this.width, this.height, this.looks);
    return this.layout;
  }

  /** A table, with an interaction over it (the last one, unless given). */
  show(table: Table, model: Interaction | null = this.model): Layout {
    this.table = table;
    this.model = model;
    this.layout = layoutTable(table, this.width, this.height, { ...this.looks, windows: model?.windows ?? {}, reveal: revealed(model), still: this.still });
    return this.layout;
  }

  /**
   * A new interaction: true when it lays the table out again (a fold opened, or the keyboard onto
   * a folded card), which the caller then shows; false when it is only drawn over the table.
   */
  relays(model: Interaction): boolean {
    const before = this.model;
    if (this.table && (before?.windows !== model.windows || ((this.layout?.folds.length ?? 0) > 0 && revealed(before) !== revealed(model)))) return true;
    this.model = model;
    return false;
  }
}
