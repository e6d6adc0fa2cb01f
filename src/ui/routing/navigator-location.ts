import { useSyncExternalStore } from 'react';
import type { BaseLocationHook, BaseSearchHook } from 'wouter';
import type { Navigator } from '../../application/ports/navigator';

/**
 * wouter's location and search hooks over the Navigator port: the router, the links and the stores
 * read and move one location (history in a page of its own, memory in an iframe).
 */
export function navigatorLocation(navigator: Navigator): { hook: BaseLocationHook; searchHook: BaseSearchHook; hrefs: (href: string) => string } {
  const subscribe = (listener: () => void) => navigator.subscribe(listener);
  const current = () => navigator.current();
  const search = () => navigator.search();
  const navigate = (to: string, options?: { replace?: boolean }) => navigator.navigate(to, options);
  return {
    // The server renders at the Navigator's location too (a memory one, issue 27): its snapshot is the same.
    hook: () => [useSyncExternalStore(subscribe, current, current), navigate],
    searchHook: () => useSyncExternalStore(subscribe, search, search),
    // A link's address is where navigate() goes (the page's `?tenant=` kept), for a new tab or a copied link too.
    hrefs: (href: string) => navigator.href(href),
  };
}
