import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  CART_ATTRIBUTES_UPDATE,
  CART_CREATE,
  CHECKOUT_COMPLETE_WITH_CREDIT_CARD_V2,
  CHECKOUT_ORDER_QUERY,
  CHECKOUT_SHIPPING_LINE_UPDATE,
} from '../../src/adapters/storefront/documents';
import { PICKUP_STORE_CLOSED, PICKUP_STORE_REQUIRED, PICKUP_STORE_UNKNOWN } from '../../server/pickup/pickup-order';
import { StoreRepository } from '../../server/pickup/store-repository';
import { PICKUP_STORE_SEEDS } from '../../server/seed/pickup-store-data';
import { checkoutIdOf, openStorefrontHarness, tileLine, type StorefrontHarness } from './storefront-harness';
import { testDbFactories } from './test-db';
import { loadOrderEmail } from '../../server/orders/emails/order-email-model';
import { orderEmailText } from '../../server/orders/emails/order-email-text';
import { orderEmailHtml } from '../../server/orders/emails/order-email-html';
import { TenantRepository } from '../../server/tenants/tenant-repository';

// Wed 2026-11-25 18:00 UTC: noon in Chicago; the Omaha store (1 hour lead) promises 1:00 PM there.
const NOW = Date.parse('2026-11-25T18:00:00Z');
const wgStore = PICKUP_STORE_SEEDS.find((s) => s.tenantId === 'wg' && s.address.city === 'Omaha')!;
const cvsOnly = PICKUP_STORE_SEEDS.find((s) => s.tenantId === 'cvs' && !PICKUP_STORE_SEEDS.some((o) => o.tenantId === 'wg' && o.id === s.id))!;
/** A pick-up order's billing details: a name and a phone, no street address. */
const PICKUP_BILLING = { firstName: 'Ada', lastName: 'Shopper', phone: '+15035550142', country: 'US' };

type OrderRow = {
  pickup_store_id: string | null;
  pickup_store: unknown;
  pickup_ready_by: Date | string | null;
  shipping_rate: string | null;
  attributes: unknown;
  total_cents: number;
};
const json = (v: unknown) => (typeof v === 'string' ? JSON.parse(v) : v);

