import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { apply, newGame, type Game } from '../../src/engine';
import { KEYS, gameRecord, readGameRecord, readVersioned, restoreOnto, versioned, type GameRecord } from '../../src/persist/records';
import { gameSource } from '../../src/persist/record-source';
import { RecordWriter, type RecordName, type SaveNotice } from '../../src/persist/writer';
import { StorageError, guard, keepAside, openIndexedDb } from '../../src/persist/store';
import { MemoryStore } from '../support/memory-store';
import { solve } from '../support/solver';

const code = { rule: 'classic' as const, deal: 3 };
const line = solve(code) ?? [];
const after = (n: number): Game => line.slice(0, n).reduce((g, m) => apply(g, { type: 'move', ...m }).game, newGame(code));
/** Lets queued microtasks and settled promises run. */
const settle = () => new Promise((r) => setTimeout(r, 0));

describe('records', () => {
  it('restore field by field onto defaults, flagging what had to be repaired', () => {
    const defaults = { a: true, b: 2, lang: 'auto' };
    expect(restoreOnto(defaults, { a: false, b: 5, lang: 'da' }, { lang: ['auto', 'da'] })).toEqual({ value: { a: false, b: 5, lang: 'da' }, clean: true });
    expect(restoreOnto(defaults, { a: 'yes', b: NaN, lang: 'fr', extra: 1 }, { lang: ['auto', 'da'] })).toEqual({ value: defaults, clean: false });
    expect(restoreOnto(defaults, { a: false })).toEqual({ value: { ...defaults, a: false }, clean: true });
    expect(restoreOnto(defaults, 'nonsense')).toEqual({ value: defaults, clean: false });
    expect(restoreOnto(defaults, [1, 2])).toEqual({ value: defaults, clean: false });
  });
  it('read only their own schema version', () => {
    expect(readVersioned(versioned({ x: 1 }), { x: 0 })).toEqual({ value: { x: 1 }, clean: true });
    expect(readVersioned({ v: 2, value: { x: 1 } }, { x: 0 })).toEqual({ value: { x: 0 }, clean: false });
    expect(readVersioned(undefined, { x: 0 })).toEqual({ value: { x: 0 }, clean: true });
  });
  it('keep a game with its clock, and refuse anything else', () => {
    const g = after(12);
    const read = readGameRecord(JSON.parse(JSON.stringify(gameRecord(g, { seconds: 83.7, hints: 0 }))));
    expect(read.ok && read.game).toEqual(g);
    expect(read.ok && read.seconds).toBe(83);
    expect(readGameRecord({ v: 1, save: { format: 'nope' }, seconds: 1 }).ok).toBe(false);
    expect(readGameRecord({ v: 9 }).ok).toBe(false);
    expect(readGameRecord(null).ok).toBe(false);
    const negative = readGameRecord({ ...gameRecord(g, { seconds: 5, hints: 0 }), seconds: -4 });
    expect(negative.ok && negative.seconds).toBe(0);
  });
});

