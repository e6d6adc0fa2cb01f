/**
 * Synchronous string storage that survives a reload (localStorage in the browser). Only the storage
 * adapters use it: the application reads and writes typed records through `LocalRecords`.
 */
export interface KeyValueStore {
  get(key: string): string | null;
  /** Returns false when the browser refused (quota, private mode): callers keep working in memory. */
  set(key: string, value: string): boolean;
  remove(key: string): void;
  keys(): string[];
}
export const KeyValueStore = Symbol('KeyValueStore');
