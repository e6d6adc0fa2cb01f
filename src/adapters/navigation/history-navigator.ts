import type { Navigator } from '../../application/ports/navigator';
import { withKeptTenant } from '../../domain/routing';

// wouter patches history.pushState/replaceState to dispatch these events; popstate and hashchange
// are the browser's. Listening to all of them catches every change, whoever made it.
const EVENTS = ['popstate', 'pushState', 'replaceState', 'hashchange'] as const;

/** The browser's history as the app's location (a page of its own). */
export class HistoryNavigator implements Navigator {
  private readonly listeners = new Set<() => void>();
  private readonly notify = () => {
    for (const listener of [...this.listeners]) listener();
  };

  /** `keptTenant`: the `?tenant=` the page was opened with (domain keptTenantQuery), kept on every address it goes to. */
  constructor(
    private readonly win: Window,
    private readonly keptTenant: string | null = null,
  ) {}

  navigate(to: string, options: { readonly replace?: boolean } = {}): void {
    const path = this.href(to);
    if (options.replace) this.win.history.replaceState(null, '', path);
    else this.win.history.pushState(null, '', path);
    // Without wouter's patch (tests, another router) the change is still announced.
    if (!(Symbol.for('wouter_v3') in this.win)) this.notify();
  }

  href(path: string): string {
    return withKeptTenant(path, this.keptTenant);
  }

  current(): string {
    return this.win.location.pathname;
  }

  search(): string {
    return this.win.location.search.replace(/^\?/, '');
  }

  subscribe(listener: () => void): () => void {
    if (this.listeners.size === 0) for (const e of EVENTS) this.win.addEventListener(e, this.notify);
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
      if (this.listeners.size === 0) for (const e of EVENTS) this.win.removeEventListener(e, this.notify);
    };
  }
}
