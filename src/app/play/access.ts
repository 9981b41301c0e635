import { foundationMoveFor, groupAt, isGameWon, lastCard, placementFor, refuseMove, type CardId, type Game, type Table, type Target } from '../../engine';
import { heldCard, placeTarget, takesInput, type FocusKey, type Interaction } from '../../interaction';
import { t, type Key, type Lang } from '../../ui/i18n';
import { refusalSentence } from '../../ui/messages';
import { TableReader } from '../../ui/reader';
import { announceMove, cardWords, tableWords, turnedWords } from '../../ui/speech';
import { explainer } from './explain';
import type { Ctx } from '../core/context';
import type { Sounds } from '../core/apis';

/** The table's keys in the key map, each with its line of the keys help. */
const FOCUS_KEYS: readonly { keys: string[]; key: FocusKey; help?: Key }[] = [
  { keys: ['ArrowLeft'], key: 'left', help: 'keys.arrows' },
  { keys: ['ArrowRight'], key: 'right' },
  { keys: ['ArrowUp'], key: 'up' },
  { keys: ['ArrowDown'], key: 'down' },
  { keys: [' ', 'Enter'], key: 'take', help: 'keys.take' },
  { keys: ['Escape'], key: 'cancel', help: 'keys.letGo' },
];

/**
 * Play without a pointer and without sight: the screen-reader layer over the canvas (ui/reader.ts)
 * holds the keyboard's focus; its keys are intents to the interaction model: arrow keys walk the
 * focus, Space or Enter takes hold of a group and puts it down where the engine allows, Escape lets
 * go. F sends the column's last card to its foundation, D plays the double tap's placement, S reads
 * the table. The layer is written from the model, and the stage draws the focus ring and the held
 * group from it. Every move (by any input), refusal, undo, redo and the win is said through the
 * page's live region.
 */
export function wireAccess({ store, interaction, page, keys: keyMap, sounds }: Ctx<'store' | 'interaction' | 'page' | 'keys'> & { sounds: Sounds }): void {
  const reader = new TableReader(page.tableHost);
  const game = () => store.state.game;
  const lang = () => store.state.lang;
  const model = () => interaction.state;
  const keys = keyboardPlayer({ store, interaction, page, sounds });

  const draw = () => {
    const held = heldCard(model());
    const group = held ? groupAt(game(), held) : null;
    reader.render(game().table, model().focus, group?.ok ? group.cards : [], lang(), held && group?.ok ? dropWords(game(), model(), held, group.from, lang()) : null);
  };

  // The table's keys, while the keyboard is on it and it takes input.
  const onTable = (e: KeyboardEvent) => e.target instanceof Node && reader.root.contains(e.target) && takesInput(model());
  for (const { keys: names, key, help } of FOCUS_KEYS) keyMap.bind({ layer: 'table', keys: names, when: onTable, run: () => keys.press(key), repeats: true, ...(help ? { help } : {}) });
  keyMap.bind({ layer: 'table', keys: ['f'], when: onTable, run: () => keys.play('foundation'), help: 'keys.foundation' });
  keyMap.bind({ layer: 'table', keys: ['d'], when: onTable, run: () => keys.play('placement'), help: 'keys.placement' });
  keyMap.bind({ layer: 'table', keys: ['s'], when: onTable, run: () => page.speak(tableWords(game().table, lang())), help: 'keys.read' });
  reader.root.addEventListener('focusin', () => interaction.send({ type: 'keyboard', on: true }));
  reader.root.addEventListener('focusout', () => setTimeout(() => interaction.send({ type: 'keyboard', on: reader.active })));

  interaction.subscribe(draw);
  store.subscribe('words', (state, change, previous) => {
    if (state.game === previous.game) {
      if (state.lang !== previous.lang) draw();
      return;
    }
    if (change === 'action') announce(previous.game, state.game);
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
}

/**
 * The table's keys as intents and moves: an arrow, take or cancel goes to the interaction model
 * (a held group put down is a move for the engine), with what it did said to a screen reader; F
 * and D play the focused column's foundation move and the double tap's placement.
 */
export function keyboardPlayer({ store, interaction, page, sounds }: Ctx<'store' | 'interaction' | 'page'> & { sounds: Sounds }): { press(key: FocusKey): void; play(kind: 'foundation' | 'placement'): void } {
  const game = () => store.state.game;
  const lang = () => store.state.lang;
  const model = () => interaction.state;
  const refused = explainer({ store, page, sounds, interaction });
  const press = (key: FocusKey) => {
    const before = heldCard(model());
    const step = interaction.send({ type: 'key', key, help: store.state.settings.placementHelp });
    if (step.refusal) return refused(step.refusal);
    if (step.move) {
      const outcome = interaction.play(step.move);
      if (!outcome.ok) refused(outcome.refusal);
      return;
    }
    const held = heldCard(model());
    if (held && !before) {
      const group = groupAt(game(), held);
      const more = group.ok ? group.cards.length - 1 : 0;
      page.speak(page.say(more === 0 ? 'say.held' : 'say.heldGroup', { card: cardWords(held, lang()), more }));
    } else if (before && !held) page.speak(page.say('say.letGo', { card: cardWords(before, lang()) }));
  };

  /** F and D: the foundation move of the focused column's last card; the double tap's placement. */
  const play = (kind: 'foundation' | 'placement') => {
    const { table } = game();
    const { focus } = model();
    const card = kind === 'foundation' ? (focus.place.kind === 'column' ? lastCard(table.columns[focus.place.index] as Table['columns'][number]) : undefined) : (focus.card ?? undefined);
    if (card === undefined || heldCard(model()) || isGameWon(game())) return;
    const move = kind === 'foundation' ? foundationMoveFor(game(), card) : (placementFor(game(), card) ?? foundationMoveFor(game(), card));
    if (kind === 'placement' && !move) return page.speak(page.say('noPlace', { card: page.card(card) }));
    // With no foundation move, the engine is asked anyway: its refusal says why.
    const outcome = interaction.play(move ?? { card, to: 'foundation' });
    if (!outcome.ok) refused(outcome.refusal);
  };
  return { press, play };
}

/**
 * What the place the held group is carried over would do with it, in words: the card it would go
 * onto, or why it may not (the engine's refusal). Null over the group's own place.
 */
export function dropWords(game: Game, model: Interaction, held: CardId, from: Target, lang: Lang): string | null {
  const place = model.focus.place;
  const to = placeTarget(place);
  if (to === from) return null;
  const card = cardWords(held, lang);
  const refusal = refuseMove(game.table, game.rule, { card: held, to });
  if (refusal) return t(lang, 'reader.dropRefused', { why: refusalSentence(refusal, lang) });
  if (to === 'foundation') return t(lang, 'reader.dropHome', { card });
  const onto = lastCard(game.table.columns[to] as Table['columns'][number]);
  return onto === undefined ? t(lang, 'reader.dropEmpty', { card, n: to + 1 }) : t(lang, 'reader.dropOn', { card, onto: cardWords(onto, lang), n: to + 1 });
}
