import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { openAtStart } from '../../src/app/start/boot';
import { KEYS, START_READ, readStart } from '../../src/persist/schema';
import { openIndexedDb, storeOfStart } from '../../src/persist/store';

describe('the start read (first-paint.js reads storage before the app has loaded)', () => {
  it('reads every start record in one go, and each is answered from it once, then from the database', async () => {
    const name = 'start-read-once';
    const db = await openIndexedDb(name);
    await db.set(KEYS.settings, { v: 1, theme: 'dark' });
    await db.set(KEYS.game, { v: 1, code: 'saved' });
    const read = await readStart(name);
    expect(read.records).toEqual({ [KEYS.settings]: { v: 1, theme: 'dark' }, [KEYS.game]: { v: 1, code: 'saved' }, [KEYS.stats]: undefined });
    const store = storeOfStart(read, name);
    // Another tab writes the game after the start read: the first get still answers what the start read...
    await db.set(KEYS.game, { v: 1, code: 'newer' });
    expect(await store.get(KEYS.game)).toEqual({ v: 1, code: 'saved' });
    // ...and every later one what the database holds.
    expect(await store.get(KEYS.game)).toEqual({ v: 1, code: 'newer' });
    // A record the start did not read comes from the database, and writes go to it.
    await store.set('history', [1]);
    expect(await db.get('history')).toEqual([1]);
  });

  it('is taken by the app once; without it (or when it failed) the app opens the database itself', async () => {
    const handed = globalThis as Record<string, unknown>;
    handed[START_READ] = Promise.reject(new Error('blocked'));
    const opened = await openAtStart();
    expect(handed[START_READ]).toBeUndefined();
    await opened.set(KEYS.stats, { v: 1 });
    expect(await opened.get(KEYS.stats)).toEqual({ v: 1 });
    handed[START_READ] = readStart();
    const fromRead = await openAtStart();
    expect(await fromRead.get(KEYS.stats)).toEqual({ v: 1 });
    expect(handed[START_READ]).toBeUndefined();
  });
});
