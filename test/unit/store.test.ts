import { describe, expect, it } from 'vitest';
import { newGame } from '../../src/engine';
import { Store } from '../../src/app/store';

describe('the play clock', () => {
  const code = { rule: 'classic' as const, deal: 3 };
  function clocked() {
    let now = 0;
    const store = new Store(code, undefined, () => now);
    return { store, tick: (ms: number) => (now += ms) };
  }
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
  it('after a resume, waits for the next move', () => {
    const { store, tick } = clocked();
    store.restore({ ...newGame(code), moves: 4 }, 42);
    tick(10_000);
    expect(store.seconds).toBe(42);
    store.dispatch({ type: 'move', card: 'AH', to: 'foundation' });
    tick(2000);
    expect(store.seconds).toBe(44);
  });
  it('a refused move changes nothing and notifies no one', () => {
    const { store } = clocked();
    let calls = 0;
    store.subscribe(() => calls++);
    expect(store.dispatch({ type: 'move', card: '4C', to: 2 }).ok).toBe(false);
    expect(calls).toBe(0);
    expect(store.clockRunning).toBe(false);
  });
});
