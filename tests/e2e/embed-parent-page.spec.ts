import type { Page } from '@playwright/test';
import { PHONE_ONLY, expect, test } from './fixtures';
import { startMarketingSite } from './parent-site';

/**
 * Issue 32 item 5: the store on a long marketing page, mounted by `/embed.js`. A modal in the store
 * puts the frame in modal mode (full screen); leaving it puts the parent page back where the shopper
 * had scrolled it (it fell from 1474 to 209 px on the desktop, 2083 to 291 on a phone). Route changes
 * keep the frame's height until the new route has measured itself (it collapsed to about 145 px and
 * grew back on every change).
 */

type Message = { type?: string; source?: string; path?: string; state?: { appSize?: { height: number } } };

/** Every message the store posts to the page, in order (the parent's window hears them all). */
async function recordMessages(page: Page): Promise<Message[]> {
  const messages: Message[] = [];
  await page.exposeFunction('recordStoreMessage', (m: Message) => messages.push(m));
  await page.addInitScript(() => {
    if (window.top !== window) return; // the page itself, not the store's frame
    window.addEventListener('message', (e) => {
      const m = e.data as { source?: string } | null;
      if (m && m.source === 'tilepix') (window as unknown as { recordStoreMessage(m: unknown): void }).recordStoreMessage(m);
    });
  });
  return messages;
}

const frameHeight = (page: Page) => page.locator('iframe[title="TilePix store"]').evaluate((f) => Math.round(f.getBoundingClientRect().height));
const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

/** The shopper's scroll: where the issue saw it lost (1474 px on the desktop, 2083 on a phone). */
const scrolledTo = (isMobile: boolean) => (isMobile ? 2083 : 1474);

async function openMarketingPage(page: Page, baseURL: string | undefined, path: string) {
  const site = await startMarketingSite(new URL(baseURL!).origin, path);
  const messages = await recordMessages(page);
  await page.goto(`${site.origin}/`);
  await expect.poll(() => messages.some((m) => m.type === 'notifyVueCreated')).toBe(true);
  // Tall enough to scroll where the shopper was (the frame has its first height).
  await expect.poll(() => messages.some((m) => m.state?.appSize)).toBe(true);
  return { site, messages, store: page.frameLocator('iframe[title="TilePix store"]') };
}

/** Scrolls the page, opens a modal with `open`, closes it by its Close button; the page is where it was. */
async function keepsScrollAcrossModal(page: Page, isMobile: boolean, open: () => Promise<void>, dialogName: string | RegExp, scroll = true) {
  const store = page.frameLocator('iframe[title="TilePix store"]');
  if (scroll) {
    await page.evaluate((y) => window.scrollTo(0, y), scrolledTo(isMobile));
    await expect.poll(() => scrollY(page)).toBe(scrolledTo(isMobile));
  }
  const before = await scrollY(page);
  expect(before).toBeGreaterThan(1000);
  await open();
  const dialog = store.getByRole('dialog', { name: dialogName });
  await expect(dialog).toBeVisible();
  await expect.poll(() => frameHeight(page)).toBe(page.viewportSize()!.height);
  await dialog.evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)));
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect.poll(() => frameHeight(page)).not.toBe(page.viewportSize()!.height);
  // Past the focus going back inside the frame (which scrolls a parent) and a few frames more.
  await page.waitForTimeout(300);
  expect(await scrollY(page), `${String(dialogName)}: the parent's scroll after modal mode`).toBe(before);
}

test('the geolocation notice and the sign-in modal leave the parent page where it was scrolled', async ({ page, baseURL, isMobile }) => {
  // A shopper outside the US: the store shows the geolocation notice on its first visit, once the
  // answer comes, which waits here until the shopper has scrolled the page.
  let answer: () => void = () => undefined;
  const scrolled = new Promise<void>((resolve) => (answer = resolve));
  await page.route('**/api/v1/geolocation**', async (route) => {
    await scrolled;
    await route.fulfill({ json: { country_code: 'CA' } });
  });
  const { site } = await openMarketingPage(page, baseURL, '/faqs');
  try {
    await keepsScrollAcrossModal(page, isMobile, async () => answer(), /./);
    const openProfile = () =>
      page.evaluate(() => (window as unknown as { TilePix: { stores(): Array<{ openProfile(): void }> } }).TilePix.stores()[0]!.openProfile());
    await keepsScrollAcrossModal(page, isMobile, openProfile, 'Sign in');
    // Twice: the second modal mode starts from the restored place.
    await keepsScrollAcrossModal(page, isMobile, openProfile, 'Sign in');
  } finally {
    await site.close();
  }
});

test.describe('the welcome offer', () => {
  test.use({ welcomePopup: true });

  // The home page’s offer banner is a phone’s (hidden on the desktop): PHONE_ONLY.
  test('opened by a tap inside the frame and closed, the parent page stays where it was', PHONE_ONLY, async ({ page, baseURL }) => {
    const { site, store } = await openMarketingPage(page, baseURL, '/');
    try {
      const claim = store.getByRole('button', { name: 'Claim offer' });
      // The shopper scrolls the page down to the banner and taps it: focus goes back to it on closing.
      const inFrame = await claim.evaluate((el) => el.getBoundingClientRect().top);
      const frameTop = await page.locator('iframe[title="TilePix store"]').evaluate((f) => f.getBoundingClientRect().top + window.scrollY);
      await page.evaluate((y) => window.scrollTo(0, y), Math.round(frameTop + inFrame - 300));
      await expect(claim).toBeInViewport();
      await keepsScrollAcrossModal(page, true, () => claim.tap(), 'New here? Take 30% off', false);
    } finally {
      await site.close();
    }
  });
});

test('route changes keep the frame’s height until the new route has measured itself', async ({ page, baseURL }) => {
  const { site, messages, store } = await openMarketingPage(page, baseURL, '/faqs');
  try {
    const heights = () => messages.flatMap((m) => (m.state?.appSize ? [m.state.appSize.height] : []));
    /** The heights told, once they have stopped changing for a while (the route is drawn and measured). */
    const settled = async () => {
      let last = -1;
      await expect
        .poll(async () => {
          const count = heights().length;
          const same = count === last;
          last = count;
          if (!same) await page.waitForTimeout(400);
          return same;
        })
        .toBe(true);
      return heights();
    };
    await expect(store.getByRole('heading', { level: 1 })).toHaveText('Frequently Asked Questions');
    let told = await settled();
    for (const [path, heading] of [
      ['/about', 'About Us'],
      ['/shop-all', /SHOP ALL/i],
      ['/artists', /Artist/],
      ['/product-instructions', 'How to Hang Your Tiles'],
      ['/privacy', 'Privacy Policy'],
      ['/faqs', 'Frequently Asked Questions'],
    ] as const) {
      const previous = told.at(-1)!;
      await page.evaluate(
        (to) => (window as unknown as { TilePix: { stores(): Array<{ changeRoute(p: string): void }> } }).TilePix.stores()[0]!.changeRoute(to),
        path,
      );
      await expect(store.getByRole('heading', { level: 1 })).toHaveText(heading);
      const now = await settled();
      const during = now.slice(told.length);
      const final = now.at(-1)!;
      // Never below both the last route's height and the new route's own: no collapse and regrowth.
      for (const h of during) expect(h, `${path}: heights told ${JSON.stringify(during)} after ${previous}`).toBeGreaterThanOrEqual(Math.min(previous, final));
      expect(await page.locator('iframe[title="TilePix store"]').evaluate((f) => Math.round(f.getBoundingClientRect().height))).toBe(Math.max(100, final));
      told = now;
    }
  } finally {
    await site.close();
  }
});
