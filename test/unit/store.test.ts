import { afterEach, describe, expect, it, vi } from 'vitest';
import { newGame, type Game } from '../../src/engine';
import { PlayClock } from '../../src/app/core/play-clock';
import { PHASES, Store, type Change, type Phase } from '../../src/app/core/app-store';
import type { Spent } from '../../src/persist/records';
import { NO_RULE_STATS, NO_STATS } from '../../src/persist/stats';
import { DEFAULT_SETTINGS } from '../../src/settings';

const code = { rule: 'classic' as const, deal: 3 };

function clocked(start: Partial<{ game: Game; spent: Spent }> = {}, langs: string[] = ['en']) {
  let now = 0;
  const store = new Store({ game: newGame(code), settings: DEFAULT_SETTINGS, stats: NO_STATS, ...start }, langs, () => now);
  return { store, tick: (ms: number) => (now += ms) };
}

afterEach(() => vi.useRealTimers());

describe('the play clock', () => {
  it('starts at the first move and pauses while the page is hidden', () => {
    const { store, tick } = clocked();
    tick(5000);
    expect(store.seconds).toBe(0);
    store.dispatch({ type: 'move', card: 'AH', to: 'foundation' });
    tick(3000);
    expect(store.seconds).toBe(3);
    store.setHidden(true);
    tick(60_000);
    expect(store.seconds).toBe(3);
    store.setHidden(false);
    tick(1000);
    expect(store.seconds).toBe(4);
  });
  it('ticks once a second only while the clock runs: one interval, cleared when the clock stops or no one listens', () => {
    vi.useFakeTimers();
    const { store } = clocked();
    let ticks = 0;
    const off = store.onTick(() => ticks++);
    vi.advanceTimersByTime(5000);
    expect([ticks, vi.getTimerCount()]).toEqual([0, 0]);
    store.dispatch({ type: 'move', card: 'AH', to: 'foundation' });
    vi.advanceTimersByTime(3000);
    expect([ticks, vi.getTimerCount()]).toEqual([3, 1]);
    store.setHidden(true);
    vi.advanceTimersByTime(3000);
    expect([ticks, vi.getTimerCount()]).toEqual([3, 0]);
    store.setHidden(false);
    vi.advanceTimersByTime(1000);
    off();
    vi.advanceTimersByTime(3000);
    expect([ticks, vi.getTimerCount()]).toEqual([4, 0]);
  });
  it('keeps the play time and hints of the game a new deal replaced, for the statistics', () => {
    const { store, tick } = clocked();
    store.dispatch({ type: 'move', card: 'AH', to: 'foundation' });
    store.countHint();
    tick(7000);
    expect(store.state.replaced).toBeNull();
    store.start({ rule: 'classic', deal: 5 });
    expect(store.state.replaced).toEqual({ seconds: 7, hints: 1 });
    expect(store.seconds).toBe(0);
  });
  it('after a resume, waits for the next move', () => {
    const { store, tick } = clocked({ game: { ...newGame(code), moves: 4 }, spent: { seconds: 42, hints: 0 } });
    tick(10_000);
    expect(store.seconds).toBe(42);
    expect(store.playing).toBe(false);
    store.dispatch({ type: 'move', card: 'AH', to: 'foundation' });
    tick(2000);
    expect(store.seconds).toBe(44);
  });
  it('starts again from nothing for a new deal, and stops at the win', () => {
    let now = 0;
    const clock = new PlayClock(() => now);
    clock.moved(true);
    now += 7000;
    clock.moved(false);
    now += 5000;
    expect(clock.seconds).toBe(7);
    expect(clock.running).toBe(false);
    clock.reset(0, false, false);
    now += 5000;
    expect(clock.seconds).toBe(0);
  });
});

