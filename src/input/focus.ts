import { COLUMN_COUNT, cardOf, foundationTop, groupAt, locate, type CardId, type Move, type Puzzle, type Table } from '../engine';

/** A place on the table the keyboard can be at: a column 0–6, or a foundation 0–3 (spades … clubs). */
export type Place = { readonly kind: 'column'; readonly index: number } | { readonly kind: 'foundation'; readonly index: number };

/**
 * Where the keyboard is: a place, the card focused there (a face-up card of a column, the top of
 * a foundation; null for an empty place or a column of face-down cards only), and the card held
 * with its group, if any (taken hold of with Space or Enter, then carried with Left and Right).
 */
export interface Focus {
  readonly place: Place;
  readonly card: CardId | null;
  readonly held: CardId | null;
}

/** What a key asks of the focus. */
export type FocusKey = 'left' | 'right' | 'up' | 'down' | 'take' | 'cancel';

/** What a key did: the focus after it, and a move to play when a held group is put down. */
export interface FocusStep {
  readonly focus: Focus;
  readonly move?: Move;
  /** The card could not be taken hold of: why (face down, too large a group, not the top card). */
  readonly refused?: ReturnType<typeof groupAt> & { ok: false };
}

/** Places in the order Left and Right walk them: the columns, then the foundations. */
const PLACES: readonly Place[] = [
  ...Array.from({ length: COLUMN_COUNT }, (_, index) => ({ kind: 'column' as const, index })),
  ...Array.from({ length: 4 }, (_, index) => ({ kind: 'foundation' as const, index })),
];

const same = (a: Place, b: Place) => a.kind === b.kind && a.index === b.index;

/** The card a place shows first: a column's last card (face up), a foundation's top. */
function firstCard(table: Table, place: Place): CardId | null {
  if (place.kind === 'foundation') {
    const top = table.foundations[place.index] ?? 0;
    return top > 0 ? cardOf(place.index, top) : null;
  }
  const column = table.columns[place.index];
  if (!column || column.cards.length === 0 || column.down >= column.cards.length) return null;
  return column.cards[column.cards.length - 1] as CardId;
}

/** The focus at the start: the first column's last card. */
export function startFocus(table: Table): Focus {
  const place = PLACES[0] as Place;
  return { place, card: firstCard(table, place), held: null };
}

/**
 * The same focus on a changed table: a focused card that is no longer face up at its place gives
 * way to the place's first card; a held card that can no longer be held is let go.
 */
export function settleFocus(focus: Focus, game: Puzzle): Focus {
  const { table } = game;
  const held = focus.held && groupAt(game, focus.held).ok ? focus.held : null;
  const stays = focus.card !== null && !focus.held && faceUpAt(table, focus.place, focus.card);
  return { place: focus.place, card: stays || (focus.held && focus.card) ? focus.card : firstCard(table, focus.place), held };
}

function faceUpAt(table: Table, place: Place, card: CardId): boolean {
  if (place.kind === 'foundation') return foundationTop(table, place.index) === card;
  const column = table.columns[place.index];
  const i = column ? column.cards.indexOf(card) : -1;
  return column !== undefined && i >= column.down;
}

/**
 * One key: Left / Right walk the places (carrying a held group along); Up / Down walk the face-up
 * cards of a column (the focused card and those on top of it are the group that would move); take
 * (Space or Enter) takes hold of the focused group, or puts the held group down at the place
 * focused (a move for the engine to judge); cancel (Escape) lets go.
 */
export function stepFocus(focus: Focus, game: Puzzle, key: FocusKey): FocusStep {
  const { table } = game;
  const at = PLACES.findIndex((p) => same(p, focus.place));
  switch (key) {
    case 'left':
    case 'right': {
      const place = PLACES[(at + (key === 'left' ? PLACES.length - 1 : 1)) % PLACES.length] as Place;
      return { focus: { place, card: focus.held ?? firstCard(table, place), held: focus.held } };
    }
    case 'up':
    case 'down': {
      if (focus.held || focus.place.kind !== 'column' || focus.card === null) return { focus };
      const column = table.columns[focus.place.index];
      if (!column) return { focus };
      const i = column.cards.indexOf(focus.card) + (key === 'up' ? -1 : 1);
      if (i < column.down || i >= column.cards.length) return { focus };
      return { focus: { ...focus, card: column.cards[i] as CardId } };
    }
    case 'take': {
      if (focus.held) {
        const to = focus.place.kind === 'foundation' ? 'foundation' : focus.place.index;
        return { focus: { ...focus, held: null }, move: { card: focus.held, to } };
      }
      if (focus.card === null) return { focus };
      const group = groupAt(game, focus.card);
      if (!group.ok) return { focus, refused: group };
      return { focus: { ...focus, held: focus.card } };
    }
    case 'cancel':
      // Letting go puts the focus back on the card where it lies.
      return { focus: focus.held ? focusOn(game, focus.held) : focus };
  }
}

/** Where a place is for the hook: a column 0–6, or 'foundation-0' … 'foundation-3'. */
export function placeName(place: Place): number | `foundation-${number}` {
  return place.kind === 'column' ? place.index : `foundation-${place.index}`;
}

/** The focus on a card where it lies now (after a refused move, the held card is back home). */
export function focusOn(game: Puzzle, card: CardId): Focus {
  const at = locate(game.table, card);
  const place: Place = at.kind === 'foundation' ? { kind: 'foundation', index: at.foundation } : { kind: 'column', index: at.column };
  return settleFocus({ place, card, held: null }, game);
}
