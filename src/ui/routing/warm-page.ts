import type { Container } from 'inversify';
import type { PageName } from '../../application/routing/route-table';

type Preload = (container: Container) => Promise<unknown>;

/** Each page's preload, offered by pages.tsx as it loads (a view cannot import the page table: it lists the view's own page). */
const preloads = new Map<PageName, Preload>();

export function offerPreload(page: PageName, preload: Preload): void {
  preloads.set(page, preload);
}

/**
 * Loads a page's code and binds its feature modules into `container` before the shopper goes there,
 * so that the move renders it at once rather than under the full-page Loading while its chunks come
 * (the photo picker warms the printing tool: issue 31 item 7). A failed load is left to the move, which retries it.
 */
export async function warmPage(container: Container, page: PageName): Promise<void> {
  await preloads
    .get(page)?.(container)
    .catch(() => undefined);
}
