import type { Rule } from '../../engine';
import type { Dialogs } from '../dialog';
import { el } from '../dom';
import { t, type Lang } from '../i18n';
import { rulesText } from '../i18n/rules';

/**
 * The Rules window, written in the current language each time it opens, with the game being
 * played marked, the lesson to play again, and the app's version.
 */
export function rulesDialog(dialogs: Dialogs, lang: () => Lang, rule: () => Rule, lesson: () => void): { open(): void } {
  const body = el('div', { class: 'rules-text' });
  const version = el('p', { class: 'version' });
  const again = el('button', { type: 'button', 'data-action': 'lesson', 'data-t': 'lessonAgain' });
  const d = dialogs.create('rules', 'rules', [el('div', { class: 'row' }, again), body, version]);
  again.addEventListener('click', () => {
    dialogs.close(d);
    lesson();
  });
  return {
    open() {
      body.replaceChildren(...rulesText(lang(), rule()).flatMap(({ heading, paragraphs }) => [el('h3', {}, heading), ...paragraphs.map((p) => el('p', {}, p))]));
      version.textContent = t(lang(), 'version', { version: __APP_VERSION__ });
      dialogs.open(d);
    },
  };
}