describe.each(testDbFactories)('pick-up at checkout (issue 30) on $name', ({ open }) => {
  let h: StorefrontHarness;
  beforeAll(async () => {
    h = await openStorefrontHarness(open, {
      app: { storefront: { throttle: { capacity: 1000, refillPerSecond: 1000 }, vaultThrottle: { capacity: 1000, refillPerSecond: 1000 }, now: () => NOW } },
    });
  });
  afterAll(async () => h.db.close());
  beforeEach(async () => {
    await h.db.query("UPDATE pickup_stores SET active = true WHERE tenant_id = 'wg' AND id = $1", [wgStore.id]);
  });

  const vault = async (tenant: string) => {
    const res = await h.app.request(`/api/vault/sessions?tenantId=${tenant}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        credit_card: { number: '4242424242424242', first_name: 'Ada', last_name: 'Shopper', month: 12, year: 2099, verification_value: '123' },
      }),
    });
    return ((await res.json()) as { id: string }).id;
  };

  /** A wg cart of `tiles` tiles with the given cart attributes and delivery rate, ready to pay. */
  const cart = async (tenant: string, attributes: Array<{ key: string; value: string }>, rate: string, tiles = 2) => {
    const created = (await h.gql(CART_CREATE, { input: { lines: [tileLine(tiles)], attributes, buyerIdentity: { email: 'pickup@example.com' } } }, { tenant }))
      .body.data!.cartCreate;
    expect(created.userErrors).toEqual([]);
    const checkoutId = checkoutIdOf(created.cart.id as string);
    const line = (await h.gql(CHECKOUT_SHIPPING_LINE_UPDATE, { checkoutId, shippingRateHandle: rate }, { tenant })).body.data!.checkoutShippingLineUpdate;
    return { cartId: created.cart.id as string, checkoutId, rateErrors: line.checkoutUserErrors as Array<{ message: string }> };
  };

  const pay = async (tenant: string, checkoutId: string, vaultId: string, amount: string) =>
    (
      await h.gql(
        CHECKOUT_COMPLETE_WITH_CREDIT_CARD_V2,
        {
          checkoutId,
          payment: { paymentAmount: { amount, currencyCode: 'USD' }, idempotencyKey: `key-${checkoutId}`, billingAddress: PICKUP_BILLING, vaultId, test: true },
        },
        { tenant },
      )
    ).body.data!.checkoutCompleteWithCreditCardV2;

  const orderOf = async (checkoutId: string) => {
    const [row] = await h.db.query<OrderRow>(
      'SELECT pickup_store_id, pickup_store, pickup_ready_by, shipping_rate, attributes, total_cents FROM orders WHERE checkout_token = $1',
      [checkoutId.split('/').pop()],
    );
    return row;
  };

  it('records the store as chosen and the server’s ready-by time; the client’s own ready-by is dropped; no address needed, no shipping charge', async () => {
    const { checkoutId, rateErrors } = await cart(
      'wg',
      [
        { key: '_tenant', value: 'wg' },
        { key: '_pickupStoreId', value: wgStore.id },
        // A client's own promise is never the order's.
        { key: '_pickupReadyBy', value: '2026-11-25T18:05:00.000Z' },
      ],
      'tilepix-pickup',
    );
    expect(rateErrors).toEqual([]);
    // Two tiles at the full price: what shipping them would cost, with nothing added for pick-up.
    const paid = await pay('wg', checkoutId, await vault('wg'), '28.00');
    expect(paid.checkoutUserErrors).toEqual([]);
    expect(paid.payment.transaction.statusV2).toBe('SUCCESS');

    const row = await orderOf(checkoutId);
    expect(row?.total_cents).toBe(2800);
    expect(row?.shipping_rate).toBe('tilepix-pickup');
    expect(row?.pickup_store_id).toBe(wgStore.id);
    expect(json(row?.pickup_store)).toEqual(JSON.parse(JSON.stringify(await new StoreRepository(h.db).find('wg', wgStore.id))));
    expect(new Date(row!.pickup_ready_by!).toISOString()).toBe('2026-11-25T19:00:00.000Z');
    expect(json(row?.attributes)).toEqual([
      { key: '_tenant', value: 'wg' },
      { key: '_pickupStoreId', value: wgStore.id },
      { key: '_pickupReadyBy', value: '2026-11-25T19:00:00.000Z' },
    ]);
    // The client reads the promised time from the order itself.
    const order = (await h.gql(CHECKOUT_ORDER_QUERY, { id: checkoutId }, { tenant: 'wg' })).body.data!.node.order;
    expect(order.customAttributes).toContainEqual({ key: '_pickupReadyBy', value: '2026-11-25T19:00:00.000Z' });

    // The confirmation email names the store, its hours and the ready-by time on the store's clock, and no address.
    const [placed] = await h.db.query<{ id: string }>('SELECT id FROM orders WHERE checkout_token = $1', [checkoutId.split('/').pop()]);
    const id = placed?.id;
    const tenants = new TenantRepository(h.db, '');
    const mail = await loadOrderEmail(
      { db: h.db, tenant: (t) => tenants.find(t), tiles: async () => [], picture: async () => null, publicUrl: 'http://localhost' },
      id!,
      'confirmation',
    );
    const text = orderEmailText(mail!.model);
    expect(text).toContain('Your photo tiles are being printed. We will send you another email when your order is ready for pick-up.');
    expect(text).toContain(
      `Pick up at:\n  ${wgStore.name}\n  ${wgStore.address.line1}\n  Omaha, NE ${wgStore.address.zip}\n  Ready today by 1:00 PM (Wednesday, November 25 at 1:00 PM CST)`,
    );
    expect(text).toMatch(/Store hours:\n {4}Sunday: /);
    expect(text).toContain('Pick-up: Free');
    expect(text).not.toContain('Shipping to');
    const html = orderEmailHtml(mail!.model);
    expect(html).toContain('Pick up at');
    expect(html).toContain('Ready today by 1:00 PM');
  });

  it.each([
    ['another tenant’s store', () => [{ key: '_pickupStoreId', value: cvsOnly.id }], PICKUP_STORE_UNKNOWN],
    ['a made-up store', () => [{ key: '_pickupStoreId', value: 'no-such-store' }], PICKUP_STORE_UNKNOWN],
    ['no store at all', () => [], PICKUP_STORE_REQUIRED],
    ['an empty store', () => [{ key: '_pickupStoreId', value: '' }], PICKUP_STORE_REQUIRED],
  ])('refuses %s with its message and changes nothing (no charge, no order, the card still usable)', async (_name, attributes, message) => {
    const { checkoutId } = await cart('wg', attributes(), 'tilepix-pickup');
    const vaultId = await vault('wg');
    const refused = await pay('wg', checkoutId, vaultId, '28.00');
    expect(refused.checkoutUserErrors).toEqual([{ code: 'INVALID', message, field: ['attributes', '_pickupStoreId'] }]);
    expect(refused.payment).toBeNull();
    expect(await orderOf(checkoutId)).toBeUndefined();
    const [state] = await h.db.query<{ completed_at: unknown; used_at: unknown; payments: string }>(
      `SELECT k.completed_at, s.used_at, (SELECT count(*)::text FROM payments WHERE checkout_token = k.token) AS payments
         FROM checkouts k, payment_sessions s WHERE k.token = $1 AND s.id = $2`,
      [checkoutId.split('/').pop(), vaultId],
    );
    expect(state).toEqual({ completed_at: null, used_at: null, payments: '0' });
  });

  it('refuses a retired store at payment time, then takes the order once the shopper chooses an open one', async () => {
    const { cartId, checkoutId } = await cart('wg', [{ key: '_pickupStoreId', value: wgStore.id }], 'tilepix-pickup');
    await h.db.query("UPDATE pickup_stores SET active = false WHERE tenant_id = 'wg' AND id = $1", [wgStore.id]);
    const vaultId = await vault('wg');
    expect((await pay('wg', checkoutId, vaultId, '28.00')).checkoutUserErrors[0].message).toBe(PICKUP_STORE_CLOSED);
    const other = PICKUP_STORE_SEEDS.find((s) => s.tenantId === 'wg' && s.id !== wgStore.id && s.address.state === 'NE')!;
    await h.gql(CART_ATTRIBUTES_UPDATE, { cartId, attributes: [{ key: '_pickupStoreId', value: other.id }] }, { tenant: 'wg' });
    const paid = await pay('wg', checkoutId, vaultId, '28.00');
    expect(paid.checkoutUserErrors).toEqual([]);
    expect((await orderOf(checkoutId))?.pickup_store_id).toBe(other.id);
  });

  it('ships when shipping is chosen: a stale store attribute is not kept and nothing of pick-up is recorded', async () => {
    const { checkoutId } = await cart('cvs', [{ key: '_pickupStoreId', value: cvsOnly.id }], 'tilepix-standard');
    const paid = await pay('cvs', checkoutId, await vault('cvs'), '28.00');
    expect(paid.checkoutUserErrors).toEqual([]);
    const row = await orderOf(checkoutId);
    expect(row).toMatchObject({ pickup_store_id: null, pickup_store: null, pickup_ready_by: null, shipping_rate: 'tilepix-standard' });
    expect(json(row?.attributes)).toEqual([]);
  });

  it('the default tenant has no stores: the pick-up rate is refused there', async () => {
    const { rateErrors } = await cart('tilepix', [], 'tilepix-pickup');
    expect(rateErrors).toEqual([expect.objectContaining({ message: 'This store does not offer pick-up: your order ships.' })]);
  });
});
