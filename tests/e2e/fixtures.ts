import { test as base, expect, type Page } from '@playwright/test';

/** A page object for the store's shell: navigation, title and the parts every page shares. */
export class Store {
  readonly consoleErrors: string[] = [];
  private readonly expectedErrors: RegExp[] = [];

  constructor(readonly page: Page) {
    page.on('console', (m) => {
      if (m.type() === 'error') this.consoleErrors.push(m.text());
    });
    page.on('pageerror', (e) => this.consoleErrors.push(e.message));
  }

  async open(path: string) {
    await this.page.goto(path);
    await expect(this.page.locator('#root')).not.toBeEmpty();
  }

  /**
   * Serves the page without the first data the server writes into it (the `tpx-boot` block), as a
   * cached or proxied page would come: the stores then fetch it, and a test can make those calls fail.
   */
  async withoutBootData() {
    await this.page.route(
      (url) => !url.pathname.startsWith('/api/') && !url.pathname.startsWith('/assets/') && !url.pathname.startsWith('/files/'),
      async (route) => {
        if (route.request().resourceType() !== 'document') return route.fallback();
        const response = await route.fetch();
        const html = (await response.text()).replace(/<script type="application\/json" id="tpx-boot">[\s\S]*?<\/script>/, '');
        await route.fulfill({ response, body: html });
      },
    );
  }

  /** A console error the test provokes on purpose (a 404 it asserts on, say). */
  expectConsoleError(pattern: RegExp) {
    this.expectedErrors.push(pattern);
  }

  unexpectedConsoleErrors() {
    return this.consoleErrors.filter((e) => !this.expectedErrors.some((p) => p.test(e)));
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
const TENANTS = ['tilepix', 'wg', 'cvs'];

export const test = base.extend<{ store: Store; welcomePopup: boolean }>({
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
  store: async ({ page }, use) => {
    const store = new Store(page);
    await use(store);
    // No CSP violation or uncaught error on any page we opened.
    expect(store.unexpectedConsoleErrors()).toEqual([]);
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
