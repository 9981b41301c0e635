/**
 * The header keeps its rows in every language: where the toolbar's names (Undo, Redo,
 * Hint) do not fit beside the code (German's Rückgängig and Wiederholen on a phone upright, or an
 * iPad on its side), the bar is marked `tight` and those three show their icons, their names read
 * and a tooltip (style.css), where that keeps the toolbar in the code's row.
 * Measured, not listed by language, so that a new language with long words needs nothing here.
 * Run by first-paint.js before the first paint, again when the language changes or the window
 * is resized.
 */
export function fitBar(doc: Document): void {
  const bar = doc.querySelector<HTMLElement>('header.bar');
  const code = bar?.querySelector<HTMLElement>('[data-info=code]');
  const nav = bar?.querySelector<HTMLElement>('nav');
  if (!bar || !code || !nav) return;
  // The toolbar wrapped under the code, or past the bar's right edge.
  const crowded = () => nav.getBoundingClientRect().top >= code.getBoundingClientRect().bottom - 1 || bar.scrollWidth > bar.clientWidth + 1;
  bar.classList.remove('tight', 'room');
  // Where the score, time and moves share the toolbar's row, they grow as a game goes on (0 to
  // 455, 00:00 to 12:35): measured with room for that, so the names never give way mid-game.
  const score = bar.querySelector<HTMLElement>('[data-field=score]');
  if (score && Math.abs(score.getBoundingClientRect().top - code.getBoundingClientRect().top) < 8) bar.classList.add('room');
  if (crowded()) {
    // Its names take the room: without them it fits (or else a layout of two rows is meant here,
    // a tablet upright, and the names stay).
    bar.classList.add('tight');
    if (crowded()) bar.classList.remove('tight');
  }
  bar.classList.remove('room');
}
