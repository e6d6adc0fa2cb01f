import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CART_CREATE, CART_LINES_ADD } from '../../src/adapters/storefront/documents';
import { OutboxMailer } from '../../server/mail/outbox-mailer';
import type { Mailer, MailMessage } from '../../server/mail/mailer';
import { orderEmailJob } from '../../server/orders/emails/order-emails';
import { queueOrderEmail } from '../../server/orders/emails/order-email-queue';
import { TenantRepository } from '../../server/tenants/tenant-repository';
import { openAdminHarness, type AdminHarness } from './admin-harness';
import { giftLine, openStorefrontHarness, VARIANTS, type StorefrontHarness } from './storefront-harness';
import { testDbFactories } from './test-db';

type UserError = { field: string[]; message: string; code: string };

describe.each(testDbFactories)('SPEC §5 Gift tile on $name', ({ open }) => {
  describe('the storefront checks the recipient again (never trusting the client)', () => {
    let h: StorefrontHarness;
    beforeAll(async () => {
      h = await openStorefrontHarness(open);
    });
    afterAll(async () => {
      await h?.db.close();
    });
    const create = async (lines: unknown[]) =>
      (await h.gql(CART_CREATE, { input: { lines } })).body.data!.cartCreate as { cart: { id: string; totalQuantity: number } | null; userErrors: UserError[] };
    const carts = async () => Number((await h.db.query<{ n: string }>('SELECT count(*) AS n FROM carts'))[0]!.n);
    const withAttr = (key: string, value: string | null) => {
      const line = giftLine(2);
      return {
        ...line,
        attributes: value === null ? line.attributes.filter((a) => a.key !== key) : line.attributes.map((a) => (a.key === key ? { key, value } : a)),
      };
    };

    it("accepts a recipient by email or by phone whose amount is the line's tiles", async () => {
      expect((await create([giftLine(2)])).userErrors).toEqual([]);
      expect((await create([giftLine(1, VARIANTS.gift, { email: null, phone: '5551234567' })])).userErrors).toEqual([]);
    });

    it.each([
      ['no name', withAttr('Recipient Name', null), 'Recipient Name: Recipient Name is required'],
      ['neither email nor phone', withAttr('Recipient Email', null), 'Recipient Email: Recipient Email is required if Recipient Phone is blank'],
      [
        'an amount outside one to 20 tiles',
        { ...withAttr('Gift Amount', '2800.00'), quantity: 200 },
        'Gift Amount: Must be at least $14 and no more than $280',
      ],
      ["an amount that is not the line's tiles", withAttr('Gift Amount', '14.00'), 'Gift Amount: $14.00 is not 2 gift tiles of $14.00'],
      [
        'a phone with letters',
        { ...giftLine(2), attributes: [...withAttr('Recipient Email', null).attributes, { key: 'Recipient Phone', value: '555-CALL-NOW' }] },
        'Recipient Phone: Recipient Phone may only contain numbers',
      ],
    ])('refuses a gift line with %s (cartCreate and cartLinesAdd), writing nothing', async (_name, line, message) => {
      const before = await carts();
      const refused = await create([line]);
      expect(refused.cart).toBeNull();
      expect(refused.userErrors).toContainEqual({ field: ['lines', '0', 'attributes'], message, code: 'INVALID' });
      expect(await carts()).toBe(before);
      const { cart } = await create([giftLine(1)]);
      const added = (await h.gql(CART_LINES_ADD, { cartId: cart!.id, lines: [line] })).body.data!.cartLinesAdd as {
        cart: { totalQuantity: number };
        userErrors: UserError[];
      };
      expect(added.userErrors).toContainEqual({ field: ['lines', '0', 'attributes'], message, code: 'INVALID' });
      expect(added.cart.totalQuantity).toBe(1);
    });
  });

  describe('the recipient gets an email through the order mail job', () => {
    let h: AdminHarness;
    beforeAll(async () => {
      h = await openAdminHarness(await open());
    });
    afterAll(async () => {
      await h?.db.close();
    });
    const job = (mailer: Mailer) =>
      orderEmailJob({
        db: h.db,
        mailer,
        tenants: new TenantRepository(h.db, ''),
        filesDir: h.filesDir,
        publicUrl: 'http://localhost',
        holder: 'gift',
        log: () => {},
      });
    const giftOrder = async (email: string, recipients: Array<{ email?: string | null; phone?: string | null }>) => {
      const order = await h.placeOrder({
        email,
        lines: recipients.map((r, i) => ({
          productId: 'giftTile',
          variantId: VARIANTS.gift,
          quantity: i + 2,
          attributes: [...giftLine(i + 2, VARIANTS.gift, r).attributes],
        })),
      });
      await h.db.query('UPDATE orders SET billing_address = $2 WHERE id = $1', [
        order.id,
        JSON.stringify({ firstName: 'Grace', lastName: 'Hopper', address1: '1 Navy Yard', city: 'Arlington', province: 'VA', zip: '22202', country: 'US' }),
      ]);
      await h.db.transaction((tx) => queueOrderEmail(tx, { orderId: order.id, kind: 'confirmation', reason: 'event', now: Date.now() }));
      return order;
    };

    it("sends the gift to its recipient once (a retried confirmation sends no gift twice), the buyer's confirmation names it", async () => {
      const sent: MailMessage[] = [];
      let failBuyer = true;
      const flaky: Mailer = {
        send: async (m) => {
          if (m.to === 'grace@example.test' && failBuyer) {
            failBuyer = false;
            throw new Error('SMTP down');
          }
          sent.push(m);
        },
      };
      const order = await giftOrder('grace@example.test', [{ email: 'ada@example.test' }, { email: null, phone: '5551234567' }]);
      expect(await job(flaky).runOnce()).toBe(0);
      await h.db.query("UPDATE order_emails SET next_attempt_at = now() - interval '1 minute' WHERE order_id = $1", [order.id]);
      expect(await job(flaky).runOnce()).toBe(1);
      expect(sent.map((m) => [m.to, m.subject])).toEqual([
        ['ada@example.test', 'Grace sent you a TilePix gift'],
        ['grace@example.test', `Your TilePix order #${order.number} is confirmed`],
      ]);
      const gift = sent[0]!;
      expect(gift.text).toContain(
        'Hi Ada Lovelace,\n\nYou have a gift!\n\nGrace sent you a gift of $28.00: 2 gift tiles to print your own photos as framed wall tiles.',
      );
      expect(gift.text).toContain('Choose your photos: http://localhost/');
      expect(gift.html).toContain('Grace sent you a gift of $28.00: 2 gift tiles');
      // The buyer's order page is the buyer's: the recipient's mail does not link it.
      expect(gift.html).not.toContain('/orders/');
      expect(sent[1]!.html).toContain(`href="http://localhost/orders/${order.number}"`);
      expect(gift.fromName).toBe('TilePix');
      // The buyer's confirmation lists both gifts; the phone-only one with its phone (the store sends no texts).
      expect(sent[1]!.text).toContain('Gift for Ada Lovelace');
      expect(sent[1]!.text).toContain('Gift for Ada Lovelace (phone 5551234567)');
    });

    it('writes the gift mail to the outbox (the dev mailbox) like every order mail', async () => {
      const order = await giftOrder('buyer-outbox@example.test', [{ email: 'friend-outbox@example.test' }]);
      expect(await job(new OutboxMailer(h.db, () => {})).runOnce()).toBeGreaterThanOrEqual(1);
      const rows = await h.db.query<{ to_email: string; subject: string }>(
        "SELECT to_email, subject FROM outbox WHERE to_email IN ('friend-outbox@example.test', 'buyer-outbox@example.test') ORDER BY id",
      );
      expect(rows.map((r) => r.to_email)).toEqual(['friend-outbox@example.test', 'buyer-outbox@example.test']);
      expect(rows[0]!.subject).toBe('Grace sent you a TilePix gift');
      const [line] = await h.db.query<{ attributes: unknown }>('SELECT attributes FROM order_lines WHERE order_id = $1', [order.id]);
      const attributes = (typeof line!.attributes === 'string' ? JSON.parse(line!.attributes) : line!.attributes) as Array<{ key: string }>;
      expect(attributes.map((a) => a.key)).toContain('_giftEmailSentAt');
    });
  });
});
