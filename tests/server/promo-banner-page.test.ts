import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tmpdir } from 'node:os';
import type { Hono } from 'hono';
import type { Db } from '../../server/db/db';
import { migrate } from '../../server/db/migrate';
import { createApp } from '../../server/app/create-app';
import { seed } from '../../server/seed/seed';
import { storefrontAccessToken } from '../../server/seed/storefront';
import { testDbFactories } from './test-db';

describe.each(testDbFactories)("the promo banner is the storefront page 'promo-banner' (SPEC §2, §7) on $name", ({ open }) => {
  let db: Db;
  let app: Hono;
  beforeAll(async () => {
    db = await open();
    await migrate(db);
    await seed(db);
    app = createApp({ db, config: { clientDir: tmpdir(), hostedPageUrl: 'https://hosted.example.test/hang' }, frameAncestors: [], log: () => {} });
  });
  afterAll(async () => {
    await db.close();
  });

  const banner = async (tenantId: string) =>
    ((await (await app.request(`/api/v1/tenants/${tenantId}/v2?tenantId=${tenantId}`)).json()) as { promoBannerHtml: string | null }).promoBannerHtml;
  const page = async (tenantId: string) => {
    const res = await app.request('/api/storefront/2024-04/graphql.json', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'X-Shopify-Storefront-Access-Token': storefrontAccessToken(tenantId) },
      body: JSON.stringify({ query: 'query { page(handle: "promo-banner") { body } }' }),
    });
    return ((await res.json()) as { data: { page: { body: string } | null } }).data.page?.body ?? null;
  };

  it("the tenant's banner and the storefront's page by handle are one text", async () => {
    expect(await banner('wg')).toBe('<strong>Print &amp; pick up today</strong> at a store near you.');
    expect(await page('wg')).toBe(await banner('wg'));
    // The demo tenant has no banner page: no banner.
    expect(await banner('demo')).toBeNull();
    expect(await page('demo')).toBeNull();
  });

  it('editing the page changes the banner', async () => {
    await db.query(`UPDATE storefront_pages SET body = $1 WHERE tenant_id = 'cvs' AND handle = 'promo-banner'`, ['<em>New</em> banner']);
    expect(await banner('cvs')).toBe('<em>New</em> banner');
    expect(await page('cvs')).toBe('<em>New</em> banner');
  });
});
