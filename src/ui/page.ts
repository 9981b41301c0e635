import type { Rule } from '../engine/types';
import { el } from './dom';
import { clock, t, type StringKey } from './i18n';
import type { Lang } from './messages';
import { RULES_TEXT } from './rules-text';
import { TOGGLES, type Settings } from './settings';

export interface PageHandlers {
  undo(): void;
  redo(): void;
  newDeal(rule: Rule): void;
  replay(rule: Rule): void;
  /** Plays a typed code; returns the sentence explaining why it cannot be read, or null. */
  playCode(text: string): string | null;
  settingsChanged(settings: Settings): void;
  copyCode(): void;
  /** A dialog opened or closed: the table pauses its input meanwhile. */
  dialog(open: boolean): void;
}

export interface Info {
  readonly score: number;
  readonly seconds: number;
  readonly moves: number;
  readonly code: string;
  readonly canUndo: boolean;
  readonly canRedo: boolean;
}

/**
 * The page around the canvas: the info line and buttons, the message line, and the New game,
 * Settings, Rules and win windows. Every sentence comes from the i18n catalogue.
 */
export class Page {
  readonly tableHost: HTMLElement;
  private lang: Lang = 'en';
  private readonly texts: [HTMLElement, StringKey][] = [];
  private readonly fields: Record<'score' | 'time' | 'moves', HTMLElement>;
  private readonly codeButton: HTMLButtonElement;
  private readonly undoButton: HTMLButtonElement;
  private readonly redoButton: HTMLButtonElement;
  private readonly toastBox: HTMLElement;
  private toastTimer: ReturnType<typeof setTimeout> | undefined;
  private readonly newGameDialog: HTMLDialogElement;
  private readonly settingsDialog: HTMLDialogElement;
  private readonly rulesDialog: HTMLDialogElement;
  private readonly wonDialog: HTMLDialogElement;
  private readonly wonSummary: HTMLElement;
  private readonly wonStats: HTMLElement;
  private readonly installButton: HTMLButtonElement;
  private install: (() => void) | null = null;
  private readonly noticeBar: HTMLElement;
  private readonly noticeText: HTMLElement;
  private readonly noticeButton: HTMLButtonElement;
  private noticeAction: (() => void) | null = null;
  private readonly elsewhereDialog: HTMLDialogElement;
  private takeOver: (() => void) | null = null;
  private readonly codeInput: HTMLInputElement;
  private readonly codeError: HTMLElement;
  private readonly rulesBody: HTMLElement;
  private settings: Settings | null = null;

