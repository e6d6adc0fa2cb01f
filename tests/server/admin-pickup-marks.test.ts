import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OutboxMailer } from '../../server/mail/outbox-mailer';
import { orderEmailJob } from '../../server/orders/emails/order-emails';
import { TenantRepository } from '../../server/tenants/tenant-repository';
import { ADMIN_EMAIL, openAdminHarness, type AdminHarness } from './admin-harness';
import { makePickupOrder } from './pickup-order-helper';
import { testDbFactories } from './test-db';

interface DevMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

describe.each(testDbFactories)('admin pick-up marks (issue 30) on $name', ({ open }) => {
  let h: AdminHarness;
  let admin: string;
  const mark = (orderId: string, which: 'pickup-ready' | 'picked-up', token = admin) =>
    h.json('POST', `v1/admin/orders/${orderId}/${which}`, { token, body: {} });
  const runJobs = async () => {
    const jobs = ['server-a', 'server-b'].map((holder) =>
      orderEmailJob({
        db: h.db,
        mailer: new OutboxMailer(h.db, () => {}),
        tenants: new TenantRepository(h.db, ''),
        filesDir: h.filesDir,
        publicUrl: 'http://localhost',
        holder,
        log: () => {},
      }),
    );
    const sent = await Promise.all([...jobs, ...jobs].map((j) => j.runOnce()));
    return sent.reduce((s, n) => s + n, 0);
  };
  const mailTo = async (to: string): Promise<DevMail[]> =>
    (await (await h.app.request(`http://localhost/api/dev/mail?to=${encodeURIComponent(to)}`)).json()) as DevMail[];

  beforeAll(async () => {
    h = await openAdminHarness(await open());
    admin = await h.tokenFor(ADMIN_EMAIL);
  });
  afterAll(async () => {
    await h?.db.close();
  });

  it('ready, then picked up: each once, on the timeline, audited; ready owes the ready email, which goes once', async () => {
    const order = await h.placeOrder({ tenant: 'wg', email: 'pick-me-up@example.com' });
    await makePickupOrder(h.db, order.id, 'wg', 'chicago-60621');
    const detail = await h.json('GET', `v1/admin/orders/${order.id}`, { token: admin });
    expect(detail.body.pickup).toMatchObject({
      storeId: 'chicago-60621',
      storeName: 'Chicago Main St',
      address: ['8988 Main St', 'Chicago, IL 60621'],
      readyAt: null,
      pickedUpAt: null,
    });
    expect(detail.body.pickup.hours).toHaveLength(7);

    const early = await mark(order.id, 'picked-up');
    expect(early.status).toBe(409);
    expect(early.body.message).toBe(`Order #${order.number} is not ready for pick-up yet: mark it ready first.`);

    const ready = await mark(order.id, 'pickup-ready');
    expect(ready.status).toBe(200);
    expect(ready.body.pickup.readyAt).toEqual(expect.any(String));
    expect(ready.body.timeline.map((e: { text: string }) => e.text)).toContain('Ready for pick-up at Chicago Main St.');
    const twice = await mark(order.id, 'pickup-ready');
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe(`Order #${order.number} is already marked ready for pick-up.`);

    expect(await runJobs()).toBe(1);
    expect(await runJobs()).toBe(0);
    const mails = await mailTo('pick-me-up@example.com');
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.subject).toBe(`Walgreens Photo Tiles: your order #${order.number} is ready for pick-up`);
    expect(mail.text).toContain('Your order is ready at Chicago Main St. Please bring your order number to the photo counter.');
    expect(mail.text).toContain(`Order number: #${order.number}`);
    expect(mail.text).toContain('Pick up at:\n  Chicago Main St\n  8988 Main St\n  Chicago, IL 60621');
    expect(mail.text).toMatch(/Store hours:\n {2}Sunday: 9:00 AM – 8:00 PM\n {2}Monday: 8:00 AM – 10:00 PM/);
    expect(mail.html).toContain('Chicago Main St');
    expect(mail.html).toContain(`#${order.number}`);
    expect(mail.html).toContain('Store hours');

    const picked = await mark(order.id, 'picked-up');
    expect(picked.status).toBe(200);
    expect(picked.body.pickup.pickedUpAt).toEqual(expect.any(String));
    expect(picked.body.timeline.map((e: { text: string }) => e.text)).toContain('Picked up at Chicago Main St.');
    expect((await mark(order.id, 'picked-up')).body.message).toBe(`Order #${order.number} was already picked up.`);
    expect((await mark(order.id, 'pickup-ready')).body.message).toBe(`Order #${order.number} was already picked up.`);
    const actions = await h.db.query<{ action: string }>("SELECT action FROM audit_log WHERE record_type = 'order' AND record_id = $1 ORDER BY id", [order.id]);
    expect(actions.map((a) => a.action)).toEqual(['order.pickup_ready', 'order.picked_up']);
    expect(await runJobs()).toBe(0);
    expect(await mailTo('pick-me-up@example.com')).toHaveLength(1);
  });

  it('two admins marking ready at once (three requests in flight): one mark, one timeline event, one email', async () => {
    const order = await h.placeOrder({ tenant: 'cvs', email: 'race-ready@example.com' });
    const [store] = await h.db.query<{ id: string }>("SELECT id FROM pickup_stores WHERE tenant_id = 'cvs' ORDER BY id LIMIT 1");
    await makePickupOrder(h.db, order.id, 'cvs', store!.id);
    const both = await Promise.all([mark(order.id, 'pickup-ready'), mark(order.id, 'pickup-ready'), mark(order.id, 'pickup-ready')]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    expect(await h.db.query("SELECT 1 FROM order_events WHERE order_id = $1 AND kind = 'pickup'", [order.id])).toHaveLength(1);
    expect(await h.db.query("SELECT 1 FROM order_emails WHERE order_id = $1 AND kind = 'pickup_ready'", [order.id])).toHaveLength(1);
    expect(await runJobs()).toBe(1);
    expect(await mailTo('race-ready@example.com')).toHaveLength(1);
  });

  it('a shipped-mark is refused for a pick-up order, and pick-up marks for an order that ships; neither writes anything', async () => {
    const pickup = await h.placeOrder({ tenant: 'wg' });
    await makePickupOrder(h.db, pickup.id, 'wg', 'houston-77001');
    await h.json('POST', `v1/admin/orders/${pickup.id}/status`, { token: admin, body: { from: 'paid', to: 'in_production' } });
    const ship = await h.json('POST', `v1/admin/orders/${pickup.id}/ship`, {
      token: admin,
      body: { from: 'in_production', carrier: 'ups', trackingNumber: '1Z999AA10123456784' },
    });
    expect(ship.status).toBe(409);
    expect(ship.body.message).toBe(`Order #${pickup.number} is picked up in store, not shipped: mark it "Ready for pick-up" instead.`);
    const [row] = await h.db.query<{ status: string; tracking_number: string | null }>('SELECT status, tracking_number FROM orders WHERE id = $1', [pickup.id]);
    expect(row).toEqual({ status: 'in_production', tracking_number: null });

    const shipped = await h.placeOrder({ tenant: 'wg' });
    for (const which of ['pickup-ready', 'picked-up'] as const) {
      const refused = await mark(shipped.id, which);
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe(`Order #${shipped.number} ships to the shopper: mark it shipped with its carrier and tracking number instead.`);
    }
    expect(await h.db.query('SELECT 1 FROM order_events WHERE order_id = $1', [shipped.id])).toHaveLength(0);
    expect(await h.db.query('SELECT 1 FROM order_emails WHERE order_id = $1', [shipped.id])).toHaveLength(0);
    expect((await h.json('GET', `v1/admin/orders/${shipped.id}`, { token: admin })).body.pickup).toBeNull();
    expect((await mark('999999', 'pickup-ready')).status).toBe(404);
  });
});
