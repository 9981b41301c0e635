import { formatCode, type Game } from '../../engine';
import type { PastGame } from '../../persist/history';
import { dealBefore, readPastGame } from '../../persist/past';
import { clock } from '../../ui/i18n';
import type { Ctx } from '../core/context';


/** A deal come to the table that was played before says how it went (unless another deal came meanwhile). */
export async function sayBefore({ records, store, page, game }: Ctx<'records' | 'store' | 'page'> & { game: Game }): Promise<void> {
  const code = formatCode(game);
  const games = (await records.historyOf(code).catch(() => [])).map(readPastGame).filter((past): past is PastGame => past !== null);
  if (games.length === 0 || store.state.game !== game) return;
  const before = dealBefore(games);
  page.toast(before.won === 0 ? page.say('dealBeforeUnwon', { games: before.games }) : page.say('dealBefore', { games: before.games, score: before.score, time: clock(before.seconds) }), 6000);
}
