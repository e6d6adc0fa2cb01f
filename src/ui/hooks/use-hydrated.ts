import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * False on the server and during the browser's hydration of the server's markup, true from the
 * render after it (and at once on a page the browser renders itself). A view that shows what only
 * the browser knows (its storage, its window) renders the server's version until then, so the
 * first render matches the server's markup (issue 27) and nothing moves before the app is live.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
