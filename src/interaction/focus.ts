import { COLUMN_COUNT, cardOf, foundationTop, locate, type CardId, type Table, type Target } from '../engine';

/** A place on the table the keyboard can be at: a column 0–6, or a foundation 0–3 (spades … clubs). */
export type Place = { readonly kind: 'column'; readonly index: number } | { readonly kind: 'foundation'; readonly index: number };

/**
 * Where the keyboard is: a place, and the card focused there (a face-up card of a column, the top
 * of a foundation; null for an empty place or a column of face-down cards only). While the
 * keyboard holds a group (model.ts), the focused card is the held one, carried from place to place.
 */
export interface Focus {
  readonly place: Place;
  readonly card: CardId | null;
}

/** What a key asks of the table. */
export type FocusKey = 'left' | 'right' | 'up' | 'down' | 'take' | 'cancel';

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
  return { place, card: firstCard(table, place) };
}

/** The same focus on a changed table: a card no longer face up at its place gives way to the place's first card. */
export function settleFocus(focus: Focus, table: Table): Focus {
  const stays = focus.card !== null && faceUpAt(table, focus.place, focus.card);
  return stays ? focus : { place: focus.place, card: firstCard(table, focus.place) };
}

function faceUpAt(table: Table, place: Place, card: CardId): boolean {
  if (place.kind === 'foundation') return foundationTop(table, place.index) === card;
  const column = table.columns[place.index];
  const i = column ? column.cards.indexOf(card) : -1;
  return column !== undefined && i >= column.down;
}

/**
 * An arrow key: Left / Right walk the places (carrying `held` along, when the keyboard holds a
 * group); Up / Down walk the face-up cards of a column (the focused card and those on top of it
 * are the group that would move), not while a group is held.
 */
export function walkFocus(focus: Focus, table: Table, key: 'left' | 'right' | 'up' | 'down', held: CardId | null): Focus {
  if (key === 'left' || key === 'right') {
    const at = PLACES.findIndex((p) => same(p, focus.place));
    const place = PLACES[(at + (key === 'left' ? PLACES.length - 1 : 1)) % PLACES.length] as Place;
    return { place, card: held ?? firstCard(table, place) };
  }
  if (held || focus.place.kind !== 'column' || focus.card === null) return focus;
  const column = table.columns[focus.place.index];
  if (!column) return focus;
  const i = column.cards.indexOf(focus.card) + (key === 'up' ? -1 : 1);
  if (i < column.down || i >= column.cards.length) return focus;
  return { ...focus, card: column.cards[i] as CardId };
}

/** Where a place is for the hook: a column 0–6, or 'foundation-0' … 'foundation-3'. */
export function placeName(place: Place): number | `foundation-${number}` {
  return place.kind === 'column' ? place.index : `foundation-${place.index}`;
}

/** Where a move to a place goes: its column, or 'foundation'. */
export function placeTarget(place: Place): Target {
  return place.kind === 'foundation' ? 'foundation' : place.index;
}

/** The focus on a card where it lies now (after a refused move, the held card is back home). */
export function focusOn(table: Table, card: CardId): Focus {
  const at = locate(table, card);
  const place: Place = at.kind === 'foundation' ? { kind: 'foundation', index: at.foundation } : { kind: 'column', index: at.column };
  return settleFocus({ place, card }, table);
}
