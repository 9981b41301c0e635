import type { CardId, Grade, Verdict } from '../engine';
import { cardName } from './messages';
import { clock, t, translate, type Key, type Lang, type Values } from './i18n';
import { fitBar } from './fit-bar';
import { wireMenu } from './menu';

/** The buttons of the frame, by their data-action. */
export type Control = 'undo' | 'redo' | 'hint' | 'finish' | 'new-game' | 'settings' | 'rules' | 'statistics' | 'history' | 'review' | 'install' | 'share' | 'code';

export interface Info {
  /** The game's name ("Russian Solitaire"), in the page's language. */
  readonly game: string;
  readonly score: number;
  readonly seconds: number;
  readonly moves: number;
  readonly code: string;
  readonly canUndo: boolean;
  readonly canRedo: boolean;
  /** False once the game is won: there is nothing left to hint. */
  readonly canHint: boolean;
}

/** A notice's second button, and where it is shown and how (Page.notice). */
export interface NoticeMore {
  readonly second?: { readonly text: string; readonly action: () => void };
  readonly foot?: boolean;
  readonly plain?: boolean;
}

/**
 * The frame around the table: the info line, the toolbar, the message line and the notice bar.
 * It adopts the elements that index.html paints before any script runs, and writes into them.
 */
/** A game code in a sentence, its hyphens ones that never break a line (the code is read as one word). */
export const unbrokenCode = (text: string): string => text.replace(/\b(YU\d)-([A-Z])-([A-Z]{7})\b/gi, '$1\u2011$2\u2011$3');

export class Page {
  readonly tableHost: HTMLElement;
  private grade: Grade | null = null;
  private readonly fields: Record<'score' | 'time' | 'moves', HTMLElement>;
  private readonly codeButton: HTMLButtonElement;
  private readonly gameName: HTMLElement;
  private readonly verdictBadge: HTMLElement;
  private readonly toastBox: HTMLElement;
  private readonly live: HTMLElement;
  private liveTimer: ReturnType<typeof setTimeout> | undefined;
  private toastTimer: ReturnType<typeof setTimeout> | undefined;
  /** Toasts shown so far: which one is on screen. */
  private toasts = 0;
  private readonly noticeBar: HTMLElement;
  private noticeAction: (() => void) | null = null;
  private noticeSecond: (() => void) | null = null;

  /** `lang`: the language spoken from the start (its sentences are loaded before the page is made). */
  constructor(
    private readonly doc: Document = document,
    private lang: Lang = 'en',
  ) {
    this.tableHost = this.find('#table');
    this.fields = { score: this.find('b[data-info=score]'), time: this.find('b[data-info=time]'), moves: this.find('b[data-info=moves]') };
    this.codeButton = this.find('button[data-info=code]');
    this.gameName = this.find('[data-info=game]');
    this.verdictBadge = this.find('[data-info=verdict]');
    this.toastBox = this.find('[data-toast]');
    this.live = this.find('[data-live]');
    this.noticeBar = this.find('[data-notice]');
    this.find('[data-action=notice]').addEventListener('click', () => {
      this.hideNotice();
      this.noticeAction?.();
    });
    wireMenu(this.doc, this.find<HTMLButtonElement>('[data-action=menu]'), this.find('#more'));
    // A phone turned, a window resized: the toolbar's names shown again where they fit.
    this.doc.defaultView?.addEventListener('resize', () => fitBar(this.doc), { passive: true });
    this.find('[data-action=notice-2]').addEventListener('click', () => {
      this.hideNotice();
      this.noticeSecond?.();
    });
  }

  private find<T extends HTMLElement>(selector: string): T {
    const node = this.doc.querySelector<T>(selector);
    if (!node) throw new Error(`the page lacks ${selector}`);
    return node;
  }

  private control(name: Control): HTMLButtonElement {
    // Finish lies over the table, in a place of its own; the rest are the header's.
    return name === 'code' ? this.codeButton : this.find(name === 'finish' ? '#table > [data-action=finish]' : `.bar [data-action=${name}]`);
  }

  /** Runs `action` when a button of the frame is pressed. */
  on(name: Control, action: () => void): void {
    this.control(name).addEventListener('click', action);
  }

  /** Sets the language and rewrites every sentence of the document (dialogs included). */
  setLang(lang: Lang): void {
    this.lang = lang;
    this.doc.documentElement.lang = lang;
    translate(this.doc, lang);
    fitBar(this.doc);
    const verdict = this.verdictBadge.dataset.verdict as Verdict | undefined;
    if (verdict && !this.verdictBadge.hidden) this.setVerdict(verdict);
  }

  /** The grade of the deal on the table, once known (the badge says it). */
  setGrade(grade: Grade | null): void {
    this.grade = grade;
    const verdict = this.verdictBadge.dataset.verdict as Verdict | undefined;
    if (verdict && !this.verdictBadge.hidden) this.setVerdict(verdict);
  }

