import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CART_CREATE } from '../../src/adapters/storefront/documents';
import { storefrontAccessToken } from '../../src/contract/storefront-token';
import { ADMIN_EMAIL, openAdminHarness, type AdminHarness } from './admin-harness';
import { ENDPOINT, storeLineProjects, tileLine, VARIANTS } from './storefront-harness';
import { testDbFactories } from './test-db';

type Settings = Record<string, unknown>;

/**
 * SPEC §1, §6 (issue 33): a tenant's limits and frame colours are its tenant record's, not a profile
 * kept per tenant id. The pharmacy starts at 12 black-framed tiles (the seed's values); what an admin
 * saves for it at /admin/tenants is what its store publishes (tenants/v2, read by the printing tool and
 * the cart) and what its storefront enforces. Its catalogue holds every frame colour, so a colour the
 * admin allows sells from the next call.
 */
describe.each(testDbFactories)("§1, §6 the pharmacy's limits come from its tenant record on $name", ({ open }) => {
  let h: AdminHarness;
  let admin: string;

  beforeAll(async () => {
    h = await openAdminHarness(await open());
    admin = await h.tokenFor(ADMIN_EMAIL);
  });
  afterAll(async () => {
    await h?.db.close();
  });

  const published = async () =>
    (await h.json('GET', 'v1/tenants/wg/v2', { tenant: 'wg' })).body as { maxMainProductTiles: number | null; allowedFrameColors: string[] | null };
  const create = async (lines: unknown[]) => {
    await storeLineProjects(h.db, { lines }, 'wg');
    const res = await h.app.request(ENDPOINT, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'X-Shopify-Storefront-Access-Token': storefrontAccessToken('wg') },
      body: JSON.stringify({ query: CART_CREATE, variables: { input: { lines } } }),
    });
    return ((await res.json()) as { data: { cartCreate: { cart: { totalQuantity: number } | null; userErrors: Array<{ message: string }> } } }).data.cartCreate;
  };
  const save = async (limits: Settings) => {
    const current = (await h.json('GET', 'v1/admin/tenants/wg/settings', { token: admin })).body as { version: number; settings: Settings };
    return h.json('POST', 'v1/admin/tenants/wg/settings', { token: admin, body: { version: current.version, settings: { ...current.settings, ...limits } } });
  };

  it('§1, §6 as seeded: 12 tiles, black frames; a White line and a 13th tile are refused', async () => {
    expect(await published()).toMatchObject({ maxMainProductTiles: 12, allowedFrameColors: ['Black'] });
    expect((await create([tileLine(1, VARIANTS.white)])).userErrors).toEqual([expect.objectContaining({ message: 'White frames are not available here.' })]);
    expect((await create([tileLine(13, VARIANTS.black)])).userErrors).toEqual([
      expect.objectContaining({ message: 'You can print up to 12 tiles per order. You have room for 12 more.' }),
    ]);
    expect((await create([tileLine(12, VARIANTS.black)])).cart?.totalQuantity).toBe(12);
  });

  it('§1, §6 the admin allows White and 20 tiles: the store publishes them and sells a White line and 20 tiles', async () => {
    expect((await save({ maxMainProductTiles: 20, allowedFrameColors: ['Black', 'White'] })).status).toBe(200);
    expect(await published()).toMatchObject({ maxMainProductTiles: 20, allowedFrameColors: ['Black', 'White'] });
    expect((await create([tileLine(2, VARIANTS.white), tileLine(18, VARIANTS.black)])).cart?.totalQuantity).toBe(20);
    expect((await create([tileLine(1, 'gid://shopify/ProductVariant/41000000003')])).userErrors).toEqual([
      expect.objectContaining({ message: 'Gray frames are not available here.' }),
    ]);
  });

  it('§1, §6 bad limits get a clear 400 and change nothing', async () => {
    const before = await published();
    const bad = await save({ maxMainProductTiles: 0, allowedFrameColors: ['Purple'] });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('maxMainProductTiles: Tile limit must be a whole number between 1 and 1000, or empty for no limit');
    expect(await published()).toEqual(before);
  });
});
