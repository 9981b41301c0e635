/**
 * The menu of a narrow screen: the menu button opens the rest of the toolbar as a list (a
 * disclosure: aria-expanded on the button, the list right after it in the tab order). A choice,
 * Escape (back to the button), a touch elsewhere or a wide screen again closes it. On a wide
 * screen the list is part of the toolbar and the button is not shown.
 */
export function wireMenu(doc: Document, button: HTMLButtonElement, more: HTMLElement): void {
  const close = (focusButton: boolean) => {
    if (!more.classList.contains('open')) return;
    more.classList.remove('open');
    button.setAttribute('aria-expanded', 'false');
    if (focusButton) button.focus();
  };
  button.addEventListener('click', () => {
    if (more.classList.contains('open')) return close(false);
    more.classList.add('open');
    button.setAttribute('aria-expanded', 'true');
    more.querySelector<HTMLButtonElement>('button:not([hidden])')?.focus();
  });
  more.addEventListener('click', (e) => {
    if ((e.target as Element).closest('button')) close(false);
  });
  more.addEventListener('keydown', (e) => {
    if (e.key !== 'Escape') return;
    e.preventDefault();
    e.stopPropagation();
    close(true);
  });
  doc.addEventListener('pointerdown', (e) => {
    if (!(e.target instanceof Node) || (!more.contains(e.target) && !button.contains(e.target))) close(false);
  });
  doc.defaultView?.matchMedia?.('(max-width: 600px)').addEventListener?.('change', () => close(false));
}
