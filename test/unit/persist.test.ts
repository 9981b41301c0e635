import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apply, newGame, type Game } from '../../src/engine';
import { Db, StorageError } from '../../src/persist/db';
import { KEYS, NO_STATS, gameRecord, readGameRecord, readVersioned, recordAbandoned, recordWin, restoreOnto, versioned, type GameRecord } from '../../src/persist/records';
import { GameSaver, type SaveNotice } from '../../src/persist/saver';
import { solve } from '../support/solver';

const code = { rule: 'classic' as const, deal: 3 };
const line = solve(code) ?? [];
const after = (n: number): Game => line.slice(0, n).reduce((g, m) => apply(g, { type: 'move', ...m }).game, newGame(code));

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
    const read = readGameRecord(JSON.parse(JSON.stringify(gameRecord(g, 83.7))));
    expect(read.ok && read.game).toEqual(g);
    expect(read.ok && read.seconds).toBe(83);
    expect(readGameRecord({ v: 1, save: { format: 'nope' }, seconds: 1 }).ok).toBe(false);
    expect(readGameRecord({ v: 9 }).ok).toBe(false);
    expect(readGameRecord(null).ok).toBe(false);
    const negative = readGameRecord({ ...gameRecord(g, 5), seconds: -4 });
    expect(negative.ok && negative.seconds).toBe(0);
  });
  it('count games played and won, the best time and score', () => {
    const s = recordWin(recordAbandoned(NO_STATS), 625, 300.4);
    expect(s).toEqual({ played: 2, won: 1, bestSeconds: 300, bestScore: 625 });
    expect(recordWin(s, 600, 400)).toEqual({ played: 3, won: 2, bestSeconds: 300, bestScore: 625 });
  });
});

describe('IndexedDB adapter (fake-indexeddb)', () => {
  it('writes, reads, lists and keeps bad records aside', async () => {
    const db = await Db.open('test-adapter');
    await db.set(KEYS.game, { hello: 1 });
    expect(await db.get(KEYS.game)).toEqual({ hello: 1 });
    const backup = await db.keepAside(KEYS.game, { hello: 1 }, Date.UTC(2026, 10, 29, 12));
    expect(backup).toBe('backup:game:2026-11-29T12:00:00.000Z');
    expect(await db.keys()).toEqual(expect.arrayContaining([KEYS.game, backup]));
    await db.del(KEYS.game);
    expect(await db.get(KEYS.game)).toBeUndefined();
  });
});

/** A Db stand-in whose writes fail above a size, as a nearly full disk does. */
function fullDisk(limit: number) {
  const written: GameRecord[] = [];
  const db = {
    async set(_key: string, value: unknown) {
      if (JSON.stringify(value).length > limit) throw new StorageError('quota', new DOMException('full', 'QuotaExceededError'));
      written.push(value as GameRecord);
    },
  };
  return { db: db as unknown as Db, written };
}

describe('saving the game', () => {
  afterEach(() => vi.useRealTimers());
  it('writes once for a burst of changes, after the frame', async () => {
    vi.useFakeTimers();
    const { db, written } = fullDisk(1e9);
    let game = after(5);
    const saver = new GameSaver(db, () => ({ game, seconds: 10 }), () => {});
    saver.changed();
    game = after(6);
    saver.changed();
    expect(written).toHaveLength(0);
    await vi.runAllTimersAsync();
    expect(written).toHaveLength(1);
    expect(written[0]?.save.moves).toBe(6);
  });
  it('when the disk is full, leaves out the oldest undo steps first and keeps the game', async () => {
    const game = after(90);
    const full = JSON.stringify(gameRecord(game, 1)).length;
    const trimmed = JSON.stringify(gameRecord(game, 1, { keepUndo: 30, keepRedo: false })).length;
    expect(trimmed).toBeLessThan(full);
    const { db, written } = fullDisk(trimmed + 1);
    const notices: SaveNotice[] = [];
    const saver = new GameSaver(db, () => ({ game, seconds: 1 }), (n) => notices.push(n));
    saver.changed();
    await saver.flush();
    expect(notices).toEqual(['trimmed']);
    const read = readGameRecord(written[0]);
    expect(read.ok && read.game.table).toEqual(game.table);
    expect(read.ok && read.game.undoable).toBe(30);
  });
  it('when nothing fits, keeps the game in memory, says so once, and tries again next time', async () => {
    const game = after(20);
    const disk = { limit: 10 };
    const written: unknown[] = [];
    const db = { async set(_k: string, v: unknown) { if (JSON.stringify(v).length > disk.limit) throw new StorageError('quota', 'full'); written.push(v); } } as unknown as Db;
    const notices: SaveNotice[] = [];
    const saver = new GameSaver(db, () => ({ game, seconds: 1 }), (n) => notices.push(n));
    saver.changed();
    await saver.flush();
    saver.changed();
    await saver.flush();
    expect(notices).toEqual(['quota']);
    expect(written).toHaveLength(0);
    disk.limit = 1e9;
    saver.changed();
    await saver.flush();
    expect(written).toHaveLength(1);
  });
  it('writes nothing while another tab holds the game', async () => {
    const { db, written } = fullDisk(1e9);
    const saver = new GameSaver(db, () => ({ game: after(3), seconds: 1 }), () => {});
    saver.enabled = false;
    saver.changed();
    await saver.flush();
    expect(written).toHaveLength(0);
  });
});
