import type { Store } from './store';
import type { Windows } from './windows';

/** Keys: Ctrl/Cmd+Z undoes, Ctrl/Cmd+Shift+Z or Ctrl+Y redoes (not while a window is open). */
export function wireKeyboard(store: Store, windows: Windows): void {
  window.addEventListener('keydown', (e) => {
    if (windows.anyOpen() || !(e.ctrlKey || e.metaKey)) return;
    const key = e.key.toLowerCase();
    if (key === 'z' && !e.shiftKey) store.dispatch({ type: 'undo' });
    else if ((key === 'z' && e.shiftKey) || key === 'y') store.dispatch({ type: 'redo' });
    else return;
    e.preventDefault();
  });
}
