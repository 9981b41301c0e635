/** The app's one IndexedDB database and its one object store of records. */
export const DB_NAME = 'yukon';
export const STORE_NAME = 'records';

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
