import type { Dialogs } from '../dialog';
import { el } from '../dom';
import type { Key } from '../i18n';
import { ANIMATIONS, BACKS, DECKS, LANGS, LANG_NAMES, LOOK_TOGGLES, PLAY_TOGGLES, TABLES, THEMES, VOLUMES, type Settings } from '../../settings';

export interface SettingsHandlers {
  /** The settings now (read from the app's store each time the window opens). */
  settings(): Settings;
  change(change: Partial<Settings>): void;
  /** Draws the cards and table as the settings say on the preview's canvas (the stage's pictures). */
  preview(canvas: HTMLCanvasElement, settings: Settings): void;
}

type Toggle = (typeof PLAY_TOGGLES)[number] | (typeof LOOK_TOGGLES)[number] | 'sound' | 'vibrate';

/**
 * The Settings window, in three groups: looks (a preview of the cards and table, the back, the
 * table, the theme, the cards' colours and indices, the hand, a calmer info line, animation), play
 * (the rule help, the winnability badge) and sound and touch; then the language.
 */
export function settingsDialog(dialogs: Dialogs, on: SettingsHandlers): { open(): void } {
  const preview = el('canvas', { class: 'preview', role: 'img', 'data-t-label': 'preview' });
  const change = (settings: Partial<Settings>) => {
    on.change(settings);
    on.preview(preview, on.settings());
  };
  const toggle = (name: Toggle) => {
    const input = el('input', { type: 'checkbox', name });
    input.addEventListener('change', () => change({ [name]: input.checked }));
    return el('label', { class: 'toggle' }, input, el('span', {}, el('b', { 'data-t': name }), el('small', { 'data-t': `${name}Hint` satisfies Key })));
  };
  const select = <K extends 'theme' | 'animation' | 'lang' | 'deck' | 'back' | 'table'>(name: K, options: readonly HTMLOptionElement[]) => {
    const input = el('select', { name }, ...options);
    input.addEventListener('change', () => change({ [name]: input.value as Settings[K] }));
    return input;
  };
  const choices = <K extends 'theme' | 'animation' | 'deck' | 'back' | 'table'>(name: K, values: readonly Settings[K][]) =>
    select(name, values.map((value) => el('option', { value, 'data-t': `${name}.${value}` as Key })));
  // Each language by its own name.
  const lang = select('lang', [el('option', { value: 'auto', 'data-t': 'languageAuto' }), ...LANGS.map((code) => el('option', { value: code, lang: code }, LANG_NAMES[code]))]);
  const animation = choices('animation', ANIMATIONS);
  const theme = choices('theme', THEMES);
  const deck = choices('deck', DECKS);
  const back = choices('back', BACKS);
  const table = choices('table', TABLES);
  const volume = el('input', { type: 'range', name: 'volume', min: String(VOLUMES[0]), max: String(VOLUMES[VOLUMES.length - 1]), step: '10' });
  volume.addEventListener('change', () => change({ volume: Number(volume.value) as Settings['volume'] }));
  const labelled = (key: Key, input: HTMLElement) => el('label', { class: 'select' }, el('b', { 'data-t': key }), input);
  const group = (key: Key, ...rows: HTMLElement[]) => el('fieldset', {}, el('legend', { 'data-t': key }), ...rows);
  // Only where the device can buzz (navigator.vibrate: Android's browsers; not Safari).
  const canVibrate = typeof navigator.vibrate === 'function';
  const d = dialogs.create('settings', 'settings', [
    // The looks first: what a player comes to change most, with its preview at the top.
    group('group.looks', preview, labelled('deck', deck), labelled('back', back), labelled('table', table), labelled('theme', theme), ...LOOK_TOGGLES.map(toggle), labelled('animation', animation)),
    group('group.play', ...PLAY_TOGGLES.map(toggle)),
    group('group.sound', toggle('sound'), labelled('volume', volume), ...(canVibrate ? [toggle('vibrate')] : [])),
    labelled('language', lang),
  ]);
  return {
    open() {
      const settings = on.settings();
      for (const input of d.querySelectorAll<HTMLInputElement>('input[type=checkbox]')) input.checked = settings[input.name as Toggle];
      lang.value = settings.lang;
      animation.value = settings.animation;
      theme.value = settings.theme;
      deck.value = settings.deck;
      back.value = settings.back;
      table.value = settings.table;
      volume.value = String(settings.volume);
      dialogs.open(d);
      on.preview(preview, settings);
    },
  };
}
