import type { Navigator } from '../../application/ports/navigator';
import { withKeptTenant } from '../../domain/routing';

/**
 * The app's location in memory (inside an iframe, SPEC §2): navigating never touches the parent's
 * history nor the iframe's own address. It starts at the path the iframe was opened with.
 */
export class MemoryNavigator implements Navigator {
  private path: string;
  private query: string;
  private readonly listeners = new Set<() => void>();

  /**
   * `keptTenant`: the `?tenant=` the page was opened with (domain keptTenantQuery). Its links show it as
   * the history's do (the server renders with this navigator, the browser hydrates with that one); the
   * memory address needs no reload to survive, so `navigate` goes where it is told.
   */
  constructor(
    path: string,
    search = '',
    private readonly keptTenant: string | null = null,
  ) {
    [this.path, this.query] = MemoryNavigator.split(search ? `${path}?${search.replace(/^\?/, '')}` : path);
  }

  // `replace` changes nothing here: there is no back button to keep an entry for.
  navigate(to: string, _options?: { readonly replace?: boolean }): void {
    [this.path, this.query] = MemoryNavigator.split(to);
    for (const listener of [...this.listeners]) listener();
  }

  href(path: string): string {
    return withKeptTenant(path, this.keptTenant);
  }

  current(): string {
    return this.path;
  }

  search(): string {
    return this.query;
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  }

  private static split(to: string): [string, string] {
    const [path = '/', search = ''] = to.split('?');
    return [path || '/', search];
  }
}
