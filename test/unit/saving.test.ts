import { afterEach, describe, expect, it, vi } from 'vitest';
import { Store } from '../../src/app/core/app-store';
import { wireSaving } from '../../src/app/records/saving';
import { apply, legalMoves, newGame, serialise } from '../../src/engine';
import { KEYS, gameRecord, readGameRecord, readVersioned } from '../../src/persist/records';
import { NO_STATS, readStats, recordLeft } from '../../src/persist/stats';
import { RecordWriter, type SaveNotice } from '../../src/persist/writer';
import { DEFAULT_SETTINGS } from '../../src/settings';
import { fakePage, flush, pageLife, startFacts } from '../support/app';
import { MemoryStore } from '../support/memory-store';

/**
 * Saving through the context: the real store and the one writer over storage kept in memory, a page
 * life a test hides and leaves, and Web Locks faked to play a second tab.
 */

function wired({ saveFirst = false, storage = new MemoryStore() as MemoryStore | null } = {}) {
  // No Web Locks (every tab writes) unless a test says otherwise; the request to keep the data is noted.
  if (typeof navigator === 'undefined') vi.stubGlobal('navigator', { storage: { persist: async () => void persisted.push(true) } });
  let now = 0;
  const store = new Store({ game: newGame({ rule: 'classic', deal: 3 }), settings: DEFAULT_SETTINGS, stats: NO_STATS }, ['en'], () => now);
  const notices: [string, SaveNotice][] = [];
  const records = new RecordWriter(storage, (record, notice) => notices.push([record, notice]));
  const page = pageLife();
  const shown = fakePage();
  const elsewhere: string[] = [];
  let takeOver = () => {};
  wireSaving({ store, records, life: page.life, page: shown.page, start: startFacts({ resumed: !saveFirst }), windows: { showElsewhere: (run) => ((takeOver = run), elsewhere.push('shown')), hideElsewhere: () => elsewhere.push('hidden') } });
  const saved = () => readGameRecord(storage?.data.get(KEYS.game));
  return { store, storage, notices, page, toasts: shown.toasts, elsewhere, takeOver: () => takeOver(), saved, tick: (ms: number) => (now += ms) };
}

/**
 * Another tab holds the writer lock (Web Locks faked) past this tab's first, timed wait; taking
 * over steals it; a later wait is granted when that tab leaves.
 */
function otherTabHolds() {
  let holder: 'other' | 'this' | 'none' = 'other';
  let timed = false;
  const queue: (() => void)[] = [];
  const lock = { name: 'yukon-game-writer', mode: 'exclusive' } as Lock;
  vi.stubGlobal('navigator', {
    locks: {
      request: (_name: string, options: LockOptions, granted: (lock: Lock | null) => Promise<void> | undefined) => {
        if (options.ifAvailable && holder === 'other') return Promise.resolve(granted(null));
        // The first wait is the timed one: the other tab keeps the lock past it.
        if (options.signal && holder === 'other' && !timed) {
          timed = true;
          return Promise.reject(new DOMException('timed out', 'TimeoutError'));
        }
        if (holder === 'other' && !options.steal) {
          return new Promise((_, reject) => {
            queue.push(() => void granted(lock));
            options.signal?.addEventListener('abort', () => reject(new DOMException('called off', 'AbortError')));
          });
        }
        holder = 'this';
        void granted(lock);
        return new Promise(() => {});
      },
    },
  });
  return {
    leave: () => {
      holder = 'none';
      queue.splice(0).forEach((grant) => grant());
    },
  };
}

