import type { Dialogs } from '../dialog';
import { el } from '../dom';

/** The window shown while another tab holds the game: no way around it but taking over. */
export function elsewhereDialog(dialogs: Dialogs): { show(takeOver: () => void): void; hide(): void } {
  let takeOver = (): void => undefined;
  const button = el('button', { type: 'button', class: 'primary', 'data-action': 'take-over', 'data-t': 'takeOver' });
  button.addEventListener('click', () => takeOver());
  const d = dialogs.create('elsewhere', 'elsewhereTitle', [el('p', { 'data-t': 'elsewhere' }), button], true);
  return {
    show(run) {
      takeOver = run;
      dialogs.open(d);
    },
    hide: () => dialogs.close(d),
  };
}
