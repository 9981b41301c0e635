import { afterEach, describe, expect, it, vi } from 'vitest';
import { TableInteraction } from '../../src/app/core/table-model';
import { makeReview } from '../../src/app/solving/game-review';
import { isGameWon, legalMoves, newGame, type Game, type Grade, type Move } from '../../src/engine';
import { t } from '../../src/ui/i18n';
import type { StripActions, StripView } from '../../src/ui/review';
import { flush, fakePage, solverOracle, storeOf } from '../support/app';
import { gameAt, table } from '../support/tables';

/**
 * The game's review through the context: the real store, model and oracle (the solver on this
 * thread), a fake page, and the strip replaced by one that notes each view and lets a test press
 * its buttons.
 */

const strip = vi.hoisted(() => ({ views: [] as StripView[], actions: null as null | StripActions, hidden: 0 }));
vi.mock('../../src/ui/review', () => ({
  ReviewStrip: class {
    constructor(_host: unknown, actions: StripActions) {
      strip.actions = actions;
    }
    show(view: StripView) {
      strip.views.push(view);
    }
    hide() {
      strip.hidden++;
    }
  },
}));

/** Every card face up, two columns to play home: a short won line. */
const endgame = () => gameAt(table(['KS QS JS 10S 9S 8S 7S 6S 5S 4S 3S 2S', 'AS'], { H: 13, D: 13, C: 13 }));

/**
 * `grade`: the deal's grade, known at once; `later`: the grade not known yet, answered when the
 * returned `grade` is called (a review opened within moments of the deal).
 */
function wired(game: Game, grade?: Grade, later?: Grade) {
  strip.views = [];
  strip.hidden = 0;
  const store = storeOf(game);
  const interaction = new TableInteraction(store);
  const { oracle, asked } = solverOracle();
  const { page, toasts } = fakePage();
  let known = grade ? { verdict: 'won' as const, grade, line: [] } : undefined;
  let answer: () => void = () => {};
  const gradeAsked = vi.fn();
  const grades = {
    known: () => known,
    of: () => {
      gradeAsked();
      return new Promise<NonNullable<typeof known>>((resolve, reject) => {
        answer = () => {
          if (!later) return reject(new Error('no grade'));
          known = { verdict: 'won' as const, grade: later, line: [] };
          resolve(known);
        };
      });
    },
  };
  const review = makeReview({ store, interaction, stage: { animating: false }, page, oracle, grades });
  /** Settles the review's questions (each answered on this thread at once). */
  const answered = async () => {
    for (let i = 0; i < 20; i++) await flush();
  };
  return { store, interaction, review, asked, toasts, answered, last: () => strip.views.at(-1)!, gradeAsked, graded: () => answer() };
}

const play = (game: Game, moves: readonly Move[]) => {
  const store = storeOf(game);
  for (const move of moves) expect(store.dispatch({ type: 'move', ...move }).ok).toBe(true);
  return store.state.game;
};

afterEach(() => vi.useRealTimers());

