import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminEndpoints } from '../../src/contract/endpoints/admin';
import { fillPath } from '../../src/contract/endpoints/endpoint';
import { ADMIN_EMAIL, openAdminHarness, type AdminHarness } from './admin-harness';
import { testDbFactories } from './test-db';

/** Plausible inputs for every admin call, so a refusal is the role check's and not a bad request's. */
const BODIES: Record<string, unknown> = {
  adminMoveOrder: { from: 'paid', to: 'in_production' },
  adminAddOrderNote: { text: 'Called the customer.' },
  adminSaveGroup: { version: 1, name: 'Mara Quinn', collectionName: '', imageUrl: '', sortOrder: 9 },
  adminMoveGroup: { version: 1, direction: 'down' },
  adminRetireProduct: { version: 1, retired: true },
  adminImportDryRun: { csv: 'id,name\n' },
  adminImportApply: { csv: 'id,name\n', basis: {} },
  adminSaveTenant: { version: 1, settings: {} },
  adminRetireStore: { version: 1, active: false },
  adminStoreImportDryRun: { csv: 'id,name\n' },
  adminStoreImportApply: { csv: 'id,name\n', basis: {} },
  adminMarkPickupReady: {},
  adminMarkPickedUp: {},
};
const QUERIES: Record<string, string> = { adminAuditLog: '?recordType=order&recordId=1', adminUploadAsset: '?name=a.png' };

describe.each(testDbFactories)('admin access on $name', ({ open }) => {
  let h: AdminHarness;
  let order: { id: string; number: string };
  let customer: string;
  let admin: string;
  let customerId: string;

  beforeAll(async () => {
    h = await openAdminHarness(await open());
    order = await h.placeOrder();
    customer = await h.tokenFor('shopper@example.com');
    admin = await h.tokenFor(ADMIN_EMAIL);
    customerId = (await h.db.query<{ id: string }>("SELECT id FROM customers WHERE email = 'shopper@example.com'"))[0]!.id;
  });
  afterAll(async () => {
    await h?.db.close();
  });

  const all = Object.entries(adminEndpoints);
  const pathOf = (name: string, e: (typeof adminEndpoints)[keyof typeof adminEndpoints]) =>
    fillPath(e.path, {
      orderId: order.id,
      line: '1',
      tile: '1',
      tenant: 'tilepix',
      groupId: 'mara-quinn',
      productId: 'tilepix',
      customerId,
      albumId: 'summer-trip',
      storeId: 'chicago-60290',
    } as never) + (QUERIES[name] ?? '');

  it('every admin path is under v1/admin/', () => {
    for (const [, e] of all) expect(e.path.startsWith('v1/admin/')).toBe(true);
  });

  it.each(all)('%s: anonymous → 401, a customer → 403, and no data either way', async (name, e) => {
    const body = e.method === 'POST' ? BODIES[name] : undefined;
    const anonymous = await h.json(e.method, pathOf(name, e), { body });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual({ message: 'Sign in required', code: expect.any(String), customerMessage: 'Please sign in again.' });
    const refused = await h.json(e.method, pathOf(name, e), { token: customer, body });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ message: 'Admins only', code: expect.any(String), customerMessage: 'You are not allowed to do that.' });
  });

  it("a customer's refused calls changed nothing: the order is still paid, no event, no audit entry", async () => {
    const [row] = await h.db.query<{ status: string }>('SELECT status FROM orders WHERE id = $1', [order.id]);
    expect(row?.status).toBe('paid');
    expect((await h.db.query('SELECT * FROM order_events')).length).toBe(0);
    expect((await h.db.query('SELECT * FROM audit_log')).length).toBe(0);
    expect((await h.db.query('SELECT version FROM product_groups WHERE version > 1')).length).toBe(0);
    expect((await h.db.query('SELECT id FROM products WHERE version > 1 OR retired_at IS NOT NULL')).length).toBe(0);
    expect((await h.db.query('SELECT id FROM tenants WHERE version > 1')).length).toBe(0);
    expect((await h.db.query('SELECT id FROM assets')).length).toBe(0);
    expect((await h.db.query('SELECT id FROM pickup_stores WHERE version > 1 OR NOT active')).length).toBe(0);
  });

  it.each(all.filter(([, e]) => e.method === 'GET'))('%s answers the admin', async (name, e) => {
    const res = await h.request('GET', pathOf(name, e), { token: admin });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('a tampered token is 401, not treated as anonymous or as an admin', async () => {
    const [head, payload, signature] = customer.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const forged = `${head}.${Buffer.from(JSON.stringify({ ...claims, role: 'admin' })).toString('base64url')}.${signature}`;
    expect((await h.json('GET', 'v1/admin/orders', { token: forged })).status).toBe(401);
  });
});
