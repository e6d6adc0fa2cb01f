import { injectable } from 'inversify';
import type { KeyValueStore } from './key-value-store';

/** localStorage, or an in-memory map where it is unavailable (private mode, sandboxed iframes). */
@injectable()
export class LocalStorageStore implements KeyValueStore {
  private readonly memory = new Map<string, string>();
  private readonly storage: Storage | null;

  constructor() {
    this.storage = probeLocalStorage();
  }

  get(key: string): string | null {
    return this.storage ? this.storage.getItem(key) : (this.memory.get(key) ?? null);
  }

  set(key: string, value: string): boolean {
    if (!this.storage) {
      this.memory.set(key, value);
      return true;
    }
    try {
      this.storage.setItem(key, value);
      return true;
    } catch {
      return false; // quota exceeded: the caller keeps its state in memory
    }
  }

  remove(key: string): void {
    if (this.storage) this.storage.removeItem(key);
    else this.memory.delete(key);
  }

  keys(): string[] {
    if (!this.storage) return [...this.memory.keys()];
    const keys: string[] = [];
    for (let i = 0; i < this.storage.length; i++) {
      const key = this.storage.key(i);
      if (key !== null) keys.push(key);
    }
    return keys;
  }
}

function probeLocalStorage(): Storage | null {
  try {
    const storage = globalThis.localStorage;
    const probe = '__tpx_probe__';
    storage.setItem(probe, probe);
    storage.removeItem(probe);
    return storage;
  } catch {
    return null;
  }
}
