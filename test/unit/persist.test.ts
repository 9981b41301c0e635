import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { apply, newGame, type Game } from '../../src/engine';
import { KEYS, gameRecord, readGameRecord, readVersioned, restoreOnto, versioned, type GameRecord } from '../../src/persist/records';
import { GameSaver, type SaveNotice } from '../../src/persist/saver';
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

describe('saving the game', () => {
  it('issues one write for the changes of one task, before any timer or frame', async () => {
    const store = new MemoryStore();
    let game = after(5);
    const saver = new GameSaver(store, () => ({ game, spent: { seconds: 10, hints: 0 } }), () => {});
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
    await new GameSaver(store, () => ({ game, spent: { seconds: 1, hints: 0 } }), (n) => notices.push(n)).saveNow();
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
    const saver = new GameSaver(store, () => ({ game, spent: { seconds: 1, hints: 0 } }), (n) => notices.push(n));
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
    const saver = new GameSaver(store, () => ({ game, spent: { seconds: 1, hints: 0 } }), (n) => notices.push(n));
    const first = saver.saveNow();
    game = after(11);
    const second = saver.saveNow();
    await Promise.all([first, second]);
    expect((store.data.get(KEYS.game) as GameRecord).save.moves).toBe(11);
    expect(notices).toEqual([]);
  });
  it('writes nothing while another tab holds the game', async () => {
    const store = new MemoryStore();
    const saver = new GameSaver(store, () => ({ game: after(3), spent: { seconds: 1, hints: 0 } }), () => {});
    saver.setEnabled(false);
    saver.changed();
    await saver.saveNow();
    expect(store.data.size).toBe(0);
  });
});
