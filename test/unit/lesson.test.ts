import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TableInteraction } from '../../src/app/core/table-model';
import { runLesson } from '../../src/app/lesson/lesson';
import { wireLesson } from '../../src/app/lesson/offer';
import { LESSON, lessonTable } from '../../src/app/lesson/steps';
import { wireStats } from '../../src/app/records/statistics';
import { ALL_CARDS, formatCode, legalMoves, newGame, refuseMove, type CardId, type Refusal } from '../../src/engine';
import type { Page } from '../../src/ui/page';
import { LANGS, t } from '../../src/ui/i18n';
import { cardName, refusalSentence } from '../../src/ui/messages';
import { shownHint } from '../../src/interaction';
import { DEFAULT_SETTINGS } from '../../src/settings';
import { flush, solverOracle, storeOf } from '../support/app';

describe('the lesson’s positions', () => {
  it.each(LESSON)('$name: a whole deck, face-down cards only under face-up ones, and its move legal there', (step) => {
    const table = lessonTable(step);
    const cards = table.columns.flatMap((c) => c.cards);
    expect(new Set(cards).size).toBe(52);
    expect([...cards].sort()).toEqual([...ALL_CARDS].sort());
    for (const c of table.columns) expect(c.cards.length === 0 || c.down < c.cards.length).toBe(true);
    const moves = legalMoves({ rule: 'classic', table });
    expect(moves.some((m) => m.card === step.goal && m.to !== 'foundation')).toBe(true);
    // Nothing goes home by the way: the step is about the columns.
    expect(moves.filter((m) => m.to === 'foundation')).toEqual([]);
    if (step.refused) expect(refuseMove(table, 'classic', step.refused)?.reason).toBe('wrong-colour');
  });

  it('the group step is the source’s example: the 9♠ lifts the 3♥, Q♠ and 5♥', () => {
    const table = lessonTable(LESSON[0]!);
    expect(table.columns[1]!.cards.slice(table.columns[1]!.down)).toEqual(['9S', '3H', 'QS', '5H']);
  });

  it('every sentence in every language, naming as many cards as its step does', () => {
    for (const step of LESSON) {
      for (const lang of LANGS) {
        const text = t(lang, `lesson.${step.name}`);
        const names = [...text.matchAll(/\{(\w)\}/g)].map((m) => m[1]);
        expect(Math.max(...names.map((n) => n!.charCodeAt(0) - 96))).toBeLessThanOrEqual(step.named.length);
      }
    }
  });
});

/** A page that keeps its one notice, with buttons a test presses. */
function noticePage() {
  let current: { message: string; button: string; action: () => void; second?: { text: string; action: () => void }; plain?: boolean } | null = null;
  const toasts: string[] = [];
  const page = {
    say: (key: string, values: Record<string, string> = {}) => (Object.keys(values).length ? `${key} ${Object.values(values).join(' ')}` : key),
    card: (card: CardId) => cardName(card, 'en'),
    notice: (message: string, button: string, action: () => void, more: { second?: { text: string; action: () => void }; plain?: boolean } = {}) => {
      current = { message, button, action, ...(more.second ? { second: more.second } : {}), ...(more.plain ? { plain: true } : {}) };
      return () => {};
    },
    hideNotice: () => (current = null),
    toast: (message: string) => void toasts.push(message),
  };
  const press = (which: 'first' | 'second') => {
    const shown = current;
    current = null;
    if (which === 'first') shown?.action();
    else shown?.second?.action();
  };
  return { page: page as unknown as Page, notice: () => current, press, toasts };
}