  constructor(root: HTMLElement, private readonly on: PageHandlers) {
    const text = <K extends keyof HTMLElementTagNameMap>(tag: K, key: StringKey, attrs: Record<string, string | boolean> = {}) => {
      const node = el(tag, attrs);
      this.texts.push([node, key]);
      return node;
    };
    const field = (key: StringKey, name: string) => {
      const value = el('b', { 'data-info': name }, '0');
      return [el('span', { class: 'field' }, text('span', key, { class: 'label' }), value), value] as const;
    };
    const [score, scoreValue] = field('score', 'score');
    const [time, timeValue] = field('time', 'time');
    const [moves, movesValue] = field('moves', 'moves');
    this.fields = { score: scoreValue, time: timeValue, moves: movesValue };
    this.codeButton = el('button', { class: 'code', 'data-info': 'code', type: 'button' });
    this.codeButton.addEventListener('click', () => on.copyCode());
    const button = (key: StringKey, action: () => void, attrs: Record<string, string> = {}) => {
      const b = text('button', key, { type: 'button', ...attrs });
      b.addEventListener('click', action);
      return b;
    };
    this.undoButton = button('undo', () => on.undo(), { 'data-action': 'undo' });
    this.redoButton = button('redo', () => on.redo(), { 'data-action': 'redo' });
    this.installButton = button('install', () => this.install?.(), { 'data-action': 'install', hidden: 'hidden' });
    const bar = el(
      'header',
      { class: 'bar' },
      el('div', { class: 'info', role: 'status' }, score, time, moves, this.codeButton),
      el(
        'nav',
        {},
        this.undoButton,
        this.redoButton,
        button('newGame', () => this.openNewGame(), { 'data-action': 'new-game' }),
        button('settings', () => this.openSettings(), { 'data-action': 'settings' }),
        button('rules', () => this.openRules(), { 'data-action': 'rules' }),
        this.installButton,
      ),
    );
    this.tableHost = el('main', { class: 'table', id: 'table' });
    this.toastBox = el('div', { class: 'toast', role: 'status', 'aria-live': 'polite', 'data-toast': '' });
    this.noticeText = el('span', {});
    this.noticeButton = el('button', { type: 'button', class: 'primary', 'data-action': 'notice' });
    this.noticeButton.addEventListener('click', () => {
      this.noticeBar.hidden = true;
      this.noticeAction?.();
    });
    this.noticeBar = el('div', { class: 'notice', role: 'alert', hidden: 'hidden', 'data-notice': '' }, this.noticeText, this.noticeButton);

    // New game.
    const ruleChoice = (rule: Rule, key: StringKey, hint: StringKey) => {
      const input = el('input', { type: 'radio', name: 'rule', value: rule });
      return el('label', { class: 'choice' }, input, text('span', key), text('small', hint));
    };
    this.codeInput = el('input', { type: 'text', name: 'code', autocomplete: 'off', spellcheck: 'false', autocapitalize: 'characters', placeholder: 'YU1-C-AAAAAAB', 'aria-describedby': 'code-error' });
    this.codeError = el('p', { class: 'error', id: 'code-error', 'aria-live': 'assertive' });
    const chosenRule = () => (this.newGameDialog.querySelector<HTMLInputElement>('input[name=rule]:checked')?.value === 'relaxed' ? 'relaxed' : 'classic');
    const codeForm = el('form', { class: 'code-form' }, text('label', 'typeCode', { for: 'code-input' }), el('div', { class: 'row' }, this.codeInput, text('button', 'playCode', { type: 'submit', 'data-action': 'play-code' })), this.codeError);
    this.codeInput.id = 'code-input';
    codeForm.addEventListener('submit', (e) => {
      e.preventDefault();
      const error = on.playCode(this.codeInput.value);
      this.codeError.textContent = error ?? '';
      if (error === null) this.close(this.newGameDialog);
      else this.codeInput.focus();
    });
    this.newGameDialog = this.dialog('new-game', 'newGame',
      el('fieldset', { class: 'rules' }, text('legend', 'rule'), ruleChoice('classic', 'classic', 'classicHint'), ruleChoice('relaxed', 'relaxed', 'relaxedHint')),
      el('div', { class: 'row' },
        button('newDeal', () => { this.close(this.newGameDialog); on.newDeal(chosenRule()); }, { class: 'primary', 'data-action': 'new-deal' }),
        button('replay', () => { this.close(this.newGameDialog); on.replay(chosenRule()); }, { 'data-action': 'replay' })),
      codeForm);

    // Settings.
    const toggles = TOGGLES.map((name) => {
      const input = el('input', { type: 'checkbox', name });
      input.addEventListener('change', () => this.changed({ [name]: input.checked }));
      return el('label', { class: 'toggle' }, input, el('span', {}, text('b', name), text('small', `${name}Hint` as StringKey)));
    });
    const langSelect = el('select', { name: 'lang' }, text('option', 'languageAuto', { value: 'auto' }), el('option', { value: 'en' }, 'English'), el('option', { value: 'da' }, 'Dansk'));
    langSelect.addEventListener('change', () => this.changed({ lang: langSelect.value as Settings['lang'] }));
    this.settingsDialog = this.dialog('settings', 'settings', ...toggles, el('label', { class: 'select' }, text('b', 'language'), langSelect));

    // Rules.
    this.rulesBody = el('div', { class: 'rules-text' });
    this.rulesDialog = this.dialog('rules', 'rules', this.rulesBody, el('p', { class: 'version', 'data-version': __APP_VERSION__ }, `Yukon Solitaire ${__APP_VERSION__}`));

    // Won.
    this.wonSummary = el('p', { class: 'summary', 'data-won-summary': '' });
    this.wonStats = el('p', { class: 'stats', 'data-won-stats': '' });
    this.wonDialog = this.dialog('won', 'wonTitle', this.wonSummary, this.wonStats,
      button('playAgain', () => { this.close(this.wonDialog); this.openNewGame(); }, { class: 'primary', 'data-action': 'play-again' }));

    // Another tab holds the game: a window with no way around it but taking over.
    this.elsewhereDialog = el('dialog', { 'data-dialog': 'elsewhere' }, el('div', { class: 'head' }, text('h2', 'elsewhereTitle')), text('p', 'elsewhere'),
      button('takeOver', () => this.takeOver?.(), { class: 'primary', 'data-action': 'take-over' }));
    this.elsewhereDialog.addEventListener('cancel', (e) => e.preventDefault());
    this.elsewhereDialog.addEventListener('close', () => this.on.dialog(false));

    root.append(bar, this.tableHost, this.toastBox, this.noticeBar, this.newGameDialog, this.settingsDialog, this.rulesDialog, this.wonDialog, this.elsewhereDialog);
  }

  /** Shows the Install button; pressing it runs `install`. */
  offerInstall(install: () => void): void {
    this.install = install;
    this.installButton.hidden = false;
  }

  hideInstall(): void {
    this.installButton.hidden = true;
  }

  /** A lasting notice with one button, such as "A new version is ready [Update]". */
  notice(message: string, buttonText: string, action: () => void): void {
    this.noticeText.textContent = message;
    this.noticeButton.textContent = buttonText;
    this.noticeAction = action;
    this.noticeBar.hidden = false;
  }

  /** Blocks the table while another tab holds the game, offering to take over. */
  showElsewhere(takeOver: () => void): void {
    this.takeOver = takeOver;
    this.open(this.elsewhereDialog);
  }

