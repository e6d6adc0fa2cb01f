import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, openAdminHarness, type AdminHarness } from './admin-harness';
import { testDbFactories } from './test-db';

describe.each(testDbFactories)('admin orders on $name', ({ open }) => {
  let h: AdminHarness;
  let admin: string;

  beforeAll(async () => {
    h = await openAdminHarness(await open());
    admin = await h.tokenFor(ADMIN_EMAIL);
  });
  afterAll(async () => {
    await h?.db.close();
  });

  const get = (path: string) => h.json('GET', path, { token: admin });
  const post = (path: string, body: unknown) => h.json('POST', path, { token: admin, body });
  const counts = async () => ({
    events: (await h.db.query('SELECT id FROM order_events')).length,
    audit: (await h.db.query('SELECT id FROM audit_log')).length,
  });

  describe('the list', () => {
    let a: { id: string; number: string };
    let b: { id: string; number: string };
    let c: { id: string; number: string };

    beforeAll(async () => {
      a = await h.placeOrder({ email: 'Grace.Hopper@Example.com', createdAt: '2026-05-01T10:00:00Z' });
      b = await h.placeOrder({ email: 'linus@example.org', tenant: 'wg', test: true, createdAt: '2026-05-10T23:59:00Z' });
      c = await h.placeOrder({ email: null, createdAt: '2026-05-20T00:00:00Z' });
    });

    it("lists every tenant's orders, newest first, with number, date, email, tenant, tiles, total, status, test", async () => {
      const { status, body } = await get('v1/admin/orders');
      expect(status).toBe(200);
      expect(body.orders.slice(0, 3).map((o: { id: string }) => o.id)).toEqual([c.id, b.id, a.id]);
      expect(body.orders[1]).toEqual({
        id: b.id,
        number: b.number,
        createdAt: '2026-05-10T23:59:00.000Z',
        email: 'linus@example.org',
        tenantId: 'wg',
        tiles: 2,
        total: '28.00',
        status: 'paid',
        test: true,
      });
      expect(body).toMatchObject({ page: 1, pageSize: 25, total: 3 });
    });

    it('searches by number (with or without #) and by part of the email, case-insensitively', async () => {
      expect((await get(`v1/admin/orders?q=${a.number}`)).body.orders.map((o: { id: string }) => o.id)).toEqual([a.id]);
      // Any case, spaces or a dash as read aloud or copied from an email.
      expect(
        (await get(`v1/admin/orders?q=${encodeURIComponent(` ${a.number.slice(0, 4).toLowerCase()}-${a.number.slice(4)} `)}`)).body.orders.map(
          (o: { id: string }) => o.id,
        ),
      ).toEqual([a.id]);
      expect((await get(`v1/admin/orders?q=${encodeURIComponent(`#${b.number}`)}`)).body.orders.map((o: { id: string }) => o.id)).toEqual([b.id]);
      // Confirmations from before issue 29 quoted the order id.
      expect((await get(`v1/admin/orders?q=${encodeURIComponent(`#${c.id}`)}`)).body.orders.map((o: { id: string }) => o.id)).toEqual([c.id]);
      expect((await get('v1/admin/orders?q=hopper%40EXAMPLE')).body.orders.map((o: { id: string }) => o.id)).toEqual([a.id]);
      // LIKE wildcards are text, not patterns.
      expect((await get('v1/admin/orders?q=%25')).body.total).toBe(0);
    });

    it('filters by tenant, status, date range (whole UTC days, both ends) and test orders apart', async () => {
      expect((await get('v1/admin/orders?tenant=wg')).body.orders.map((o: { id: string }) => o.id)).toEqual([b.id]);
      expect((await get('v1/admin/orders?from=2026-05-10&to=2026-05-10')).body.orders.map((o: { id: string }) => o.id)).toEqual([b.id]);
      expect((await get('v1/admin/orders?from=2026-05-02')).body.total).toBe(2);
      expect((await get('v1/admin/orders?test=only')).body.orders.map((o: { id: string }) => o.id)).toEqual([b.id]);
      expect((await get('v1/admin/orders?test=exclude')).body.total).toBe(2);
      expect((await get('v1/admin/orders?status=shipped')).body.total).toBe(0);
    });

    it('pages on the server: 25 a page', async () => {
      for (let i = 0; i < 24; i++) await h.placeOrder({ email: `bulk${i}@example.com`, tenant: 'cvs', createdAt: '2026-04-01T00:00:00Z' });
      const first = await get('v1/admin/orders?tenant=cvs');
      const second = await get('v1/admin/orders?tenant=cvs&page=2');
      expect(first.body.orders).toHaveLength(24);
      expect(first.body.total).toBe(24);
      expect(second.body.orders).toHaveLength(0);
      expect((await get('v1/admin/orders')).body.orders).toHaveLength(25);
      expect((await get('v1/admin/orders?page=2')).body.orders).toHaveLength(2);
    });

    it.each([
      ['status=lost', 'Invalid request: query.status'],
      ['from=2026-13-01', 'Invalid request: query.from'],
      ['page=0', 'Invalid request: query.page'],
      ['tenant=WG', 'Invalid request: query.tenant'],
      ['test=maybe', 'Invalid request: query.test'],
      ['sort=email', 'Invalid request: unknown filter sort'],
      [`q=${'x'.repeat(101)}`, 'Invalid request: query.q'],
      ['from=2026-05-10&to=2026-05-01', 'The start date must be on or before the end date.'],
    ])('refuses %s with 400', async (query, message) => {
      const { status, body } = await get(`v1/admin/orders?${query}`);
      expect(status).toBe(400);
      expect(body.message.startsWith(message)).toBe(true);
    });

    it('exports the filtered list as CSV, escaped against spreadsheet formulas', async () => {
      const evil = await h.placeOrder({ email: '=HYPERLINK("http://evil.example","x")@example.com', tenant: 'wg' });
      const res = await h.request('GET', 'v1/admin/orders-export?tenant=wg', { token: admin });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="orders-\d{4}-\d{2}-\d{2}\.csv"$/);
      const text = await res.text();
      const rows = text.replace(/^\uFEFF/, '').split('\r\n');
      expect(rows[0]).toBe('"Number","Date","Customer email","Tenant","Tiles","Total","Status","Test order"');
      expect(rows[1]).toBe(
        `"${evil.number}","${rows[1]!.split(',')[1]!.slice(1, -1)}","'=HYPERLINK(""http://evil.example"",""x"")@example.com","wg","2","28.00","Paid","no"`,
      );
      expect(rows[2]).toBe(`"${b.number}","2026-05-10T23:59:00.000Z","linus@example.org","wg","2","28.00","Paid","yes"`);
      expect(rows).toHaveLength(4);
    });
  });

  describe('the detail', () => {
    it('shows every line with its tiles (options, print size), the payment and the timeline', async () => {
      const order = await h.placeOrder({
        lines: [
          {
            productId: 'tilepix',
            variantId: 'gid://shopify/ProductVariant/41000000001',
            quantity: 1,
            tiles: [{ imagePath: '/files/uploads/photo.png', crop: [150, 0, 900, 900], matColor: '#939598FF', filter: 'grayScale' }],
          },
          { productId: 'largeTile12x12', variantId: 'large-black', quantity: 1, tiles: [{ imagePath: '/files/uploads/photo.png' }] },
        ],
      });
      const { status, body } = await get(`v1/admin/orders/${order.id}`);
      expect(status).toBe(200);
      expect(body.order).toMatchObject({ id: order.id, number: order.number, status: 'paid', tiles: 2, total: '28.00' });
      expect(body.lines).toHaveLength(2);
      expect(body.lines[0].attributes).toEqual([{ key: 'Frame', value: 'Black' }]);
      expect(body.lines[0].tiles).toEqual([
        {
          index: 0,
          imagePath: '/files/uploads/photo.png',
          imageWidth: 1200,
          imageHeight: 900,
          crop: [150, 0, 900, 900],
          frameColor: 'Black',
          matColor: '#939598FF',
          filter: 'grayScale',
          orientation: 'Portrait',
          printWidth: 2400,
          printHeight: 2400,
          matPx: 300,
        },
      ]);
      expect(body.lines[1].tiles[0]).toMatchObject({ printWidth: 3450, printHeight: 3450, crop: null });
      expect(body.payments).toEqual([{ kind: 'free', status: 'SUCCESS', amount: '28.00', test: false, card: null, createdAt: expect.any(String) }]);
      expect(body.timeline.map((e: { kind: string }) => e.kind)).toEqual(['placed', 'payment']);
      expect(body.timeline[0].text).toBe(`Order #${order.number} placed ($28.00).`);
      expect(body.nextStatuses).toEqual(['in_production', 'cancelled']);
    });

    it('answers 404 for an unknown order and 400 for an id that is not one', async () => {
      expect((await get('v1/admin/orders/123')).status).toBe(404);
      expect((await get('v1/admin/orders/abc')).body.message).toBe('Invalid request: orderId: expected an order id (digits), got "abc"');
    });
  });

  describe('status moves', () => {
    it('moves forward: paid → in production → shipped, each on the timeline and in the audit log', async () => {
      const order = await h.placeOrder();
      const first = await post(`v1/admin/orders/${order.id}/status`, { from: 'paid', to: 'in_production' });
      expect(first.status).toBe(200);
      expect(first.body.order.status).toBe('in_production');
      expect(first.body.nextStatuses).toEqual(['shipped', 'cancelled']);
      // Shipped carries its carrier and tracking number (issue 29): its own call.
      const second = await post(`v1/admin/orders/${order.id}/ship`, { from: 'in_production', carrier: 'usps', trackingNumber: '9400 1000 0000 0000 0000 00' });
      expect(second.body.order.status).toBe('shipped');
      expect(second.body.nextStatuses).toEqual([]);
      expect(second.body.timeline.filter((e: { kind: string }) => e.kind === 'status').map((e: { text: string; by: string }) => [e.text, e.by])).toEqual([
        ['Paid → In production', ADMIN_EMAIL],
        ['In production → Shipped: USPS 9400100000000000000000', ADMIN_EMAIL],
      ]);
      const audit = await get(`v1/admin/audit?recordType=order&recordId=${order.id}`);
      expect(audit.body.entries.map((e: Record<string, unknown>) => [e.action, e.actorEmail, e.before, e.after])).toEqual([
        ['order.status', ADMIN_EMAIL, { status: 'paid', cancelReason: null }, { status: 'in_production', cancelReason: null }],
        [
          'order.ship',
          ADMIN_EMAIL,
          { status: 'in_production', carrier: null, trackingNumber: null },
          { status: 'shipped', carrier: 'usps', trackingNumber: '9400100000000000000000' },
        ],
      ]);
    });

    it('refuses a backward or final move with 409 and a clear message, writing nothing', async () => {
      const order = await h.placeOrder();
      await post(`v1/admin/orders/${order.id}/status`, { from: 'paid', to: 'in_production' });
      const before = await counts();
      const back = await post(`v1/admin/orders/${order.id}/status`, { from: 'in_production', to: 'paid' });
      expect(back).toEqual({ status: 409, body: { message: 'An order that is In production cannot move to Paid.' } });
      await post(`v1/admin/orders/${order.id}/ship`, { from: 'in_production', carrier: 'fedex', trackingNumber: '123456789012' });
      const cancelShipped = await post(`v1/admin/orders/${order.id}/status`, { from: 'shipped', to: 'cancelled', reason: 'Too late' });
      expect(cancelShipped.body.message).toBe('An order that is Shipped cannot move to Cancelled. A shipped order is final.');
      expect((await counts()).events).toBe(before.events + 1);
      expect((await get(`v1/admin/orders/${order.id}`)).body.order.status).toBe('shipped');
    });

    it('cancels only with a reason, kept on the order and the timeline', async () => {
      const order = await h.placeOrder();
      const before = await counts();
      const bare = await post(`v1/admin/orders/${order.id}/status`, { from: 'paid', to: 'cancelled', reason: '   ' });
      expect(bare).toEqual({ status: 400, body: { message: 'A cancellation needs a reason.' } });
      expect(await counts()).toEqual(before);
      const done = await post(`v1/admin/orders/${order.id}/status`, { from: 'paid', to: 'cancelled', reason: ' Customer asked by phone ' });
      expect(done.body.order.status).toBe('cancelled');
      expect(done.body.cancelReason).toBe('Customer asked by phone');
      expect(done.body.timeline.at(-1).text).toBe('Paid → Cancelled: Customer asked by phone');
    });

    it('a stale move (someone moved it first) is a 409 naming the current status', async () => {
      const order = await h.placeOrder();
      await post(`v1/admin/orders/${order.id}/status`, { from: 'paid', to: 'in_production' });
      const stale = await post(`v1/admin/orders/${order.id}/status`, { from: 'paid', to: 'cancelled', reason: 'Out of stock' });
      expect(stale).toEqual({ status: 409, body: { message: 'This order is In production now: someone else changed it. Reload to see the latest.' } });
    });

    it('two admins moving the same order at once: one wins, the other gets 409; one event, one audit entry', async () => {
      const order = await h.placeOrder();
      const before = await counts();
      const results = await Promise.all([
        post(`v1/admin/orders/${order.id}/status`, { from: 'paid', to: 'in_production' }),
        post(`v1/admin/orders/${order.id}/status`, { from: 'paid', to: 'cancelled', reason: 'Duplicate order' }),
      ]);
      expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
      expect(await counts()).toEqual({ events: before.events + 1, audit: before.audit + 1 });
      const winner = results.find((r) => r.status === 200)!.body.order.status;
      expect((await get(`v1/admin/orders/${order.id}`)).body.order.status).toBe(winner);
    });

    it('refuses a body that does not decode', async () => {
      const order = await h.placeOrder();
      const res = await post(`v1/admin/orders/${order.id}/status`, { from: 'paid', to: 'lost' });
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/^Invalid request: body\.to/);
    });
  });

  describe('notes', () => {
    it('adds a note to the timeline with who wrote it, audited', async () => {
      const order = await h.placeOrder();
      const res = await post(`v1/admin/orders/${order.id}/notes`, { text: '  Reprint tile 2: smudge.  ' });
      expect(res.status).toBe(200);
      expect(res.body.timeline.at(-1)).toMatchObject({ kind: 'note', text: 'Reprint tile 2: smudge.', by: ADMIN_EMAIL });
      const audit = await get(`v1/admin/audit?recordType=order&recordId=${order.id}`);
      expect(audit.body.entries).toHaveLength(1);
      expect(audit.body.entries[0]).toMatchObject({ action: 'order.note', before: null, after: { text: 'Reprint tile 2: smudge.' } });
    });

    it('refuses an audit query that is not a record', async () => {
      expect((await get('v1/admin/audit?recordType=Order;DROP&recordId=1')).body.message).toMatch(/^Invalid request: query\.recordType/);
      expect((await get('v1/admin/audit?recordType=order')).status).toBe(400);
    });

    it('refuses an empty or too long note, writing nothing', async () => {
      const order = await h.placeOrder();
      const before = await counts();
      expect(await post(`v1/admin/orders/${order.id}/notes`, { text: ' ' })).toEqual({ status: 400, body: { message: 'Note is required' } });
      expect(await post(`v1/admin/orders/${order.id}/notes`, { text: 'x'.repeat(2001) })).toEqual({
        status: 400,
        body: { message: 'Must be no more than 2000 characters' },
      });
      expect((await post('v1/admin/orders/999/notes', { text: 'hello' })).status).toBe(404);
      expect(await counts()).toEqual(before);
    });
  });
});
