import { parseCode } from '../../engine';
import { HISTORY_LIMIT, historyKey, type PastGame } from '../../persist/history';
import { replayPast, ruleOf } from '../../persist/past';
import { pastGames } from './past-games';
import type { Dialogs } from '../../ui/dialog';
import { historyDialog, type HistoryRow } from '../../ui/dialogs/history';
import type { Ctx } from '../core/context';
import { backupSection } from '../../ui/dialogs/backup';
import { backupHandlers } from './backup';
import type { BackupReaders } from '../core/start-facts';
import type { Review } from '../core/apis';

/** A past game as the window shows it. */
export const rowOf = (past: PastGame): HistoryRow => ({
  key: historyKey(past),
  ended: past.ended,
  rule: ruleOf(past),
  grade: past.grade,
  result: past.result,
  score: past.score,
  moves: past.moves,
  seconds: past.seconds,
  hints: past.hints,
  deal: past.deal,
});

/**
 * The History window, loaded the first time it is opened: the games read from storage through the
 * one writer, a past game's review (its line replayed through the rules first: a game that does
 * not replay says so and opens nothing), its deal played again, or shared.
 */
export function pastWindow({ dialogs, store, records, page, review, share, readers }: Ctx<'store' | 'records' | 'page'> & {
  dialogs: Dialogs;
  readers: BackupReaders;
  review: Pick<Review, 'open'>;
  share(code: string, grade: PastGame['grade']): void;
}): { open(): void } {
  const kept = new Map<string, PastGame>();
  const backup = backupSection(backupHandlers({ store, records, page, readers, changed: () => dialog.reload() }));
  const dialog = historyDialog(dialogs, {
    async games(last) {
      const games = await pastGames(records, last);
      for (const past of games) kept.set(historyKey(past), past);
      return games.map(rowOf);
    },
    review(key) {
      const past = kept.get(key);
      if (!past) return;
      const replayed = replayPast(past);
      if (!replayed.ok) return void page.toast(page.say('pastUnreadable', { why: replayed.why }), 8000);
      dialog.close();
      review.open({ game: replayed.game, note: page.say('pastNote') });
    },
    again(key) {
      const code = parseCode(kept.get(key)?.code ?? '');
      if (!code.ok) return;
      dialog.close();
      store.start(code.code);
    },
    share(key) {
      const past = kept.get(key);
      if (past) share(past.code, past.grade);
    },
    lang: () => store.state.lang,
    limit: HISTORY_LIMIT,
    foot: backup.nodes,
  });
  return {
    open() {
      dialog.open();
      backup.refresh();
    },
  };
}
