import { formatCode, type Game } from '../../engine';
import type { PastGame } from '../../persist/history';
import { readPastGame } from '../../persist/past';
import { addWords, clock } from '../../ui/i18n';
import { historyWords } from '../../ui/i18n/history-words';
import type { Ctx } from '../core/context';

addWords(historyWords);

/** How a deal went before: the games of it, and of its wins the best score and the fastest time. */
export function dealBefore(games: readonly PastGame[]): { games: number; won: number; score: number; seconds: number } {
  const wins = games.filter((game) => game.result === 'won');
  return { games: games.length, won: wins.length, score: Math.max(0, ...wins.map((w) => w.score)), seconds: wins.length === 0 ? 0 : Math.min(...wins.map((w) => w.seconds)) };
}

/** A deal come to the table that was played before says how it went (unless another deal came meanwhile). */
export async function sayBefore({ records, store, page }: Ctx<'records' | 'store' | 'page'>, game: Game): Promise<void> {
  const code = formatCode(game);
  const games = (await records.historyOf(code).catch(() => [])).map(readPastGame).filter((past): past is PastGame => past !== null);
  if (games.length === 0 || store.state.game !== game) return;
  const before = dealBefore(games);
  page.toast(before.won === 0 ? page.say('dealBeforeUnwon', { games: before.games }) : page.say('dealBefore', { games: before.games, score: before.score, time: clock(before.seconds) }), 6000);
}
