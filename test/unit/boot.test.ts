import { describe, expect, it } from 'vitest';
import { apply, newGame, parseCode, type Game } from '../../src/engine';
import { readIntent } from '../../src/app/core/address';
import { chooseGame, readStorage } from '../../src/app/start/boot';
import { KEYS, gameRecord, versioned } from '../../src/persist/records';
import { NO_RULE_STATS, NO_STATS, statsRecord } from '../../src/persist/stats';
import { StorageError } from '../../src/persist/store';
import { DEFAULT_SETTINGS } from '../../src/settings';
import { MemoryStore } from '../support/memory-store';

const deal3 = { rule: 'classic' as const, deal: 3 };
const played: Game = apply(newGame(deal3), { type: 'move', card: 'AH', to: 'foundation' }).game;
const won: Game = { ...played, table: { ...played.table, columns: played.table.columns.map(() => ({ cards: [], down: 0 })), foundations: [13, 13, 13, 13] } };
const fresh = () => ({ rule: 'relaxed' as const, deal: 77 });

describe('the game to start with', () => {
  it('resumes the saved game when the address names none', () => {
    expect(chooseGame(null, { game: played, seconds: 9, hints: 0 }, fresh)).toEqual({ game: played, resumed: { game: played, seconds: 9, hints: 0 } });
  });
  it('resumes the saved game when the address names its very deal and rule', () => {
    expect(chooseGame(parseCode('YU1-C-AAAAAAD'), { game: played, seconds: 9, hints: 0 }, fresh).resumed?.game).toBe(played);
  });
  it('deals the address code fresh when it names another deal or another rule', () => {
    for (const code of ['YU1-C-AAAAAAE', 'YU1-R-AAAAAAD']) {
      const { game, resumed } = chooseGame(parseCode(code), { game: played, seconds: 9, hints: 0 }, fresh);
      expect(resumed).toBeNull();
      expect(game).toEqual(newGame((parseCode(code) as { ok: true; code: typeof deal3 }).code));
    }
  });
  it('never resumes a won game, and deals fresh without a saved one or with a bad address code', () => {
    expect(chooseGame(null, { game: won, seconds: 100, hints: 0 }, fresh)).toEqual({ game: newGame(fresh()), resumed: null });
    expect(chooseGame(null, null, fresh).game).toEqual(newGame(fresh()));
    expect(chooseGame(parseCode('YU1-X-AAAAAAD'), { game: played, seconds: 9, hints: 0 }, fresh).resumed?.game).toBe(played);
  });
});

describe('reading storage at start-up', () => {
  it('reads settings, statistics and the game in progress', async () => {
    const store = new MemoryStore();
    await store.set(KEYS.settings, versioned({ ...DEFAULT_SETTINGS, lang: 'da' }));
    await store.set(KEYS.stats, statsRecord({ ...NO_STATS, relaxed: { ...NO_RULE_STATS, played: 4 } }));
    await store.set(KEYS.game, gameRecord(played, { seconds: 12, hints: 0 }));
    const read = await readStorage(async () => store, 0);
    expect(read.settings.lang).toBe('da');
    expect(read.stats.relaxed.played).toBe(4);
    expect(read.saved).toEqual({ game: played, seconds: 12, hints: 0 });
    expect(read.notices).toEqual([]);
  });
  it('takes the theme, the volume and the calm table as set, and repairs a value out of their range', async () => {
    const store = new MemoryStore();
    const kept = { ...DEFAULT_SETTINGS, theme: 'dark', volume: 30, hideTime: true, sound: true } as const;
    await store.set(KEYS.settings, versioned(kept));
    expect((await readStorage(async () => store, 0)).settings).toEqual(kept);
    await store.set(KEYS.settings, versioned({ ...kept, theme: 'purple', volume: 1e6 }));
    const repaired = await readStorage(async () => store, 0);
    expect(repaired.settings).toEqual({ ...kept, theme: DEFAULT_SETTINGS.theme, volume: DEFAULT_SETTINGS.volume });
    expect(repaired.notices).toEqual(['settingsRepaired']);
  });
  it('keeps an unreadable game aside, says so, and starts with none', async () => {
    const store = new MemoryStore();
    const bad = { v: 1, save: { format: 'yukon-game', version: 1, code: 'YU1-C-AAAAAAD', line: 'KS1 KH1', at: 2, undoable: 2, moves: 2 }, seconds: 3 };
    await store.set(KEYS.game, bad);
    const read = await readStorage(async () => store, Date.UTC(2026, 10, 30));
    expect(read.saved).toBeNull();
    expect(read.notices).toEqual(['savedGameUnreadable']);
    expect(store.data.get('backup:game:2026-11-30T00:00:00.000Z')).toEqual(bad);
  });
  it('says so when an unreadable record cannot be kept aside either', async () => {
    const store = new MemoryStore();
    await store.set(KEYS.game, { v: 1, save: 'not a game' });
    store.failWrite = (key) => (key.startsWith('backup:') ? 'quota' : null);
    const read = await readStorage(async () => store, 0);
    expect(read.notices).toEqual(['savedGameUnreadable', 'recordNotKept']);
  });
  it('plays on without storage when it cannot be opened, telling a full disk apart', async () => {
    const none = await readStorage(() => Promise.reject(new StorageError('unavailable', 'no IndexedDB')), 0);
    expect(none).toMatchObject({ storage: null, saved: null, notices: ['storageUnavailable'] });
    const full = await readStorage(() => Promise.reject(new StorageError('quota', 'full')), 0);
    expect(full.notices).toEqual(['storageFull']);
  });
});

describe('what the address asks for', () => {
  it('a game code, a new deal of a rule, or the daily deal; nothing otherwise', () => {
    expect(readIntent('?code=YU1-R-AAAAAAD')).toEqual({ kind: 'code', code: parseCode('YU1-R-AAAAAAD') });
    expect(readIntent('?code=nonsense')).toEqual({ kind: 'code', code: { ok: false, error: 'shape' } });
    expect(readIntent('?new=relaxed')).toEqual({ kind: 'new', rule: 'relaxed' });
    expect(readIntent('?new=classic')).toEqual({ kind: 'new', rule: 'classic' });
    expect(readIntent('?daily=relaxed')).toEqual({ kind: 'daily', rule: 'relaxed' });
    expect(readIntent('?daily=whatever')).toEqual({ kind: 'daily', rule: 'classic' });
    expect(readIntent('')).toBeNull();
    expect(readIntent('?utm=1')).toBeNull();
  });
});
