import jpeg from 'jpeg-js';
import type { Page } from '@playwright/test';
import { ONCE, expect, test } from './fixtures';
import { startParentSite } from './parent-site';

/**
 * The store inside an iframe on a marketing site (SPEC §7, issue 16). The store is at its public
 * origin (baseURL, http://localhost:PORT: upload slots and links are written for it); the parent
 * pages are on other origins the seeded tenants allow outside production: the demo page served at
 * http://127.0.0.1:PORT/dev/embed-demo (it embeds the store with /embed.js and logs every message),
 * and a bare page from tests/e2e/parent-site.ts.
 */
const demoUrl = (baseURL: string | undefined, query: string) => `${baseURL!.replace('//localhost', '//127.0.0.1')}/dev/embed-demo?${query}`;

/** The demo parent page: the store's frame, the message log and the parent's controls. */
class DemoParent {
  constructor(readonly page: Page) {}
  store() {
    return this.page.frameLocator('iframe[title="TilePix store"]');
  }
  log() {
    return this.page.getByRole('log', { name: 'Messages' });
  }
  /** The store's frame's own address (in-memory routing never changes it). */
  frameUrl() {
    return this.page
      .frames()
      .find((f) => f !== this.page.mainFrame())!
      .url();
  }
  async changeRoute(path: string) {
    await this.page.getByLabel('Store path').fill(path);
    await this.page.getByRole('button', { name: 'Change route' }).click();
  }
}

/** A real session: sign up through the API, read the code from the dev mailbox, verify. */
async function signedUpSession(page: Page, email: string) {
  const created = await page.request.post('/api/v1/account/create?tenantId=tilepix', {
    data: { loginMethod: 'code', firstName: 'Robin', lastName: 'Embed', email, acceptsMarketing: true, source: 'e2e' },
  });
  expect(created.status()).toBe(200);
  let code = '';
  await expect
    .poll(async () => {
      const mails = (await (await page.request.get(`/api/dev/mail?to=${encodeURIComponent(email)}`)).json()) as Array<{ text: string }>;
      code = /\b(\d{6})\b/.exec(mails[0]?.text ?? '')?.[1] ?? '';
      return code;
    })
    .not.toBe('');
  const verified = await page.request.post('/api/v1/account/login_verify?tenantId=tilepix', { data: { email, code, source: 'e2e' } });
  return (await verified.json()) as { accessToken: string; refreshToken: string; customer: { id: string } };
}

async function openDemo(page: Page, baseURL: string | undefined, query: string) {
  await page.goto(demoUrl(baseURL, query));
  const demo = new DemoParent(page);
  await expect(demo.log()).toContainText('← notifyVueCreated');
  return demo;
}

function photoJpeg(width: number, height: number, seed: number): Buffer {
  const data = Buffer.alloc(width * height * 4);
  for (let i = 0; i < width * height; i++) data.set([(i + seed * 40) % 256, (i >> 8) % 256, 128, 255], i * 4);
  return Buffer.from(jpeg.encode({ data, width, height }, 85).data);
}

