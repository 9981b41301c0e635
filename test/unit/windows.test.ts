import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TableInteraction } from '../../src/app/core/table-model';
import { today, type Deals } from '../../src/services/deals';
import { wireWindows } from '../../src/app/windows/windows';
import { formatCode, legalMoves, newGame, parseCode, type GameCode, type Grade } from '../../src/engine';
import { RecordWriter } from '../../src/persist/writer';
import { readStats, statsRecord } from '../../src/persist/stats';
import { readSettings } from '../../src/app/start/boot';
import type { Dialogs } from '../../src/ui/dialog';
import type { NewGameHandlers } from '../../src/ui/dialogs/new-game';
import type { DealBefore, WonActions, WonDeal, WonSummary } from '../../src/ui/dialogs/won';
import { DEFAULT_SETTINGS } from '../../src/settings';
import { fakePage, flush, startFacts, storeOf } from '../support/app';
import { MemoryStore } from '../support/memory-store';
import { historyKey, pastGame, type Ending } from '../../src/persist/history';
import type { KeyValueStore } from '../../src/persist/store';

/**
 * The windows feature through the context, with a fake page and the windows' own modules replaced
 * by fakes that note what they were given: which deal each choice starts, that the newest request
 * wins, that a window blocks the table, that a failed load says so and can be tried again.
 */

/** A window as the Dialogs class sees one. */
const fakeDialog = () => {
  const d = { open: false, dataset: {} as Record<string, string>, showModal: () => (d.open = true), close: () => (d.open = false) };
  return d as unknown as HTMLDialogElement;
};

const made = vi.hoisted(() => ({
  newGame: null as null | NewGameHandlers,
  newGameFails: 0,
  won: [] as { summary: WonSummary; deal: WonDeal; before: DealBefore | null }[],
  wonActions: null as null | WonActions,
}));

vi.mock('../../src/ui/dialogs/new-game', () => ({
  newGameDialog(dialogs: Dialogs, on: NewGameHandlers) {
    if (made.newGameFails > 0) {
      made.newGameFails--;
      throw new Error('offline');
    }
    made.newGame = on;
    const d = fakeDialog();
    return { open: () => dialogs.open(d), close: () => dialogs.close(d) };
  },
}));
vi.mock('../../src/ui/dialogs/won', () => ({
  wonDialog(_dialogs: Dialogs, _lang: unknown, on: WonActions) {
    made.wonActions = on;
    return { show: (summary: WonSummary, deal: WonDeal, before: Promise<DealBefore | null>) => void before.then((b) => made.won.push({ summary, deal, before: b })) };
  },
}));

/** Deals found when the test says so. */
function heldDeals() {
  const waiting: { kind: 'winnable' | 'daily' | 'graded'; rule?: string; grade?: string; resolve: (code: GameCode | null) => void }[] = [];
  const deals: Deals = {
    winnable: () => new Promise((resolve) => waiting.push({ kind: 'winnable', resolve })),
    graded: (_random, grade) => new Promise((resolve) => waiting.push({ kind: 'graded', grade, resolve })),
    daily: (day, rule, grade) => {
      expect(day).toEqual(today());
      return new Promise((resolve) => waiting.push({ kind: 'daily', rule, ...(grade ? { grade } : {}), resolve }));
    },
  };
  return { deals, waiting };
}

function wired(settings = DEFAULT_SETTINGS, history: KeyValueStore | null = null) {
  const store = storeOf(newGame({ rule: 'classic', deal: 3 }), settings);
  const ended: ((ending: Ending) => void)[] = [];
  const interaction = new TableInteraction(store);
  const { page, toasts, press } = fakePage();
  const { deals, waiting } = heldDeals();
  const dailies: string[] = [];
  const reviews: number[] = [];
  const grade: { now: Grade | null | undefined } = { now: undefined };
  const windows = wireWindows({ store, interaction, page, records: new RecordWriter(history, () => {}), start: startFacts({ readers: { settings: readSettings, stats: readStats, statsRecord } }), deals, stats: { dailyPlayed: () => dailies.push('played'), onEnded: (listener) => void ended.push(listener) }, review: { open: () => reviews.push(1) }, dealGrade: { current: () => grade.now }, lesson: { start: () => reviews.push(2) } });
  return { store, interaction, windows, toasts, press, waiting, dailies, reviews, grade, ended };
}

