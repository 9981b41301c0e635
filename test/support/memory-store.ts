import { StorageError, type KeyValueStore, type StorageFault } from '../../src/persist/store';

/**
 * The storage interface kept in memory, for unit tests: values are copied in and out as
 * IndexedDB's structured clone does, and a test can make writes fail the way a device does.
 */
export class MemoryStore implements KeyValueStore {
  readonly data = new Map<string, unknown>();
  /** Decides whether a write fails, and with which fault; null lets it through. */
  failWrite: (key: string, value: unknown) => StorageFault | null = () => null;

  async get(key: string): Promise<unknown> {
    return structuredClone(this.data.get(key));
  }

  async set(key: string, value: unknown): Promise<void> {
    const fault = this.failWrite(key, value);
    if (fault) throw new StorageError(fault, new DOMException('injected', fault === 'quota' ? 'QuotaExceededError' : 'UnknownError'));
    this.data.set(key, structuredClone(value));
  }

  async delete(key: string): Promise<void> {
    this.data.delete(key);
  }

  async deleteMany(keys: readonly string[]): Promise<void> {
    for (const key of keys) this.data.delete(key);
  }

  async setMany(entries: readonly (readonly [string, unknown])[], clearing?: string): Promise<void> {
    for (const [key, value] of entries) {
      const fault = this.failWrite(key, value);
      if (fault) throw new StorageError(fault, new DOMException('injected', fault === 'quota' ? 'QuotaExceededError' : 'UnknownError'));
    }
    if (clearing !== undefined) for (const key of await this.keys(clearing)) this.data.delete(key);
    for (const [key, value] of entries) this.data.set(key, structuredClone(value));
  }

  async keys(prefix: string): Promise<string[]> {
    return [...this.data.keys()].filter((key) => key.startsWith(prefix)).sort();
  }

  async values(prefix: string, last?: number): Promise<unknown[]> {
    const keys = await this.keys(prefix);
    return keys.slice(last === undefined ? 0 : Math.max(0, keys.length - last)).map((key) => structuredClone(this.data.get(key)));
  }
}
