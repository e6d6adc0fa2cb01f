import { left } from 'fp-ts/Either';
import type { Analytics } from '../../application/ports/analytics';
import type { CrossTabLock } from '../../application/ports/cross-tab-lock';
import type { InitialData, LaunchContext } from '../../application/ports/launch-context';
import type { MainApi } from '../../application/ports/main-api';
import type { Scheduler } from '../../application/ports/scheduler';
import { parseInitialData } from '../launch/browser-launch-context';
import type { KeyValueStore } from '../storage/key-value-store';

/**
 * The ports as they are while the server renders a page (issue 27): one set per request, with
 * nothing that outlives it. The server renders what the page's boot block carries and nothing that
 * lives in the shopper's browser: no storage, no timers, no network, no parent frame. Effects do
 * not run on the server, so none of these is expected to be asked for much.
 */

/** What the page was opened with, read from the request instead of `window.location`. */
export function requestLaunchContext(search: string, hostname: string, log: (message: string) => void = () => undefined): LaunchContext {
  const query = search.replace(/^\?/, '');
  const initialData: InitialData | null = parseInitialData(new URLSearchParams(query).get('tpx-initial-data'), log);
  return { hostname, search: query, embedded: false, initialData };
}

/** The shopper's storage is in their browser: on the server it is empty, and stays so after the render. */
export class EmptyKeyValueStore implements KeyValueStore {
  private readonly values = new Map<string, string>();
  get(key: string): string | null {
    return this.values.get(key) ?? null;
  }
  set(key: string, value: string): boolean {
    this.values.set(key, value);
    return true;
  }
  remove(key: string): void {
    this.values.delete(key);
  }
  keys(): string[] {
    return [...this.values.keys()];
  }
}

/** The server render's clock: the time, and no timers (a timer would outlive the request). */
export class RenderScheduler implements Scheduler {
  now(): number {
    return Date.now();
  }
  every(): () => void {
    return () => undefined;
  }
  after(): () => void {
    return () => undefined;
  }
}

/** The server render makes no API calls: the page's data came with the request (the boot block). */
export function offlineMainApi(): MainApi {
  return new Proxy({} as MainApi, {
    get(_target, property) {
      if (property === 'then') return undefined;
      return () => Promise.resolve(left({ code: 'api/network', message: `${String(property)} is not called while the server renders a page` }));
    },
  });
}

/** Analytics belong to the shopper's browser: nothing is reported while rendering. */
export const silentAnalytics: Analytics = {
  track: () => undefined,
  reportError: () => undefined,
  push: () => undefined,
  loadTagManager: () => undefined,
};

export const noLock: CrossTabLock = { withLock: (_name, task) => task() };
