import { historyKey, type PastGame } from '../../persist/history';
import { readPastGame, ruleOf } from '../../persist/past';
import type { Rule } from '../../engine';
import type { Ctx } from '../core/context';

/**
 * The games of the history as stored (and any not yet written), read and checked, newest first:
 * for the History window, the statistics' pictures and a backup. A record that is not a past game
 * of ours is left out. With `last`, only the newest so many stored.
 */
export async function pastGames(records: Ctx<'records'>['records'], last?: number): Promise<PastGame[]> {
  const stored = await records.history(last);
  const byKey = new Map<string, PastGame>();
  for (const data of [...stored, ...records.waiting()]) {
    const past = readPastGame(data);
    if (past) byKey.set(historyKey(past), past);
  }
  return [...byKey.values()].sort((a, b) => b.ended - a.ended);
}

/** The games as the statistics' pictures read them: oldest first, each its game, end and whether it was won. */
export async function chartGames(records: Ctx<'records'>['records']): Promise<{ rule: Rule; ended: number; won: boolean }[]> {
  return (await pastGames(records)).reverse().map((past) => ({ rule: ruleOf(past), ended: past.ended, won: past.result === 'won' }));
}
