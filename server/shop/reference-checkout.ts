import { randomBytes } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { centsToDecimal } from '../../src/contract/money';
import { shopDomainOf } from '../../src/domain/tenant/tenant-shop';
import { tenantPageUrl } from '../../src/domain/tenant/tenant-public-url';
import type { Db } from '../db/db';
import { CheckoutService } from '../orders/checkout-service';
import { OrderRepository, type Order } from '../orders/order-repository';
import { cataloguePromoLookup, priceStoredCart } from '../storefront/cart-totals';
import { CartRepository } from '../storefront/cart-repository';
import { cardBrand, gatewayOutcome } from '../vault/test-gateway';
import { SHOP_WEBHOOK_PATH } from './shop-webhook-routes';
import { shopSignature } from './shop-webhook-auth';

/** Sends a signed webhook (in the app: to itself, in process). */
export type DeliverWebhook = (url: string, init: RequestInit) => Promise<Response>;

const escape = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
const page = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escape(title)}</title></head><body><main>${body}</main></body></html>`;

/** Shopify's `orders/create` payload (the REST Order) for an order the reference shop took: the fields Shopify documents that ours has. */
export const ordersCreatePayload = (order: Order) => ({
  id: Number(order.id),
  admin_graphql_api_id: `gid://shopify/Order/${order.id}`,
  name: `#${order.code}`,
  email: order.email,
  contact_email: order.email,
  created_at: order.createdAt,
  currency: 'USD',
  financial_status: 'paid',
  test: true,
  total_line_items_price: centsToDecimal(order.subtotalCents),
  total_discounts: centsToDecimal(order.discountCents),
  subtotal_price: centsToDecimal(order.totalCents),
  total_price: centsToDecimal(order.totalCents),
  discount_codes: order.discountCodes.map((code) => ({ code, amount: centsToDecimal(order.discountCents), type: 'percentage' })),
  note_attributes: order.attributes.map((a) => ({ name: a.key, value: a.value })),
  line_items: order.lines.map((l) => ({
    variant_id: Number(l.variantId.split('/').pop()) || null,
    product_id: null,
    title: l.title.split(' - ')[0] ?? l.title,
    variant_title: l.variantTitle,
    quantity: l.quantity,
    price: centsToDecimal(l.unitPriceCents),
    total_discount: centsToDecimal(Math.max(0, l.unitPriceCents * l.quantity - l.totalCents)),
    properties: l.attributes.map((a) => ({ name: a.key, value: a.value })),
  })),
});

/**
 * The reference shop's hosted checkout (issue 34 item 4), so the real-shop path runs end to end here:
 * for a tenant whose shop is this server (its address is PUBLIC_URL), `cart.checkoutUrl` opens this
 * page; paying completes the order with the test gateway (the card checkout's own rules, prices and
 * limits), sends the signed `orders/create` webhook as Shopify would, and sends the shopper back to
 * the store's confirmation route with the order. Any other cart: 404, as a shop has no such checkout.
 */