test.describe('the demo parent page on another origin', () => {
  test('no header, in-memory routing, path and title to the parent, changeRoute from the parent, sized by appSize', async ({ page, baseURL }) => {
    const demo = await openDemo(page, baseURL, 'path=/faqs');
    const store = demo.store();
    await expect(store.getByRole('heading', { level: 1 })).toHaveText('Frequently Asked Questions');
    await expect(store.getByRole('banner')).toHaveCount(0);
    await expect(demo.log()).toContainText('← notifyPathChanged {"path":"/faqs","title":"FAQ - TilePix"}');

    await store.getByRole('contentinfo').getByRole('link', { name: 'Privacy' }).click();
    await expect(store.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');
    await expect(demo.log()).toContainText('← notifyPathChanged {"path":"/privacy","title":"Privacy Policy - TilePix"}');
    expect(new URL(demo.frameUrl()).pathname).toBe('/faqs'); // the iframe's own address never changes

    // Outside the store's pages: refused, nothing moves; then a page of the store: it goes there.
    await demo.changeRoute('https://evil.example/');
    await demo.changeRoute('/admin/orders');
    await demo.changeRoute('/product-instructions');
    await expect(store.getByRole('heading', { level: 1 })).toHaveText('How to Hang Your Tiles');
    await expect(demo.log()).toContainText('→ changeRoute {"path":"/admin/orders"}');
    await expect(demo.log()).not.toContainText('"path":"/admin/orders","title"');
    expect(new URL(demo.frameUrl()).pathname).toBe('/faqs');

    // The parent sizes the frame by the content's height (updateState appSize).
    await expect(demo.log()).toContainText('← updateState {"appSize":');
    await expect
      .poll(() =>
        page.evaluate(() => {
          // The embed script's API on the page (types: src/embed-script/embed-api.d.ts).
          type Mounted = { iframe: HTMLIFrameElement; state: { appSize?: { height: number } } };
          const store = (window as unknown as { TilePix: { stores(): Mounted[] } }).TilePix.stores()[0]!;
          return Math.round(store.iframe.getBoundingClientRect().height) === Math.max(100, Math.ceil(store.state.appSize!.height));
        }),
      )
      .toBe(true);
  });

  test('cart count after add to cart, and the iframe modal mode around a modal', async ({ page, baseURL }) => {
    const demo = await openDemo(page, baseURL, 'path=/cart');
    const store = demo.store();
    await store.getByRole('button', { name: 'More: Wall pad kits' }).click();
    await expect(demo.log()).toContainText('← updateState {"cartCount":1}');
    await expect(page.locator('#cart-count')).toHaveText('1');

    // Phone emulation: a click that must first scroll the page back up from the frame's button lands
    // before the scroll has (the click is lost); scrolling first, as a shopper would, then clicking works.
    await page.getByRole('button', { name: 'Open profile' }).scrollIntoViewIfNeeded();
    await page.getByRole('button', { name: 'Open profile' }).click();
    await expect(demo.log()).toContainText('→ open {"what":"profile"}');
    const dialog = store.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(demo.log()).toContainText('← updateState {"isModalOpen":true}');
    await expect(demo.log()).toContainText('← showFrame');
    // Full screen while the modal is open: the frame covers the parent's viewport.
    const viewport = page.viewportSize()!;
    await expect.poll(async () => (await page.locator('iframe[title="TilePix store"]').boundingBox())?.height).toBe(viewport.height);

    await dialog.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(demo.log()).toContainText('← updateState {"isModalOpen":false}');
    await expect(demo.log()).toContainText('← hideFullscreen');
    await expect.poll(async () => (await page.locator('iframe[title="TilePix store"]').boundingBox())?.height).not.toBe(viewport.height);
  });

  test('uploadComplete after an upload', ONCE, async ({ store: fixture, page, baseURL }) => {
    // Face detection answers 501 here (no detector): logged, never shown.
    fixture.expectConsoleError(/status of 501|\[upload\/face-detection\]/);
    const demo = await openDemo(page, baseURL, 'path=/photo-picker');
    const store = demo.store();
    await expect(store.getByRole('heading', { level: 1 })).toHaveText('Get Started');
    const files = [1, 2].map((i) => ({ name: `photo-${i}.jpg`, mimeType: 'image/jpeg', buffer: photoJpeg(800, 600, i) }));
    await store.getByLabel('Choose photos').setInputFiles(files);
    await expect(demo.log()).toContainText('← uploadComplete {"count":2}', { timeout: 30_000 });
    await expect(demo.log()).toContainText('← localImgPreviewReady');
    await expect(demo.log()).toContainText('← notifyPathChanged {"path":"/printing"');

    // getBase64Img: the first photo comes back as a transferred ArrayBuffer, a Blob on the page.
    await page.getByRole('button', { name: 'Get image' }).click();
    await expect(demo.log()).toContainText('← getBase64Img {"requestId":"img-1","ok":true,"mimeType":"image/jpeg","data":"[ArrayBuffer');
    await expect(demo.log()).toContainText(/✓ image \{"size":[1-9]\d+,"mimeType":"image\/jpeg"\}/);
  });

  test('a session handed over by receiveLocalStorage signs the shopper in', ONCE, async ({ page, baseURL }, info) => {
    const session = await signedUpSession(page, `embed-${info.project.name}-${Date.now()}@example.test`);
    const demo = await openDemo(page, baseURL, 'path=/faqs');
    await expect(demo.log()).toContainText('"loggedIn":false');
    await page.getByLabel('Access token').fill(session.accessToken);
    await page.getByLabel('Refresh token').fill(session.refreshToken);
    await page.getByRole('button', { name: 'Hand over session' }).click();
    await expect(demo.log()).toContainText('← updateState {"loggedIn":true}');
    await expect(page.locator('#logged-in')).toHaveText('yes');
    await page.getByRole('button', { name: 'Open profile' }).click();
    await expect(demo.store().getByRole('dialog').getByRole('heading', { level: 2 })).toHaveText('Hi Robin!');

    // The parent keeps it: a reload hands it over again (the frame's own storage may be wiped).
    await page.reload();
    await expect(new DemoParent(page).log()).toContainText('→ receiveLocalStorage');
    await expect(new DemoParent(page).log()).toContainText('"loggedIn":true');
  });

  test(
    'logout inside the iframe revokes the session and the parent forgets it: a reload stays logged out (issue 26)',
    ONCE,
    async ({ page, baseURL }, info) => {
      const session = await signedUpSession(page, `embed-out-${info.project.name}-${Date.now()}@example.test`);
      const demo = await openDemo(page, baseURL, 'path=/faqs');
      await page.getByLabel('Access token').fill(session.accessToken);
      await page.getByLabel('Refresh token').fill(session.refreshToken);
      await page.getByRole('button', { name: 'Hand over session' }).click();
      await expect(page.locator('#logged-in')).toHaveText('yes');
      const keptSessions = () => page.evaluate(() => Object.keys(localStorage).filter((k) => k.endsWith(':session')));
      expect(await keptSessions()).toHaveLength(1);

      await page.getByRole('button', { name: 'Open profile' }).scrollIntoViewIfNeeded();
      await page.getByRole('button', { name: 'Open profile' }).click();
      const dialog = demo.store().getByRole('dialog');
      await expect(dialog.getByRole('heading', { level: 2 })).toHaveText('Hi Robin!');
      await dialog.getByRole('button', { name: 'Logout' }).click();
      await expect(demo.log()).toContainText('"loggedIn":false');
      await expect(page.locator('#logged-in')).toHaveText('no');
      await expect.poll(keptSessions).toEqual([]);
      // The server revoked the family: the refresh token the parent had handed over no longer refreshes.
      await expect
        .poll(async () =>
          (
            await page.request.post('/api/v1/account/refresh?tenantId=tilepix', { data: { userId: session.customer.id, refreshToken: session.refreshToken } })
          ).status(),
        )
        .toBe(401);

      await page.reload();
      const again = new DemoParent(page);
      await expect(again.log()).toContainText('← notifyVueCreated');
      await expect(again.log()).toContainText('"loggedIn":false');
      await expect(again.log()).not.toContainText('→ receiveLocalStorage');
      await page.getByRole('button', { name: 'Open profile' }).scrollIntoViewIfNeeded();
      await page.getByRole('button', { name: 'Open profile' }).click();
      await expect(again.store().getByRole('dialog').getByRole('button', { name: 'Logout' })).toHaveCount(0);
      await expect(again.log()).not.toContainText('"loggedIn":true');
    },
  );

  test('tpx-initial-data preselects the White frame and grayscale', ONCE, async ({ page, baseURL }) => {
    const initial = encodeURIComponent(JSON.stringify({ frameColor: 'White', filter: 'grayscale' }));
    const demo = await openDemo(page, baseURL, `path=/printing&initial-data=${initial}`);
    const store = demo.store();
    await expect(store.getByRole('radio', { name: 'White' }).first()).toBeChecked();
    await expect(store.getByRole('radio', { name: 'Grayscale' })).toBeChecked();
    await expect(demo.log()).toContainText('"frameColor":"White","filter":"grayScale"');
  });
});

test.describe('a bare parent page', () => {
  test('a changeRoute posted by a frame from a third origin changes nothing', ONCE, async ({ page, baseURL }) => {
    const parent = await startParentSite(`${baseURL}/faqs`, { intruder: { message: { type: 'changeRoute', path: '/privacy' } } });
    try {
      const messages: Array<{ type?: string; path?: string }> = [];
      await page.exposeFunction('recordMessage', (m: { type?: string; path?: string }) => messages.push(m));
      await page.addInitScript(() =>
        window.addEventListener('message', (e) => (window as unknown as { recordMessage(m: unknown): void }).recordMessage(e.data)),
      );
      await page.goto(`${parent.origin}/`);
      const store = page.frameLocator('iframe[title="TilePix store"]');
      await expect(store.getByRole('heading', { level: 1 })).toHaveText('Frequently Asked Questions');
      await expect.poll(() => messages.map((m) => m.type)).toContain('notifyVueCreated');

      const intruder = page.frameLocator('iframe[title="Intruder"]');
      await intruder.getByRole('button', { name: 'Post to the store' }).click();
      await expect(intruder.getByText('Intruder posted')).toBeVisible();
      // Then the real parent asks for another page, in the envelope any script may use.
      await page.evaluate((origin) => {
        document
          .querySelector<HTMLIFrameElement>('iframe[title="TilePix store"]')!
          .contentWindow!.postMessage({ type: 'changeRoute', path: '/about', protocol: 1 }, origin);
      }, new URL(baseURL!).origin);
      await expect(store.getByRole('heading', { level: 1 })).toHaveText('About Us');
      const paths = messages.filter((m) => m.type === 'notifyPathChanged').map((m) => m.path);
      expect(paths).toEqual(['/faqs', '/about']);
    } finally {
      await parent.close();
    }
  });
});
