import type { Dialogs } from '../dialog';
import { el } from '../dom';
import type { Key } from '../i18n';
import { ANIMATIONS, TOGGLES, type Settings } from '../settings';

export interface SettingsHandlers {
  /** The settings now (read from the app's store each time the window opens). */
  settings(): Settings;
  change(change: Partial<Settings>): void;
}

/** The Settings window: the rule-help switches, the winnability badge and the language. */
export function settingsDialog(dialogs: Dialogs, on: SettingsHandlers): { open(): void } {
  const toggles = TOGGLES.map((name) => {
    const input = el('input', { type: 'checkbox', name });
    input.addEventListener('change', () => on.change({ [name]: input.checked }));
    return el('label', { class: 'toggle' }, input, el('span', {}, el('b', { 'data-t': name }), el('small', { 'data-t': `${name}Hint` satisfies Key })));
  });
  const lang = el('select', { name: 'lang' }, el('option', { value: 'auto', 'data-t': 'languageAuto' }), el('option', { value: 'en' }, 'English'), el('option', { value: 'da' }, 'Dansk'));
  lang.addEventListener('change', () => on.change({ lang: lang.value as Settings['lang'] }));
  const animation = el('select', { name: 'animation' }, ...ANIMATIONS.map((speed) => el('option', { value: speed, 'data-t': `animation.${speed}` satisfies Key })));
  animation.addEventListener('change', () => on.change({ animation: animation.value as Settings['animation'] }));
  const d = dialogs.create('settings', 'settings', [
    ...toggles,
    el('label', { class: 'select' }, el('b', { 'data-t': 'animation' }), animation),
    el('label', { class: 'select' }, el('b', { 'data-t': 'language' }), lang),
  ]);
  return {
    open() {
      const settings = on.settings();
      for (const name of TOGGLES) {
        const input = d.querySelector<HTMLInputElement>(`input[name=${name}]`);
        if (input) input.checked = settings[name];
      }
      lang.value = settings.lang;
      animation.value = settings.animation;
      dialogs.open(d);
    },
  };
}