export function referenceCheckoutRoutes({
  db,
  publicOrigin,
  deliver,
  now = Date.now,
}: {
  db: Db;
  publicOrigin: string;
  deliver: DeliverWebhook;
  now?: () => number;
}): Hono {
  const app = new Hono();
  const promos = cataloguePromoLookup(db);
  const ownDomain = shopDomainOf(new URL(publicOrigin).origin);

  /** The cart and its tenant, when the tenant checks out through this server as its shop. */
  const checkoutOf = async (token: string) => {
    if (!/^[A-Za-z0-9_-]{8,100}$/.test(token)) return null;
    const [row] = await db.query<{ tenant_id: string; storefront_url: string | null; shop_webhook_secret: string | null }>(
      'SELECT c.tenant_id, t.storefront_url, t.shop_webhook_secret FROM carts c JOIN tenants t ON t.id = c.tenant_id WHERE c.token = $1',
      [token],
    );
    if (!row || row.storefront_url === null || shopDomainOf(row.storefront_url) !== ownDomain) return null;
    const cart = await new CartRepository(db).find(row.tenant_id, token);
    return cart ? { cart, secret: row.shop_webhook_secret } : null;
  };
  const notFound = (c: Context) => c.html(page('Checkout not found', '<h1>Checkout not found</h1><p>This shop has no such checkout.</p>'), 404);

  app.get('/checkouts/:token', async (c) => {
    const found = await checkoutOf(c.req.param('token'));
    if (!found) return notFound(c);
    const { cart } = found;
    if (cart.checkout.completedAt !== null) return c.html(page('Checkout', '<h1>This checkout is complete</h1>'));
    const totals = await priceStoredCart(cart, promos, now());
    const lines = cart.lines.map((l) => `<li>${escape(`${l.variant.productTitle} - ${l.variant.title}`)} × ${l.quantity}</li>`).join('');
    return c.html(
      page(
        'Checkout',
        `<h1>Checkout</h1><ul>${lines}</ul><p>Total: <strong data-testid="hosted-total">$${centsToDecimal(totals.summary.total)}</strong></p>
<form method="post"><p><label>Email <input name="email" type="email" required autocomplete="email" value="${escape(cart.buyerIdentity.email ?? '')}"></label></p>
<p><label>Card number <input name="card" inputmode="numeric" required autocomplete="cc-number"></label></p><p><button type="submit">Pay now</button></p></form>`,
      ),
    );
  });

  app.post('/checkouts/:token', async (c) => {
    const token = c.req.param('token');
    const found = await checkoutOf(token);
    if (!found) return notFound(c);
    const form = await c.req.parseBody();
    const email = typeof form.email === 'string' ? form.email.trim() : '';
    const digits = typeof form.card === 'string' ? form.card.replace(/\D/g, '') : '';
    const again = (message: string) =>
      c.html(page('Checkout', `<h1>Checkout</h1><p role="alert">${escape(message)}</p><p><a href="/checkouts/${escape(token)}">Back to checkout</a></p>`), 400);
    if (!/^[^@\s]{1,64}@[^@\s]{1,190}$/.test(email) || !/^\d{12,19}$/.test(digits)) return again('Enter your email and a card number.');
    if (found.secret === null) return again('This shop has no webhook secret: the store would never hear of the order.');
    await db.query('UPDATE carts SET buyer_email = $2 WHERE token = $1', [token, email]);
    const session = randomBytes(18).toString('base64url');
    await db.query(
      `INSERT INTO payment_sessions (id, tenant_id, brand, last4, exp_month, exp_year, holder_name, outcome, expires_at) VALUES ($1, $2, $3, $4, 12, 2099, NULL, $5, $6)`,
      [session, found.cart.tenantId, cardBrand(digits), digits.slice(-4), gatewayOutcome(digits), new Date(now() + 10 * 60_000)],
    );
    const priced = await priceStoredCart({ ...found.cart, buyerIdentity: { ...found.cart.buyerIdentity, email } }, promos, now());
    const result = await new CheckoutService(db, promos, now).completeWithCard(found.cart.tenantId, token, {
      amount: centsToDecimal(priced.summary.total),
      currencyCode: 'USD',
      idempotencyKey: `hosted-${session}`,
      vaultId: session,
      test: true,
      billingAddress: {},
    });
    if (result.kind === 'error') return again(result.error.message);
    if (result.payment.orderId === null) return again(result.payment.errorMessage ?? 'The payment was declined.');
    const order = await new OrderRepository(db).find(found.cart.tenantId, result.payment.orderId);
    if (order) {
      // As Shopify does: the order's webhook, signed with the app's secret, to the store's endpoint.
      const body = JSON.stringify(ordersCreatePayload(order));
      await deliver(`${publicOrigin}${SHOP_WEBHOOK_PATH}`, {
        method: 'POST',
        body,
        headers: {
          'content-type': 'application/json',
          'X-Shopify-Topic': 'orders/create',
          'X-Shopify-Shop-Domain': ownDomain,
          'X-Shopify-Webhook-Id': `ref-${order.id}`,
          'X-Shopify-API-Version': '2026-04',
          'X-Shopify-Hmac-Sha256': shopSignature(found.secret, body),
        },
      });
    }
    const back = new URL(tenantPageUrl(publicOrigin, found.cart.tenantId, '/confirm'));
    back.searchParams.set('order_id', order?.code ?? result.payment.orderId);
    back.searchParams.set('checkout_token', token);
    return c.redirect(back.href, 303);
  });
  return app;
}
