import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_LOOKUP_THROTTLED, ORDER_NOT_FOUND } from '../../src/domain/orders';
import { attachGuestOrders } from '../../server/orders/customer-orders';
import { seedPickupStores } from '../../server/seed/pickup-stores';
import { PICKUP_STORE_SEEDS } from '../../server/seed/pickup-store-data';
import { OPEN_THROTTLE } from './account-harness';
import { openAdminHarness, type AdminHarness } from './admin-harness';
import { testDbFactories } from './test-db';

/** Issue 29 items 4–7 on the server: the order status page's lookups, ownership, the account's list, reorder. */
describe.each(testDbFactories)("a shopper's orders on $name", ({ open }) => {
  let h: AdminHarness;
  let tight: AdminHarness;
  const NOT_FOUND = { message: ORDER_NOT_FOUND };

  beforeAll(async () => {
    h = await openAdminHarness(await open(), { orders: { lookupThrottle: OPEN_THROTTLE, numberThrottle: OPEN_THROTTLE, readThrottle: OPEN_THROTTLE } });
    // A second app on its own database, with the default (tight) lookup throttles.
    tight = await openAdminHarness(await open());
  });
  afterAll(async () => {
    await h?.db.close();
    await tight?.db.close();
  });

  const lookup = (app: AdminHarness, number: string, email: string) => app.json('POST', 'v1/orders/lookup', { body: { number, email } });

  it("a guest opens the order with its number and email (typed loosely): status, lines with each tile's geometry, totals, address", async () => {
    const order = await h.placeOrder({ email: 'Guest.One@Example.com' });
    await h.db.query('UPDATE orders SET billing_address = $2 WHERE id = $1', [
      order.id,
      JSON.stringify({ firstName: 'Ada', lastName: 'Lovelace', address1: '12 Analytical Way', city: 'Portland', province: 'OR', zip: '97201', country: 'US' }),
    ]);
    const typed = `#${order.number.slice(0, 3).toLowerCase()}-${order.number.slice(3)}`;
    const res = await lookup(h, typed, '  guest.one@example.com ');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      number: order.number,
      status: 'paid',
      email: 'Guest.One@Example.com',
      shipment: null,
      pickup: null,
      subtotal: '28.00',
      discount: '0.00',
      total: '28.00',
      address: ['Ada Lovelace', '12 Analytical Way', 'Portland, OR 97201'],
    });
    expect(res.body.lines).toHaveLength(1);
    expect(res.body.lines[0]).toMatchObject({ title: 'Photo Tile 8x8 - Black', quantity: 2, unitPrice: '14.00', total: '28.00', details: 'Frame: Black' });
    expect(
      res.body.lines[0].tiles.map((t: { imagePath: string; imageWidth: number; imageHeight: number; crop: unknown }) => [
        t.imagePath,
        t.imageWidth,
        t.imageHeight,
        t.crop,
      ]),
    ).toEqual([
      ['/files/uploads/photo.png', 1200, 900, [100, 0, 900, 900]],
      ['/files/uploads/photo.png', 1200, 900, null],
    ]);
    const raw = await h.request('POST', 'v1/orders/lookup', { body: { number: order.number, email: 'guest.one@example.com' } });
    expect(raw.headers.get('cache-control')).toBe('private, no-store');
  });

  it("a wrong email, a number nobody has, a malformed number and another store's order all get the one same 404", async () => {
    const order = await h.placeOrder({ email: 'same-answer@example.com' });
    const wg = await h.placeOrder({ email: 'same-answer@example.com', tenant: 'wg' });
    const answers = await Promise.all([
      lookup(h, order.number, 'someone-else@example.com'),
      lookup(h, order.number === '222222222' ? '333333333' : '222222222', 'same-answer@example.com'),
      lookup(h, 'not-a-number', 'same-answer@example.com'),
      lookup(h, `${order.number}0`, 'same-answer@example.com'),
      lookup(h, wg.number, 'same-answer@example.com'),
      lookup(h, order.number, ''),
    ]);
    for (const a of answers) expect([a.status, a.body]).toEqual([404, NOT_FOUND]);
  });

  it('hostile input is a clear 400 and reads nothing', async () => {
    for (const body of [{}, { number: 5, email: 'a@b.co' }, { number: 'X'.repeat(10), email: null }, { number: ['A'], email: 'a@b.co' }]) {
      const res = await h.json('POST', 'v1/orders/lookup', { body });
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/^Invalid request: /);
    }
  });

  it('throttles per order number, existing or not, and per address: the same 429 either way', async () => {
    const order = await tight.placeOrder({ email: 'throttle@example.com' });
    // Five tries on one number at once: all answered; the sixth and later are throttled, right email or not.
    const burst = await Promise.all(Array.from({ length: 5 }, () => lookup(tight, order.number, 'wrong@example.com')));
    expect(burst.map((r) => r.status)).toEqual([404, 404, 404, 404, 404]);
    expect(await lookup(tight, order.number, 'throttle@example.com')).toEqual({ status: 429, body: { message: ORDER_LOOKUP_THROTTLED } });
    // A number nobody has is counted the same, so the 429 tells nothing about which numbers exist.
    const missing = order.number === '777777777' ? '888888888' : '777777777';
    const tries = await Promise.all(Array.from({ length: 4 }, () => lookup(tight, missing, 'throttle@example.com')));
    expect(tries.map((r) => r.status)).toEqual([404, 404, 404, 404]);
    // The address's own limit (10) is spent now: every further try is 429 whatever the number.
    expect((await lookup(tight, missing, 'throttle@example.com')).status).toBe(429);
    expect((await lookup(tight, '999999999', 'x@example.com')).status).toBe(429);
  });

  it("signing in with the order's email attaches the guest order; another customer can neither see nor claim it", async () => {
    const mine = await h.placeOrder({ email: 'owner@example.com' });
    const theirs = await h.placeOrder({ email: 'stranger-order@example.com' });
    const owner = await h.tokenFor('OWNER@example.com');
    const other = await h.tokenFor('other-customer@example.com');
    const [owned] = await h.db.query<{ customer_id: string | null }>('SELECT customer_id FROM orders WHERE id = $1', [mine.id]);
    expect(owned!.customer_id).not.toBeNull();
    const [unclaimed] = await h.db.query<{ customer_id: string | null }>('SELECT customer_id FROM orders WHERE id = $1', [theirs.id]);
    expect(unclaimed!.customer_id).toBeNull();

    const list = await h.json('GET', 'v1/account/orders', { token: owner });
    expect(list.status).toBe(200);
    expect(list.body.orders.map((o: { number: string }) => o.number)).toEqual([mine.number]);
    expect(list.body.orders[0]).toMatchObject({ status: 'paid', total: '28.00', tiles: 2, pickup: null });
    expect(list.body.orders[0].preview).toHaveLength(2);
    expect((await h.json('GET', `v1/orders/${mine.number}`, { token: owner })).status).toBe(200);

    // Another customer: the same 404 as a number that does not exist; their list is empty.
    expect(await h.json('GET', `v1/orders/${mine.number}`, { token: other })).toEqual({ status: 404, body: NOT_FOUND });
    expect(await h.json('GET', 'v1/orders/222222222', { token: other })).toEqual({ status: 404, body: NOT_FOUND });
    expect((await h.json('GET', 'v1/account/orders', { token: other })).body.orders).toEqual([]);
    // No session: 401 (the page then offers the sign-in or the number + email form).
    expect((await h.json('GET', `v1/orders/${mine.number}`)).status).toBe(401);
    // Two sign-ins' attaches at once (each in its own transaction): a later guest order is attached once.
    const later = await h.placeOrder({ email: 'owner@example.com' });
    const attached = await Promise.all([1, 2].map(() => h.db.transaction((tx) => attachGuestOrders(tx, 'tilepix', owned!.customer_id!, 'owner@example.com'))));
    expect(attached.reduce((a, b) => a + b, 0)).toBe(1);
    expect((await h.json('GET', 'v1/account/orders', { token: owner })).body.orders.map((o: { number: string }) => o.number).sort()).toEqual(
      [mine.number, later.number].sort(),
    );
  });

  it("shows a shipped order's carrier and tracking link, and a pick-up order's store, hours and ready-by", async () => {
    const shipped = await h.placeOrder({ email: 'shipped@example.com' });
    await h.db.query("UPDATE orders SET status = 'shipped', carrier = 'ups', tracking_number = '1Z999AA10123456784', status_changed_at = now() WHERE id = $1", [
      shipped.id,
    ]);
    const view = await lookup(h, shipped.number, 'shipped@example.com');
    expect(view.body.status).toBe('shipped');
    expect(view.body.shipment).toEqual({
      carrierName: 'UPS',
      trackingNumber: '1Z999AA10123456784',
      trackingUrl: 'https://www.ups.com/track?tracknum=1Z999AA10123456784',
    });

    const seed = PICKUP_STORE_SEEDS.find((s) => s.tenantId === 'wg')!;
    await h.db.transaction((tx) => seedPickupStores(tx, 'wg'));
    const pickup = await h.placeOrder({ email: 'pickup@example.com', tenant: 'wg' });
    const { tenantId: _t, ...store } = seed;
    await h.db.query('UPDATE orders SET pickup_store_id = $2, pickup_store = $3, pickup_ready_by = $4 WHERE id = $1', [
      pickup.id,
      seed.id,
      JSON.stringify(store),
      '2026-11-27T15:00:00.000Z',
    ]);
    const res = await h.json('POST', 'v1/orders/lookup', { tenant: 'wg', body: { number: pickup.number, email: 'pickup@example.com' } });
    expect(res.status).toBe(200);
    expect(res.body.address).toBeNull();
    expect(res.body.pickup).toMatchObject({
      storeName: seed.name,
      address: [seed.address.line1, `${seed.address.city}, ${seed.address.state} ${seed.address.zip}`],
      timeZone: seed.timeZone,
      readyBy: '2026-11-27T15:00:00.000Z',
      readyAt: null,
      pickedUpAt: null,
    });
    expect(res.body.pickup.week).toHaveLength(7);
  });

  it('reorder answers the bought projects still sold, says which are not, and needs the owner or number + email', async () => {
    const order = await h.placeOrder({
      email: 'reorder@example.com',
      lines: [
        { productId: 'tilepix', variantId: 'gid://shopify/ProductVariant/41000000001', quantity: 1, tiles: [{ imagePath: '/files/uploads/photo.png' }] },
        { productId: 'retired-tile', variantId: 'retired-black', quantity: 1, tiles: [{ imagePath: '/files/uploads/photo.png' }] },
      ],
    });
    const guest = await h.json('POST', 'v1/orders/reorder', { body: { number: order.number, email: 'reorder@example.com' } });
    expect(guest.status).toBe(200);
    const [product] = await h.db.query<{ name: string }>("SELECT name FROM products WHERE tenant_id = 'tilepix' AND id = 'tilepix'");
    expect(guest.body.projects.map((p: { title: string; project: { productId: string } }) => [p.title, p.project.productId])).toEqual([
      [product!.name, 'tilepix'],
    ]);
    expect(guest.body.unavailable).toEqual(['“Photo Tile 8x8” is no longer sold, so it was not added to your cart.']);
    // Without the email, or with the wrong one, or as another customer: the one 404.
    expect(await h.json('POST', 'v1/orders/reorder', { body: { number: order.number } })).toEqual({ status: 404, body: NOT_FOUND });
    expect(await h.json('POST', 'v1/orders/reorder', { body: { number: order.number, email: 'x@example.com' } })).toEqual({ status: 404, body: NOT_FOUND });
    const stranger = await h.tokenFor('reorder-stranger@example.com');
    expect(await h.json('POST', 'v1/orders/reorder', { token: stranger, body: { number: order.number } })).toEqual({ status: 404, body: NOT_FOUND });
    // The owner, by session alone.
    const owner = await h.tokenFor('reorder@example.com');
    expect((await h.json('POST', 'v1/orders/reorder', { token: owner, body: { number: order.number } })).body.projects).toHaveLength(1);
    // Reorder writes nothing: the order's projects stay frozen.
    const [frozen] = await h.db.query<{ n: string | number }>('SELECT count(*) AS n FROM projects WHERE order_id = $1', [order.id]);
    expect(Number(frozen!.n)).toBe(2);
  });
});
