/**
 * Where the shopper is in the app and how to move them: the one location source that the router
 * and the stores share, so a store (or the embed) can navigate without a view. History in a page of
 * its own, in memory inside an iframe (the parent's history is never touched).
 */
export interface Navigator {
  /**
   * Goes to an app path (it may carry `?search` and `#hash`); `replace` rewrites the current entry. The
   * page's `?tenant=` goes along (`href`).
   */
  navigate(path: string, options?: { readonly replace?: boolean }): void;
  /** The address of an app path as a link shows it and `navigate` goes to it: with the page's `?tenant=` kept (domain withKeptTenant). */
  href(path: string): string;
  /** The current path, without the search. */
  current(): string;
  /** The current search, without its `?`. */
  search(): string;
  /** Calls `listener` after every change of path or search; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
}
export const Navigator = Symbol('Navigator');
