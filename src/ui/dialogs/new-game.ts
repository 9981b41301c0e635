import { DEFAULT_RULE, VARIANTS, isRule, type Rule } from '../../engine';
import type { Settings } from '../../settings';
import type { Dialogs } from '../dialog';
import { el } from '../dom';
import { ruleHint, ruleName, type Key } from '../i18n';

export interface NewGameHandlers {
  newDeal(rule: Rule): void;
  /** Today's deal under a rule. */
  daily(rule: Rule): void;
  /** "Only winnable deals": read when the window opens, told when changed. */
  winnableOnly(): boolean;
  setWinnableOnly(on: boolean): void;
  /** The grade of new deals and the daily deal ("any", or a grade): read when the window opens, told when changed. */
  grade(): Settings['grade'];
  setGrade(grade: Settings['grade']): void;
  /** The grades offered ("any" first; ui/settings.ts, GRADE_CHOICES: given, so that this window's chunk shares no module with the start's). */
  readonly grades: readonly Settings['grade'][];
  /** Today's date in words, for the daily deal's button. */
  todayText(): string;
  replay(rule: Rule): void;
  /** Plays a typed code; returns the sentence saying why it cannot be read, or null. */
  playCode(text: string): string | null;
  /** The rule of the game on the table, offered first. */
  rule(): Rule;
}

/**
 * The New game window: the rule, the grade of the deal, a new deal (only winnable ones, if asked)
 * or this deal again, the daily deal (of the grade chosen), or a typed game code. A graded deal is
 * always winnable, so "only winnable deals" is for "any".
 */
export function newGameDialog(dialogs: Dialogs, on: NewGameHandlers): { open(): void } {
  const choice = (rule: Rule) =>
    el('label', { class: 'choice' }, el('input', { type: 'radio', name: 'rule', value: rule }), el('span', {}, el('b', { 'data-t': ruleName(rule) }), el('small', { 'data-t': ruleHint(rule) })));
  const input = el('input', { type: 'text', name: 'code', id: 'code-input', autocomplete: 'off', spellcheck: 'false', autocapitalize: 'characters', placeholder: 'YU1-C-AAAAAAB', 'aria-describedby': 'code-error' });
  const error = el('p', { class: 'error', id: 'code-error', 'aria-live': 'assertive' });
  const form = el('form', { class: 'code-form' },
    el('label', { for: 'code-input', 'data-t': 'typeCode' }),
    el('div', { class: 'row' }, input, el('button', { type: 'submit', 'data-action': 'play-code', 'data-t': 'playCode' })),
    error);
  // Yukon with its two rules first, then its family.
  const families = [...new Set(VARIANTS.map((v) => v.family))];
  const radios = el('fieldset', { class: 'rules' }, el('legend', { 'data-t': 'rule' }),
    ...families.flatMap((family) => [el('p', { class: 'family', 'data-t': `family.${family}` }), ...VARIANTS.filter((v) => v.family === family).map((v) => choice(v.rule))]));
  const chosen = (): Rule => {
    const value = radios.querySelector<HTMLInputElement>('input:checked')?.value;
    return isRule(value) ? value : DEFAULT_RULE;
  };
  const button = (name: Key, action: string, run: (rule: Rule) => void, primary = false) => {
    const b = el('button', { type: 'button', 'data-action': action, 'data-t': name, class: primary ? 'primary' : false });
    b.addEventListener('click', () => {
      dialogs.close(d);
      run(chosen());
    });
    return b;
  };
  const winnable = el('input', { type: 'checkbox', name: 'winnableOnly' });
  winnable.addEventListener('change', () => on.setWinnableOnly(winnable.checked));
  const daily = button('daily', 'daily', (rule) => on.daily(rule));
  const grades = el('fieldset', { class: 'grades' }, el('legend', { 'data-t': 'grade' }),
    el('div', { class: 'pills' }, ...on.grades.map((grade) => el('label', {}, el('input', { type: 'radio', name: 'grade', value: grade }), el('span', { 'data-t': `grade.${grade}` })))),
    el('small', { 'data-t': 'gradeHint' }));
  const winnableRow = el('label', { class: 'toggle' }, winnable, el('span', {}, el('b', { 'data-t': 'winnableOnly' }), el('small', { 'data-t': 'winnableOnlyHint' })));
  const showDaily = () => {
    // The date is a value, not a sentence of the catalogue: written in after the language.
    daily.removeAttribute('data-t');
    daily.textContent = on.todayText();
    winnableRow.hidden = on.grade() !== 'any';
  };
  grades.addEventListener('change', (e) => {
    const value = (e.target as HTMLInputElement).value as Settings['grade'];
    if (on.grades.includes(value)) on.setGrade(value);
    showDaily();
  });
  const d = dialogs.create('new-game', 'newGame', [
    radios,
    grades,
    winnableRow,
    el('div', { class: 'row' }, button('newDeal', 'new-deal', (rule) => on.newDeal(rule), true), button('replay', 'replay', (rule) => on.replay(rule)), daily),
    form,
  ]);
  form.addEventListener('submit', (e) => {
    e.preventDefault();
    const why = on.playCode(input.value);
    error.textContent = why ?? '';
    if (why === null) dialogs.close(d);
    else input.focus();
  });
  return {
    open() {
      for (const radio of radios.querySelectorAll<HTMLInputElement>('input')) radio.checked = radio.value === on.rule();
      error.textContent = '';
      input.value = '';
      winnable.checked = on.winnableOnly();
      for (const radio of grades.querySelectorAll<HTMLInputElement>('input')) radio.checked = radio.value === on.grade();
      showDaily();
      dialogs.open(d);
    },
  };
}
