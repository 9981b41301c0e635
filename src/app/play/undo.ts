import type { Ctx } from '../core/context';

/**
 * Undo and Redo, each wired once: the toolbar's buttons and the keys (Ctrl/Cmd+Z or U undoes,
 * Ctrl/Cmd+Shift+Z or Ctrl+Y redoes) act through the same two, on the game in the store (the
 * engine refuses what cannot be undone or redone, and the buttons are greyed then).
 */
export function wireUndo({ store, page, keys }: Ctx<'store' | 'page' | 'keys'>): void {
  const undo = () => void store.dispatch({ type: 'undo' });
  const redo = () => void store.dispatch({ type: 'redo' });
  page.on('undo', undo);
  page.on('redo', redo);
  keys.bind({ layer: 'global', keys: ['Mod+z'], run: undo, repeats: true, inFields: true });
  keys.bind({ layer: 'global', keys: ['Mod+Shift+z', 'Mod+y'], run: redo, repeats: true, inFields: true, help: 'keys.redo' });
  keys.bind({ layer: 'global', keys: ['u'], run: undo, help: 'keys.undo' });
}
