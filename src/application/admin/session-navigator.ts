import type { Analytics } from '../ports/analytics';
import type { Navigator } from '../ports/navigator';

/**
 * The Navigator of an admin's editing session for a customer (issue #17): the app's own, except that
 * the session's stores cannot send the admin into the storefront (its cart, checkout, photo picker or
 * printing tool would show the admin's own projects, not the customer's). Such a move is refused and
 * reported as the bug it is; moves within /admin (back to the customer) go through.
 */
export class SessionNavigator implements Navigator {
  constructor(
    private readonly app: Navigator,
    private readonly analytics: Pick<Analytics, 'reportError'>,
  ) {}

  navigate(path: string, options?: { readonly replace?: boolean }): void {
    if (!/^\/admin(?:[/?#]|$)/.test(path)) {
      this.analytics.reportError(new Error(`An editing session for a customer tried to leave for ${path}`), { where: 'customer editing session' });
      return;
    }
    this.app.navigate(path, options);
  }

  href(path: string): string {
    return this.app.href(path);
  }

  current(): string {
    return this.app.current();
  }

  search(): string {
    return this.app.search();
  }

  subscribe(listener: () => void): () => void {
    return this.app.subscribe(listener);
  }
}
