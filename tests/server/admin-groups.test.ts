import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CatalogueRepository } from '../../server/catalogue/catalogue-repository';
import { bootData, etagOf, withBootData } from '../../server/pages/boot-data';
import { seed } from '../../server/seed/seed';
import { TenantRepository } from '../../server/tenants/tenant-repository';
import { ADMIN_EMAIL, openAdminHarness, type AdminHarness } from './admin-harness';
import { testDbFactories } from './test-db';

type Group = { id: string; name: string; sortOrder: number; version: number; collectionName: string | null; imageUrl: string | null; products: number };

describe.each(testDbFactories)('admin artist groups on $name', ({ open }) => {
  let h: AdminHarness;
  let admin: string;
  let customer: string;

  beforeAll(async () => {
    h = await openAdminHarness(await open());
    admin = await h.tokenFor(ADMIN_EMAIL);
    customer = await h.tokenFor('shopper@example.com');
  });
  afterAll(async () => {
    await h?.db.close();
  });

  const list = async (tenant = 'tilepix') => (await h.json('GET', `v1/admin/tenants/${tenant}/groups`, { token: admin })).body.groups as Group[];
  const byId = async (id: string) => (await list()).find((g) => g.id === id)!;
  const save = (id: string, body: unknown, token = admin) => h.json('POST', `v1/admin/tenants/tilepix/groups/${id}`, { token, body });
  const move = (id: string, body: unknown, token = admin) => h.json('POST', `v1/admin/tenants/tilepix/groups/${id}/move`, { token, body });
  const storefront = async () =>
    ((await h.json('GET', 'v1/products/tilepix/get_artist_groups')).body.artistGroups as Array<{ id: string; sortOrder: number }>)
      .filter((g) => g.sortOrder >= 0)
      .toSorted((a, b) => a.sortOrder - b.sortOrder)
      .map((g) => g.id);
  const snapshot = async () =>
    JSON.stringify(await h.db.query('SELECT * FROM product_groups ORDER BY tenant_id, id')) + (await h.db.query('SELECT id FROM audit_log')).length;

  it("lists the tenant's artist groups in menu order, hidden ones (negative sortOrder) last, with versions and product counts", async () => {
    const groups = await list();
    expect(groups.map((g) => [g.id, g.sortOrder])).toEqual([
      ['mara-quinn', 1],
      ['theo-lindqvist', 2],
      ['ada-okafor', 3],
      ['june-park', 4],
      ['archive-studio', -1],
    ]);
    expect(groups[0]).toMatchObject({ name: 'Mara Quinn', collectionName: 'Colour Fields', version: 1, products: 2 });
    expect((await h.json('GET', 'v1/admin/tenants/nosuch/groups', { token: admin })).status).toBe(404);
  });

  it('refuses a customer (403) and an anonymous caller (401), and neither changes anything', async () => {
    const before = await snapshot();
    expect((await h.json('GET', 'v1/admin/tenants/tilepix/groups', { token: customer })).status).toBe(403);
    expect((await save('mara-quinn', { version: 1, name: 'X', collectionName: '', imageUrl: '', sortOrder: 9 }, customer)).status).toBe(403);
    expect((await move('mara-quinn', { version: 1, direction: 'down' }, customer)).status).toBe(403);
    expect((await h.json('POST', 'v1/admin/tenants/tilepix/groups/mara-quinn/move', { body: { version: 1, direction: 'down' } })).status).toBe(401);
    expect(await snapshot()).toBe(before);
  });

  it("moves a group down: the menu order follows on the storefront's next read, each renumbered group audited", async () => {
    // The page's boot data (first paint) is read per request and its ETag follows the catalogue: no stale menu.
    const page = async () =>
      withBootData(
        '<!--tpx:boot-->',
        await bootData(
          { tenants: new TenantRepository(h.db, 'https://hosted.example/hang'), catalogue: new CatalogueRepository(h.db) },
          new URL('http://localhost/'),
          'localhost',
        ),
      );
    const beforeHtml = await page();
    const mara = await byId('mara-quinn');
    const res = await move('mara-quinn', { version: mara.version, direction: 'down' });
    expect(res.status).toBe(200);
    expect(res.body.groups.slice(0, 2).map((g: Group) => [g.id, g.sortOrder])).toEqual([
      ['theo-lindqvist', 1],
      ['mara-quinn', 2],
    ]);
    expect(await storefront()).toEqual(['theo-lindqvist', 'mara-quinn', 'ada-okafor', 'june-park']);
    const afterHtml = await page();
    expect(etagOf(afterHtml)).not.toBe(etagOf(beforeHtml));
    expect(afterHtml.indexOf('Theo Lindqvist')).toBeLessThan(afterHtml.indexOf('Mara Quinn'));
    const audit = (await h.json('GET', 'v1/admin/audit?recordType=artist_group&recordId=tilepix%3Amara-quinn', { token: admin })).body.entries;
    expect(audit.at(-1)).toMatchObject({ action: 'group.move-down', actorEmail: ADMIN_EMAIL, before: { sortOrder: 1 }, after: { sortOrder: 2 } });
    // Back up again; the first group cannot go further up (nothing changes, no audit entry).
    const again = await move('mara-quinn', { version: (await byId('mara-quinn')).version, direction: 'up' });
    expect(again.body.groups.slice(0, 2).map((g: Group) => g.id)).toEqual(['mara-quinn', 'theo-lindqvist']);
    const entries = (await h.db.query('SELECT id FROM audit_log')).length;
    expect((await move('mara-quinn', { version: (await byId('mara-quinn')).version, direction: 'up' })).status).toBe(200);
    expect((await h.db.query('SELECT id FROM audit_log')).length).toBe(entries);
  });

  it('saves name, collection, image and sort order; a negative number hides the group from the storefront', async () => {
    const june = await byId('june-park');
    const res = await save('june-park', {
      version: june.version,
      name: '  June Park  ',
      collectionName: 'Sketches',
      imageUrl: '/files/seed/june.png',
      sortOrder: -5,
    });
    expect(res.status).toBe(200);
    expect(await byId('june-park')).toMatchObject({
      name: 'June Park',
      collectionName: 'Sketches',
      imageUrl: '/files/seed/june.png',
      sortOrder: -5,
      version: june.version + 1,
    });
    expect(await storefront()).not.toContain('june-park');
    // A restart seeds again: the admin's edit stays.
    await seed(h.db);
    expect(await byId('june-park')).toMatchObject({ collectionName: 'Sketches', sortOrder: -5 });
    const [entry] = (await h.json('GET', 'v1/admin/audit?recordType=artist_group&recordId=tilepix%3Ajune-park', { token: admin })).body.entries.slice(-1);
    expect(entry).toMatchObject({
      action: 'group.save',
      before: { collectionName: 'Sketchbook', sortOrder: 4 },
      after: { collectionName: 'Sketches', sortOrder: -5 },
    });
    // A hidden group has no place to move to.
    const hidden = await move('june-park', { version: june.version + 1, direction: 'up' });
    expect(hidden).toMatchObject({ status: 400, body: { message: 'A hidden group has no place in the menu: give it a sort order of 0 or more first.' } });
    expect((await save('june-park', { version: june.version + 1, name: 'June Park', collectionName: 'Sketchbook', imageUrl: '', sortOrder: 4 })).status).toBe(
      200,
    );
    expect(await storefront()).toContain('june-park');
  });

  it('refuses a stale edit over a newer one with 409 and keeps the newer one', async () => {
    const ada = await byId('ada-okafor');
    expect((await save('ada-okafor', { version: ada.version, name: 'Ada Okafor', collectionName: 'First', imageUrl: '', sortOrder: 3 })).status).toBe(200);
    const before = await snapshot();
    const stale = await save('ada-okafor', { version: ada.version, name: 'Ada Okafor', collectionName: 'Second', imageUrl: '', sortOrder: 3 });
    expect(stale).toMatchObject({
      status: 409,
      body: { message: 'This group was changed by someone else since you opened it. Reload to see the change, then make yours again.' },
    });
    expect((await move('ada-okafor', { version: ada.version, direction: 'up' })).status).toBe(409);
    expect(await snapshot()).toBe(before);
    expect((await byId('ada-okafor')).collectionName).toBe('First');
  });

  it('of two saves based on the same version, one wins and the other gets 409', async () => {
    const theo = await byId('theo-lindqvist');
    const answers = await Promise.all(
      ['A', 'B'].map((c) => save('theo-lindqvist', { version: theo.version, name: 'Theo Lindqvist', collectionName: c, imageUrl: '', sortOrder: 2 })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect((await byId('theo-lindqvist')).version).toBe(theo.version + 1);
  });

  it('refuses bad fields with the rule that failed, writing nothing', async () => {
    const mara = await byId('mara-quinn');
    const before = await snapshot();
    const bad = async (body: Record<string, unknown>) =>
      (await save('mara-quinn', { version: mara.version, name: 'Mara Quinn', collectionName: '', imageUrl: '', sortOrder: 1, ...body })).body.message;
    expect(await bad({ name: '   ' })).toBe('name: Name is required');
    expect(await bad({ name: 'x'.repeat(101) })).toBe('name: Must be no more than 100 characters');
    expect(await bad({ imageUrl: 'javascript:alert(1)' })).toBe('imageUrl: Must be a site path starting with / or an https:// address');
    expect(await bad({ sortOrder: 1.5 })).toMatch(/^Invalid request: /);
    expect(await bad({ sortOrder: 100001 })).toBe('sortOrder: Sort order must be between -1000 and 100000');
    expect(await bad({ name: 'Theo Lindqvist' })).toBe('Another artist group is already named Theo Lindqvist.');
    expect((await save('no-such-group', { version: 1, name: 'N', collectionName: '', imageUrl: '', sortOrder: 1 })).status).toBe(404);
    expect(await snapshot()).toBe(before);
  });
});
