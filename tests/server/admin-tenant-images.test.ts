import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seed } from '../../server/seed/seed';
import { ADMIN_EMAIL, openAdminHarness, type AdminHarness } from './admin-harness';
import { testDbFactories } from './test-db';

type Image = { assetId: string; url: string; width: number; height: number };
type Settings = Record<string, unknown> & { logo?: Image | null; wallTileGuideImage?: Image | null };
const UNKNOWN = '0f8b2c3e-1d4a-4b5c-9e6f-7a8b9c0d1e2f';

/** Issue #17: a tenant's logo and wall-tile guide picture, picked from the asset library (migration 015). */
describe.each(testDbFactories)('tenant images on $name', ({ open }) => {
  let h: AdminHarness;
  let admin: string;
  let customer: string;
  let logo: Image;
  let guide: Image;

  const upload = async (width: number, height: number, name: string): Promise<Image> => {
    const bytes = await sharp({ create: { width, height, channels: 3, background: { r: 30, g: 110, b: 160 } } })
      .png()
      .toBuffer();
    const res = await h.app.request(`http://localhost/api/v1/admin/assets?tenantId=tilepix&name=${name}`, {
      method: 'POST',
      headers: { 'content-type': 'application/octet-stream', authorization: `Bearer ${admin}` },
      body: new Uint8Array(bytes),
    });
    expect(res.status).toBe(201);
    const asset = (await res.json()) as { id: string; url: string; width: number; height: number };
    return { assetId: asset.id, url: asset.url, width: asset.width, height: asset.height };
  };

  beforeAll(async () => {
    const clientDir = await mkdtemp(path.join(tmpdir(), 'tpx-client-'));
    await writeFile(path.join(clientDir, 'index.html'), '<!doctype html><div id="root"></div><!--tpx:boot-->');
    h = await openAdminHarness(await open(), { clientDir });
    admin = await h.tokenFor(ADMIN_EMAIL);
    customer = await h.tokenFor('shopper@example.com');
    logo = await upload(600, 150, 'logo.png');
    guide = await upload(1600, 900, 'guide.png');
  });
  afterAll(async () => {
    await h?.db.close();
  });

  const read = async (tenant = 'demo') =>
    (await h.json('GET', `v1/admin/tenants/${tenant}/settings`, { token: admin })).body as { version: number; settings: Settings };
  const save = (tenant: string, body: unknown, token = admin) => h.json('POST', `v1/admin/tenants/${tenant}/settings`, { token, body });
  const storefront = async (tenant = 'demo') => (await h.json('GET', `v1/tenants/${tenant}/v2`, { tenant })).body as Settings;
  const snapshot = async () => JSON.stringify(await h.db.query('SELECT * FROM tenants ORDER BY id')) + (await h.db.query('SELECT id FROM audit_log')).length;

  it('a tenant has no images until an admin picks them: the storefront keeps its wordmark and bundled guide', async () => {
    expect((await read()).settings).toMatchObject({ logo: null, wallTileGuideImage: null });
    expect(await storefront()).toMatchObject({ logo: null, wallTileGuideImage: null });
  });

  it("sets a logo from the library: the storefront's next load has it with its size, the audit log has before and after", async () => {
    const demo = await read();
    const res = await save('demo', { version: demo.version, settings: { ...demo.settings, logo } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      version: demo.version + 1,
      settings: { logo: { assetId: logo.assetId, url: logo.url, width: 600, height: 150 }, wallTileGuideImage: null },
    });
    expect((await storefront()).logo).toEqual(logo);
    // The page's boot data carries it (no cache in between).
    const page = await (await h.app.request('http://localhost/?tenant=demo')).text();
    expect(page).toContain(`"url":"${logo.url}"`);
    const audit = (await h.json('GET', 'v1/admin/audit?recordType=tenant&recordId=demo', { token: admin })).body.entries;
    expect(audit.at(-1)).toMatchObject({ action: 'tenant.save', actorEmail: ADMIN_EMAIL, before: { logo: null }, after: { logo: { assetId: logo.assetId } } });
    // Another tenant is not touched; a restart's seed keeps the choice.
    expect((await storefront('wg')).logo).toBeNull();
    await seed(h.db);
    expect((await storefront()).logo).toEqual(logo);
  });

  it("sets the partner's wall-tile guide picture; the address and size always come from the library, not the request", async () => {
    const wg = await read('wg');
    expect(wg.settings.productInstructions).toBe('wall-tile-guide');
    // Claimed to be 1 x 1: the library knows better.
    const res = await save('wg', { version: wg.version, settings: { ...wg.settings, wallTileGuideImage: { ...guide, width: 1, height: 1 } } });
    expect(res.status).toBe(200);
    expect((await storefront('wg')).wallTileGuideImage).toEqual({ assetId: guide.assetId, url: guide.url, width: 1600, height: 900 });
  });

  it('a save without the image fields (a client from before them) keeps the stored images', async () => {
    const demo = await read();
    const { logo: _l, wallTileGuideImage: _g, ...older } = demo.settings;
    const res = await save('demo', { version: demo.version, settings: { ...older, brand: 'TilePix Demo' } });
    expect(res.status).toBe(200);
    expect(res.body.settings).toMatchObject({ brand: 'TilePix Demo', logo: { assetId: logo.assetId } });
    expect((await storefront()).logo).toEqual(logo);
  });

  it('refuses an image that is not in the library, or not an asset at all, writing nothing', async () => {
    const demo = await read();
    const before = await snapshot();
    const bad = async (change: Partial<Settings>) => {
      const res = await save('demo', { version: demo.version, settings: { ...demo.settings, ...change } });
      expect(res.status).toBe(400);
      return res.body.message as string;
    };
    expect(await bad({ logo: { assetId: UNKNOWN, url: `/files/assets/${UNKNOWN}.png`, width: 10, height: 10 } })).toBe(
      `logo: Logo: the asset library has no image ${UNKNOWN}`,
    );
    expect(await bad({ wallTileGuideImage: { ...guide, assetId: UNKNOWN, url: `/files/assets/${UNKNOWN}.png` } })).toBe(
      `wallTileGuideImage: Wall-tile guide image: the asset library has no image ${UNKNOWN}`,
    );
    // An upload of the shoppers', a foreign site, a path outside the library: the domain's rule, before any query.
    expect(await bad({ logo: { ...logo, url: '/files/uploads/photo.png' } })).toBe('logo: Logo must be an image from the asset library');
    expect(await bad({ logo: { ...logo, assetId: "x' OR '1'='1" } })).toBe('logo: Logo must be an image from the asset library');
    expect(await bad({ logo: { ...logo, url: 'https://evil.example/logo.png' } })).toBe('logo: Logo must be an image from the asset library');
    expect(await bad({ logo: 'https://evil.example/logo.png' as never })).toMatch(/^Invalid request: /);
    expect(await snapshot()).toBe(before);
    expect((await storefront()).logo).toEqual(logo);
  });

  it('refuses a customer (403) and an anonymous caller (401), and a stale edit (409), changing nothing', async () => {
    const demo = await read();
    const before = await snapshot();
    const body = { version: demo.version, settings: { ...demo.settings, logo: guide } };
    expect(await save('demo', body, customer)).toEqual({ status: 403, body: expect.objectContaining({ message: 'Admins only' }) });
    expect((await h.json('POST', 'v1/admin/tenants/demo/settings', { body })).status).toBe(401);
    expect((await save('demo', { ...body, version: demo.version - 1 })).status).toBe(409);
    expect(await snapshot()).toBe(before);
    expect((await storefront()).logo).toEqual(logo);
  });

  it('clears the logo (Remove): the storefront goes back to its wordmark; the audit log says so', async () => {
    const demo = await read();
    const res = await save('demo', { version: demo.version, settings: { ...demo.settings, logo: null } });
    expect(res.status).toBe(200);
    expect(res.body.settings.logo).toBeNull();
    expect((await storefront()).logo).toBeNull();
    const audit = (await h.json('GET', 'v1/admin/audit?recordType=tenant&recordId=demo', { token: admin })).body.entries;
    expect(audit.at(-1)).toMatchObject({ before: { logo: { assetId: logo.assetId } }, after: { logo: null } });
  });
});