describe('storage', () => {
  it('IndexedDB (fake-indexeddb): writes, reads, deletes and keeps bad records aside', async () => {
    const store = await openIndexedDb('test-adapter');
    await store.set(KEYS.game, { hello: 1 });
    expect(await store.get(KEYS.game)).toEqual({ hello: 1 });
    const backup = await keepAside(store, KEYS.game, { hello: 1 }, Date.UTC(2026, 10, 29, 12));
    expect(backup).toBe('backup:game:2026-11-29T12:00:00.000Z');
    expect(await store.get(backup)).toEqual({ hello: 1 });
    await store.delete(KEYS.game);
    expect(await store.get(KEYS.game)).toBeUndefined();
  });
  it('IndexedDB (fake-indexeddb): records under a prefix in key order, the newest few alone, many written in one transaction after clearing a prefix', async () => {
    const store = await openIndexedDb('test-items');
    await store.set('game', { g: 1 });
    await store.setMany([['history:3', 3], ['history:1', 1], ['history:2', 2], ['other', 'x']]);
    expect(await store.keys('history:')).toEqual(['history:1', 'history:2', 'history:3']);
    expect(await store.values('history:')).toEqual([1, 2, 3]);
    expect(await store.values('history:', 2)).toEqual([2, 3]);
    expect(await store.values('history:', 10)).toEqual([1, 2, 3]);
    expect(await store.values('none:', 2)).toEqual([]);
    await store.setMany([['history:9', 9]], 'history:');
    expect(await store.values('history:')).toEqual([9]);
    expect(await store.get('other')).toBe('x');
    await store.deleteMany(['history:9', 'other']);
    expect(await store.keys('')).toEqual(['game']);
  });
  it.each([
    ['QuotaExceededError', 'quota'],
    ['NS_ERROR_DOM_QUOTA_REACHED', 'quota'],
    ['InvalidStateError', 'unavailable'],
    ['UnknownError', 'unavailable'],
    ['DataCloneError', 'failed'],
  ] as const)('the guard names a %s a %s fault', async (name, fault) => {
    const failure = guard(() => Promise.reject(new DOMException('x', name)));
    await expect(failure).rejects.toBeInstanceOf(StorageError);
    await expect(failure).rejects.toMatchObject({ fault });
  });
});

/** The one writer, keeping only the game as the app keeps it. */
class GameWriter {
  readonly writer: RecordWriter;
  constructor(store: MemoryStore, current: () => { game: Game; spent: { seconds: number; hints: number } }, notice: (n: SaveNotice) => void) {
    this.writer = new RecordWriter(store, (_, n) => notice(n));
    this.writer.keep('game', gameSource(current));
  }
  changed = () => this.writer.changed('game');
  saveNow = () => this.writer.saveNow();
  setEnabled = (on: boolean) => this.writer.setEnabled('game', on);
}

describe('saving the game', () => {
  it('issues one write for the changes of one task, before any timer or frame', async () => {
    const store = new MemoryStore();
    let game = after(5);
    const saver = new GameWriter(store, () => ({ game, spent: { seconds: 10, hints: 0 } }), () => {});
    saver.changed();
    game = after(6);
    saver.changed();
    expect(store.data.size).toBe(0);
    await Promise.resolve();
    await Promise.resolve();
    expect((store.data.get(KEYS.game) as GameRecord).save.moves).toBe(6);
  });
  it('when the disk is full, leaves out the oldest undo steps first and keeps the game', async () => {
    const game = after(90);
    const full = JSON.stringify(gameRecord(game, { seconds: 1, hints: 0 })).length;
    const trimmed = JSON.stringify(gameRecord(game, { seconds: 1, hints: 0 }, { keepUndo: 30, keepRedo: false })).length;
    expect(trimmed).toBeLessThan(full);
    const store = new MemoryStore();
    store.failWrite = (_, value) => (JSON.stringify(value).length > trimmed ? 'quota' : null);
    const notices: SaveNotice[] = [];
    await new GameWriter(store, () => ({ game, spent: { seconds: 1, hints: 0 } }), (n) => notices.push(n)).saveNow();
    expect(notices).toEqual(['trimmed']);
    const read = readGameRecord(store.data.get(KEYS.game));
    expect(read.ok && read.game.table).toEqual(game.table);
    expect(read.ok && read.game.undoable).toBe(30);
  });
  it('when nothing fits, keeps the game in memory, says so once, and writes it with the next change', async () => {
    const game = after(20);
    const store = new MemoryStore();
    store.failWrite = () => 'quota';
    const notices: SaveNotice[] = [];
    const saver = new GameWriter(store, () => ({ game, spent: { seconds: 1, hints: 0 } }), (n) => notices.push(n));
    await saver.saveNow();
    await saver.saveNow();
    expect(notices).toEqual(['quota']);
    expect(store.data.size).toBe(0);
    store.failWrite = () => null;
    saver.changed();
    await settle();
    expect(readGameRecord(store.data.get(KEYS.game)).ok).toBe(true);
  });
  it('a failed write that a newer one has overtaken is not retried over it', async () => {
    const store = new MemoryStore();
    let game = after(10);
    let failNext = true;
    store.failWrite = () => (failNext ? ((failNext = false), 'quota') : null);
    const notices: SaveNotice[] = [];
    const saver = new GameWriter(store, () => ({ game, spent: { seconds: 1, hints: 0 } }), (n) => notices.push(n));
    const first = saver.saveNow();
    game = after(11);
    const second = saver.saveNow();
    await Promise.all([first, second]);
    expect((store.data.get(KEYS.game) as GameRecord).save.moves).toBe(11);
    expect(notices).toEqual([]);
  });
  it('writes nothing while another tab holds the game', async () => {
    const store = new MemoryStore();
    const saver = new GameWriter(store, () => ({ game: after(3), spent: { seconds: 1, hints: 0 } }), () => {});
    saver.setEnabled(false);
    saver.changed();
    await saver.saveNow();
    expect(store.data.size).toBe(0);
  });
});