describe('the game’s review, through the context', () => {
  it('opens on the last position with the table blocked, marks each position as the solver decides, and says what it found', async () => {
    const game = play(endgame(), [{ card: 'AS', to: 'foundation' }, { card: '2S', to: 'foundation' }]);
    const { review, interaction, answered, last, store } = wired(game);
    review.open();
    expect(interaction.state.blocked).toContain('review');
    expect(interaction.state.preview).toBe(store.state.game.table);
    expect(last()).toMatchObject({ at: 2, marks: [{ verdict: null }, { verdict: null }, { verdict: null }], play: { enabled: false, why: t('en', 'review.here') } });
    await answered();
    expect(last().marks.map((m) => m.verdict)).toEqual(['won', 'won', 'won']);
    expect(last().said).toBe(t('en', 'review.allWon'));
    expect(last().watch).toBe('offered');
    expect(review.state()).toEqual({ verdicts: ['won', 'won', 'won'], at: 2 });
  });

  it('a deal lost from its start says so', async () => {
    // Classic deal 4 cannot be won (the solver proves it within its budget).
    const start = newGame({ rule: 'classic', deal: 4 });
    const { review, answered, last } = wired(play(start, [legalMoves(start)[0]!]));
    review.open();
    await answered();
    expect(last().marks.map((m) => m.verdict)).toEqual(['lost', 'lost']);
    expect(last().said).toBe(t('en', 'review.dealLost'));
    expect(last().watch).toBe('hidden');
  });

  it('a mark picked shows its position on the table and leaves the game; Play from here undoes back to it and closes', async () => {
    const start = endgame();
    const game = play(start, [{ card: 'AS', to: 'foundation' }, { card: '2S', to: 'foundation' }]);
    const { review, interaction, answered, last, store, toasts } = wired(game);
    review.open();
    await answered();
    strip.actions!.pick(0);
    expect(interaction.state.preview).toBe(start.table);
    expect(store.state.game).toBe(game);
    expect(last()).toMatchObject({ at: 0, badge: t('en', 'review.previewDeal'), play: { enabled: true } });
    strip.actions!.play();
    expect(review.state()).toBeNull();
    expect(interaction.state.blocked).toEqual([]);
    expect(interaction.state.preview).toBeNull();
    expect(store.state.game.table).toEqual(start.table);
    expect(toasts.at(-1)).toBe(t('en', 'review.playing', { steps: 2 }));
  });

  it('the deal’s grade, when known, is said with the deal: on its mark and over its preview', async () => {
    const start = newGame({ rule: 'classic', deal: 3 });
    const game = play(start, legalMoves(start).slice(0, 1));
    const { review, answered, last } = wired(game, 'hard');
    review.open();
    await answered();
    strip.actions!.pick(0);
    expect(last().badge).toBe(`${t('en', 'review.previewDeal')} · ${t('en', 'grade.hard')}`);
    expect(last().marks[0]!.words).toBe(t('en', 'review.dealGraded', { grade: t('en', 'grade.hard'), verdict: t('en', 'review.won') }));
  });

  it('a grade not yet known when the review opens is asked for, and said on the deal’s mark once it comes', async () => {
    const start = newGame({ rule: 'classic', deal: 3 });
    const game = play(start, legalMoves(start).slice(0, 1));
    const { review, answered, last, gradeAsked, graded } = wired(game, undefined, 'medium');
    review.open();
    await answered();
    strip.actions!.pick(0);
    expect(gradeAsked).toHaveBeenCalledTimes(1);
    expect(last().marks[0]!.words).toBe(t('en', 'review.deal', { verdict: t('en', 'review.won') }));
    graded();
    await answered();
    expect(last().badge).toBe(`${t('en', 'review.previewDeal')} · ${t('en', 'grade.medium')}`);
    expect(last().marks[0]!.words).toBe(t('en', 'review.dealGraded', { grade: t('en', 'grade.medium'), verdict: t('en', 'review.won') }));
  });

  it('a grade known already is not asked again', async () => {
    const start = newGame({ rule: 'classic', deal: 3 });
    const { review, gradeAsked } = wired(play(start, legalMoves(start).slice(0, 1)), 'hard');
    review.open();
    expect(gradeAsked).not.toHaveBeenCalled();
  });

  it('a change of the game closes the review and withdraws its questions', async () => {
    const start = newGame({ rule: 'classic', deal: 3 });
    const game = play(start, [legalMoves(start)[0]!]);
    const { review, store, asked, interaction } = wired(game);
    review.open();
    expect(asked.length).toBeGreaterThan(0);
    store.start({ rule: 'classic', deal: 5 });
    expect(review.state()).toBeNull();
    expect(strip.hidden).toBe(1);
    expect(interaction.state.blocked).toEqual([]);
    expect(asked.every((q) => q.signal.aborted)).toBe(true);
  });

  it('watching the solver win plays its line on the preview only: nothing of the game moves, and it can be stopped', async () => {
    vi.useFakeTimers();
    const start = endgame();
    const game = play(start, [{ card: 'AS', to: 'foundation' }]);
    const { review, interaction, last, store, toasts } = wired(game);
    review.open();
    await vi.advanceTimersByTimeAsync(0);
    strip.actions!.watch();
    await vi.advanceTimersByTimeAsync(0);
    expect(interaction.state.preview).toBe(start.table);
    expect(last().watch).toBe('watching');
    await vi.advanceTimersByTimeAsync(250 * 3);
    expect(last().said).toBe(t('en', 'review.watching', { n: 3, count: 13 }));
    strip.actions!.watch();
    expect(last().watch).toBe('offered');
    await vi.advanceTimersByTimeAsync(250 * 20);
    // Stopped: the table shows the position picked before, and the line goes no further.
    expect(last().at).toBe(1);
    expect(interaction.state.preview).toBe(game.table);
    // Watched to the end, it says so; the game is as it was.
    strip.actions!.watch();
    await vi.advanceTimersByTimeAsync(250 * 14);
    expect(toasts.at(-1)).toBe(t('en', 'review.watched', { moves: 13 }));
    expect(interaction.state.preview && isGameWon({ ...store.state.game, table: interaction.state.preview })).toBe(true);
    expect(store.state.game).toBe(game);
  });
});
