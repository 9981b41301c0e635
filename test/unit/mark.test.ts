import { describe, expect, it } from 'vitest';
import { TableInteraction } from '../../src/app/core/table-model';
import { DEFAULT_SETTINGS } from '../../src/settings';
import { layoutTable } from '../../src/view/layout';
import { sceneOf } from '../../src/view/scene';
import { storeOf } from '../support/app';
import { gameAt, table } from '../support/tables';

/** Mark the last move: the model's mark through the store, and where the scene draws it. */
function marked(markLast = true) {
  // 9S may go on the 10H; the ace of hearts home; 4C on the 5D turns nothing.
  const store = storeOf(gameAt(table(['10H', '9S', 'AH', '5D', '4C'])), { ...DEFAULT_SETTINGS, markLast });
  const interaction = new TableInteraction(store);
  const mark = () => interaction.state.mark;
  return { store, interaction, mark };
}

describe('the last move marked', () => {
  it('marks each move and redo, and nothing after an undo or a new deal', () => {
    const { store, mark } = marked();
    expect(mark()).toBeNull();
    store.dispatch({ type: 'move', card: '9S', to: 0 });
    expect(mark()).toEqual({ card: '9S', to: 0 });
    store.dispatch({ type: 'move', card: 'AH', to: 'foundation' });
    expect(mark()).toEqual({ card: 'AH', to: 'foundation' });
    store.dispatch({ type: 'undo' });
    expect(mark()).toBeNull();
    store.dispatch({ type: 'redo' });
    expect(mark()).toEqual({ card: 'AH', to: 'foundation' });
    store.start({ rule: 'classic', deal: 4 });
    expect(mark()).toBeNull();
  });
  it('marks nothing with the setting off; turned on it marks the last move played, turned off the mark goes', () => {
    const { store, mark } = marked(false);
    store.dispatch({ type: 'move', card: '9S', to: 0 });
    expect(mark()).toBeNull();
    store.setSettings({ ...store.state.settings, markLast: true });
    expect(mark()).toEqual({ card: '9S', to: 0 });
    store.setSettings({ ...store.state.settings, markLast: false });
    expect(mark()).toBeNull();
  });
  it('is turned on and off while a window blocks the table (the Settings window is open then)', () => {
    const { store, interaction, mark } = marked(false);
    store.dispatch({ type: 'move', card: '9S', to: 0 });
    interaction.send({ type: 'block', why: 'window' });
    store.setSettings({ ...store.state.settings, markLast: true });
    expect(mark()).toEqual({ card: '9S', to: 0 });
  });
  it('is drawn round the group moved, down to its column’s last card, or round the card on its foundation; not while a group is chosen', () => {
    const { store, interaction } = marked();
    store.dispatch({ type: 'move', card: '9S', to: 0 });
    const t = store.state.game.table;
    const layout = layoutTable(t, 1000, 700);
    const ten = layout.cards.get('10H')!;
    const nine = layout.cards.get('9S')!;
    expect(sceneOf(layout, t, interaction.state).mark).toEqual({ x: nine.x, y: nine.y, width: layout.cardWidth, height: layout.cardHeight });
    expect(nine.y).toBeGreaterThan(ten.y);
    interaction.send({ type: 'select', source: 'tap', card: '10H', help: false });
    expect(sceneOf(layout, t, interaction.state).mark).toBeNull();
    store.dispatch({ type: 'move', card: 'AH', to: 'foundation' });
    const after = store.state.game.table;
    const home = layoutTable(after, 1000, 700);
    const ace = home.cards.get('AH')!;
    expect(sceneOf(home, after, interaction.state).mark).toEqual({ x: ace.x, y: ace.y, width: home.cardWidth, height: home.cardHeight });
  });
});
