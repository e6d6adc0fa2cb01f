/**
 * Where a page's content is still on its way, a placeholder (`Loading`) stands with this attribute.
 * The embed measures the app for its parent and keeps the frame's last height while one is on
 * screen (issue 32 item 5): a route's chunk or data loading is not the route's height.
 */
export const LOADING_ATTRIBUTE = 'data-tpx-loading';

const listeners = new Set<() => void>();

/** Whether a loading placeholder is drawn inside `root`. */
export const loadingIn = (root: ParentNode): boolean => root.querySelector(`[${LOADING_ATTRIBUTE}]`) !== null;

/** Hears every placeholder that goes away (the page it stood for is drawn): the embed measures again. */
export function onPlaceholderGone(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Called by a placeholder as it goes away. */
export function placeholderGone(): void {
  for (const listener of listeners) listener();
}