  hideElsewhere(): void {
    this.close(this.elsewhereDialog);
  }

  private dialog(name: string, title: StringKey, ...body: Node[]): HTMLDialogElement {
    const heading = el('h2', {});
    this.texts.push([heading, title]);
    const closer = el('button', { type: 'button', class: 'close', 'data-action': 'close' }, '×');
    this.texts.push([closer, 'close']);
    const d = el('dialog', { 'data-dialog': name }, el('div', { class: 'head' }, heading, closer), ...body);
    closer.addEventListener('click', () => this.close(d));
    d.addEventListener('close', () => this.on.dialog(false));
    d.addEventListener('click', (e) => {
      if (e.target === d) this.close(d);
    });
    return d;
  }

  private open(d: HTMLDialogElement): void {
    if (d.open) return;
    if (this.elsewhereDialog?.open && d !== this.elsewhereDialog) return;
    for (const other of [this.newGameDialog, this.settingsDialog, this.rulesDialog, this.wonDialog]) if (other !== d && other.open) other.close();
    this.on.dialog(true);
    d.showModal();
  }

  private close(d: HTMLDialogElement): void {
    if (d.open) d.close();
  }

  /** Sets the page's language and rewrites every sentence. */
  setLang(lang: Lang): void {
    this.lang = lang;
    document.documentElement.lang = lang;
    for (const [node, key] of this.texts) {
      if (node.classList.contains('close')) node.setAttribute('aria-label', t(lang, key));
      else node.textContent = t(lang, key);
    }
    this.codeButton.title = t(lang, 'copyCode');
    this.rulesBody.replaceChildren(...RULES_TEXT[lang].flatMap(([heading, ...paragraphs]) => [el('h3', {}, heading ?? ''), ...paragraphs.map((p) => el('p', {}, p))]));
  }

  /** Shows the score, time, moves and code. */
  setInfo(info: Info): void {
    this.fields.score.textContent = String(info.score);
    this.fields.time.textContent = clock(info.seconds);
    this.fields.moves.textContent = String(info.moves);
    this.codeButton.textContent = info.code;
    this.codeButton.setAttribute('aria-label', t(this.lang, 'codeLabel', { code: info.code }));
    this.undoButton.disabled = !info.canUndo;
    this.redoButton.disabled = !info.canRedo;
  }

  setTime(seconds: number): void {
    this.fields.time.textContent = clock(seconds);
  }

  /** A message for a few seconds, such as the rule behind a refused move. */
  toast(message: string, ms = 3500): void {
    this.toastBox.textContent = message;
    this.toastBox.classList.add('shown');
    clearTimeout(this.toastTimer);
    this.toastTimer = setTimeout(() => this.toastBox.classList.remove('shown'), ms);
  }

  /** The sentence in the current language. */
  say(key: StringKey, values: Record<string, string | number> = {}): string {
    return t(this.lang, key, values);
  }

  openNewGame(rule?: Rule): void {
    const current = rule ?? (this.newGameDialog.querySelector<HTMLInputElement>('input[name=rule]:checked')?.value as Rule | undefined) ?? 'classic';
    for (const input of this.newGameDialog.querySelectorAll<HTMLInputElement>('input[name=rule]')) input.checked = input.value === current;
    this.codeError.textContent = '';
    this.codeInput.value = '';
    this.open(this.newGameDialog);
  }

  /** Sets which rule the New game window offers first. */
  setRule(rule: Rule): void {
    for (const input of this.newGameDialog.querySelectorAll<HTMLInputElement>('input[name=rule]')) input.checked = input.value === rule;
  }

  showSettings(settings: Settings): void {
    this.settings = settings;
    for (const name of TOGGLES) {
      const input = this.settingsDialog.querySelector<HTMLInputElement>(`input[name=${name}]`);
      if (input) input.checked = settings[name];
    }
    const select = this.settingsDialog.querySelector<HTMLSelectElement>('select[name=lang]');
    if (select) select.value = settings.lang;
  }

  openSettings(): void {
    this.open(this.settingsDialog);
  }

  openRules(): void {
    this.open(this.rulesDialog);
  }

  showWon(score: number, seconds: number, moves: number, stats?: { won: number; played: number; bestSeconds: number }): void {
    this.wonSummary.textContent = t(this.lang, 'wonSummary', { score, time: clock(seconds), moves });
    this.wonStats.textContent = stats ? t(this.lang, 'statsLine', { won: stats.won, played: stats.played, best: clock(stats.bestSeconds) }) : '';
    this.open(this.wonDialog);
  }

  get dialogOpen(): boolean {
    return [this.newGameDialog, this.settingsDialog, this.rulesDialog, this.wonDialog, this.elsewhereDialog].some((d) => d.open);
  }

  private changed(change: Partial<Settings>): void {
    if (!this.settings) return;
    this.settings = { ...this.settings, ...change };
    this.on.settingsChanged(this.settings);
  }
}
