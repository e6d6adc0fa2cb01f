import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, openAdminHarness, type AdminHarness } from './admin-harness';
import { serverProject, tiles } from './projects-harness';
import { testDbFactories } from './test-db';

type Customer = { id: string; email: string; firstName: string | null; openProjects: number };

describe.each(testDbFactories)("admin: a customer's projects (SPEC §6) on $name", ({ open }) => {
  let h: AdminHarness;
  let admin: string;
  let ada: string;
  let adaId: string;
  let otherStoreId: string;

  const idOf = async (email: string, tenant = 'tilepix') =>
    (await h.db.query<{ id: string }>('SELECT id FROM customers WHERE email = $1 AND tenant_id = $2', [email, tenant]))[0]!.id;

  beforeAll(async () => {
    h = await openAdminHarness(await open());
    admin = await h.tokenFor(ADMIN_EMAIL);
    ada = await h.tokenFor('ada.lovelace@example.com');
    await h.tokenFor('ada.lovelace@example.com', 'wg');
    adaId = await idOf('ada.lovelace@example.com');
    otherStoreId = await idOf('ada.lovelace@example.com', 'wg');
    for (let i = 0; i < 27; i++) await h.tokenFor(`bulk${String(i).padStart(2, '0')}@example.com`);
    const saved = await h.json('POST', 'v1/projects/save', {
      token: ada,
      body: { ...serverProject('ada-wall', 'ada-cart', { tiles: tiles('ada-wall', 3), frameColor: 'White' }), baseVersion: null },
    });
    expect(saved.status).toBe(200);
  });
  afterAll(async () => {
    await h?.db.close();
  });

  it('refuses a customer (403) and an anonymous caller (401), with no data', async () => {
    for (const [token, want] of [
      [ada, 403],
      [undefined, 401],
    ] as const) {
      const found = await h.json('GET', 'v1/admin/customers?q=ada', { token });
      expect([found.status, found.body.customers]).toEqual([want, undefined]);
      const projects = await h.json('GET', `v1/admin/customers/${adaId}/projects`, { token });
      expect([projects.status, projects.body.projects]).toEqual([want, undefined]);
    }
  });

  it("finds the store's customers by part of the email or by id, 25 a page", async () => {
    const byEmail = await h.json('GET', 'v1/admin/customers?q=LOVELACE', { token: admin });
    expect(byEmail.status).toBe(200);
    expect(byEmail.body.customers.map((c: Customer) => [c.id, c.email, c.openProjects])).toEqual([[adaId, 'ada.lovelace@example.com', 1]]);
    expect((await h.json('GET', `v1/admin/customers?q=${adaId}`, { token: admin })).body.customers.map((c: Customer) => c.id)).toEqual([adaId]);
    // A LIKE wildcard is a character like any other.
    expect((await h.json('GET', 'v1/admin/customers?q=%25', { token: admin })).body.total).toBe(0);
    const first = await h.json('GET', 'v1/admin/customers?q=bulk', { token: admin });
    expect([first.body.total, first.body.customers.length, first.body.pageSize]).toEqual([27, 25, 25]);
    const second = await h.json('GET', 'v1/admin/customers?q=bulk&page=2', { token: admin });
    expect(second.body.customers).toHaveLength(2);
    expect(new Set([...first.body.customers, ...second.body.customers].map((c: Customer) => c.id)).size).toBe(27);
  });

  it("never shows another store's customer", async () => {
    const found = await h.json('GET', 'v1/admin/customers?q=lovelace', { token: admin });
    expect(found.body.customers.map((c: Customer) => c.id)).not.toContain(otherStoreId);
    expect((await h.json('GET', `v1/admin/customers?q=${otherStoreId}`, { token: admin })).body.total).toBe(0);
    const other = await h.json('GET', `v1/admin/customers/${otherStoreId}/projects`, { token: admin });
    expect([other.status, other.body.message, other.body.projects]).toEqual([404, 'Customer not found.', undefined]);
  });

  it('refuses bad input with a clear message', async () => {
    expect((await h.json('GET', 'v1/admin/customers?page=0', { token: admin })).body.message).toBe('page: expected a page number from 1');
    expect((await h.json('GET', 'v1/admin/customers?sort=email', { token: admin })).body.message).toBe('Invalid request: unknown parameter sort');
    expect((await h.json('GET', `v1/admin/customers?q=${'a'.repeat(255)}`, { token: admin })).status).toBe(400);
    expect((await h.json('GET', 'v1/admin/customers/bad%20id/projects', { token: admin })).status).toBe(400);
  });

  it("lists the customer's projects; the admin's save for them (userId) is what the customer loads next", async () => {
    const listed = await h.json('GET', `v1/admin/customers/${adaId}/projects`, { token: admin });
    expect(listed.status).toBe(200);
    expect(listed.body.customer.email).toBe('ada.lovelace@example.com');
    expect(listed.body.projects).toEqual([expect.objectContaining({ id: 'ada-wall', tiles: 3, frameColor: 'White', version: 1, completed: false })]);
    const loaded = await h.json('POST', 'v1/projects/get', { token: admin, body: { abandoned: true, userId: adaId } });
    const project = loaded.body.projects.find((p: { id: string }) => p.id === 'ada-wall');
    const saved = await h.json('POST', 'v1/projects/save', {
      token: admin,
      body: { ...project, frameColor: 'Gray', userId: adaId, baseVersion: project.version },
    });
    expect(saved.status).toBe(200);
    const mine = await h.json('POST', 'v1/projects/get', { token: ada, body: { abandoned: true } });
    expect(mine.body.projects.find((p: { id: string }) => p.id === 'ada-wall').frameColor).toBe('Gray');
    // Not the admin's own: their list stays without it.
    const own = await h.json('POST', 'v1/projects/get', { token: admin, body: { abandoned: true } });
    expect(own.body.projects.map((p: { id: string }) => p.id)).not.toContain('ada-wall');
    expect((await h.json('GET', `v1/admin/customers/${adaId}/projects`, { token: admin })).body.projects[0]).toMatchObject({ frameColor: 'Gray', version: 2 });
  });
});
