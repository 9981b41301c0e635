import { get, set, del, delMany, promisifyRequest, type UseStore } from 'idb-keyval';
import { DB_NAME, STORE_NAME, requestDatabase, type StartRead } from './schema';

/** What went wrong with storage, in the terms the player is told. */
export type StorageFault = 'unavailable' | 'quota' | 'failed';

export class StorageError extends Error {
  constructor(readonly fault: StorageFault, cause: unknown) {
    super(`storage ${fault}: ${cause instanceof Error ? cause.message : String(cause)}`);
  }
}

/** All the app asks of storage. IndexedDB in the app, an in-memory store in the tests. */
export interface KeyValueStore {
  get(key: string): Promise<unknown>;
  set(key: string, value: unknown): Promise<void>;
  delete(key: string): Promise<void>;
  deleteMany(keys: readonly string[]): Promise<void>;
  /** Writes many records in one transaction (all or none), first deleting every key that starts with `clearing`. */
  setMany(entries: readonly (readonly [string, unknown])[], clearing?: string): Promise<void>;
  /** The keys that start with `prefix`, in order. */
  keys(prefix: string): Promise<string[]>;
  /** The records whose keys start with `prefix`, in the order of their keys; with `last`, only the last so many. */
  values(prefix: string, last?: number): Promise<unknown[]>;
}

function classify(error: unknown): StorageFault {
  if (error instanceof StorageError) return error.fault;
  const name = (error as { name?: string } | null)?.name;
  if (name === 'QuotaExceededError' || name === 'NS_ERROR_DOM_QUOTA_REACHED') return 'quota';
  if (name === 'InvalidStateError' || name === 'SecurityError' || name === 'UnknownError') return 'unavailable';
  return 'failed';
}

/** The one guard between storage and the app: every failure becomes a StorageError with its fault. */
export async function guard<T>(operation: () => Promise<T>): Promise<T> {
  try {
    return await operation();
  } catch (error) {
    throw error instanceof StorageError ? error : new StorageError(classify(error), error);
  }
}

/**
 * An idb-keyval store whose writes are committed at once and durably. Measured in Chromium: a write
 * left to auto-commit is committed only after its success event has been dispatched on the page's
 * main thread, and during a move's animation that event can wait behind a frame (120–170 ms each in
 * headless software GL), so a browser killed 100 ms after a move kept it or lost it by chance (lost
 * 4 of 4 in one build, kept 5 of 5 in another). `commit()` hands the transaction to the database
 * at once and removes the race; `strict` durability asks for the disk, not only the system's cache,
 * before the write counts as done (a dead battery). A connection the browser closed (Safari does,
 * in the background) is opened again on next use.
 */
function durableStore(first: IDBDatabase, name: string): UseStore {
  let connection: Promise<IDBDatabase> | null = null;
  const watch = (db: IDBDatabase) => {
    db.onclose = () => (connection = null);
    return db;
  };
  connection = Promise.resolve(watch(first));
  return (mode, callback) =>
    (connection ??= promisifyRequest(requestDatabase(name)).then(watch)).then((db) => {
      const tx = db.transaction(STORE_NAME, mode, { durability: mode === 'readwrite' ? 'strict' : 'default' });
      const done = callback(tx.objectStore(STORE_NAME));
      if (mode === 'readwrite') tx.commit?.();
      return done;
    });
}

const startingWith = (prefix: string) => IDBKeyRange.bound(prefix, `${prefix}\uffff`);

/** Opens the app's database; throws StorageError('unavailable') when it cannot (or 'quota'). */
export async function openIndexedDb(name = DB_NAME): Promise<KeyValueStore> {
  const db = await guard(async () => {
    if (typeof indexedDB === 'undefined') throw new StorageError('unavailable', 'IndexedDB is not available');
    return promisifyRequest(requestDatabase(name));
  }).catch((error: StorageError) => {
    throw error.fault === 'quota' ? error : new StorageError('unavailable', error);
  });
  return storeOver(db, name);
}

/**
 * The app's database as first-paint.js opened it, its start records already read (readStart):
 * each of them is answered from that read once, and from the database after (another tab may
 * write it later).
 */
export function storeOfStart({ db, records }: StartRead, name = DB_NAME): KeyValueStore {
  const store = storeOver(db, name);
  const unread = new Map(Object.entries(records));
  return {
    ...store,
    get: (key) => {
      if (!unread.has(key)) return store.get(key);
      const value = unread.get(key);
      unread.delete(key);
      return Promise.resolve(value);
    },
  };
}

function storeOver(db: IDBDatabase, name: string): KeyValueStore {
  const store = durableStore(db, name);
  return {
    get: (key) => guard(() => get(key, store)),
    set: (key, value) => guard(() => set(key, value, store)),
    delete: (key) => guard(() => del(key, store)),
    deleteMany: (keys) => guard(() => delMany([...keys], store)),
    setMany: (entries, clearing) => guard(() => store('readwrite', (s) => {
      if (clearing !== undefined) s.delete(startingWith(clearing));
      for (const [key, value] of entries) s.put(value, key);
      return promisifyRequest(s.transaction);
    })),
    keys: (prefix) => guard(() => store('readonly', (s) => promisifyRequest(s.getAllKeys(startingWith(prefix))))) as Promise<string[]>,
    values: (prefix, last) => guard(() => store('readonly', async (s) => {
      if (last === undefined) return promisifyRequest(s.getAll(startingWith(prefix)));
      // The newest few alone: their keys first (cheap), then the records from the first of them, so
      // that a window's first rows need not wait for a thousand records to be read.
      const keys = await promisifyRequest(s.getAllKeys(startingWith(prefix)));
      const from = keys[Math.max(0, keys.length - last)];
      return from === undefined ? [] : promisifyRequest(s.getAll(IDBKeyRange.bound(from, `${prefix}\uffff`)));
    })),
  };
}

/** Keeps a record that could not be read under a backup key instead of deleting it. */
export async function keepAside(store: KeyValueStore, key: string, value: unknown, when: number): Promise<string> {
  const backup = `backup:${key}:${new Date(when).toISOString()}`;
  await store.set(backup, value);
  return backup;
}