describe('the store', () => {
  it('a refused move changes nothing and notifies no one', () => {
    const { store } = clocked();
    let calls = 0;
    store.subscribe('records', () => calls++);
    expect(store.dispatch({ type: 'move', card: '4C', to: 2 }).ok).toBe(false);
    expect(calls).toBe(0);
    expect(store.playing).toBe(false);
  });
  it('speaks the setting, else the browser language', () => {
    const { store } = clocked({}, ['da-DK']);
    expect(store.state.lang).toBe('da');
    store.setSettings({ ...DEFAULT_SETTINGS, lang: 'en' });
    expect(store.state.lang).toBe('en');
  });
  it('tells every listener of a change, in order, before a change a listener makes', () => {
    const { store } = clocked();
    const heard: string[] = [];
    store.subscribe('table', (_, change) => {
      heard.push(`a:${change}`);
      if (change === 'deal') store.setStats({ ...NO_STATS, classic: { ...NO_RULE_STATS, played: 1 } });
    });
    store.subscribe('table', (state, change: Change, previous) => heard.push(`b:${change}:${previous.stats.classic.played}>${state.stats.classic.played}`));
    store.start({ rule: 'relaxed', deal: 9 });
    expect(heard).toEqual(['a:deal', 'b:deal:0>0', 'a:stats', 'b:stats:0>1']);
    expect(store.state.game.rule).toBe('relaxed');
  });
  it('tells listeners in their declared phases, whatever the order they subscribed in', () => {
    const { store } = clocked();
    const heard: Phase[] = [];
    for (const phase of [...PHASES].reverse()) store.subscribe(phase, () => heard.push(phase));
    store.countHint();
    expect(heard).toEqual(PHASES);
    // Unsubscribed, a listener hears no more; the others keep their phases.
    heard.length = 0;
    const off = store.subscribe('model', () => heard.push('model'));
    off();
    store.countHint();
    expect(heard).toEqual(PHASES);
  });
  it('onGame hears the changes of the game only: a move, an undo, a deal, a game put back', () => {
    const { store } = clocked();
    const heard: Change[] = [];
    store.onGame('records', (_, change) => heard.push(change));
    store.setSettings({ ...store.state.settings, tapToMove: true });
    store.countHint();
    store.setStats({ ...NO_STATS });
    expect(store.dispatch({ type: 'move', card: '4H', to: 2 }).ok).toBe(true);
    store.dispatch({ type: 'undo' });
    store.dispatch({ type: 'undo' });
    const game = store.state.game;
    store.start({ rule: 'classic', deal: 4 });
    store.restore(game, { seconds: 1, hints: 0 });
    expect(heard).toEqual(['action', 'action', 'deal', 'restore']);
  });
});

describe('hints and going back', () => {
  it('counts hints per game, keeps them with a resumed game and starts again at 0 for a new deal', () => {
    const { store } = clocked({ spent: { seconds: 5, hints: 2 } });
    expect(store.state.hints).toBe(2);
    const heard: Change[] = [];
    store.subscribe('records', (_, change) => heard.push(change));
    store.countHint();
    expect(store.state.hints).toBe(3);
    store.restore(newGame(code), { seconds: 1, hints: 7 });
    expect(store.state.hints).toBe(7);
    store.start({ rule: 'relaxed', deal: 9 });
    expect(store.state.hints).toBe(0);
    expect(heard).toEqual(['hints', 'restore', 'deal']);
  });
  it('rewinds several moves as one change, keeping the move counter and the redo line', () => {
    const { store } = clocked();
    const start = store.state.game;
    store.dispatch({ type: 'move', card: 'AH', to: 'foundation' });
    const one = store.state.game;
    store.dispatch({ type: 'move', card: 'AC', to: 'foundation' });
    store.dispatch({ type: 'move', card: 'JH', to: 3 });
    const heard: Change[] = [];
    store.subscribe('records', (_, change) => heard.push(change));
    expect(store.rewind(5)).toBe(false);
    expect(store.rewind(2)).toBe(true);
    expect(heard).toEqual(['action']);
    expect(store.state.game.table).toEqual(one.table);
    expect(store.state.game.moves).toBe(3);
    store.dispatch({ type: 'redo' });
    store.dispatch({ type: 'redo' });
    expect(store.state.game.moves).toBe(5);
    expect(store.rewind(3)).toBe(true);
    expect(store.state.game.table).toEqual(start.table);
  });
});