describe('one writer for every record', () => {
  /** The writer keeping the game, the settings and the statistics, as saving.ts does. */
  function writerOf(store: MemoryStore) {
    const said: [RecordName, SaveNotice][] = [];
    const state = { game: after(4), settings: { v: 1, value: { sound: false } }, stats: { v: 2, played: 1 } };
    const writer = new RecordWriter(store, (record, notice) => said.push([record, notice]));
    writer.keep('game', gameSource(() => ({ game: state.game, spent: { seconds: 1, hints: 0 } })));
    writer.keep('settings', { build: () => state.settings });
    writer.keep('stats', { build: () => state.stats });
    return { writer, said, state };
  }
  it.each([
    ['a full disk', 'quota'],
    ['failing storage', 'failed'],
  ] as const)('a statistics write on %s is said once, kept in memory, and written with the next write that can land', async (_, fault) => {
    const store = new MemoryStore();
    const { writer, said, state } = writerOf(store);
    store.failWrite = (key) => (key === 'stats' ? fault : null);
    writer.changed('stats');
    await settle();
    state.stats = { v: 2, played: 2 };
    writer.changed('stats');
    await settle();
    expect(said).toEqual([['stats', fault]]);
    expect(store.data.has('stats')).toBe(false);
    expect(writer.unsaved()).toEqual(['stats']);
    // Room again: the next write of any record (a move) writes the statistics too.
    store.failWrite = () => null;
    writer.changed('game');
    await settle();
    expect(store.data.get('stats')).toEqual({ v: 2, played: 2 });
    expect(writer.unsaved()).toEqual([]);
    // And a later fault is said again.
    store.failWrite = (key) => (key === 'stats' ? fault : null);
    writer.changed('stats');
    await settle();
    expect(said).toEqual([['stats', fault], ['stats', fault]]);
  });
  it('the page hidden writes the game and every record not yet stored, never one unchanged; a full disk never trims the settings', async () => {
    const store = new MemoryStore();
    const { writer, said } = writerOf(store);
    // Unchanged records are not written over (another tab may have written them meanwhile).
    await writer.saveNow();
    expect([...store.data.keys()]).toEqual(['game']);
    store.failWrite = (key) => (key === 'settings' ? 'quota' : null);
    writer.changed('settings');
    writer.changed('stats');
    await settle();
    expect([...store.data.keys()].sort()).toEqual(['game', 'stats']);
    expect(said).toEqual([['settings', 'quota']]);
    store.failWrite = () => null;
    store.data.delete('stats');
    await writer.saveNow();
    expect(store.data.get('settings')).toEqual({ v: 1, value: { sound: false } });
    expect(store.data.has('stats')).toBe(false);
  });
  it('writes nothing without storage, and another tab’s lock holds back only the game', async () => {
    const nowhere = new RecordWriter(null, () => {
      throw new Error('nothing to say');
    });
    nowhere.keep('stats', { build: () => ({}) });
    nowhere.changed('stats');
    await nowhere.saveNow();
    const store = new MemoryStore();
    const { writer } = writerOf(store);
    writer.setEnabled('game', false);
    writer.changed('game');
    writer.changed('settings');
    writer.changed('stats');
    await writer.saveNow();
    expect([...store.data.keys()].sort()).toEqual(['settings', 'stats']);
  });
});

