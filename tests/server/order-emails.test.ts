import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgresDb } from '../../server/db/postgres-db';
import { OutboxMailer } from '../../server/mail/outbox-mailer';
import type { Mailer, MailMessage } from '../../server/mail/mailer';
import { orderEmailJob } from '../../server/orders/emails/order-emails';
import { queueOrderEmail } from '../../server/orders/emails/order-email-queue';
import { retryDelayMs } from '../../server/orders/emails/order-email-job';
import { loadOrderEmail } from '../../server/orders/emails/order-email-model';
import { TenantRepository } from '../../server/tenants/tenant-repository';
import { ADMIN_EMAIL, openAdminHarness, TILE_BLACK, type AdminHarness } from './admin-harness';
import { testDbFactories } from './test-db';

interface DevMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments: Array<{ cid: string; filename: string; contentType: string; size: number }>;
}

describe.each(testDbFactories)('order emails (issue 29) on $name', ({ open }) => {
  let h: AdminHarness;
  let admin: string;
  // Two servers' jobs on one database (each its own claim holder), sending through the outbox.
  const jobs = (mailer?: Mailer, now?: () => number) =>
    ['server-a', 'server-b'].map((holder) =>
      orderEmailJob({
        db: h.db,
        mailer: mailer ?? new OutboxMailer(h.db, () => {}),
        tenants: new TenantRepository(h.db, ''),
        filesDir: h.filesDir,
        publicUrl: 'http://localhost',
        holder,
        log: () => {},
        ...(now ? { now } : {}),
      }),
    );
  const runBoth = async (now?: () => number) => {
    const [a, b] = jobs(undefined, now);
    // Both at once, three times over: each email still goes once.
    const sent = await Promise.all([a!.runOnce(), b!.runOnce(), a!.runOnce(), b!.runOnce(), a!.runOnce(), b!.runOnce()]);
    return sent.reduce((s, n) => s + n, 0);
  };
  const mailTo = async (to: string): Promise<DevMail[]> =>
    (await (await h.app.request(`http://localhost/api/dev/mail?to=${encodeURIComponent(to)}`)).json()) as DevMail[];
  const emailRows = (orderId: string) =>
    h.db.query<{ kind: string; sent_at: Date | null; attempts: number }>('SELECT kind, sent_at, attempts FROM order_emails WHERE order_id = $1 ORDER BY id', [
      orderId,
    ]);
  const withAddress = (orderId: string) =>
    h.db.query('UPDATE orders SET billing_address = $2 WHERE id = $1', [
      orderId,
      JSON.stringify({ firstName: 'Ada', lastName: 'Lovelace', address1: '12 Analytical Way', city: 'Portland', province: 'OR', zip: '97201', country: 'US' }),
    ]);

  beforeAll(async () => {
    h = await openAdminHarness(await open());
    admin = await h.tokenFor(ADMIN_EMAIL);
  });
  afterAll(async () => {
    await h?.db.close();
  });

  it('sends the confirmation once however many servers run the job: lines, quantities, prices, total, address and a picture of each tile', async () => {
    const order = await h.placeOrder({ email: 'confirm-once@example.com' });
    await withAddress(order.id);
    await h.db.transaction((tx) => queueOrderEmail(tx, { orderId: order.id, kind: 'confirmation', reason: 'event', now: Date.now() }));
    // The same event owed twice (a retried completion) is still one email.
    expect(await h.db.transaction((tx) => queueOrderEmail(tx, { orderId: order.id, kind: 'confirmation', reason: 'event', now: Date.now() }))).toBe(false);

    expect(await runBoth()).toBe(1);
    expect(await runBoth()).toBe(0);
    const mails = await mailTo('confirm-once@example.com');
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.subject).toBe(`Your TilePix order #${order.number} is confirmed`);
    expect(mail.text).toContain('Thanks for your order!');
    expect(mail.text).toContain('Photo Tile 8x8 - Black\n  Frame: Black\n  Quantity 2 × $14.00 = $28.00');
    expect(mail.text).toContain('Subtotal: $28.00\nShipping: Free\nTotal: $28.00');
    expect(mail.text).toContain('Shipping to:\n  Ada Lovelace\n  12 Analytical Way\n  Portland, OR 97201');
    // Two tiles, two inline pictures, each named by the HTML.
    expect(mail.attachments.map((a) => [a.contentType, a.filename])).toEqual([
      ['image/jpeg', `order-${order.number}-line-1-tile-1.jpg`],
      ['image/jpeg', `order-${order.number}-line-1-tile-2.jpg`],
    ]);
    for (const a of mail.attachments) expect(mail.html).toContain(`src="cid:${a.cid}"`);
    expect(mail.html).toContain('$28.00');
    expect(mail.html).toContain('Ada Lovelace');
    // The dev mailbox's own view of the mail shows the pictures (data: addresses under its CSP).
    const [row] = await h.db.query<{ id: string }>("SELECT id FROM outbox WHERE to_email = 'confirm-once@example.com'");
    const page = await (await h.app.request(`http://localhost/dev/mail/${row!.id}`)).text();
    expect(page).toContain('src="data:image/jpeg;base64,');
    const timeline = (await h.json('GET', `v1/admin/orders/${order.id}`, { token: admin })).body.timeline.map((e: { text: string }) => e.text);
    expect(timeline).toContain('Order confirmation email sent to confirm-once@example.com.');
  });

  it('two servers, each with its own connections to one PostgreSQL, send each of 20 emails once', async () => {
    if (h.db.kind !== 'postgres') return;
    const [{ schema }] = (await h.db.query<{ schema: string }>('SELECT current_schema() AS schema')) as [{ schema: string }];
    const other = await openPostgresDb(process.env.TEST_DATABASE_URL!, { schema });
    try {
      const orders = [];
      for (let i = 0; i < 20; i++) orders.push(await h.placeOrder({ email: `two-servers-${i}@example.com` }));
      for (const o of orders) await h.db.transaction((tx) => queueOrderEmail(tx, { orderId: o.id, kind: 'confirmation', reason: 'event', now: Date.now() }));
      const server = (db: typeof h.db, holder: string) =>
        orderEmailJob({
          db,
          mailer: new OutboxMailer(db, () => {}),
          tenants: new TenantRepository(db, ''),
          filesDir: h.filesDir,
          publicUrl: 'http://localhost',
          holder,
          log: () => {},
          batch: 3,
        });
      const a = server(h.db, 'server-a');
      const b = server(other, 'server-b');
      // Small batches, so both servers claim while the other is sending.
      const sent = await Promise.all([a.runOnce(), b.runOnce(), a.runOnce(), b.runOnce(), a.runOnce(), b.runOnce(), a.runOnce(), b.runOnce()]);
      while ((await h.db.query('SELECT 1 FROM order_emails WHERE sent_at IS NULL AND order_id = ANY($1::text[])', [orders.map((o) => o.id)])).length > 0) {
        sent.push(...(await Promise.all([a.runOnce(), b.runOnce()])));
      }
      expect(sent.reduce((s, n) => s + n, 0)).toBe(20);
      const [counts] = await h.db.query<{ n: string; people: string }>(
        "SELECT count(*) AS n, count(DISTINCT to_email) AS people FROM outbox WHERE to_email LIKE 'two-servers-%'",
      );
      expect([Number(counts!.n), Number(counts!.people)]).toEqual([20, 20]);
    } finally {
      await other.close();
    }
  });

  it("draws each picture from the print geometry: framed in the line's colour, 176 px", async () => {
    const order = await h.placeOrder({
      email: 'pictures@example.com',
      lines: [{ productId: 'tilepix', variantId: TILE_BLACK, quantity: 1, tiles: [{ imagePath: '/files/uploads/photo.png' }] }],
    });
    await h.db.transaction((tx) => queueOrderEmail(tx, { orderId: order.id, kind: 'confirmation', reason: 'event', now: Date.now() }));
    await runBoth();
    const [row] = await h.db.query<{ attachments: unknown }>("SELECT attachments FROM outbox WHERE to_email = 'pictures@example.com'");
    const attachments = (typeof row!.attachments === 'string' ? JSON.parse(row!.attachments) : row!.attachments) as Array<{ base64: string }>;
    const { data, info } = await sharp(Buffer.from(attachments[0]!.base64, 'base64')).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([176, 176]);
    const at = (x: number, y: number) => [...data.subarray((y * info.width + x) * 3, (y * info.width + x) * 3 + 3)];
    expect(at(2, 88).every((v) => v < 30)).toBe(true);
    expect(Math.abs(at(88, 88)[0]! - 200)).toBeLessThan(20);
  });

  it('speaks as the pharmacy for its orders: its own name and words', async () => {
    const order = await h.placeOrder({ email: 'wg-shopper@example.com', tenant: 'wg' });
    await h.db.transaction((tx) => queueOrderEmail(tx, { orderId: order.id, kind: 'confirmation', reason: 'event', now: Date.now() }));
    await runBoth();
    const [mail] = await mailTo('wg-shopper@example.com');
    expect(mail!.subject).toBe(`Walgreens Photo Tiles: we received your order #${order.number}`);
    expect(mail!.text).toContain('Your photo tiles are being printed. We will send you another email when your order ships.');
    // The tenant's own address, as its sitemap and canonical URLs give it (tenantPageUrl): wg's host.
    expect(mail!.text).toContain('— Walgreens Photo Tiles\nhttp://wg.localhost/');
    // The order's status page, on the tenant's store: the text says where, the HTML links it.
    expect(mail!.text).toContain(`See your order: http://wg.localhost/orders/${order.number}`);
    expect(mail!.html).toContain(`<a href="http://wg.localhost/orders/${order.number}"`);
    expect(mail!.text).not.toContain('?tenant=');
    expect(mail!.html).not.toContain('?tenant=');
    expect(mail!.html).toContain(`>See order #${order.number}</a>`);
    // The shipped and ready-for-pick-up emails link the same page.
    const tenants = new TenantRepository(h.db, '');
    for (const kind of ['shipped', 'pickup_ready'] as const) {
      const later = await loadOrderEmail(
        { db: h.db, tenant: (t) => tenants.find(t), tiles: async () => [], picture: async () => null, publicUrl: 'http://localhost' },
        order.id,
        kind,
      );
      expect([kind, later!.model.orderUrl, later!.model.brand.storeUrl]).toEqual([kind, `http://wg.localhost/orders/${order.number}`, 'http://wg.localhost/']);
    }
  });

  it('retries a failed send later, and sends it once it goes through', async () => {
    const order = await h.placeOrder({ email: 'retry@example.com' });
    const queuedAt = Date.now();
    await h.db.transaction((tx) => queueOrderEmail(tx, { orderId: order.id, kind: 'confirmation', reason: 'event', now: queuedAt }));
    let fail = true;
    const outbox = new OutboxMailer(h.db, () => {});
    const flaky: Mailer = { send: async (m: MailMessage) => (fail ? Promise.reject(new Error('SMTP 421 try later')) : outbox.send(m)) };
    let now = queuedAt;
    const [job] = jobs(flaky, () => now);
    expect(await job!.runOnce()).toBe(0);
    expect((await emailRows(order.id))[0]).toMatchObject({ sent_at: null, attempts: 1 });
    const timeline = (await h.json('GET', `v1/admin/orders/${order.id}`, { token: admin })).body.timeline.map((e: { text: string }) => e.text);
    expect(timeline).toContain('Order confirmation email waiting to be sent (try 1 failed: SMTP 421 try later; trying again).');
    // Not before its retry time; then it goes.
    fail = false;
    expect(await job!.runOnce()).toBe(0);
    now += retryDelayMs(1);
    expect(await job!.runOnce()).toBe(1);
    expect(await mailTo('retry@example.com')).toHaveLength(1);
  });

  describe('shipping', () => {
    it("refuses a move to Shipped without a carrier and number, and a number not in the carrier's format: a clear message, nothing changed", async () => {
      const order = await h.placeOrder({ email: 'ship-refused@example.com' });
      await h.json('POST', `v1/admin/orders/${order.id}/status`, { token: admin, body: { from: 'paid', to: 'in_production' } });
      const bare = await h.json('POST', `v1/admin/orders/${order.id}/status`, { token: admin, body: { from: 'in_production', to: 'shipped' } });
      expect(bare).toMatchObject({
        status: 400,
        body: { message: 'Mark the order shipped with its carrier and tracking number: the shipped email carries them.' },
      });
      const cases: Array<[string, string, string]> = [
        ['ups', '1Z12', 'That is not a UPS tracking number: it should be 1Z followed by 16 letters or digits (like 1Z999AA10123456784).'],
        [
          'usps',
          '12345',
          'That is not a USPS tracking number: it should be 20 to 34 digits (like 9400 1000 0000 0000 0000 00), or 2 letters, 9 digits and US.',
        ],
        ['fedex', 'ABC123456789', 'That is not a FedEx tracking number: it should be 12, 15, 20 or 22 digits (like 1234 5678 9012).'],
        ['dhl', '123', 'That is not a DHL tracking number: it should be 10 digits (like 1234567890), GM and 16 to 18 digits, or JJD and 18 to 20 digits.'],
        ['', '123', 'Carrier is required'],
        ['Royal Mail', '  ', 'Tracking number is required'],
      ];
      for (const [carrier, trackingNumber, message] of cases) {
        const res = await h.json('POST', `v1/admin/orders/${order.id}/ship`, { token: admin, body: { from: 'in_production', carrier, trackingNumber } });
        expect(res).toMatchObject({ status: 400, body: { message } });
      }
      const [row] = await h.db.query<{ status: string; carrier: string | null }>('SELECT status, carrier FROM orders WHERE id = $1', [order.id]);
      expect(row).toEqual({ status: 'in_production', carrier: null });
      expect(await emailRows(order.id)).toEqual([]);
    });

    it('marks shipped with the number as the carrier prints it; the shipped email goes once, with the carrier, number and link; a resend sends it again', async () => {
      const order = await h.placeOrder({ email: 'shipped@example.com' });
      await h.json('POST', `v1/admin/orders/${order.id}/status`, { token: admin, body: { from: 'paid', to: 'in_production' } });
      const shipped = await h.json('POST', `v1/admin/orders/${order.id}/ship`, {
        token: admin,
        body: { from: 'in_production', carrier: 'ups', trackingNumber: '1z999aa1 0123-456784' },
      });
      expect(shipped.status).toBe(200);
      expect(shipped.body.order.status).toBe('shipped');
      expect(shipped.body.shipment).toEqual({
        carrier: 'ups',
        carrierName: 'UPS',
        trackingNumber: '1Z999AA10123456784',
        trackingUrl: 'https://www.ups.com/track?tracknum=1Z999AA10123456784',
      });
      expect(shipped.body.resendableEmails).toEqual(['confirmation', 'shipped']);
      // Twice: the second is stale (the order is Shipped now), and no second email is owed.
      const again = await h.json('POST', `v1/admin/orders/${order.id}/ship`, {
        token: admin,
        body: { from: 'in_production', carrier: 'ups', trackingNumber: '1Z999AA10123456784' },
      });
      expect(again).toMatchObject({ status: 409, body: { message: 'This order is Shipped now: someone else changed it. Reload to see the latest.' } });

      expect(await runBoth()).toBe(1);
      const [mail] = await mailTo('shipped@example.com');
      expect(mail!.subject).toBe(`Your TilePix tiles are on their way (order #${order.number})`);
      expect(mail!.text).toContain(
        'Carrier: UPS\nTracking number: 1Z999AA10123456784\nTrack your package: https://www.ups.com/track?tracknum=1Z999AA10123456784',
      );
      expect(mail!.html).toContain('href="https://www.ups.com/track?tracknum=1Z999AA10123456784"');
      expect(await mailTo('shipped@example.com')).toHaveLength(1);

      const resent = await h.json('POST', `v1/admin/orders/${order.id}/emails`, { token: admin, body: { kind: 'shipped' } });
      expect(resent.status).toBe(200);
      // Once more while that one still waits: refused (a double click sends one).
      const twice = await h.json('POST', `v1/admin/orders/${order.id}/emails`, { token: admin, body: { kind: 'shipped' } });
      expect(twice).toMatchObject({
        status: 409,
        body: { message: `The shipped email of order #${order.number} is still waiting to be sent: it goes within a minute.` },
      });
      expect(await runBoth()).toBe(1);
      expect(await mailTo('shipped@example.com')).toHaveLength(2);
      const detail = (await h.json('GET', `v1/admin/orders/${order.id}`, { token: admin })).body;
      const texts = detail.timeline.map((e: { text: string }) => e.text);
      expect(texts).toContain('In production → Shipped: UPS 1Z999AA10123456784');
      expect(texts).toContain('Shipped email sent to shipped@example.com.');
      expect(texts).toContain('Shipped email (resent) sent to shipped@example.com.');
      const audit = (await h.json('GET', `v1/admin/audit?recordType=order&recordId=${order.id}`, { token: admin })).body.entries.map(
        (e: { action: string }) => e.action,
      );
      expect(audit).toEqual(['order.status', 'order.ship', 'order.email']);
    });

    it('refuses to resend a shipped email before shipping, or any email to an order without an address', async () => {
      const order = await h.placeOrder({ email: 'not-shipped@example.com' });
      expect(await h.json('POST', `v1/admin/orders/${order.id}/emails`, { token: admin, body: { kind: 'shipped' } })).toMatchObject({
        status: 409,
        body: { message: `Order #${order.number} has not shipped: there is no shipped email to send.` },
      });
      const silent = await h.placeOrder({ email: null });
      expect(await h.json('POST', `v1/admin/orders/${silent.id}/emails`, { token: admin, body: { kind: 'confirmation' } })).toMatchObject({
        status: 409,
        body: { message: `Order #${silent.number} has no email address: there is nobody to send it to.` },
      });
      expect(await h.json('POST', `v1/admin/orders/${order.id}/emails`, { token: admin, body: { kind: 'invoice' } })).toMatchObject({ status: 400 });
      expect(await emailRows(order.id)).toEqual([]);
    });

    it('accepts another carrier by name with any number (no link)', async () => {
      const order = await h.placeOrder({ email: 'other-carrier@example.com' });
      await h.json('POST', `v1/admin/orders/${order.id}/status`, { token: admin, body: { from: 'paid', to: 'in_production' } });
      const shipped = await h.json('POST', `v1/admin/orders/${order.id}/ship`, {
        token: admin,
        body: { from: 'in_production', carrier: 'OnTrac', trackingNumber: 'C11-2233' },
      });
      expect(shipped.body.shipment).toEqual({ carrier: 'OnTrac', carrierName: 'OnTrac', trackingNumber: 'C11-2233', trackingUrl: null });
      await runBoth();
      const [mail] = await mailTo('other-carrier@example.com');
      expect(mail!.text).toContain('Carrier: OnTrac\nTracking number: C11-2233\n\n');
    });
  });
});
