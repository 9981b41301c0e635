import { foundationMoveFor, groupAt, isGameWon, lastCard, placementFor, type CardId, type Game, type Refusal, type Table } from '../engine';
import { focusOn, placeName, settleFocus, startFocus, stepFocus, type Focus, type FocusKey } from '../input/focus';
import { cardName, refusalSentence } from '../ui/messages';
import type { Page } from '../ui/page';
import { TableReader } from '../ui/reader';
import { announceMove, cardWords, tableWords, turnedWords } from '../ui/speech';
import { placeRect, raised, type Layout, type Rect } from '../view/layout';
import type { Stage } from '../view/stage';
import type { Store } from './store';
import type { Windows } from './windows';

const KEYS: Readonly<Record<string, FocusKey>> = { ArrowLeft: 'left', ArrowRight: 'right', ArrowUp: 'up', ArrowDown: 'down', ' ': 'take', Enter: 'take', Escape: 'cancel' };

/** How far down the last card of a column a held group is shown over it, in card heights. */
const OVER = 0.3;

/** The keyboard on the table, for the hook. */
export interface Access {
  focus(): { place: number | `foundation-${number}`; card: CardId | null; held: boolean };
}

/**
 * Play without a pointer and without sight: the screen-reader layer over the canvas (ui/reader.ts)
 * holds the keyboard's focus; arrow keys walk it (input/focus.ts), Space or Enter takes hold of a
 * group and puts it down where the engine allows, Escape lets go, F sends the column's last card
 * to its foundation, D plays the double tap's placement, S reads the table. The focus ring and the
 * held group are drawn on the canvas. Every move (by any input), refusal, undo, redo and the win
 * is said through the page's live region.
 */
export function wireAccess(store: Store, stage: Stage, page: Page, windows: Windows): Access {
  const reader = new TableReader(page.tableHost);
  let focus: Focus = startFocus(store.state.game.table);
  const game = () => store.state.game;
  const lang = () => store.state.lang;

  const ring = () => {
    const layout = stage.layout;
    stage.lights.focus(layout && reader.active ? focusRect(layout, game().table, focus) : null);
  };
  const draw = () => {
    reader.render(game(), focus, lang());
    ring();
  };
  const refused = (refusal: Refusal) => {
    const sentence = refusalSentence(refusal, lang());
    if (store.state.settings.interactiveRules) page.toast(sentence);
    else page.speak(sentence);
  };
  /** The held group rises, over the place the focus is at. */
  const carry = () => {
    const layout = stage.layout;
    const held = focus.held;
    const slot = held && layout?.cards.get(held);
    if (!layout || !held || !slot) return;
    const group = groupAt(game(), held);
    if (!group.ok) return;
    stage.lift(group.cards);
    const here = group.from === (focus.place.kind === 'foundation' ? 'foundation' : focus.place.index);
    if (here) return stage.moveLifted(0, -raised(layout));
    const to = placeRect(layout, game().table, held, focus.place.kind === 'foundation' ? 'foundation' : focus.place.index);
    const onCard = focus.place.kind === 'column' && lastCard(game().table.columns[focus.place.index] as Table['columns'][number]) !== undefined;
    stage.moveLifted(to.x - slot.x, to.y + (onCard ? layout.cardHeight * OVER : 0) - slot.y);
  };

  const press = (key: FocusKey) => {
    const before = focus;
    const step = stepFocus(focus, game(), key);
    if (step.refused) return refused(step.refused.refusal);
    focus = step.focus;
    if (step.move && before.held) {
      const outcome = store.dispatch({ type: 'move', ...step.move });
      if (outcome.ok) return;
      focus = focusOn(game(), before.held);
      stage.show(game().table);
      refused(outcome.refusal);
    } else if (key === 'take' && focus.held) {
      const group = groupAt(game(), focus.held);
      const more = group.ok ? group.cards.length - 1 : 0;
      page.speak(page.say(more === 0 ? 'say.held' : 'say.heldGroup', { card: cardWords(focus.held, lang()), more }));
      carry();
    } else if (key === 'cancel' && before.held) {
      stage.show(game().table);
      page.speak(page.say('say.letGo', { card: cardWords(before.held, lang()) }));
    } else if (focus.held) carry();
    draw();
  };

  /** F and D: the foundation move of the focused column's last card; the double tap's placement. */
  const play = (kind: 'foundation' | 'placement') => {
    const table = game().table;
    const card = kind === 'foundation' ? (focus.place.kind === 'column' ? lastCard(table.columns[focus.place.index] as Table['columns'][number]) : undefined) : (focus.card ?? undefined);
    if (card === undefined || focus.held || isGameWon(game())) return;
    const move = kind === 'foundation' ? foundationMoveFor(game(), card) : (placementFor(game(), card) ?? foundationMoveFor(game(), card));
    if (kind === 'placement' && !move) return page.speak(page.say('noPlace', { card: cardName(card) }));
    // With no foundation move, the engine is asked anyway: its refusal says why.
    const outcome = store.dispatch({ type: 'move', ...(move ?? { card, to: 'foundation' }) });
    if (!outcome.ok) refused(outcome.refusal);
  };

  reader.root.addEventListener('keydown', (e) => {
    if (e.ctrlKey || e.metaKey || e.altKey || windows.anyOpen()) return;
    const key = KEYS[e.key];
    const letter = e.key.toLowerCase();
    if (key) press(key);
    else if (letter === 'f') play('foundation');
    else if (letter === 'd') play('placement');
    else if (letter === 's') page.speak(tableWords(game().table, lang()));
    else return;
    e.preventDefault();
  });
  reader.root.addEventListener('focusin', ring);
  reader.root.addEventListener('focusout', () => setTimeout(ring));

  store.subscribe((state, change, previous) => {
    if (state.game === previous.game) {
      if (state.lang !== previous.lang) draw();
      return;
    }
    focus = change === 'deal' || change === 'restore' ? startFocus(state.game.table) : settleFocus(focus, state.game);
    if (change === 'action') announce(previous.game, state.game);
    draw();
  });

  /** Says what an action did: a move (or a redo), an undo, and the win. */
  const announce = (before: Game, after: Game) => {
    const said: string[] = [];
    if (after.moves === before.moves) said.push(page.say('say.undone'), ...turnedWords(before.table, after.table, lang()), page.say('say.score', { score: after.table.score }));
    else if (after.line) {
      if (before.redo !== null && after.redo === before.redo.next) said.push(page.say('say.redone'));
      said.push(announceMove(before.table, after.table, after.line.move, lang()));
    }
    if (isGameWon(after)) said.push(page.say('say.won', { score: after.table.score }));
    page.speak(said.join(' '));
  };

  draw();
  return { focus: () => ({ place: placeName(focus.place), card: focus.card, held: focus.held !== null }) };
}

/** Where the focus ring goes: around the held group's place, a card and those on top, or a place. */
function focusRect(layout: Layout, table: Table, focus: Focus): Rect {
  if (focus.place.kind === 'foundation') return layout.foundations[focus.place.index] as Rect;
  const column = table.columns[focus.place.index] as Table['columns'][number];
  const lane = layout.columns[focus.place.index] as Rect;
  if (focus.held) return placeRect(layout, table, focus.held, focus.place.index);
  const first = focus.card ?? column.cards[0];
  const last = lastCard(column);
  const top = first ? layout.cards.get(first) : undefined;
  const bottom = last ? layout.cards.get(last) : undefined;
  if (!top || !bottom) return { ...lane, height: layout.cardHeight };
  return { x: top.x, y: top.y, width: layout.cardWidth, height: bottom.y + layout.cardHeight - top.y };
}
