import type { CardId, Column, Table } from '../engine';
import type { Focus } from '../interaction';
import { el } from './dom';
import { t, type Lang } from './i18n';
import { columnEntries, entryWords, foundationWords, type Entry } from './speech';

/**
 * The table for a screen reader and the keyboard: a DOM layer over the canvas (visually hidden),
 * the 7 columns and 4 foundations as listboxes of their entries (each face-up card by name and
 * place, the face-down cards of a column as one entry, an empty place as one), with one roving
 * tab stop: the entry the keyboard is at. Keyboard focus and the reader's focus are the same
 * element. The held group is marked selected; while it is carried over another place, that place
 * ends with an entry that says where it would go and onto what, or why not (`drop`), and the
 * focus is there.
 */
export class TableReader {
  readonly root: HTMLElement;

  constructor(host: HTMLElement) {
    this.root = el('div', { class: 'reader', role: 'group', 'data-reader': '' });
    host.append(this.root);
  }

  /** True while the keyboard is on the table. */
  get active(): boolean {
    return this.root.contains(document.activeElement);
  }

  /**
   * Writes the table, the focus and the held group (marked selected); the keyboard stays on the
   * focused entry if it was on the table.
   */
  render(table: Table, focus: Focus, heldGroup: readonly CardId[], lang: Lang, drop: string | null = null): void {
    const active = this.active;
    this.root.setAttribute('aria-label', t(lang, 'reader.table'));
    const held = new Set<CardId>(heldGroup);
    const places: HTMLElement[] = [];
    let target: HTMLElement | null = null;
    const option = (label: string, selected: boolean, isFocus: boolean, card?: CardId) => {
      const node = el('div', { role: 'option', 'aria-selected': String(selected), tabindex: isFocus ? '0' : '-1', ...(card ? { 'data-card': card } : {}) }, label);
      if (isFocus) target = node;
      return node;
    };
    table.columns.forEach((column: Column, index) => {
      const here = focus.place.kind === 'column' && focus.place.index === index;
      const entries = columnEntries(column);
      const dropHere = here && drop !== null;
      const focusAt = here && !dropHere ? focusIndex(entries, focus.card) : -1;
      const options = entries.map((entry, i) => option(entryWords(entry, column, index, lang), entry.kind === 'card' && held.has(entry.card), i === focusAt, entry.kind === 'card' ? entry.card : undefined));
      if (dropHere) options.push(option(drop, false, true));
      places.push(el('div', { role: 'listbox', 'aria-label': t(lang, 'reader.column', { n: index + 1 }), 'data-place': String(index) }, ...options));
    });
    table.foundations.forEach((_, suit) => {
      const here = focus.place.kind === 'foundation' && focus.place.index === suit;
      const words = here && drop !== null ? `${foundationWords(table, suit, lang)}. ${drop}` : foundationWords(table, suit, lang);
      places.push(el('div', { role: 'listbox', 'aria-label': t(lang, 'reader.foundation', { suit: t(lang, `suit.${suit}` as 'suit.0') }), 'data-place': `foundation-${suit}` }, option(words, focus.card !== null && held.has(focus.card) && here, here)));
    });
    // Written in place, not anew: a listbox rewritten with its held card still selected made Orca
    // say that card again after each step of a hold ("Queen of clubs, 8 of 8 in column 4", over
    // the place the group was carried to). Only what changed is touched.
    patchChildren(this.root, places);
    const focusNode = target ? this.root.querySelector<HTMLElement>('[tabindex="0"]') : null;
    if (active && focusNode && document.activeElement !== focusNode) focusNode.focus();
  }
}

/** The entry the focus is at: its card's entry, else the first (face-down cards, or the empty place). */
function focusIndex(entries: readonly Entry[], card: CardId | null): number {
  const i = card === null ? -1 : entries.findIndex((e) => e.kind === 'card' && e.card === card);
  return i >= 0 ? i : 0;
}

/** Makes `node`'s children those of `fresh`, keeping every node that stays (its attributes and text brought up to date). */
function patchChildren(node: Element, fresh: readonly Element[]): void {
  const now = [...node.children];
  fresh.forEach((child, i) => {
    const old = now[i];
    if (!old) node.append(child);
    else if (old.tagName !== child.tagName) old.replaceWith(child);
    else patch(old, child);
  });
  for (const extra of now.slice(fresh.length)) extra.remove();
}

function patch(old: Element, fresh: Element): void {
  for (const { name, value } of [...fresh.attributes]) if (old.getAttribute(name) !== value) old.setAttribute(name, value);
  for (const { name } of [...old.attributes]) if (!fresh.hasAttribute(name)) old.removeAttribute(name);
  if (fresh.children.length > 0 || old.children.length > 0) patchChildren(old, [...fresh.children]);
  else if (old.textContent !== fresh.textContent) old.textContent = fresh.textContent;
}
