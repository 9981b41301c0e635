import type { Ctx } from '../core/context';
import type { Help, Review, Windows } from '../core/apis';

/**
 * Keys anywhere, in the one key map (Undo's and Redo's: play/undo.ts): H asks for a hint or plays
 * the hint shown, N opens New game, R opens or closes the game's review,
 * ? shows (and says) the keys, written from the map. While a window is open, its own controls have
 * every key. The keys of the table itself are bound in access.ts, the review's in review.ts.
 */
export function wireKeyboard({ store, interaction, page, keys, windows, help, review }: Ctx<'store' | 'interaction' | 'page' | 'keys'> & { windows: Pick<Windows, 'openNewGame'>; help: Pick<Help, 'press'>; review: Pick<Review, 'toggle'> }): void {
  const windowOpen = () => interaction.state.blocked.includes('window');
  keys.bind({ layer: 'window', keys: ['*', 'Mod+*', 'Mod+Shift+*'], when: windowOpen, run: 'pass', repeats: true, inFields: true });
  keys.bind({ layer: 'global', keys: ['h'], run: () => help.press(), help: 'keys.hint' });
  keys.bind({ layer: 'global', keys: ['n'], run: () => windows.openNewGame(), help: 'keys.newGame' });
  keys.bind({ layer: 'global', keys: ['r'], run: () => review.toggle(), help: 'keys.review' });
  keys.bind({ layer: 'global', keys: ['?'], run: () => page.toast(keys.help(store.state.lang), 10_000), help: 'keys.help' });
}
