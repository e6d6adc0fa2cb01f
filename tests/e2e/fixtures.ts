import { test as base, expect, type Page } from '@playwright/test';

/**
 * Watches every page of a test's browser context (#20): a console error (which is also how Chromium
 * reports a CSP violation and a failed resource load), an uncaught error, or a same-origin request
 * that failed on the network, fails the test unless the test said it expects it.
 */
export class PageGuard {
  readonly problems: string[] = [];
  private readonly expected: RegExp[] = [];
  private readonly watched = new WeakSet<Page>();

  watch(page: Page, origin: () => string | null): void {
    if (this.watched.has(page)) return;
    this.watched.add(page);
    page.on('console', (m) => {
      if (m.type() === 'error') this.problems.push(m.text());
    });
    page.on('pageerror', (e) => this.problems.push(`uncaught: ${e.message}`));
    page.on('requestfailed', (request) => {
      const failure = request.failure()?.errorText ?? 'failed';
      // A request the page itself cancelled (navigation, an aborted fetch, a replaced image) is no fault.
      if (failure.includes('ERR_ABORTED')) return;
      const own = origin();
      if (own !== null && request.url().startsWith(own)) this.problems.push(`request failed: ${request.method()} ${request.url()} (${failure})`);
    });
  }

  expect(pattern: RegExp): void {
    this.expected.push(pattern);
  }

  unexpected(): string[] {
    return this.problems.filter((e) => !this.expected.some((p) => p.test(e)));
  }
}

/** A page object for the store's shell: navigation, title and the parts every page shares. */
export class Store {
  private readonly guard: PageGuard;

  /** A page of another browser context (a second device) gets a guard of its own, which its test may read. */
  constructor(
    readonly page: Page,
    guard?: PageGuard,
  ) {
    this.guard = guard ?? new PageGuard();
    if (!guard) this.guard.watch(page, () => null);
  }

  /** Everything the guard saw on this test's pages. */
  get consoleErrors(): readonly string[] {
    return this.guard.problems;
  }

  async open(path: string) {
    await this.page.goto(path);
    await expect(this.page.locator('#root')).not.toBeEmpty();
    // The server's render (issue 27) is in #root before the app: wait until the app hydrated it.
    await expect(this.page.locator('html[data-tpx-live]')).toHaveCount(1);
  }

  /**
   * Serves the page without the first data the server writes into it (the `tpx-boot` block) nor
   * the page it rendered from that data (issue 27), as a page the server could not render comes:
   * the app renders it, its stores fetch the data, and a test can make those calls fail.
   */
  async withoutBootData() {
    await this.page.route(
      (url) => !url.pathname.startsWith('/api/') && !url.pathname.startsWith('/assets/') && !url.pathname.startsWith('/files/'),
      async (route) => {
        if (route.request().resourceType() !== 'document') return route.fallback();
        const response = await route.fetch();
        const html = (await response.text())
          .replace(/<div id="root">[\s\S]*?<\/div>(\s*<script type="application\/json" id="tpx-boot")/, '<div id="root"></div>$1')
          .replace(/<script type="application\/json" id="tpx-boot">[\s\S]*?<\/script>/, '');
        await route.fulfill({ response, body: html });
      },
    );
  }

  /** A console error (or failed request) the test provokes on purpose (a 404 it asserts on, say). */
  expectConsoleError(pattern: RegExp) {
    this.guard.expect(pattern);
  }

  unexpectedConsoleErrors() {
    return this.guard.unexpected();
  }

  heading() {
    return this.page.getByRole('heading', { level: 1 });
  }

  header() {
    return this.page.getByRole('banner');
  }

  mainNav() {
    return this.page.getByRole('navigation', { name: 'Main' });
  }

  footer() {
    return this.page.getByRole('contentinfo');
  }

  isMobile() {
    return (this.page.viewportSize()?.width ?? 1280) < 900;
  }

  /** Opens the hamburger menu where the tenant has one and the screen is narrow. */
  async revealNav() {
    // The header renders once the tenant has loaded; only then is there a menu button to look for.
    await expect(this.header()).toBeVisible();
    const menu = this.header().getByRole('button', { name: 'Open menu' });
    if (await menu.isVisible()) await menu.click();
  }
}

/** The tenants whose welcome promo the fixture marks as already shown. */
const TENANTS = ['tilepix', 'wg', 'cvs', 'demo', 'private'];

export const test = base.extend<{ store: Store; welcomePopup: boolean; guard: PageGuard }>({
  /** On for every test, whether or not it uses `store`: see PageGuard. */
  guard: [
    async ({ context, baseURL }, use) => {
      const guard = new PageGuard();
      const origin = () => (baseURL ? new URL(baseURL).origin : null);
      for (const page of context.pages()) guard.watch(page, origin);
      context.on('page', (page) => guard.watch(page, origin));
      await use(guard);
      expect(guard.unexpected(), 'console errors, CSP violations, uncaught errors or failed requests').toEqual([]);
    },
    { auto: true },
  ],
  /**
   * The welcome promo pops up by itself on a browser's first visit (SPEC §4) and would cover what a
   * spec is testing: every page starts with it marked as shown, unless a spec sets
   * `test.use({ welcomePopup: true })` (tests/e2e/welcome.spec.ts).
   */
  welcomePopup: [false, { option: true }],
  context: async ({ context, welcomePopup }, use) => {
    if (!welcomePopup) {
      await context.addInitScript((tenants: string[]) => {
        try {
          for (const tenant of tenants) localStorage.setItem(`tpx:${tenant}:welcomePromoShown`, JSON.stringify({ value: true, savedAt: Date.now() }));
        } catch {
          // about:blank, data: URLs and sandboxed frames have no storage: nothing pops up there either.
        }
      }, TENANTS);
    }
    await use(context);
  },
  store: async ({ page, guard }, use) => {
    await use(new Store(page, guard));
  },
});

export { expect };

/** A tile as the active project keeps it in local storage. */
export interface StoredTile {
  imagePath: string;
  width: number;
  height: number;
  metadata: { source?: string; sourceUrl?: string; variantId?: string };
}

/** The active project's tiles as kept in local storage (default tenant). */
export async function storedTiles(page: Page): Promise<StoredTile[]> {
  return page.evaluate(() => {
    const raw = localStorage.getItem('tpx:tilepix:projects');
    if (!raw) return [];
    const projects = (JSON.parse(raw) as { value: Array<{ isActive: boolean; tiles: StoredTile[] }> }).value;
    return projects.find((p) => p.isActive)?.tiles ?? [];
  });
}

/**
 * The tag of a test whose outcome no viewport changes: it runs on the desktop project only (the mobile
 * project's grepInvert in playwright.config.ts). tests/e2e/README.md says when a test may take it.
 */
export const ONCE = { tag: '@any-viewport' };

/** ONCE where `once` holds (one row of a table of tests), else both projects. */
export const onceIf = (once: boolean) => (once ? ONCE : {});

/**
 * The tag of a test that only a phone can run (touch, the phone's own banners and contexts): the
 * desktop project leaves it out (its grepInvert), so it starts no page there only to skip.
 */
export const PHONE_ONLY = { tag: '@phone-only' };
