import type { CrossTabLock } from '../../application/ports/cross-tab-lock';

interface LockManagerLike {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

/** The Web Locks API (`navigator.locks`) when the browser has it; else the task runs without one. */
export class WebLocks implements CrossTabLock {
  constructor(private readonly locks: LockManagerLike | undefined) {}

  withLock<T>(name: string, task: () => Promise<T>): Promise<T> {
    return this.locks ? this.locks.request(name, task) : task();
  }
}

/** The window's lock manager, if any (absent on insecure origins and old browsers). */
export const browserLocks = (win: Window): LockManagerLike | undefined => (win.navigator as Navigator & { readonly locks?: LockManagerLike }).locks;
