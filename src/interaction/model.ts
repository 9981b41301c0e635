import { groupAt, targetsFor, type CardId, type Move, type Puzzle, type Refusal, type Table, type Target } from '../engine';
import { focusOn, placeTarget, settleFocus, startFocus, walkFocus, type Focus, type FocusKey } from './focus';

/** Who chose the group that is lifted: a pointer dragging it, a tap (tap to move), the keyboard, a hint. */
export type Source = 'drag' | 'tap' | 'keyboard' | 'hint';

/**
 * How a lifted group is shown, in the table's own terms (the view turns it into pixels): risen a
 * little off its place; following a pointer by `dx`, `dy` CSS pixels; or carried over a place (the
 * keyboard), where it would go.
 */
export type Lift =
  | { readonly kind: 'raised' }
  | { readonly kind: 'drag'; readonly dx: number; readonly dy: number }
  | { readonly kind: 'over'; readonly to: Target };

/** The one group chosen on the table, and why. */
export interface Selection {
  readonly source: Source;
  /** The card taken hold of: the group's bottom card. */
  readonly card: CardId;
  /** The group, bottom card first, as the engine lifts it. */
  readonly cards: readonly CardId[];
  readonly from: Target;
  readonly lift: Lift;
  /** The places lit: every legal place (with Placement help), or the hint's place. */
  readonly lit: readonly Target[];
  /** A hint's move goes here. */
  readonly to?: Target;
}

/**
 * Why the table takes no input now: a window is open, the win is being celebrated, Finish is
 * playing, the game's review is open.
 */
export type Block = 'window' | 'celebration' | 'finish' | 'review';

/**
 * What is selected, lifted, lit and focused on the table, and whether it takes input: one headless
 * state for every input (pointer, touch, keyboard) and every helper (hint, Finish), changed only by
 * `interact`. The stage draws it; the screen-reader layer and the hook read it. There is at most
 * one selection: a new one from any source ends the old one.
 */
export interface Interaction {
  readonly selection: Selection | null;
  readonly focus: Focus;
  /** True while the keyboard is on the table: the focus ring is shown. */
  readonly keyboard: boolean;
  readonly blocked: readonly Block[];
  /** A position shown instead of the game's table (the review's preview), read-only; null: the game. */
  readonly preview: Table | null;
  /** The last move, marked on the table (Mark the last move, a setting); null: nothing marked. */
  readonly mark: Move | null;
  /**
   * Where a folded column's window of readable cards starts (a face-up index), as the player moved
   * it by a tap on a fold; a column not named shows its top. Every change of the game resets it.
   */
  readonly windows: Readonly<Partial<Record<number, number>>>;
}

/** What an input or a helper asks of the table. */
export type Intent =
  /** A pointer takes hold of a card (drag) or chooses it (tap to move). `help`: light its legal places. */
  | { readonly type: 'select'; readonly source: 'drag' | 'tap'; readonly card: CardId; readonly help: boolean }
  /** The group of a source moves under the pointer (nothing happens if that source no longer holds it). */
  | { readonly type: 'carry'; readonly source: 'drag'; readonly dx: number; readonly dy: number }
  /** The selection is put back (only a selection of `source`, when given). */
  | { readonly type: 'cancel'; readonly source?: Source }
  /** A hint shows its move: the group rises and glows with its place. */
  | { readonly type: 'hint'; readonly move: Move }
  /** A key of the table's keyboard. `help`: light the legal places of a group taken hold of. */
  | { readonly type: 'key'; readonly key: FocusKey; readonly help: boolean }
  /** The keyboard came onto the table, or left it. */
  | { readonly type: 'keyboard'; readonly on: boolean }
  | { readonly type: 'block' | 'unblock'; readonly why: Block }
  /** Shows a position instead of the game's table (null: the game again); only while the review blocks the table. */
  | { readonly type: 'preview'; readonly table: Table | null }
  /**
   * The game changed: every selection is stale. `fresh`: a new deal or a game put back, the focus
   * starts over. `mark`: the move to mark now (none when not given).
   */
  | { readonly type: 'settle'; readonly fresh: boolean; readonly mark?: Move | null }
  /** Marks a move on the table, or nothing (the setting turned on or off); a mark is shown even while the table is blocked. */
  | { readonly type: 'mark'; readonly move: Move | null }
  /** A tap on a fold: the column's window of readable cards starts at face-up index `at`. */
  | { readonly type: 'window'; readonly column: number; readonly at: number };

/**
 * What an intent did: the model after it, and a move to play when the keyboard puts a group down
 * (the engine judges it), or why a card could not be taken hold of.
 */
export interface Step {
  readonly model: Interaction;
  readonly move?: Move;
  readonly refusal?: Refusal;
}

/** The table's interaction at the start of a game: nothing chosen, the keyboard elsewhere. */
export function startInteraction(table: Table): Interaction {
  return { selection: null, focus: startFocus(table), keyboard: false, blocked: [], preview: null, mark: null, windows: NO_WINDOWS };
}

const NO_WINDOWS: Interaction['windows'] = {};

/** True when the table takes input: no window open, no celebration, Finish not playing. */
export const takesInput = (m: Interaction): boolean => m.blocked.length === 0;

/** The card the keyboard holds, or null. */
export const heldCard = (m: Interaction): CardId | null => (m.selection?.source === 'keyboard' ? m.selection.card : null);

