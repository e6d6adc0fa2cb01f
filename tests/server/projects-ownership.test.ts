import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openProjectsHarness, serverProject, type ProjectsHarness } from './projects-harness';
import { testDbFactories } from './test-db';

/**
 * SPEC §6 on the server (issue #15): {anonymous with the right / a wrong cart token, customer A,
 * customer B, an admin for A} × {get, save, delete}. Every refusal writes nothing (read back).
 */
describe.each(testDbFactories)('project ownership on $name', ({ open }) => {
  let p: ProjectsHarness;
  let a: { token: string; id: string };
  let b: { token: string; id: string };
  let admin: { token: string; id: string };
  const ANON_CART = 'cart-anon-0001';

  beforeAll(async () => {
    p = await openProjectsHarness(open);
    a = await p.customer('ann@example.com');
    b = await p.customer('bob@example.com');
    admin = await p.customer('admin@tilepix.test');
  });
  afterAll(async () => {
    await p.db.close();
  });

  /** Fresh projects for each test: one anonymous, one of A, one of B. */
  const fixtures = async (tag: string) => {
    const anon = serverProject(`anon-${tag}`, ANON_CART);
    const ofA = serverProject(`a-${tag}`, 'cart-of-ann-001');
    const ofB = serverProject(`b-${tag}`, 'cart-of-bob-001');
    expect((await p.save(anon, null)).body).toEqual({ version: 1 });
    expect((await p.save(ofA, null, { token: a.token })).body).toEqual({ version: 1 });
    expect((await p.save(ofB, null, { token: b.token })).body).toEqual({ version: 1 });
    return { anon, ofA, ofB };
  };

  describe('get', () => {
    it('anonymous: the right cart token reads its projects, a wrong one or none reads nothing', async () => {
      const { anon } = await fixtures('g1');
      expect(p.idsOf(await p.list({ cartToken: ANON_CART }))).toContain(anon.id);
      expect(p.idsOf(await p.list({ cartToken: 'cart-someone-else' }))).toEqual([]);
      expect(p.idsOf(await p.list())).toEqual([]);
      // A customer's cart token does not open the customer's projects to an anonymous caller.
      expect(p.idsOf(await p.list({ cartToken: 'cart-of-ann-001' }))).toEqual([]);
    });

    it('customers read their own only; the answer carries version, cart token and userId', async () => {
      const { ofA, ofB } = await fixtures('g2');
      const ofAnn = await p.list({}, { token: a.token });
      expect(p.idsOf(ofAnn)).toContain(ofA.id);
      expect(p.idsOf(ofAnn)).not.toContain(ofB.id);
      expect((ofAnn.body.projects as Array<Record<string, unknown>>).find((x) => x.id === ofA.id)).toMatchObject({
        ...ofA,
        userId: a.id,
        version: 1,
        cartToken: 'cart-of-ann-001',
      });
      expect(p.idsOf(await p.list({}, { token: b.token }))).not.toContain(ofA.id);
      expect(await p.list({ userId: a.id }, { token: b.token })).toMatchObject({ status: 403, body: { message: 'This project belongs to another shopper.' } });
    });

    it("an admin reads A's projects with userId, and their own without it", async () => {
      const { ofA, ofB } = await fixtures('g3');
      const forA = p.idsOf(await p.list({ userId: a.id }, { token: admin.token }));
      expect(forA).toContain(ofA.id);
      expect(forA).not.toContain(ofB.id);
      expect(p.idsOf(await p.list({}, { token: admin.token }))).not.toContain(ofA.id);
      expect((await p.list({ userId: 'no-such-customer' }, { token: admin.token })).status).toBe(404);
      // Naming a customer without signing in is not anonymous access.
      expect((await p.list({ userId: a.id })).status).toBe(401);
    });
  });

  describe('save', () => {
    it('anonymous: the right cart token updates; a wrong one is 403 and writes nothing', async () => {
      const { anon } = await fixtures('s1');
      expect(await p.save({ ...anon, quantity: 2 }, 1)).toEqual({ status: 200, body: { version: 2 } });
      const stolen = await p.save({ ...anon, cartToken: 'cart-attacker-01', quantity: 9 }, 2);
      expect(stolen).toMatchObject({ status: 403, body: { message: 'This project belongs to another shopper.' } });
      expect(await p.row(anon.id)).toMatchObject({ version: 2, cart_token: ANON_CART, owner_id: null, document: { quantity: 2 } });
    });

    it("anonymous with a customer's project id and cart token: 403, unchanged", async () => {
      const { ofA } = await fixtures('s2');
      expect((await p.save({ ...ofA, quantity: 5 }, 1)).status).toBe(403);
      expect(await p.row(ofA.id)).toMatchObject({ version: 1, owner_id: a.id, document: { quantity: 1 } });
    });

    it("customer B cannot overwrite A's project (nor claim to be A); A can", async () => {
      const { ofA } = await fixtures('s3');
      expect((await p.save({ ...ofA, quantity: 7 }, 1, { token: b.token })).status).toBe(403);
      expect((await p.save({ ...ofA, quantity: 7 }, null, { token: b.token })).status).toBe(403);
      expect((await p.save({ ...ofA, userId: a.id, quantity: 7 }, 1, { token: b.token })).status).toBe(403);
      expect(await p.row(ofA.id)).toMatchObject({ version: 1, owner_id: a.id, document: { quantity: 1 } });
      expect(await p.save({ ...ofA, quantity: 3 }, 1, { token: a.token })).toEqual({ status: 200, body: { version: 2 } });
    });

    it("an admin saves A's project for A, and creates one for A; not B's under A's name", async () => {
      const { ofA, ofB } = await fixtures('s4');
      expect(await p.save({ ...ofA, userId: a.id, quantity: 4 }, 1, { token: admin.token })).toEqual({ status: 200, body: { version: 2 } });
      expect(await p.row(ofA.id)).toMatchObject({ version: 2, owner_id: a.id, document: { quantity: 4 } });
      const made = serverProject('admin-made-s4', 'cart-admin-0001', { userId: a.id });
      expect((await p.save(made, null, { token: admin.token })).status).toBe(200);
      expect(p.idsOf(await p.list({}, { token: a.token }))).toContain(made.id);
      expect((await p.save({ ...ofB, userId: a.id }, 1, { token: admin.token })).status).toBe(403);
      expect(await p.row(ofB.id)).toMatchObject({ version: 1, owner_id: b.id });
      // Without userId the admin saves as themselves: A's project is someone else's.
      expect((await p.save({ ...ofA, quantity: 9 }, 2, { token: admin.token })).status).toBe(403);
    });
  });

  describe('delete', () => {
    it('anonymous: a wrong cart token is 403 and deletes nothing; the right one deletes', async () => {
      const { anon, ofA } = await fixtures('d1');
      expect((await p.remove(anon.id, 'cart-attacker-01')).status).toBe(403);
      expect(await p.row(anon.id)).not.toBeNull();
      expect((await p.remove(ofA.id, 'cart-of-ann-001')).status).toBe(403);
      expect(await p.row(ofA.id)).not.toBeNull();
      expect((await p.remove(anon.id, ANON_CART)).status).toBe(204);
      expect(await p.row(anon.id)).toBeNull();
      // Already gone: still 204.
      expect((await p.remove(anon.id, ANON_CART)).status).toBe(204);
    });

    it("customer B cannot delete A's project; A can; an admin can delete B's", async () => {
      const { ofA, ofB } = await fixtures('d2');
      expect((await p.remove(ofA.id, 'cart-of-ann-001', { token: b.token })).status).toBe(403);
      expect(await p.row(ofA.id)).not.toBeNull();
      expect((await p.remove(ofA.id, 'whatever', { token: a.token })).status).toBe(204);
      expect(await p.row(ofA.id)).toBeNull();
      expect((await p.remove(ofB.id, 'whatever', { token: admin.token })).status).toBe(204);
      expect(await p.row(ofB.id)).toBeNull();
    });
  });

  describe('tenants', () => {
    it('a project of another tenant is invisible: not read, not updated, not deleted there', async () => {
      const { anon, ofA } = await fixtures('t1');
      expect(p.idsOf(await p.list({ cartToken: ANON_CART }, { tenant: 'wg' }))).toEqual([]);
      expect((await p.save({ ...anon, quantity: 8 }, 1, { tenant: 'wg' })).status).toBe(404);
      expect((await p.remove(anon.id, ANON_CART, { tenant: 'wg' })).status).toBe(204);
      expect(await p.row(anon.id)).toMatchObject({ version: 1, document: { quantity: 1 } });
      // A's token is for the default tenant only.
      expect((await p.list({}, { token: a.token, tenant: 'wg' })).status).toBe(401);
      expect(await p.row(ofA.id)).not.toBeNull();
      expect((await p.list({}, { tenant: 'no-such-tenant' })).status).toBe(404);
    });
  });
});
