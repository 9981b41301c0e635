import type { Verdict } from '../engine';
import { el } from './dom';
import { t, type Lang } from './i18n';

/** One mark of the strip: the solver's verdict on its position (null: not known yet) and how it is read. */
export interface StripMark {
  readonly verdict: Verdict | null;
  /** "Move 12: 9 of clubs onto 10 of hearts, still winnable". */
  readonly words: string;
}

/** What the strip shows. */
export interface StripView {
  readonly marks: readonly StripMark[];
  /** The mark shown on the table. */
  readonly at: number;
  /** The first lost position after a winnable one, or −1. */
  readonly slip: number;
  /** What the review has found so far, in a sentence (where the win slipped away, or the search's progress). */
  readonly said: string;
  /** Over the table: "Preview: move 12 of 40". */
  readonly badge: string;
  /** Play from here: pressable, and why not when it is not (said as its description). */
  readonly play: { readonly enabled: boolean; readonly why: string };
  readonly watch: 'hidden' | 'offered' | 'watching';
}

/** What the player does with the strip. */
export interface StripActions {
  pick(index: number): void;
  play(): void;
  watch(): void;
  close(): void;
}

/**
 * The review's strip along the bottom of the table: one mark per position of the game (coloured and
 * shaped by its verdict, so that colour is not the only sign), a sentence on what the review found,
 * Previous/Next, Play from here, Watch the solver win and Close. The marks are one slider: a single
 * tab stop whose arrows walk the positions and whose value is read as the position in words; a
 * finger slides along it. Only DOM: the app says what to show and hears what the player does.
 */
export class ReviewStrip {
  readonly root: HTMLElement;
  private readonly said = el('p', { class: 'review-said', 'aria-live': 'polite' });
  private readonly marks = el('div', { class: 'review-marks', role: 'slider', tabindex: '0', 'aria-valuemin': '0', 'data-review-marks': '' });
  private readonly previous = el('button', { type: 'button', class: 'review-step', 'data-review': 'previous' }, '‹');
  private readonly next = el('button', { type: 'button', class: 'review-step', 'data-review': 'next' }, '›');
  private readonly playButton = el('button', { type: 'button', class: 'primary', 'data-review': 'play' });
  private readonly playWhy = el('span', { class: 'sr-only', id: 'review-play-why' });
  private readonly watchButton = el('button', { type: 'button', 'data-review': 'watch' });
  private readonly closeButton = el('button', { type: 'button', class: 'review-close', 'data-review': 'close' }, '×');
  private readonly badge = el('div', { class: 'review-badge', 'aria-hidden': 'true' });
  private view: StripView | null = null;
  private lang: Lang = 'en';

  constructor(tableHost: HTMLElement, private readonly actions: StripActions) {
    this.root = el(
      'section',
      { class: 'review', 'data-review-strip': '', hidden: true },
      el('div', { class: 'review-head' }, this.said, this.closeButton),
      el('div', { class: 'review-walk' }, this.previous, this.marks, this.next),
      el('div', { class: 'review-actions' }, this.playButton, this.playWhy, this.watchButton),
    );
    this.playButton.setAttribute('aria-describedby', 'review-play-why');
    tableHost.after(this.root);
    tableHost.append(this.badge);
    this.badge.hidden = true;
    this.previous.addEventListener('click', () => this.step(-1));
    this.next.addEventListener('click', () => this.step(1));
    this.playButton.addEventListener('click', () => actions.play());
    this.watchButton.addEventListener('click', () => actions.watch());
    this.closeButton.addEventListener('click', () => actions.close());
    this.marks.addEventListener('keydown', (e) => {
      const count = this.view?.marks.length ?? 0;
      const at = this.view?.at ?? 0;
      const to = { ArrowLeft: at - 1, ArrowDown: at - 1, ArrowRight: at + 1, ArrowUp: at + 1, Home: 0, End: count - 1, PageUp: at + 10, PageDown: at - 10 }[e.key];
      if (to === undefined) return;
      e.preventDefault();
      e.stopPropagation();
      this.pick(to);
    });
    // A finger or the mouse slides along the marks: the mark under it is shown.
    const slide = (e: PointerEvent) => {
      const box = this.marks.getBoundingClientRect();
      const count = this.view?.marks.length ?? 0;
      if (count > 0 && box.width > 0) this.pick(Math.floor(((e.clientX - box.left) / box.width) * count));
    };
    this.marks.addEventListener('pointerdown', (e) => {
      this.marks.setPointerCapture(e.pointerId);
      slide(e);
    });
    this.marks.addEventListener('pointermove', (e) => this.marks.hasPointerCapture(e.pointerId) && slide(e));
  }

  get shown(): boolean {
    return !this.root.hidden;
  }

  /** Shows the strip (moving the keyboard to its marks) or updates it. */
  show(view: StripView, lang: Lang): void {
    const opening = this.root.hidden;
    this.lang = lang;
    this.view = view;
    this.root.hidden = false;
    this.badge.hidden = false;
    this.render();
    if (opening) this.marks.focus();
  }

  hide(): void {
    this.root.hidden = true;
    this.badge.hidden = true;
    this.view = null;
  }

  private step(by: number): void {
    if (this.view) this.pick(this.view.at + by);
  }

  private pick(index: number): void {
    const count = this.view?.marks.length ?? 0;
    if (count > 0) this.actions.pick(Math.max(0, Math.min(count - 1, index)));
  }

  private render(): void {
    const v = this.view;
    if (!v) return;
    const lang = this.lang;
    this.root.setAttribute('aria-label', t(lang, 'review'));
    this.said.textContent = v.said;
    this.badge.textContent = v.badge;
    const n = v.marks.length;
    while (this.marks.children.length > n) this.marks.lastElementChild?.remove();
    while (this.marks.children.length < n) this.marks.append(el('span', { class: 'mark' }));
    v.marks.forEach((mark, i) => {
      const node = this.marks.children[i] as HTMLElement;
      node.dataset.verdict = mark.verdict ?? 'pending';
      node.classList.toggle('at', i === v.at);
      node.classList.toggle('slip', i === v.slip);
    });
    this.marks.setAttribute('aria-label', t(lang, 'review.strip'));
    this.marks.setAttribute('aria-valuemax', String(n - 1));
    this.marks.setAttribute('aria-valuenow', String(v.at));
    this.marks.setAttribute('aria-valuetext', v.marks[v.at]?.words ?? '');
    this.marks.style.setProperty('--count', String(n));
    this.previous.setAttribute('aria-label', t(lang, 'review.previous'));
    this.next.setAttribute('aria-label', t(lang, 'review.next'));
    this.previous.disabled = v.at <= 0;
    this.next.disabled = v.at >= n - 1;
    this.playButton.textContent = t(lang, 'review.playHere');
    this.playButton.disabled = !v.play.enabled;
    this.playWhy.textContent = v.play.why;
    this.playButton.title = v.play.why;
    this.watchButton.hidden = v.watch === 'hidden';
    this.watchButton.textContent = t(lang, v.watch === 'watching' ? 'review.stop' : 'review.watch');
    this.closeButton.title = t(lang, 'review.close');
    this.closeButton.setAttribute('aria-label', t(lang, 'review.close'));
  }
}