beforeEach(() => {
  vi.stubGlobal('document', { body: {} });
  made.newGame = null;
  made.won = [];
  made.newGameFails = 0;
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('the windows, through the context', () => {
  it('an address with a code starts its deal; a bad code says why, in the code error’s own words, and keeps the deal', () => {
    const { store, windows, toasts } = wired();
    windows.follow({ kind: 'code', code: parseCode('YU1-M-AAAAAAC') });
    expect(formatCode(store.state.game)).toBe('YU1-M-AAAAAAC');
    windows.follow({ kind: 'code', code: parseCode('YU1-X-AAAAAAB') });
    expect(formatCode(store.state.game)).toBe('YU1-M-AAAAAAC');
    expect(toasts.at(-1)).toMatch(/^badUrlCode .*Moosehide/);
  });

  it('a new deal: at once when any deal will do; with only winnable deals, the one the solver found, and a word while it looks', async () => {
    vi.useFakeTimers();
    const plain = wired();
    plain.windows.follow({ kind: 'new', rule: 'alaska' });
    expect(plain.store.state.game.rule).toBe('alaska');
    expect(plain.waiting).toEqual([]);

    const { store, windows, waiting, toasts } = wired({ ...DEFAULT_SETTINGS, winnableOnly: true });
    const before = store.state.game;
    windows.follow({ kind: 'new', rule: 'russian' });
    expect(waiting.map((w) => w.kind)).toEqual(['winnable']);
    expect(store.state.game).toBe(before);
    await vi.advanceTimersByTimeAsync(300);
    expect(toasts.at(-1)).toBe('winnableLooking {"count":1}');
    waiting[0]!.resolve({ rule: 'russian', deal: 42 });
    await vi.advanceTimersByTimeAsync(0);
    expect(formatCode(store.state.game)).toBe(formatCode({ rule: 'russian', deal: 42 }));
    expect(toasts.at(-1)).toBe('(hidden)');
  });

  it('none found: says so and deals as usual; the solver failing says so and keeps the game', async () => {
    const { store, windows, waiting, toasts } = wired({ ...DEFAULT_SETTINGS, winnableOnly: true });
    windows.follow({ kind: 'new', rule: 'classic' });
    waiting[0]!.resolve(null);
    await flush();
    expect(toasts).toContain('winnableNone');
    expect(store.state.game.rule).toBe('classic');
    const dealt = store.state.game;
    const failing = wired({ ...DEFAULT_SETTINGS, winnableOnly: true });
    failing.windows.follow({ kind: 'new', rule: 'classic' });
    (failing.waiting[0] as unknown as { resolve: (v: unknown) => void }).resolve(Promise.reject(new Error('worker died')));
    await flush();
    expect(failing.toasts).toContain('solverFailed');
    expect(store.state.game).toBe(dealt);
  });

  it('the newest request wins: a deal asked for after a search began is not replaced when the search ends', async () => {
    const { store, windows, waiting, press } = wired({ ...DEFAULT_SETTINGS, winnableOnly: true });
    windows.follow({ kind: 'new', rule: 'classic' });
    windows.follow({ kind: 'daily', rule: 'alaska' });
    expect(waiting.map((w) => [w.kind, w.rule])).toEqual([['winnable', undefined], ['daily', 'alaska']]);
    waiting[1]!.resolve({ rule: 'alaska', deal: 7 });
    await flush();
    waiting[0]!.resolve({ rule: 'classic', deal: 99 });
    await flush();
    expect(formatCode(store.state.game)).toBe(formatCode({ rule: 'alaska', deal: 7 }));
    // Turning "only winnable" off mid-search: the plain deal asked for then wins too.
    press('new-game');
    await flush();
    made.newGame!.setWinnableOnly(false);
    expect(store.state.settings.winnableOnly).toBe(false);
    store.setSettings({ ...store.state.settings, winnableOnly: true });
    made.newGame!.newDeal('classic');
    store.setSettings({ ...store.state.settings, winnableOnly: false });
    made.newGame!.newDeal('moosehide');
    waiting[2]!.resolve({ rule: 'classic', deal: 5 });
    await flush();
    expect(store.state.game.rule).toBe('moosehide');
  });

  it('a grade chosen: a new deal is one of that grade, with a word while it looks; the daily deal is the grade’s; "any" deals as before', async () => {
    vi.useFakeTimers();
    const { store, windows, waiting, toasts, dailies, press } = wired({ ...DEFAULT_SETTINGS, grade: 'hard', winnableOnly: false });
    windows.follow({ kind: 'new', rule: 'alaska' });
    expect(waiting.map((w) => [w.kind, w.grade])).toEqual([['graded', 'hard']]);
    await vi.advanceTimersByTimeAsync(300);
    expect(toasts.at(-1)).toBe('gradeLooking {"count":1,"grade":"grade.hard"}');
    waiting[0]!.resolve({ rule: 'alaska', deal: 77 });
    await vi.advanceTimersByTimeAsync(0);
    expect(formatCode(store.state.game)).toBe(formatCode({ rule: 'alaska', deal: 77 }));
    // None found: said in the grade's words, and a deal is dealt as usual.
    windows.follow({ kind: 'new', rule: 'classic' });
    waiting[1]!.resolve(null);
    await vi.advanceTimersByTimeAsync(0);
    expect(toasts).toContain('gradeNone');
    expect(store.state.game.rule).toBe('classic');
    windows.follow({ kind: 'daily', rule: 'classic' });
    expect(waiting[2]).toMatchObject({ kind: 'daily', rule: 'classic', grade: 'hard' });
    waiting[2]!.resolve({ rule: 'classic', deal: 4321 });
    await vi.advanceTimersByTimeAsync(0);
    expect(dailies).toEqual(['played']);
    // The window: the grade offered and changed; its daily button names the grade.
    press('new-game');
    await vi.advanceTimersByTimeAsync(0);
    const on = made.newGame!;
    expect(on.grades).toEqual(['any', 'easy', 'medium', 'hard', 'expert']);
    expect(on.grade()).toBe('hard');
    expect(on.todayText()).toMatch(/^dailyGradeOf .*"grade":"grade.hard"/);
    on.setGrade('any');
    expect(store.state.settings.grade).toBe('any');
    expect(on.todayText()).toMatch(/^dailyOf /);
    const before = waiting.length;
    on.newDeal('classic');
    expect(waiting).toHaveLength(before);
  });

  it('the daily deal counts in the run of dailies only once it is dealt', async () => {
    const { store, windows, waiting, dailies } = wired();
    windows.follow({ kind: 'daily', rule: 'classic' });
    expect(dailies).toEqual([]);
    waiting[0]!.resolve({ rule: 'classic', deal: 1234 });
    await flush();
    expect(store.state.game.deal).toBe(1234);
    expect(dailies).toEqual(['played']);
    windows.follow({ kind: 'daily', rule: 'classic' });
    waiting[1]!.resolve(null);
    await flush();
    expect(dailies).toEqual(['played']);
  });

  it('New game: a window open blocks the table; a typed code is started or refused with its sentence; the same deal under another game', async () => {
    const { store, interaction, press } = wired();
    press('new-game');
    await flush();
    expect(interaction.state.blocked).toContain('window');
    const on = made.newGame!;
    expect(on.playCode('YU1-C-AAAAAA')).toMatch(/.+/);
    expect(formatCode(store.state.game)).toBe(formatCode({ rule: 'classic', deal: 3 }));
    expect(on.playCode('yu1-r-aaaaaab')).toBeNull();
    expect(store.state.game).toMatchObject({ rule: 'relaxed', deal: 1 });
    on.replay('russian');
    expect(store.state.game).toMatchObject({ rule: 'russian', deal: 1 });
    expect(on.rule()).toBe('russian');
  });

  it('a window’s code that fails to load says so, and the next press loads it', async () => {
    const { toasts, press, interaction } = wired();
    made.newGameFails = 1;
    press('new-game');
    await flush();
    expect(toasts).toEqual(['loadFailed']);
    expect(interaction.state.blocked).toEqual([]);
    press('new-game');
    await flush();
    expect(made.newGame).not.toBeNull();
    expect(interaction.state.blocked).toContain('window');
  });

  it('the win window: the game’s deal, score, time and moves with the game’s totals; its buttons open New game, the review and Share', async () => {
    const { store, windows, reviews, interaction, grade, toasts } = wired();
    store.dispatch({ type: 'move', ...legalMoves(store.state.game)[0]! });
    windows.showWon();
    await vi.waitFor(() => expect(made.won).toHaveLength(1));
    // No storage: no earlier game of the deal is known, and none is made up.
    expect(made.won).toEqual([{ summary: { score: store.state.game.table.score, seconds: 0, moves: 1, ...store.state.stats.classic }, deal: { game: 'game.classic', code: 'YU1-C-AAAAAAD' }, before: { games: 0, won: 0, score: 0, seconds: 0 } }]);
    grade.now = 'expert';
    windows.showWon();
    await vi.waitFor(() => expect(made.won).toHaveLength(2));
    expect(made.won.at(-1)?.summary).toMatchObject({ grade: 'expert' });
    made.wonActions!.review();
    expect(reviews).toEqual([1]);
    vi.stubGlobal('location', { origin: 'https://yukon.example' });
    vi.stubGlobal('navigator', { clipboard: { writeText: async () => undefined } });
    made.wonActions!.share();
    await flush();
    expect(toasts.at(-1)).toMatch(/^linkCopied .*YU1-C-AAAAAAD/);
    made.wonActions!.playAgain();
    await flush();
    expect(interaction.state.blocked).toContain('window');
  });

  it('the win window says how the deal went before this game: its earlier wins’ best score and time, never this game’s own record', async () => {
    const history = new MemoryStore();
    const { windows, ended } = wired(DEFAULT_SETTINGS, history);
    const game = newGame({ rule: 'classic', deal: 3 });
    const code = formatCode(game);
    const past = (at: number, result: 'won' | 'left', score: number, seconds: number) => ({ ...pastGame({ game, spent: { seconds, hints: 0 }, ended: at, result, grade: null, deal: null }, code), score });
    // Another deal's game does not count; a left game counts as played, not as a win.
    const kept = [past(1000, 'won', 400, 300), past(2000, 'left', 0, 50), past(3000, 'won', 250, 200), { ...past(3500, 'won', 999, 10), code: 'YU1-C-AAAAAAB' }];
    for (const p of kept) await history.set(historyKey(p), p);
    // This game, ended now and already in the history: left out.
    const now = past(4000, 'won', 500, 100);
    await history.set(historyKey(now), now);
    for (const listener of ended) listener({ game, spent: { seconds: 100, hints: 0 }, ended: 4000, result: 'won', grade: null, deal: null });
    windows.showWon();
    await vi.waitFor(() => expect(made.won).toHaveLength(1));
    expect(made.won[0]?.before).toEqual({ games: 3, won: 2, score: 400, seconds: 200 });
  });

  it('Share: the system’s sheet with a link that opens the deal; without one the link is copied, and where copying is refused it is shown', async () => {
    vi.stubGlobal('location', { origin: 'https://yukon.example' });
    const shared: ShareData[] = [];
    vi.stubGlobal('navigator', { share: async (data: ShareData) => void shared.push(data) });
    const { press, toasts, grade } = wired();
    press('share');
    expect(shared).toEqual([{ title: 'title', text: 'shareText {"code":"YU1-C-AAAAAAD","game":"title"}', url: 'https://yukon.example/?code=YU1-C-AAAAAAD' }]);
    // A graded deal's share names its grade.
    grade.now = 'medium';
    press('share');
    expect(shared.at(-1)?.text).toBe('shareGradedText {"code":"YU1-C-AAAAAAD","game":"title","grade":"grade.medium"}');
    grade.now = undefined;
    shared.length = 0;
    // No share sheet: copied.
    const copied: string[] = [];
    vi.stubGlobal('navigator', { clipboard: { writeText: async (text: string) => void copied.push(text) } });
    press('share');
    await flush();
    expect(copied).toEqual(['https://yukon.example/?code=YU1-C-AAAAAAD']);
    expect(toasts.at(-1)).toBe('linkCopied {"url":"https://yukon.example/?code=YU1-C-AAAAAAD"}');
    // The sheet closed by the player is no failure; a sheet that fails falls back to copying.
    vi.stubGlobal('navigator', { share: () => Promise.reject(new DOMException('no', 'AbortError')), clipboard: { writeText: () => Promise.reject(new Error('denied')) } });
    const before = toasts.length;
    press('share');
    await flush();
    expect(toasts.length).toBe(before);
    vi.stubGlobal('navigator', { share: () => Promise.reject(new Error('broken')), clipboard: { writeText: () => Promise.reject(new Error('denied')) } });
    press('share');
    await flush();
    await flush();
    expect(toasts.at(-1)).toBe('linkShown {"url":"https://yukon.example/?code=YU1-C-AAAAAAD"}');
  });
});
