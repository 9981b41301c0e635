import { afterEach, describe, expect, it, vi } from 'vitest';
import { wireSounds } from '../../src/app/look/sounds';
import { newGame } from '../../src/engine';
import type { Sound } from '../../src/ui/sound';
import { soundsOf } from '../../src/ui/sound';
import { DEFAULT_SETTINGS } from '../../src/settings';
import { flush, pageLife, storeOf } from '../support/app';
import { gameAt, table } from '../support/tables';

/**
 * The sounds of play through the context: the real store and page life, the sound module handed
 * in (so that a test sees whether it was loaded at all) with a player that notes what it plays.
 */
function wired(settings = DEFAULT_SETTINGS) {
  // 9S waits on a 10H; the ace of hearts is free.
  const store = storeOf(gameAt(table(['10H', '9S', 'AH'])), settings);
  const page = pageLife();
  const played: Sound[] = [];
  const volumes: number[] = [];
  let suspended = 0;
  let loads = 0;
  class SoundPlayer {
    set volume(level: number) {
      volumes.push(level);
    }
    play(sound: Sound) {
      played.push(sound);
    }
    suspend() {
      suspended++;
    }
  }
  const load = async () => (loads++, { SoundPlayer, soundsOf } as unknown as typeof import('../../src/ui/sound'));
  const sounds = wireSounds({ store, life: page.life, load, makeAudio: () => ({}) as AudioContext });
  const set = (change: Partial<typeof settings>) => store.setSettings({ ...store.state.settings, ...change });
  return { store, page, sounds, played, volumes, set, loads: () => loads, suspended: () => suspended };
}

afterEach(() => vi.unstubAllGlobals());

describe('sound', () => {
  it('is off by default: moves and refusals play nothing, and the sound module is never loaded', async () => {
    const app = wired();
    app.store.dispatch({ type: 'move', card: '9S', to: 0 });
    app.sounds.refused();
    await flush();
    expect(app.played).toEqual([]);
    expect(app.loads()).toBe(0);
  });
  it('turned on plays a sample at the volume chosen, and again when the volume changes', async () => {
    const app = wired();
    app.set({ sound: true });
    await flush();
    expect(app.played).toEqual(['place']);
    app.set({ volume: 30 });
    await flush();
    expect(app.played).toEqual(['place', 'place']);
    expect(app.volumes.at(-1)).toBe(0.3);
    expect(app.loads()).toBe(1);
  });
  it('plays each move, undo and refusal', async () => {
    const app = wired({ ...DEFAULT_SETTINGS, sound: true });
    app.store.dispatch({ type: 'move', card: 'AH', to: 'foundation' });
    app.store.dispatch({ type: 'move', card: '9S', to: 0 });
    app.store.dispatch({ type: 'undo' });
    app.sounds.refused();
    await flush();
    expect(app.played).toEqual(['home', 'place', 'place', 'refuse']);
  });
  it('is silent for a new deal (no move was played)', async () => {
    const app = wired({ ...DEFAULT_SETTINGS, sound: true });
    app.store.start({ rule: 'classic', deal: 5 });
    await flush();
    expect(app.played).toEqual([]);
  });
  it('is silent while the page is hidden, and stops the audio clock then', async () => {
    const app = wired({ ...DEFAULT_SETTINGS, sound: true });
    app.store.dispatch({ type: 'move', card: '9S', to: 0 });
    await flush();
    app.page.hide();
    app.store.dispatch({ type: 'undo' });
    await flush();
    expect(app.played).toEqual(['place']);
    expect(app.suspended()).toBe(1);
    app.page.show();
    app.store.dispatch({ type: 'redo' });
    await flush();
    expect(app.played).toEqual(['place', 'place']);
  });
  it('turned off stops at once', async () => {
    const app = wired({ ...DEFAULT_SETTINGS, sound: true });
    app.store.dispatch({ type: 'move', card: '9S', to: 0 });
    await flush();
    app.set({ sound: false });
    app.store.dispatch({ type: 'undo' });
    await flush();
    expect(app.played).toEqual(['place']);
    expect(app.suspended()).toBe(1);
  });
  it('a module that failed to load is asked for again at the next sound', async () => {
    const store = storeOf(newGame({ rule: 'classic', deal: 1 }), { ...DEFAULT_SETTINGS, sound: true });
    let loads = 0;
    const sounds = wireSounds({ store, life: pageLife().life, load: () => (loads++, Promise.reject(new Error('offline'))) });
    sounds.refused();
    await flush();
    sounds.refused();
    await flush();
    expect(loads).toBe(2);
  });
});

describe('vibration', () => {
  it('buzzes on a refusal only when set, and only where the device can', () => {
    const buzzes: number[] = [];
    vi.stubGlobal('navigator', { vibrate: (ms: number) => buzzes.push(ms) });
    wired().sounds.refused();
    expect(buzzes).toEqual([]);
    wired({ ...DEFAULT_SETTINGS, vibrate: true }).sounds.refused();
    expect(buzzes).toEqual([40]);
    vi.stubGlobal('navigator', {});
    expect(() => wired({ ...DEFAULT_SETTINGS, vibrate: true }).sounds.refused()).not.toThrow();
  });
});
