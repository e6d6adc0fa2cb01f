import { expect, test } from './fixtures';
import { startParentSite } from './parent-site';

/**
 * The store inside an iframe on a marketing site: a real parent page served from 127.0.0.1 on its
 * own port (another origin, which the seeded tenant allows), the store from localhost.
 */
let parent: Awaited<ReturnType<typeof startParentSite>>;
let parentOrigin: string;

test.beforeAll(async ({ baseURL }) => {
  parent = await startParentSite(`${baseURL}/faqs`);
  parentOrigin = parent.origin;
});
test.afterAll(() => parent.close());

test('inside an iframe: no header, in-memory routing, and the parent hears each path and title', async ({ page }) => {
  const messages: unknown[] = [];
  await page.exposeFunction('recordMessage', (m: unknown) => messages.push(m));
  await page.addInitScript(() =>
    window.addEventListener('message', (e) => (window as unknown as { recordMessage(m: unknown): void }).recordMessage(e.data)),
  );
  await page.goto(`${parentOrigin}/`);

  const store = page.frameLocator('iframe[title="TilePix store"]');
  await expect(store.getByRole('heading', { level: 1 })).toHaveText('Frequently Asked Questions');
  await expect(store.getByRole('banner')).toHaveCount(0);
  await expect
    .poll(() => messages)
    .toContainEqual({ source: 'tilepix', type: 'notifyPathChanged', path: '/faqs', title: 'FAQ - TilePix' });

  await store.getByRole('contentinfo').getByRole('link', { name: 'Privacy' }).click();
  await expect(store.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');
  const frame = page.frames().find((f) => f !== page.mainFrame())!;
  expect(new URL(frame.url()).pathname).toBe('/faqs'); // in-memory routing: the iframe's URL stays
  await expect
    .poll(() => messages)
    .toContainEqual({ source: 'tilepix', type: 'notifyPathChanged', path: '/privacy', title: 'Privacy Policy - TilePix' });
});