/** The hint shown on the table, or null. */
export function shownHint(m: Interaction): Move | null {
  const s = m.selection;
  return s?.source === 'hint' && s.to !== undefined ? { card: s.card, to: s.to } : null;
}

/**
 * The selection put back. A group the keyboard held puts the focus back on its card, where it
 * lies (it may have been carried elsewhere).
 */
function release(m: Interaction, table: Table): Interaction {
  const held = heldCard(m);
  if (m.selection === null) return m;
  return { ...m, selection: null, focus: held ? focusOn(table, held) : m.focus };
}

/** A group chosen: the old selection, of whatever source, ends first. */
function choose(m: Interaction, game: Puzzle, card: CardId, source: Source, lift: Lift, lit: (from: Target) => readonly Target[], to?: Target): Step {
  const group = groupAt(game, card);
  if (!group.ok) return { model: m, refusal: group.refusal };
  const model = release(m, game.table);
  const selection: Selection = { source, card, cards: group.cards, from: group.from, lift, lit: lit(group.from), ...(to !== undefined ? { to } : {}) };
  return { model: { ...model, selection } };
}

/**
 * The table's interaction after an intent, on the game as it is. Pure: the game is only read (moves
 * are returned, for the engine to judge); while the table is blocked, inputs and helpers change
 * nothing.
 */
export function interact(m: Interaction, game: Puzzle, intent: Intent): Step {
  const { table } = game;
  const open = takesInput(m);
  switch (intent.type) {
    case 'select': {
      if (!open) return { model: m };
      const lift: Lift = intent.source === 'drag' ? { kind: 'drag', dx: 0, dy: 0 } : { kind: 'raised' };
      return choose(m, game, intent.card, intent.source, lift, () => (intent.help ? targetsFor(game, intent.card) : []));
    }
    case 'carry': {
      const s = m.selection;
      if (!open || s?.source !== intent.source) return { model: m };
      return { model: { ...m, selection: { ...s, lift: { kind: 'drag', dx: intent.dx, dy: intent.dy } } } };
    }
    case 'cancel':
      if (intent.source !== undefined && m.selection?.source !== intent.source) return { model: m };
      return { model: release(m, table) };
    case 'hint':
      if (!open) return { model: m };
      return choose(m, game, intent.move.card, 'hint', { kind: 'raised' }, () => [intent.move.to], intent.move.to);
    case 'key':
      return open ? press(m, game, intent.key, intent.help) : { model: m };
    case 'keyboard':
      return { model: m.keyboard === intent.on ? m : { ...m, keyboard: intent.on } };
    case 'block': {
      if (m.blocked.includes(intent.why)) return { model: m };
      return { model: { ...release(m, table), blocked: [...m.blocked, intent.why] } };
    }
    case 'unblock': {
      if (!m.blocked.includes(intent.why)) return { model: m };
      const blocked = m.blocked.filter((b) => b !== intent.why);
      // The preview belongs to the review: it ends with it.
      return { model: { ...m, blocked, preview: intent.why === 'review' ? null : m.preview } };
    }
    case 'preview':
      if (!m.blocked.includes('review') || m.preview === intent.table) return { model: m };
      return { model: { ...m, preview: intent.table } };
    case 'settle':
      return { model: { ...m, selection: null, preview: null, mark: intent.mark ?? null, windows: NO_WINDOWS, focus: intent.fresh ? startFocus(table) : settleFocus(m.focus, table) } };
    case 'mark':
      return { model: m.mark === intent.move ? m : { ...m, mark: intent.move } };
    case 'window':
      if (!open || m.windows[intent.column] === intent.at) return { model: m };
      return { model: { ...m, windows: { ...m.windows, [intent.column]: intent.at } } };
    default:
      return unknownIntent(intent);
  }
}

/**
 * A key of the table: arrows walk the focus (carrying a held group over the place it would go);
 * take (Space, Enter) takes hold of the focused group, or puts the held group down at the focused
 * place (a move for the engine); cancel (Escape) lets go.
 */
function press(m: Interaction, game: Puzzle, key: FocusKey, help: boolean): Step {
  const { table } = game;
  const held = heldCard(m);
  switch (key) {
    case 'left':
    case 'right':
    case 'up':
    case 'down': {
      const focus = walkFocus(m.focus, table, key, held);
      const s = m.selection;
      if (!held || !s) return { model: focus === m.focus ? m : { ...m, focus } };
      return { model: { ...m, focus, selection: { ...s, lift: { kind: 'over', to: placeTarget(focus.place) } } } };
    }
    case 'take': {
      if (held) return { model: m, move: { card: held, to: placeTarget(m.focus.place) } };
      const card = m.focus.card;
      if (card === null) return { model: m };
      const step = choose(m, game, card, 'keyboard', { kind: 'over', to: placeTarget(m.focus.place) }, () => (help ? targetsFor(game, card) : []));
      // The focus stays on the card taken hold of.
      return step.refusal ? step : { model: { ...step.model, focus: m.focus } };
    }
    case 'cancel':
      return { model: held ? release(m, table) : m };
  }
}

/** Exhaustiveness guard: a new intent that `interact` forgets fails to type-check here. */
function unknownIntent(intent: never): Step {
  throw new Error(`unknown intent ${JSON.stringify(intent)}`);
}
