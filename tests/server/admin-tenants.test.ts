import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seed } from '../../server/seed/seed';
import { ADMIN_EMAIL, openAdminHarness, type AdminHarness } from './admin-harness';
import { testDbFactories } from './test-db';

type Settings = Record<string, unknown> & { footer: { text: string; social: unknown[]; quickLinks: unknown[] } };

describe.each(testDbFactories)('admin tenant settings on $name', ({ open }) => {
  let h: AdminHarness;
  let admin: string;
  let customer: string;

  beforeAll(async () => {
    const clientDir = await mkdtemp(path.join(tmpdir(), 'tpx-client-'));
    await writeFile(path.join(clientDir, 'index.html'), '<!doctype html><div id="root"></div><!--tpx:boot-->');
    h = await openAdminHarness(await open(), { clientDir });
    admin = await h.tokenFor(ADMIN_EMAIL);
    customer = await h.tokenFor('shopper@example.com');
  });
  afterAll(async () => {
    await h?.db.close();
  });

  const read = async (tenant = 'wg') =>
    (await h.json('GET', `v1/admin/tenants/${tenant}/settings`, { token: admin })).body as { id: string; version: number; settings: Settings };
  const save = (tenant: string, body: unknown, token = admin) => h.json('POST', `v1/admin/tenants/${tenant}/settings`, { token, body });
  const snapshot = async () => JSON.stringify(await h.db.query('SELECT * FROM tenants ORDER BY id')) + (await h.db.query('SELECT id FROM audit_log')).length;

  it("reads a tenant's settings with its version", async () => {
    const wg = await read();
    expect(wg).toMatchObject({
      id: 'wg',
      version: 1,
      settings: { brand: 'TilePix', shopAllLabel: 'PRINT & PICK UP TODAY', accentColor: '#E31837', maxMainProductTiles: 12, allowedFrameColors: ['Black'] },
    });
    expect(wg.settings.footer.text).toBe('Photo tiles printed and framed in store, ready for same-day pick up.');
    expect((await h.json('GET', 'v1/admin/tenants/nosuch/settings', { token: admin })).status).toBe(404);
  });

  it('refuses a customer (403) and an anonymous caller (401) with no data, and changes nothing', async () => {
    const before = await snapshot();
    const wg = await read();
    const refused = await h.json('GET', 'v1/admin/tenants/wg/settings', { token: customer });
    expect(refused).toEqual({ status: 403, body: expect.objectContaining({ message: 'Admins only' }) });
    expect(JSON.stringify(refused.body)).not.toContain('PRINT & PICK UP TODAY');
    expect((await save('wg', { version: wg.version, settings: { ...wg.settings, brand: 'Hacked' } }, customer)).status).toBe(403);
    const anonymous = await h.json('POST', 'v1/admin/tenants/wg/settings', { body: { version: wg.version, settings: { ...wg.settings, brand: 'Hacked' } } });
    expect(anonymous.status).toBe(401);
    expect(await snapshot()).toBe(before);
  });

  it("saves wording, colour and labels: the storefront's next load shows them, the audit log has before and after, a restart keeps them", async () => {
    const wg = await read();
    const res = await save('wg', {
      version: wg.version,
      settings: {
        ...wg.settings,
        shopAllLabel: '  PRINT IT TODAY ',
        accentColor: '#1a7f37',
        footer: { ...wg.settings.footer, text: 'Printed in store today.' },
      },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ version: wg.version + 1, settings: { shopAllLabel: 'PRINT IT TODAY', accentColor: '#1A7F37' } });
    // What the storefront reads: GET tenants/v2 and the page's boot data (no cache in between).
    expect((await h.json('GET', 'v1/tenants/wg/v2', { tenant: 'wg' })).body).toMatchObject({
      shopAllLabel: 'PRINT IT TODAY',
      accentColor: '#1A7F37',
      footer: { text: 'Printed in store today.' },
    });
    const page = await (await h.app.request('http://localhost/shop-all?tenant=wg')).text();
    expect(page).toContain('PRINT IT TODAY');
    expect(page).toContain('Printed in store today.');
    const audit = (await h.json('GET', 'v1/admin/audit?recordType=tenant&recordId=wg', { token: admin })).body.entries;
    expect(audit.at(-1)).toMatchObject({
      action: 'tenant.save',
      actorEmail: ADMIN_EMAIL,
      before: { shopAllLabel: 'PRINT & PICK UP TODAY', accentColor: '#E31837' },
      after: { shopAllLabel: 'PRINT IT TODAY', accentColor: '#1A7F37' },
    });
    await seed(h.db);
    expect((await read()).settings).toMatchObject({ shopAllLabel: 'PRINT IT TODAY', accentColor: '#1A7F37' });
  });

  it("a GTM id set by the admin opens GTM's hosts in that tenant's CSP at its next page load, and removing it closes them", async () => {
    const csp = async () => (await h.app.request('http://localhost/?tenant=cvs')).headers.get('content-security-policy') ?? '';
    expect(await csp()).not.toContain('googletagmanager');
    const cvs = await read('cvs');
    expect((await save('cvs', { version: cvs.version, settings: { ...cvs.settings, googleTagManagerContainerId: 'GTM-CVS123' } })).status).toBe(200);
    expect(await csp()).toContain("script-src 'self' https://www.googletagmanager.com");
    expect(
      (await save('cvs', { version: cvs.version + 1, settings: { ...cvs.settings, googleTagManagerContainerId: '' } })).body.settings
        .googleTagManagerContainerId,
    ).toBeNull();
    expect(await csp()).not.toContain('googletagmanager');
  });

  it('refuses a stale edit over a newer one with 409 and keeps the newer one', async () => {
    const wg = await read();
    expect((await save('wg', { version: wg.version, settings: { ...wg.settings, brand: 'First' } })).status).toBe(200);
    const before = await snapshot();
    const stale = await save('wg', { version: wg.version, settings: { ...wg.settings, brand: 'Second' } });
    expect(stale).toEqual({
      status: 409,
      body: { message: 'This tenant was changed by someone else since you opened it. Reload to see the change, then make yours again.' },
    });
    expect(await snapshot()).toBe(before);
    expect((await read()).settings.brand).toBe('First');
  });

  it('of two saves based on the same version, one wins and the other gets 409', async () => {
    const wg = await read();
    const answers = await Promise.all(['A', 'B'].map((b) => save('wg', { version: wg.version, settings: { ...wg.settings, brand: `Brand ${b}` } })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect((await read()).version).toBe(wg.version + 1);
  });

  it('refuses bad values with the rule that failed, writing nothing', async () => {
    const wg = await read();
    const before = await snapshot();
    const bad = async (change: Partial<Settings>) =>
      (await save('wg', { version: wg.version, settings: { ...wg.settings, ...change } })).body.message as string;
    expect(await bad({ accentColor: 'red' })).toBe('accentColor: Accent colour must be a hex colour such as #E4572E');
    expect(await bad({ accentColor: '#12345' })).toBe('accentColor: Accent colour must be a hex colour such as #E4572E');
    expect(await bad({ brand: '  ' })).toBe('brand: Brand is required');
    expect(await bad({ maxMainProductTiles: 0 })).toBe('maxMainProductTiles: Tile limit must be a whole number between 1 and 1000, or empty for no limit');
    expect(await bad({ maxMainProductTiles: 1001 })).toMatch(/^maxMainProductTiles: /);
    expect(await bad({ maxMainProductTiles: 2.5 })).toMatch(/^maxMainProductTiles: /);
    expect(await bad({ allowedFrameColors: ['Pink'] })).toBe(
      'allowedFrameColors: Frame colours must be some of Black, White, Gray, each once, or empty for all',
    );
    expect(await bad({ allowedParentOrigins: ['https://photo.walgreens.com/embed'] })).toBe(
      'allowedParentOrigins: https://photo.walgreens.com/embed has a path: an origin is only https:// and the host, e.g. https://www.example.com',
    );
    expect(await bad({ allowedParentOrigins: ['http://photo.walgreens.com'] })).toBe('allowedParentOrigins: http://photo.walgreens.com must use https://');
    expect(await bad({ allowedParentOrigins: ["https://x.example; script-src 'unsafe-inline'"] })).toMatch(/^allowedParentOrigins: .* is not an origin/);
    expect(await bad({ allowedParentOrigins: ['https://a.example', 'https://a.example'] })).toBe('allowedParentOrigins: Each parent origin once');
    expect(await bad({ googleTagManagerContainerId: 'UA-12345' })).toBe(
      'googleTagManagerContainerId: Google Tag Manager id must look like GTM-XXXXXXX (capital letters and digits), or be empty',
    );
    expect(await bad({ googleTagManagerContainerId: 'GTM-x"><script>' })).toMatch(/^googleTagManagerContainerId: /);
    expect(await bad({ analyticsPrefix: 'Bad Prefix' })).toMatch(/^analyticsPrefix: /);
    expect(await bad({ forcedProductId: 'no-such-product' })).toBe('forcedProductId: This tenant has no product no-such-product');
    expect(await bad({ footer: { text: 'x', social: [{ label: 'X', href: 'javascript:alert(1)' }], quickLinks: [] } })).toBe(
      'footer.social.1.href: Link 1: must be a site path starting with / or an https:// address',
    );
    expect((await save('wg', { version: wg.version, settings: { ...wg.settings, homeVariant: 'casino' } })).body.message).toMatch(/^Invalid request: /);
    expect((await save('wg', { version: 0, settings: wg.settings })).status).toBe(400);
    expect((await save('nosuch', { version: 1, settings: wg.settings })).status).toBe(404);
    expect(await snapshot()).toBe(before);
  });

  it("a new parent origin joins the CSP's frame-ancestors right after the save, not a minute later", async () => {
    const frameAncestors = async () =>
      ((await h.app.request('http://localhost/?tenant=wg')).headers.get('content-security-policy') ?? '')
        .split('; ')
        .find((d) => d.startsWith('frame-ancestors')) ?? '';
    expect(await frameAncestors()).not.toContain('https://partner.example');
    const wg = await read();
    expect(
      (
        await save('wg', {
          version: wg.version,
          settings: { ...wg.settings, allowedParentOrigins: ['https://photo.walgreens.com', 'https://partner.example'] },
        })
      ).status,
    ).toBe(200);
    // Each page reads its tenant's parents: the next wg page carries it (and no other tenant's page does).
    expect(await frameAncestors()).toBe("frame-ancestors 'self' https://photo.walgreens.com https://partner.example");
    expect((await h.app.request('http://localhost/')).headers.get('content-security-policy')).not.toContain('https://partner.example');
  });

  it('allows local development pages as parent origins outside production only', async () => {
    const wg = await read();
    const res = await save('wg', {
      version: wg.version,
      settings: { ...wg.settings, allowedParentOrigins: ['https://photo.walgreens.com', 'http://localhost:*', 'https://partner.example:8443'] },
    });
    expect(res.status).toBe(200);
    expect(res.body.settings.allowedParentOrigins).toEqual(['https://photo.walgreens.com', 'http://localhost:*', 'https://partner.example:8443']);
  });
});
