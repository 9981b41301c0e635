import { describe, expect, it, vi } from 'vitest';
import { TableInteraction } from '../../src/app/core/table-model';
import { wireStats } from '../../src/app/records/statistics';
import { wireBadge } from '../../src/app/solving/badge';
import { wireFinish } from '../../src/app/solving/finish';
import { Oracle } from '../../src/services/oracle';
import { apply, isGameWon, legalMoves, newGame, type GameCode } from '../../src/engine';
import type { GradeBook } from '../../src/services/grading';
import { NO_STATS } from '../../src/persist/stats';
import type { Solution } from '../../src/solver';
import { DEFAULT_SETTINGS } from '../../src/settings';
import { fakePage, flush, solverOracle, storeOf } from '../support/app';
import { gameAt, table } from '../support/tables';

describe('app features through the context, with a fake page and stage', () => {
  it('the badge: off until asked; pending, then the verdict a moment after a move; along a proved line at once', async () => {
    vi.useFakeTimers();
    try {
      const store = storeOf(newGame({ rule: 'classic', deal: 3 }));
      const { oracle, asked } = solverOracle();
      const { page, verdicts } = fakePage();
      const shown: string[] = [];
      wireBadge({ store, page, oracle, help: { shown: (v) => shown.push(v) } });
      expect(verdicts).toEqual([null]);
      store.setSettings({ ...store.state.settings, showWinnable: true });
      expect(verdicts.at(-1)).toBe('pending');
      await vi.advanceTimersByTimeAsync(400);
      expect(verdicts.at(-1)).toBe('won');
      expect(shown).toEqual(['won']);
      // Along the proved line the badge answers at once, without asking.
      const before = asked.length;
      const proof = oracle.known(store.state.game);
      if (proof?.verdict !== 'won') throw new Error('deal 3 is won');
      store.dispatch({ type: 'move', ...proof.line[0]! });
      expect(verdicts.at(-1)).toBe('won');
      expect(asked).toHaveLength(before);
    } finally {
      vi.useRealTimers();
    }
  });
  it('the badge’s next question withdraws the badge’s older one, never a hint’s', async () => {
    vi.useFakeTimers();
    try {
      const signals: { asker: string; signal: AbortSignal }[] = [];
      let asker = '';
      const oracle = new Oracle((_position, _ms, _nodes, signal) => {
        signals.push({ asker, signal });
        return new Promise<Solution>(() => {});
      });
      const store = storeOf(newGame({ rule: 'classic', deal: 3 }), { ...DEFAULT_SETTINGS, showWinnable: true });
      wireBadge({ store, page: fakePage().page, oracle, help: { shown: () => {} } });
      asker = 'badge';
      await vi.advanceTimersByTimeAsync(400);
      asker = 'hint';
      void oracle.about('hint', store.state.game, { ms: 1000 }).catch(() => {});
      asker = 'badge';
      store.dispatch({ type: 'move', ...legalMoves(store.state.game)[0]! });
      await vi.advanceTimersByTimeAsync(400);
      // The badge's first question was shared with the hint: it stands, and so does the hint's.
      expect(signals.map((q) => [q.asker, q.signal.aborted])).toEqual([['badge', false], ['badge', false]]);
      store.dispatch({ type: 'move', ...legalMoves(store.state.game)[0]! });
      expect(signals.map((q) => [q.asker, q.signal.aborted])).toEqual([['badge', false], ['badge', true]]);
    } finally {
      vi.useRealTimers();
    }
  });
  it('Finish: offered only once every card is face up and the line is proved; pressed, it plays the line with the table blocked, then unblocks', async () => {
    // Every card face up: two columns to play home.
    const game = gameAt(table(['KS QS JS 10S 9S 8S 7S 6S 5S 4S 3S 2S', 'AS'], { H: 13, D: 13, C: 13 }));
    const store = storeOf(game);
    const interaction = new TableInteraction(store);
    const { oracle } = solverOracle();
    const { page, controls, press } = fakePage();
    const blocked: string[][] = [];
    interaction.subscribe((m) => blocked.push([...m.blocked]));
    wireFinish({ store, interaction, stage: { animating: false } as never, page, oracle });
    await flush();
    expect(controls.get('finish')).toBe(true);
    press('finish');
    for (let i = 0; i < 40 && !isGameWon(store.state.game); i++) await new Promise((resolve) => setTimeout(resolve, 5));
    expect(isGameWon(store.state.game)).toBe(true);
    expect(blocked.some((b) => b.includes('finish'))).toBe(true);
    expect(interaction.state.blocked).toEqual([]);
    expect(controls.get('finish')).toBe(false);
    // Never offered with a face-down card left.
    const { page: other, controls: none } = fakePage();
    wireFinish({ store: storeOf(newGame({ rule: 'classic', deal: 3 })), interaction, stage: { animating: false } as never, page: other, oracle });
    await flush();
    expect(none.get('finish')).toBe(false);
  });
  it('statistics: a game left with moves counts as played, a deal proved lost from its start apart, a win with its score', async () => {
    const { oracle } = solverOracle();
    // Deal 3 is winnable: leaving it after a move is a game played and lost.
    const store = storeOf(newGame({ rule: 'classic', deal: 3 }));
    // Deal 3's grade is known (as it is once the deal came to the table), say Hard; deal 0's is not.
    const grades = { known: (code: GameCode) => (code.deal === 3 ? { verdict: 'won' as const, grade: 'hard' as const, line: [] } : undefined) } as unknown as GradeBook;
    wireStats({ store, oracle, grades });
    const first = legalMoves(store.state.game)[0]!;
    store.dispatch({ type: 'move', ...first });
    store.start({ rule: 'classic', deal: 5 });
    await flush();
    expect(store.state.stats.classic).toMatchObject({ played: 1, won: 0, unwinnable: 0 });
    expect(store.state.stats.grades.classic.hard).toEqual({ played: 1, won: 0, bestSeconds: 0 });
    expect(store.state.stats.grades.classic.easy).toEqual({ played: 0, won: 0, bestSeconds: 0 });
    // Deal 4 cannot be won from its start: leaving it is counted apart.
    store.start({ rule: 'classic', deal: 4 });
    store.dispatch({ type: 'move', ...legalMoves(store.state.game)[0]! });
    store.start({ rule: 'classic', deal: 6 });
    await flush();
    await flush();
    expect(store.state.stats.classic).toMatchObject({ played: 1, unwinnable: 1 });
    // A win: the last card home.
    const almost = gameAt(table(['KS', ''], { H: 13, D: 13, C: 13, S: 12 }));
    const winning = storeOf(almost);
    wireStats({ store: winning, oracle, grades });
    winning.dispatch({ type: 'move', card: 'KS', to: 'foundation' });
    expect(winning.state.stats.grades).toEqual(NO_STATS.grades);
    expect(winning.state.stats.classic).toMatchObject({ played: 1, won: 1, bestScore: apply(almost, { type: 'move', card: 'KS', to: 'foundation' }).game.table.score });
  });
});
