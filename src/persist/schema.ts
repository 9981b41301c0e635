/** The app's one IndexedDB database and its one object store of records. */
export const DB_NAME = 'yukon';
export const STORE_NAME = 'records';
/** The records, each under its key (records.ts reads them). */
export const KEYS = { settings: 'settings', game: 'game', stats: 'stats' } as const;

/**
 * Asks to open the database, creating its object store the first time. Also called by
 * first-paint.js while the page is parsed, so that a first visit's database is being created
 * before the app's modules have even loaded.
 */
export function requestDatabase(name = DB_NAME): IDBOpenDBRequest {
  const request = indexedDB.open(name);
  request.onupgradeneeded = () => request.result.createObjectStore(STORE_NAME);
  return request;
}

/** The database opened and the records the start needs read, by first-paint.js (readStart). */
export interface StartRead {
  readonly db: IDBDatabase;
  /** Each record the start reads, as stored (undefined when there is none), by its key. */
  readonly records: Readonly<Record<string, unknown>>;
}

/** Where first-paint.js leaves its read for the app (boot.ts takes it once). */
export const START_READ = '__yukonStartRead';

/**
 * Opens the database and reads the records the start needs in one transaction, while the page is
 * parsed: measured in a fresh Chromium, this takes 25-50 ms then, and about a second once the app
 * has begun drawing (the browser's storage waits behind its software WebGL on two cores), which
 * held a returning player's game back long after the table's first frame.
 */
export function readStart(name = DB_NAME): Promise<StartRead> {
  return new Promise((resolve, reject) => {
    const opening = requestDatabase(name);
    opening.onerror = () => reject(opening.error);
    opening.onsuccess = () => {
      const db = opening.result;
      try {
        const store = db.transaction(STORE_NAME, 'readonly').objectStore(STORE_NAME);
        const records: Record<string, unknown> = {};
        const reads = Object.values(KEYS).map((key) => {
          const request = store.get(key);
          request.onsuccess = () => (records[key] = request.result);
          return request;
        });
        store.transaction.oncomplete = () => resolve({ db, records });
        store.transaction.onabort = () => reject(store.transaction.error ?? reads.find((read) => read.error)?.error);
      } catch (error) {
        reject(error);
      }
    };
  });
}
