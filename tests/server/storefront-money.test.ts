import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CART_CREATE,
  CART_DISCOUNT_CODES_UPDATE,
  CART_LINES_ADD,
  CHECKOUT_COMPLETE_FREE,
  CHECKOUT_COMPLETE_WITH_CREDIT_CARD_V2,
} from '../../src/adapters/storefront/documents';
import { checkoutIdOf, giftLine, openStorefrontHarness, tileLine, vaultCard, VARIANTS, type StorefrontHarness } from './storefront-harness';
import { testDbFactories } from './test-db';

/* Issue 13, money: free carts (items 1 and 2), codes that save nothing and order lines (3), limits under concurrency (4). */

type UserError = { field: string[]; message: string; code: string };

describe.each(testDbFactories)('storefront money on $name', ({ name, open }) => {
  let h: StorefrontHarness;
  beforeAll(async () => {
    h = await openStorefrontHarness(open);
  });
  afterAll(async () => {
    await h?.db.close();
  });

  const create = async (input: Record<string, unknown>, tenant = 'tilepix') =>
    (await h.gql(CART_CREATE, { input }, { tenant })).body.data!.cartCreate as { cart: any; userErrors: UserError[] };
  const total = (cart: any) => cart.cost.totalAmount.amount as string;

  describe('SPEND30GET1 (item 1)', () => {
    it('never frees the whole cart: 50 tiles keep paying for the free ones', async () => {
      const { cart, userErrors } = await create({ lines: [tileLine(50)], discountCodes: ['SPEND30GET1'] });
      expect(userErrors).toEqual([]);
      // 50 tiles at 14.00 less the 40% tier = 420.00 (8.40 a tile); k free need 30.00 x k on 50 - k paid: 10 (336.00 >= 300.00).
      expect(total(cart)).toBe('336.00');
      const free = (await h.gql(CHECKOUT_COMPLETE_FREE, { checkoutId: checkoutIdOf(cart.id) })).body.data!.checkoutCompleteFree;
      expect(free.checkoutUserErrors[0].message).toBe('This checkout has 336.00 USD to pay: complete it with a card.');
    });

    it('asks for one more tile on 3 tiles and frees one of 4', async () => {
      const three = await create({ lines: [tileLine(3)], discountCodes: ['SPEND30GET1'] });
      expect(total(three.cart)).toBe('42.00');
      expect(three.cart.discountCodes).toEqual([{ code: 'SPEND30GET1', applicable: false }]);
      expect(three.userErrors).toEqual([{ code: 'INVALID', field: ['discountCodes', '0'], message: 'That code requires adding 1 more tile to your cart' }]);
      const four = await create({ lines: [tileLine(4)], discountCodes: ['SPEND30GET1'] });
      expect(total(four.cart)).toBe('42.00');
      expect(four.cart.discountCodes).toEqual([{ code: 'SPEND30GET1', applicable: true }]);
    });
  });

  describe('reward tiles (item 2)', () => {
    it('refuses reward variants in cartCreate and cartLinesAdd, and writes nothing', async () => {
      const created = await create({ lines: [tileLine(10_000, VARIANTS.reward)] });
      expect(created.cart).toBeNull();
      expect(created.userErrors).toEqual([
        {
          code: 'INVALID',
          field: ['lines', '0', 'merchandiseId'],
          message: 'Reward tiles can only be redeemed with rewards, and this store has none to redeem.',
        },
      ]);
      const { cart } = await create({ lines: [tileLine(1)] });
      const added = (await h.gql(CART_LINES_ADD, { cartId: cart.id, lines: [tileLine(5, VARIANTS.reward)] })).body.data!.cartLinesAdd;
      expect(added.userErrors[0]).toMatchObject({ field: ['lines', '0', 'merchandiseId'], code: 'INVALID' });
      expect(added.cart.totalQuantity).toBe(1);
    });

    it('counts every tile (not only the main product) in the pharmacy 12-tile limit', async () => {
      const { rows } = { rows: await h.db.query<{ id: string }>("SELECT id FROM product_variants WHERE tenant_id = 'wg' AND product_id = 'giftTile' LIMIT 1") };
      const gift = rows[0]?.id;
      expect(gift).toBeDefined();
      const over = await create({ lines: [tileLine(12), giftLine(1, gift)] }, 'wg');
      expect(over.cart).toBeNull();
      expect(over.userErrors[0]?.message).toBe('You can print up to 12 tiles per order. You have room for 12 more.');
    });
  });

  describe('codes and order lines (item 3)', () => {
    it('reports a code that saves nothing as not applicable, with the reason', async () => {
      const pad = await create({ lines: [tileLine(1, VARIANTS.wallPad)], discountCodes: ['TAKE20'] });
      expect(pad.cart.discountCodes).toEqual([{ code: 'TAKE20', applicable: false }]);
      expect(pad.userErrors).toEqual([{ code: 'INVALID', field: ['discountCodes', '0'], message: "That code doesn't apply to the tiles in your cart" }]);
      const white = await create({ lines: [tileLine(2, VARIANTS.white)] });
      const res = (await h.gql(CART_DISCOUNT_CODES_UPDATE, { cartId: white.cart.id, discountCodes: ['BLACKFRIDAY'] })).body.data!.cartDiscountCodesUpdate;
      expect(res.cart.discountCodes).toEqual([{ code: 'BLACKFRIDAY', applicable: false }]);
      expect(res.userErrors[0].message).toBe("That code doesn't apply to the tiles in your cart");
    });

    it('writes order lines that carry their share of the code discount and add up to the order total', async () => {
      const { cart } = await create({
        lines: [tileLine(3), tileLine(1, VARIANTS.wallPad)],
        discountCodes: ['TAKE20'],
        buyerIdentity: { email: 'ada@example.com' },
      });
      // 3 tiles 42.00 less 20% (TAKE20 takes tiles only) + a wall pad 5.00 = 38.60.
      expect(total(cart)).toBe('38.60');
      expect(cart.lines.nodes.map((l: any) => l.cost.totalAmount.amount)).toEqual(['33.60', '5.00']);
      const paid = (
        await h.gql(CHECKOUT_COMPLETE_WITH_CREDIT_CARD_V2, {
          checkoutId: checkoutIdOf(cart.id),
          payment: {
            paymentAmount: { amount: '38.60', currencyCode: 'USD' },
            idempotencyKey: 'lines',
            billingAddress: {},
            vaultId: await vaultCard(h.app),
            test: true,
          },
        })
      ).body.data!.checkoutCompleteWithCreditCardV2;
      expect(paid.checkoutUserErrors).toEqual([]);
      const order = (
        await h.gql(
          'query o($id: ID!) { node(id: $id) { ... on Order { totalPrice { amount } lineItems(first: 5) { nodes { originalTotalPrice { amount } discountedTotalPrice { amount } } } } } }',
          {
            id: paid.checkout.order.id,
          },
        )
      ).body.data!.node;
      expect(order.totalPrice.amount).toBe('38.60');
      expect(order.lineItems.nodes).toEqual([
        { originalTotalPrice: { amount: '42.00' }, discountedTotalPrice: { amount: '33.60' } },
        { originalTotalPrice: { amount: '5.00' }, discountedTotalPrice: { amount: '5.00' } },
      ]);
      const [sum] = await h.db.query<{ lines: string; total: number }>(
        'SELECT sum(l.total_cents)::text AS lines, o.total_cents AS total FROM orders o JOIN order_lines l ON l.order_id = o.id WHERE o.checkout_token = $1 GROUP BY o.total_cents',
        [cart.id.split('/').pop()],
      );
      expect(Number(sum?.lines)).toBe(sum?.total);
    });
  });

  describe('limits under concurrent adds (item 4)', () => {
    it(`never passes the 50-line cap or the pharmacy tile limit, however the adds interleave (${name})`, async () => {
      const { cart } = await create({ lines: [tileLine(1)] });
      const adds = Array.from({ length: 12 }, () =>
        h.gql(CART_LINES_ADD, { cartId: cart.id, lines: Array.from({ length: 5 }, () => tileLine(1, VARIANTS.wallPad)) }),
      );
      await Promise.all(adds);
      const [lines] = await h.db.query<{ n: string }>('SELECT count(*)::text AS n FROM cart_lines WHERE cart_token = $1', [cart.id.split('/').pop()]);
      expect(Number(lines?.n)).toBeLessThanOrEqual(50);

      const wg = await create({ lines: [tileLine(1)] }, 'wg');
      const tileAdds = Array.from({ length: 12 }, () => h.gql(CART_LINES_ADD, { cartId: wg.cart.id, lines: [tileLine(2)] }, { tenant: 'wg' }));
      await Promise.all(tileAdds);
      const [tiles] = await h.db.query<{ n: string }>('SELECT coalesce(sum(quantity), 0)::text AS n FROM cart_lines WHERE cart_token = $1', [
        wg.cart.id.split('/').pop(),
      ]);
      expect(Number(tiles?.n)).toBeLessThanOrEqual(12);
    });
  });
});