describe('the lesson', () => {
  const classes = new Set<string>();
  beforeEach(() => {
    classes.clear();
    vi.stubGlobal('document', { documentElement: { classList: { add: (c: string) => classes.add(c), remove: (c: string) => classes.delete(c) } } });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('steps through its positions on the player’s moves, waits for the refusal, and gives the player’s own game back', () => {
    const own = newGame({ rule: 'alaska', deal: 77 });
    const store = storeOf(own);
    store.dispatch({ type: 'move', ...legalMoves(own)[0]! });
    const played = store.state.game;
    const interaction = new TableInteraction(store);
    const { page, notice, press } = noticePage();
    let ended = 0;
    runLesson({ store, page, interaction, done: () => ended++ });
    expect(classes.has('lesson')).toBe(true);
    expect(store.state.lesson).toBe(true);
    // The player's own game is what is saved meanwhile.
    expect(store.own().game).toBe(played);
    expect(notice()?.message).toBe('lesson.group 9♠ 10♥ 3♥ Q♠ 5♥');
    // Skip is there, but not the button to press; the move to make is shown on the table, as a hint.
    expect(notice()).toMatchObject({ button: 'lessonSkip', plain: true });
    expect(shownHint(interaction.state)).toEqual({ card: '9S', to: 0 });
    // A move that is not the lesson's changes nothing of it.
    interaction.play({ card: 'QS', to: 3 });
    expect(notice()?.message).toMatch(/^lesson.group /);
    interaction.play({ card: '9S', to: 0 });
    expect(notice()).toMatchObject({ message: 'lesson.groupDone 9♠ 10♥ 3♥ Q♠ 5♥', button: 'lessonNext' });
    press('first');
    expect(notice()?.message).toMatch(/^lesson.king /);
    interaction.play({ card: 'KD', to: 2 });
    press('first');
    expect(notice()?.message).toMatch(/^lesson.refused /);
    // First the move the rules refuse is pointed at.
    expect(shownHint(interaction.state)).toEqual({ card: '3H', to: 0 });
    // The right move before the refusal is not yet the step's end: it asks for the refusal first.
    const refusal = refuseMove(store.state.game.table, 'classic', { card: '3H', to: 0 }) as Refusal;
    interaction.refused(refusal);
    // The panel says the rule itself, and points at the right move.
    expect(notice()?.message).toBe(`lesson.refusedWhy 3♥ 4♦ 4♠ ${refusalSentence(refusal, 'en')}`);
    expect(shownHint(interaction.state)).toEqual({ card: '3H', to: 2 });
    interaction.play({ card: '3H', to: 2 });
    expect(notice()).toMatchObject({ message: 'lesson.refusedDone 3♥ 4♦ 4♠', button: 'lessonPlay' });
    expect(notice()?.second).toBeUndefined();
    press('first');
    expect(ended).toBe(1);
    expect(store.state.lesson).toBe(false);
    expect(store.state.game).toBe(played);
    expect(classes.has('lesson')).toBe(false);
  });

  it('is skipped in one press at any step; a new game ends it too, leaving the player’s game for it (counted as left)', async () => {
    const own = newGame({ rule: 'classic', deal: 3 });
    const store = storeOf(own);
    const interaction = new TableInteraction(store);
    const { page, press, notice } = noticePage();
    let ended = 0;
    runLesson({ store, page, interaction, done: () => ended++ });
    press('first');
    expect(ended).toBe(1);
    expect(store.state.game).toBe(own);
    expect(notice()).toBeNull();
    // A game in play, a lesson, then a new game: the game in play counts as left, the lesson nowhere.
    const { oracle } = solverOracle();
    wireStats({ store, oracle, grades: { known: () => undefined } as never });
    store.dispatch({ type: 'move', ...legalMoves(own)[0]! });
    runLesson({ store, page, interaction, done: () => ended++ });
    interaction.play({ card: '9S', to: 0 });
    store.start({ rule: 'classic', deal: 5 });
    await flush();
    expect(ended).toBe(2);
    expect(classes.has('lesson')).toBe(false);
    expect(formatCode(store.state.game)).toBe(formatCode({ rule: 'classic', deal: 5 }));
    expect(store.state.stats.classic).toMatchObject({ played: 1, won: 0 });
  });

  it('is offered once, to a player who has played nothing; either answer keeps it from being offered again', async () => {
    const store = storeOf(newGame({ rule: 'classic', deal: 3 }));
    const interaction = new TableInteraction(store);
    const { page, notice, press } = noticePage();
    const lesson = wireLesson({ store, page, interaction });
    lesson.offer();
    await vi.waitFor(() => expect(notice()?.message).toBe('lessonOffer'));
    press('second');
    expect(store.state.settings.lessonSeen).toBe(true);
    lesson.offer();
    await flush();
    expect(notice()).toBeNull();
    // A player with games behind them is not offered it.
    const veteran = storeOf(newGame({ rule: 'classic', deal: 3 }), DEFAULT_SETTINGS);
    veteran.setStats({ ...veteran.state.stats, relaxed: { ...veteran.state.stats.relaxed, played: 3 } });
    wireLesson({ store: veteran, page, interaction }).offer();
    await flush();
    expect(notice()).toBeNull();
  });
});
