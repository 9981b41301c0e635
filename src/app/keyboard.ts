import type { Page } from '../ui/page';
import type { Help } from './help';
import type { Review } from './review';
import type { TableInteraction } from './interaction';
import type { Store } from './store';
import type { Windows } from './windows';

/**
 * Keys anywhere (not while a window is open or a field has the keys): Ctrl/Cmd+Z or U undoes,
 * Ctrl/Cmd+Shift+Z or Ctrl+Y redoes, H asks for a hint or plays the hint shown, N opens New game,
 * R opens or closes the game's review, ? shows (and says) the keys.
 * The keys of the table itself are in access.ts.
 */
export function wireKeyboard(store: Store, interaction: TableInteraction, windows: Windows, help: Help, page: Page, review: Review): void {
  window.addEventListener('keydown', (e) => {
    // Keys the table's own layer (access.ts) took are not looked at again; none while a window is open.
    if (interaction.state.blocked.includes('window') || e.altKey || e.defaultPrevented) return;
    const key = e.key.toLowerCase();
    const command = e.ctrlKey || e.metaKey;
    if (command && key === 'z' && !e.shiftKey) store.dispatch({ type: 'undo' });
    else if (command && ((key === 'z' && e.shiftKey) || key === 'y')) store.dispatch({ type: 'redo' });
    else if (command || e.repeat || isTyping(e.target)) return;
    else if (key === 'h') help.press();
    else if (key === 'u') store.dispatch({ type: 'undo' });
    else if (key === 'n') windows.openNewGame();
    else if (key === 'r') review.toggle();
    else if (key === '?') page.toast(page.say('keysHelp'), 10_000);
    else return;
    e.preventDefault();
  });
}

/** True while a text field has the keys. */
function isTyping(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && (target.isContentEditable || target.tagName === 'INPUT' || target.tagName === 'TEXTAREA' || target.tagName === 'SELECT');
}