const persisted: boolean[] = [];
afterEach(() => {
  persisted.length = 0;
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('saving, through the context', () => {
  it('a move is written at the end of its task (two changes in one task, one write); a fresh deal only when asked', async () => {
    const { store, storage, saved } = wired();
    let writes = 0;
    storage!.failWrite = () => (writes++, null);
    store.dispatch({ type: 'move', ...legalMoves(store.state.game)[0]! });
    store.dispatch({ type: 'move', ...legalMoves(store.state.game)[0]! });
    expect(writes).toBe(0);
    await Promise.resolve();
    expect(writes).toBe(1);
    await flush();
    const first = saved();
    expect(first.ok && serialise(first.game)).toEqual(serialise(store.state.game));
    const fresh = wired({ saveFirst: true });
    await flush();
    expect(fresh.saved()).toMatchObject({ ok: true, game: { deal: 3, moves: 0 } });
    // The browser was asked to keep the data, once for each start.
    expect(persisted).toEqual([true, true]);
  });

  it('during a lesson the player’s own game is what is written, hidden page or not; it comes back as it was', async () => {
    const { store, saved, page } = wired();
    store.dispatch({ type: 'move', ...legalMoves(store.state.game)[0]! });
    await flush();
    const own = serialise(store.state.game);
    const lesson = { ...newGame({ rule: 'classic', deal: 9 }), deal: 0 };
    store.lessonAt(lesson);
    store.dispatch({ type: 'move', ...legalMoves(store.state.game)[0]! });
    page.hide();
    await flush();
    const during = saved();
    expect(during.ok && serialise(during.game)).toEqual(own);
    store.endLesson();
    await flush();
    expect(serialise(store.state.game)).toEqual(own);
    const after = saved();
    expect(after.ok && serialise(after.game)).toEqual(own);
  });

  it('settings and statistics are written when they change, each as its own record', async () => {
    const { store, storage } = wired();
    store.setSettings({ ...DEFAULT_SETTINGS, showWinnable: true });
    await flush();
    expect(readVersioned(storage!.data.get(KEYS.settings), DEFAULT_SETTINGS).value.showWinnable).toBe(true);
    expect(storage!.data.has(KEYS.stats)).toBe(false);
    store.setStats(recordLeft(NO_STATS, 'alaska', { hints: 2, unwinnable: false }));
    await flush();
    expect(readStats(storage!.data.get(KEYS.stats)).value.alaska.played).toBe(1);
  });

  it('while the clock runs the game is written once a second, and at once when the page is hidden or left', async () => {
    vi.useFakeTimers();
    const { store, storage, page, tick, saved } = wired();
    store.dispatch({ type: 'move', ...legalMoves(store.state.game)[0]! });
    await vi.advanceTimersByTimeAsync(0);
    tick(2000);
    await vi.advanceTimersByTimeAsync(1000);
    expect(saved()).toMatchObject({ ok: true, seconds: 2 });
    // Hidden: written at once (the clock stops with the page).
    tick(1000);
    storage!.data.clear();
    page.hide();
    await vi.advanceTimersByTimeAsync(0);
    expect(saved()).toMatchObject({ ok: true, seconds: 3 });
    storage!.data.clear();
    page.leave();
    await vi.advanceTimersByTimeAsync(0);
    expect(saved().ok).toBe(true);
  });

  it('a statistics write on a full disk is said once, kept, and written with the next write that lands', async () => {
    const { store, storage, notices } = wired();
    storage!.failWrite = (key) => (key === KEYS.stats ? 'quota' : null);
    store.setStats(recordLeft(NO_STATS, 'classic', { hints: 0, unwinnable: false }));
    await flush();
    store.setStats(recordLeft(store.state.stats, 'classic', { hints: 0, unwinnable: false }));
    await flush();
    expect(notices).toEqual([['stats', 'quota']]);
    expect(storage!.data.has(KEYS.stats)).toBe(false);
    storage!.failWrite = () => null;
    store.dispatch({ type: 'move', ...legalMoves(store.state.game)[0]! });
    await flush();
    await flush();
    expect(readStats(storage!.data.get(KEYS.stats)).value.classic.played).toBe(2);
  });

  it('a second tab: told the game is open elsewhere, writes no game until it takes over, then plays on from the latest saved game', async () => {
    otherTabHolds();
    const storage = new MemoryStore();
    const { store, elsewhere, takeOver } = wired({ storage });
    await flush();
    expect(elsewhere).toEqual(['shown']);
    store.dispatch({ type: 'move', ...legalMoves(store.state.game)[0]! });
    await flush();
    expect(storage.data.has(KEYS.game)).toBe(false);
    // The other tab saved another game, a move in.
    const start = newGame({ rule: 'alaska', deal: 17 });
    const theirs = apply(start, { type: 'move', ...legalMoves(start)[0]! });
    if (!theirs.ok) throw new Error('a legal move');
    storage.data.set(KEYS.game, gameRecord(theirs.game, { seconds: 40, hints: 1 }));
    takeOver();
    await flush();
    await flush();
    expect(elsewhere).toEqual(['shown', 'hidden']);
    expect(serialise(store.state.game)).toEqual(serialise(theirs.game));
    expect(store.state.hints).toBe(1);
    store.dispatch({ type: 'move', ...legalMoves(store.state.game)[0]! });
    await flush();
    const after = readGameRecord(storage.data.get(KEYS.game));
    expect(after.ok && after.game.moves).toBe(2);
  });

  it('taking over when the other tab’s game cannot be read: this tab plays on with its own, and says so', async () => {
    otherTabHolds();
    const storage = new MemoryStore();
    const { store, takeOver, toasts, elsewhere } = wired({ storage });
    await flush();
    const mine = store.state.game;
    storage.get = () => Promise.reject(new Error('storage failed'));
    takeOver();
    await flush();
    await flush();
    expect(toasts).toEqual(['takeOverUnread']);
    expect(store.state.game).toBe(mine);
    expect(elsewhere).toEqual(['shown', 'hidden']);
  });

  it('a page that waited in vain for the lock (a reload whose old page took its time, a tab closed) plays on by itself once it is free, with the latest saved game', async () => {
    const other = otherTabHolds();
    const storage = new MemoryStore();
    const { store, elsewhere } = wired({ storage });
    await flush();
    expect(elsewhere).toEqual(['shown']);
    const start = newGame({ rule: 'alaska', deal: 17 });
    const theirs = apply(start, { type: 'move', ...legalMoves(start)[0]! });
    if (!theirs.ok) throw new Error('a legal move');
    storage.data.set(KEYS.game, gameRecord(theirs.game, { seconds: 40, hints: 1 }));
    other.leave();
    await flush();
    await flush();
    expect(elsewhere).toEqual(['shown', 'hidden']);
    expect(serialise(store.state.game)).toEqual(serialise(theirs.game));
    store.dispatch({ type: 'move', ...legalMoves(store.state.game)[0]! });
    await flush();
    const after = readGameRecord(storage.data.get(KEYS.game));
    expect(after.ok && after.game.moves).toBe(2);
  });

  it('no storage at all: nothing is written and nothing fails', async () => {
    const { store, notices } = wired({ storage: null });
    store.dispatch({ type: 'move', ...legalMoves(store.state.game)[0]! });
    await flush();
    expect(notices).toEqual([]);
  });
});
