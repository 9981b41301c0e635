import { createStore, del, get, keys, set, type UseStore } from 'idb-keyval';

/** What went wrong with storage, in the terms the player is told. */
export type StorageFault = 'unavailable' | 'quota' | 'failed';

export class StorageError extends Error {
  constructor(readonly fault: StorageFault, cause: unknown) {
    super(`storage ${fault}: ${cause instanceof Error ? cause.message : String(cause)}`);
  }
}

function classify(error: unknown): StorageFault {
  const name = (error as { name?: string } | null)?.name;
  if (name === 'QuotaExceededError' || name === 'NS_ERROR_DOM_QUOTA_REACHED') return 'quota';
  if (name === 'InvalidStateError' || name === 'SecurityError' || name === 'UnknownError') return 'unavailable';
  return 'failed';
}

/**
 * A thin adapter over idb-keyval: one database, one object store, keys in records.ts, every error
 * turned into a StorageError that says what kind of fault it was.
 */
export class Db {
  private constructor(private readonly store: UseStore) {}

  /** Opens the database and checks it answers; throws StorageError('unavailable') when it cannot. */
  static async open(name = 'yukon'): Promise<Db> {
    try {
      if (typeof indexedDB === 'undefined') throw new Error('IndexedDB is not available');
      const store = createStore(name, 'records');
      await get('__probe__', store);
      return new Db(store);
    } catch (error) {
      throw new StorageError('unavailable', error);
    }
  }

  async get(key: string): Promise<unknown> {
    try {
      return await get(key, this.store);
    } catch (error) {
      throw new StorageError(classify(error), error);
    }
  }

  async set(key: string, value: unknown): Promise<void> {
    try {
      await set(key, value, this.store);
    } catch (error) {
      throw new StorageError(classify(error), error);
    }
  }

  async del(key: string): Promise<void> {
    try {
      await del(key, this.store);
    } catch (error) {
      throw new StorageError(classify(error), error);
    }
  }

  async keys(): Promise<string[]> {
    try {
      return (await keys(this.store)).map(String);
    } catch (error) {
      throw new StorageError(classify(error), error);
    }
  }

  /** Keeps a record that could not be read under a backup key instead of deleting it. */
  async keepAside(key: string, value: unknown, when: number): Promise<string> {
    const backup = `backup:${key}:${new Date(when).toISOString()}`;
    await this.set(backup, value);
    return backup;
  }
}
