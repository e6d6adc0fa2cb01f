import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CART_CREATE, CHECKOUT_COMPLETE_WITH_CREDIT_CARD_V2 } from '../../src/adapters/storefront/documents';
import { storefrontAccessToken } from '../../src/contract/storefront-token';
import { fromServerProject, type ServerProject } from '../../src/contract/project';
import { lineAttributes, projectLineGroups } from '../../src/application/cart/checkout/placed-order';
import { openProjectsHarness, serverProject, type ProjectsHarness } from './projects-harness';
import { checkoutIdOf, ENDPOINT, VARIANTS, vaultCard } from './storefront-harness';
import { testDbFactories } from './test-db';

/** Issue #15: adoption on sign-in, and `abandoned: true` against projects an order completed. */
describe.each(testDbFactories)('project lifecycle on $name', ({ open }) => {
  let p: ProjectsHarness;
  let a: { token: string; id: string };
  let b: { token: string; id: string };

  beforeAll(async () => {
    p = await openProjectsHarness(open);
    a = await p.customer('ada@example.com');
    b = await p.customer('ben@example.com');
  });
  afterAll(async () => {
    await p.db.close();
  });

  describe('adoption', () => {
    it("signing in with this browser's cart token adopts its anonymous projects, then answers all the customer's", async () => {
      const cart = 'cart-adopt-0001';
      await p.save(serverProject('ad-1', cart), null);
      await p.save(serverProject('ad-2', cart), null);
      await p.save(serverProject('ad-own', 'cart-other-device'), null, { token: a.token });
      const first = await p.list({ cartToken: cart }, { token: a.token });
      expect(p.idsOf(first)).toEqual(['ad-1', 'ad-2', 'ad-own']);
      expect((first.body.projects as Array<{ userId?: string; version: number }>).every((x) => x.userId === a.id && x.version === 1)).toBe(true);
      expect(await p.row('ad-1')).toMatchObject({ owner_id: a.id, version: 1 });
      // Idempotent: the same call again answers the same.
      expect(p.idsOf(await p.list({ cartToken: cart }, { token: a.token }))).toEqual(['ad-1', 'ad-2', 'ad-own']);
      // Adopted projects are no longer the anonymous cart's, nor anyone else's to adopt.
      expect(p.idsOf(await p.list({ cartToken: cart }))).toEqual([]);
      expect(p.idsOf(await p.list({ cartToken: cart }, { token: b.token }))).toEqual([]);
      expect(await p.row('ad-2')).toMatchObject({ owner_id: a.id });
      // The revision survived adoption: a save based on it lands.
      expect(await p.save({ ...serverProject('ad-1', cart), quantity: 2 }, 1, { token: a.token })).toEqual({ status: 200, body: { version: 2 } });
    });

    it('two sign-ins adopting at once: both answer every project, each adopted once', async () => {
      const cart = 'cart-adopt-0002';
      for (const id of ['race-1', 'race-2', 'race-3']) await p.save(serverProject(id, cart), null);
      const [one, two] = await Promise.all([p.list({ cartToken: cart }, { token: b.token }), p.list({ cartToken: cart }, { token: b.token })]);
      expect(p.idsOf(one)).toEqual(['race-1', 'race-2', 'race-3']);
      expect(p.idsOf(two)).toEqual(['race-1', 'race-2', 'race-3']);
      const owners = await p.db.query<{ owner_id: string }>('SELECT owner_id FROM projects WHERE cart_token = $1', [cart]);
      expect(owners.map((o) => o.owner_id)).toEqual([b.id, b.id, b.id]);
    });
  });

  describe('abandoned and completed', () => {
    const gql = async (query: string, variables: Record<string, unknown>, token?: string) => {
      const res = await p.h.app.request(ENDPOINT, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'X-Shopify-Storefront-Access-Token': storefrontAccessToken('tilepix'),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify({ query, variables }),
      });
      return (await res.json()) as { data: Record<string, any> };
    };

    const FRAME_VARIANTS: Record<string, string> = { black: VARIANTS.black, white: VARIANTS.white, gray: 'gid://shopify/ProductVariant/41000000003' };
    /** Buys the stored projects as the client's checkout does: a line per frame colour, from `lineAttributes`; answers the order id. */
    const buy = async (projectIds: string[], token?: string): Promise<string> => {
      const stored = await Promise.all(projectIds.map(async (id) => fromServerProject((await p.row(id))!.document as ServerProject)));
      const lines = stored.flatMap((project) =>
        projectLineGroups(project).map((g) => ({
          merchandiseId: FRAME_VARIANTS[g.frameColor.toLowerCase()]!,
          quantity: g.tiles.length * project.quantity,
          attributes: lineAttributes(project, g),
        })),
      );
      const projectIdsBought = projectIds;
      const cart = (await gql(CART_CREATE, { input: { lines } }, token)).data.cartCreate.cart as { id: string };
      const vaultId = await vaultCard(p.h.app);
      const amount = (14 * lines.reduce((n, l) => n + l.quantity, 0)).toFixed(2);
      const done = (
        await gql(
          CHECKOUT_COMPLETE_WITH_CREDIT_CARD_V2,
          {
            checkoutId: checkoutIdOf(cart.id),
            payment: {
              paymentAmount: { amount, currencyCode: 'USD' },
              idempotencyKey: `k-${projectIdsBought.join('-')}`,
              vaultId,
              test: true,
              billingAddress: { firstName: 'Ada', lastName: 'L', address1: '1 Main St', city: 'X', province: 'IL', zip: '62701', country: 'US' },
            },
          },
          token,
        )
      ).data.checkoutCompleteWithCreditCardV2;
      expect(done.checkoutUserErrors).toEqual([]);
      // The gid carries the order number (issue 29): the order's id is found by it.
      const number = (done.checkout.order.id as string).split('/').pop()!.split('?')[0]!;
      return (await p.db.query<{ id: string }>('SELECT id FROM orders WHERE code = $1', [number]))[0]!.id;
    };

    it('abandoned: true answers the projects not yet completed; an order freezes its projects as bought', async () => {
      const bought = serverProject('life-bought', 'cart-life-0001');
      const left = serverProject('life-left', 'cart-life-0001');
      await p.save(bought, null, { token: a.token });
      await p.save({ ...bought, quantity: 1, frameColor: 'White' }, 1, { token: a.token });
      await p.save(left, null, { token: a.token });
      const orderId = await buy(['life-bought'], a.token);
      expect(await p.row('life-bought')).toMatchObject({ version: 2, order_id: orderId, completed_at: expect.anything(), document: { frameColor: 'White' } });

      const ids = p.idsOf(await p.list({}, { token: a.token }));
      expect(ids).toContain('life-left');
      expect(ids).not.toContain('life-bought');
      // Frozen: a later save is refused with 409 and the project as bought (status Completed).
      const late = await p.save({ ...bought, frameColor: 'Gray' }, 2, { token: a.token });
      expect(late).toMatchObject({
        status: 409,
        body: {
          code: 'projects/completed',
          customerMessage: 'This project was ordered and can no longer be changed.',
          current: { id: 'life-bought', frameColor: 'White', status: 'Completed', version: 2 },
        },
      });
      // The browser saving it as Completed after checkout (SPEC §4) agrees with the order: 200, nothing written.
      const agreed = await p.save({ ...bought, frameColor: 'Gray', status: 'Completed' }, 1, { token: a.token });
      expect(agreed).toMatchObject({ status: 200, body: { version: 2 } });
      expect(await p.row('life-bought')).toMatchObject({ version: 2, document: { frameColor: 'White' } });
      // Deleting it leaves the order's copy in place.
      expect((await p.remove('life-bought', 'cart-life-0001', { token: a.token })).status).toBe(204);
      expect(await p.row('life-bought')).toMatchObject({ version: 2, document: { frameColor: 'White' } });
    });

    it("an anonymous cart is completed the same way; another tenant's project of the same id is untouched", async () => {
      const doc = serverProject('life-anon', 'cart-life-0002');
      await p.save(doc, null);
      await p.save(doc, null, { tenant: 'wg' });
      await buy(['life-anon']);
      expect(p.idsOf(await p.list({ cartToken: 'cart-life-0002' }))).toEqual([]);
      expect(await p.row('life-anon', 'wg')).toMatchObject({ completed_at: null, order_id: null });
    });
  });
});
