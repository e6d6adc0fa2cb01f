import type { Navigator } from '../../application/ports/navigator';

/**
 * The app's location in memory (inside an iframe, SPEC §2): navigating never touches the parent's
 * history nor the iframe's own address. It starts at the path the iframe was opened with.
 */
export class MemoryNavigator implements Navigator {
  private path: string;
  private query: string;
  private readonly listeners = new Set<() => void>();

  constructor(path: string, search = '') {
    [this.path, this.query] = MemoryNavigator.split(search ? `${path}?${search.replace(/^\?/, '')}` : path);
  }

  // `replace` changes nothing here: there is no back button to keep an entry for.
  navigate(to: string, _options?: { readonly replace?: boolean }): void {
    [this.path, this.query] = MemoryNavigator.split(to);
    for (const listener of [...this.listeners]) listener();
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
