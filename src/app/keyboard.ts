import type { Help } from './help';
import type { Store } from './store';
import type { Windows } from './windows';

/**
 * Keys (not while a window is open): Ctrl/Cmd+Z undoes, Ctrl/Cmd+Shift+Z or Ctrl+Y redoes, H asks
 * for a hint or plays the hint shown.
 */
export function wireKeyboard(store: Store, windows: Windows, help: Help): void {
  window.addEventListener('keydown', (e) => {
    if (windows.anyOpen() || e.altKey) return;
    const key = e.key.toLowerCase();
    const command = e.ctrlKey || e.metaKey;
    if (command && key === 'z' && !e.shiftKey) store.dispatch({ type: 'undo' });
    else if (command && ((key === 'z' && e.shiftKey) || key === 'y')) store.dispatch({ type: 'redo' });
    else if (!command && key === 'h' && !e.repeat && !isTyping(e.target)) help.press();
    else return;
    e.preventDefault();
  });
}

/** True while a text field has the keys. */
function isTyping(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && (target.isContentEditable || target.tagName === 'INPUT' || target.tagName === 'TEXTAREA' || target.tagName === 'SELECT');
}
