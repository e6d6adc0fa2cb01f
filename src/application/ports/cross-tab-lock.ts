/**
 * A lock shared by the store's tabs (the session refresh: one tab rotates the refresh token, the
 * others read what it stored). Where the browser has no such lock, the task simply runs.
 */
export interface CrossTabLock {
  /** Runs `task` while holding the lock `name`; answers what it answers. */
  withLock<T>(name: string, task: () => Promise<T>): Promise<T>;
}
export const CrossTabLock = Symbol('CrossTabLock');
