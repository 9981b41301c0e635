import type { Grade } from '../../engine';
import type { Dialogs } from '../dialog';
import { el } from '../dom';
import { clock, t, type Lang } from '../i18n';
import { unbrokenCode } from '../page';

/** How the deal went before this game: its wins' best score and fastest time. */
export interface DealBefore {
  readonly games: number;
  readonly won: number;
  readonly score: number;
  readonly seconds: number;
}

/** What the win window reports. */
export interface WonSummary {
  readonly score: number;
  readonly seconds: number;
  readonly moves: number;
  readonly won: number;
  readonly played: number;
  readonly bestSeconds: number;
  /** The deal's grade, when known. */
  readonly grade?: Grade;
}

/** The deal: its game's name and its code. */
export interface WonDeal {
  readonly game: string;
  readonly code: string;
}

/** What the win window can do: a new game (its main button), the game's review, and Share. */
export interface WonActions {
  readonly playAgain: () => void;
  readonly review: () => void;
  readonly share: () => void;
}

/** The line that says how this win stands against the deal's earlier games. */
export function bestLine(lang: Lang, s: Pick<WonSummary, 'score' | 'seconds'>, before: DealBefore): { text: string; record: boolean } {
  if (before.won === 0) return { text: t(lang, before.games === 0 ? 'wonFirstDeal' : 'wonFirstWin', { games: before.games }), record: false };
  const record = s.score > before.score || s.seconds < before.seconds;
  return { text: t(lang, record ? 'wonBetter' : 'wonBest', { score: before.score, time: clock(before.seconds) }), record };
}

/**
 * The window after a win: the deal (its game, code and grade), the game's score, time and moves
 * as three tiles, how it stands against the deal's earlier games, the statistics so far; a new
 * game, the game's review, or Share.
 */
export function wonDialog(dialogs: Dialogs, lang: () => Lang, on: WonActions): { show(summary: WonSummary, deal: WonDeal, before: Promise<DealBefore | null>): void } {
  const deal = el('p', { class: 'won-deal', 'data-won-deal': '' });
  const tile = (key: 'score' | 'time' | 'moves') => {
    const value = el('b', { 'data-won': key });
    return { value, box: el('div', { class: 'tile' }, el('span', { 'data-t': key }), value) };
  };
  const tiles = { score: tile('score'), time: tile('time'), moves: tile('moves') };
  const best = el('p', { class: 'won-best', 'data-won-best': '' });
  const stats = el('p', { class: 'stats', 'data-won-stats': '' });
  // The main button takes the focus when the window opens (Enter deals again).
  const again = el('button', { type: 'button', class: 'primary', 'data-action': 'play-again', 'data-t': 'playAgain', autofocus: '' });
  const reviewButton = el('button', { type: 'button', 'data-action': 'review-game', 'data-t': 'reviewGame' });
  const share = el('button', { type: 'button', 'data-action': 'share-won', 'data-t': 'shareWon' });
  const d = dialogs.create('won', 'wonTitle', [deal, el('div', { class: 'tiles' }, tiles.score.box, tiles.time.box, tiles.moves.box), best, stats, el('div', { class: 'row' }, again, reviewButton, share)]);
  const closing = (action: () => void) => () => {
    dialogs.close(d);
    action();
  };
  reviewButton.addEventListener('click', closing(on.review));
  again.addEventListener('click', closing(on.playAgain));
  share.addEventListener('click', () => on.share());
  let shown = 0;
  return {
    show(s, dealt, before) {
      const l = lang();
      const mine = ++shown;
      deal.replaceChildren(dealt.game, ' · ', el('span', { class: 'code' }, unbrokenCode(dealt.code)), ...(s.grade ? [' · ', el('span', { class: 'grade' }, t(l, `grade.${s.grade}`))] : []));
      tiles.score.value.textContent = String(s.score);
      tiles.time.value.textContent = clock(s.seconds);
      tiles.moves.value.textContent = String(s.moves);
      stats.textContent = t(l, 'statsLine', { won: s.won, played: s.played, best: clock(s.bestSeconds) });
      // The deal's earlier games are read from storage: the line comes when they are, and stays
      // empty (taking no room) when they cannot be read.
      best.textContent = '';
      best.hidden = true;
      best.classList.remove('record');
      void before.then((b) => {
        if (mine !== shown || !b) return;
        const line = bestLine(lang(), s, b);
        best.textContent = line.text;
        best.classList.toggle('record', line.record);
        best.hidden = false;
      });
      dialogs.open(d);
    },
  };
}
