import type { Grade } from '../../engine';
import type { Dialogs } from '../dialog';
import { el } from '../dom';
import { addWords, clock, t, type Lang } from '../i18n';
import { windowWords } from '../i18n/window-words';

addWords(windowWords);

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

/** The window after a win: the game's score, time and moves, the statistics so far; a new game, or the game's review. */
export function wonDialog(dialogs: Dialogs, lang: () => Lang, playAgain: () => void, review: () => void): { show(summary: WonSummary): void } {
  const summary = el('p', { class: 'summary', 'data-won-summary': '' });
  const stats = el('p', { class: 'stats', 'data-won-stats': '' });
  const again = el('button', { type: 'button', class: 'primary', 'data-action': 'play-again', 'data-t': 'playAgain' });
  const reviewButton = el('button', { type: 'button', 'data-action': 'review-game', 'data-t': 'reviewGame' });
  const d = dialogs.create('won', 'wonTitle', [summary, stats, el('div', { class: 'row' }, again, reviewButton)]);
  reviewButton.addEventListener('click', () => {
    dialogs.close(d);
    review();
  });
  again.addEventListener('click', () => {
    dialogs.close(d);
    playAgain();
  });
  return {
    show(s) {
      const said = t(lang(), 'wonSummary', { score: s.score, time: clock(s.seconds), moves: s.moves });
      summary.textContent = s.grade ? `${said} · ${t(lang(), 'dealGrade', { grade: t(lang(), `grade.${s.grade}`) })}` : said;
      stats.textContent = t(lang(), 'statsLine', { won: s.won, played: s.played, best: clock(s.bestSeconds) });
      dialogs.open(d);
    },
  };
}