  /** A card as its corner reads in the page's language: `Q♠`, `D♠`. */
  card(card: CardId): string {
    return cardName(card, this.lang);
  }

  /** A sentence in the page's language. */
  say(key: Key, values: Values = {}): string {
    return t(this.lang, key, values);
  }

  /** Shows the score, time, moves and code, and which of undo and redo can be pressed. */
  setInfo(info: Info): void {
    this.fields.score.textContent = String(info.score);
    this.setTime(info.seconds);
    this.fields.moves.textContent = String(info.moves);
    this.gameName.textContent = info.game;
    this.codeButton.textContent = info.code;
    this.codeButton.setAttribute('aria-label', this.say('codeLabel', { code: info.code, game: info.game }));
    this.control('undo').disabled = !info.canUndo;
    this.control('redo').disabled = !info.canRedo;
    this.control('hint').disabled = !info.canHint;
  }

  setTime(seconds: number): void {
    this.fields.time.textContent = clock(seconds);
  }

  /**
   * Says a sentence to a screen reader through the page's one live region (role="status"): moves,
   * refusals, undo and redo, the win, and every message the page shows. Emptied first, so that the
   * same sentence twice is said twice.
   */
  speak(message: string): void {
    clearTimeout(this.liveTimer);
    this.live.textContent = '';
    this.liveTimer = setTimeout(() => (this.live.textContent = message), 30);
  }

  /**
   * A message for a few seconds, such as the rule behind a refused move; it is spoken too. Returns
   * what takes this message away early (and leaves a newer one be).
   */
  toast(message: string, ms = 3500): () => void {
    this.speak(message);
    this.toastBox.textContent = unbrokenCode(message);
    this.toastBox.classList.add('shown');
    clearTimeout(this.toastTimer);
    this.toastTimer = setTimeout(() => this.toastBox.classList.remove('shown'), ms);
    const shown = ++this.toasts;
    return () => this.toasts === shown && this.hideToast();
  }

  /** Takes the message away before its time. */
  hideToast(): void {
    clearTimeout(this.toastTimer);
    this.toastBox.classList.remove('shown');
  }

  /**
   * A lasting notice with one button (and maybe a second), such as "A new version is ready [Update]".
   * `foot`: at the foot of the screen (the message line then shows above it); `plain`: its button
   * is not the one to press (the lesson's Skip). Returns what takes this notice away again (and
   * leaves a newer one be).
   */
  notice(message: string, buttonText: string, action: () => void, more: NoticeMore = {}): () => void {
    // At the foot of the screen (the lesson's words), clear of the table's top; else at its top.
    this.noticeBar.classList.toggle('foot', more.foot === true);
    (this.noticeBar.firstElementChild as HTMLElement).textContent = message;
    const main = this.find('[data-action=notice]');
    main.textContent = buttonText;
    main.classList.toggle('primary', more.plain !== true);
    this.noticeAction = action;
    const other = this.find('[data-action=notice-2]');
    other.hidden = !more.second;
    other.textContent = more.second?.text ?? '';
    this.noticeSecond = more.second?.action ?? null;
    this.noticeBar.hidden = false;
    this.footRoom();
    return () => {
      if (this.noticeAction === action) this.hideNotice();
    };
  }

  /** How tall a notice at the foot is: the message line shows above it (style.css, --foot). */
  private footRoom(): void {
    const foot = !this.noticeBar.hidden && this.noticeBar.classList.contains('foot');
    this.doc.documentElement.style.setProperty('--foot', foot ? `${this.noticeBar.offsetHeight + 12}px` : '0px');
  }

  /** Takes the notice away, whichever it is. */
  hideNotice(): void {
    this.noticeBar.hidden = true;
    this.footRoom();
  }

  /** Shows or hides a button of the toolbar that is there only at times (Finish). */
  showControl(name: 'finish' | 'install', shown: boolean): void {
    this.control(name).hidden = !shown;
  }

  /** Marks a button as working (the hint while the solver thinks). */
  setBusy(name: Control, busy: boolean): void {
    this.control(name).setAttribute('aria-busy', String(busy));
  }

  /**
   * The badge "can the game be won": a verdict, 'pending' while the next one is worked out (the
   * last one stays, dimmed), or null to hide it.
   */
  setVerdict(verdict: Verdict | 'pending' | null): void {
    this.verdictBadge.hidden = verdict === null;
    this.verdictBadge.setAttribute('aria-busy', String(verdict === 'pending'));
    if (verdict === null || verdict === 'pending') return;
    this.verdictBadge.dataset.verdict = verdict;
    const said = this.say(`verdict.${verdict}`);
    // A winnable game of a graded deal says its grade too.
    this.verdictBadge.textContent = verdict === 'won' && this.grade ? this.say('verdictGraded', { verdict: said, grade: this.say(`grade.${this.grade}`) }) : said;
    this.verdictBadge.setAttribute('aria-label', this.say('verdictLabel', { verdict: this.verdictBadge.textContent }));
  }

}
