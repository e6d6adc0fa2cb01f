-- Issue 33 (§1, §6) and issue 34 item 4. What the tenant profiles kept per tenant id is now the tenant
-- record's, edited at /admin/tenants: how a promo code combines with the welcome offer, and whether
-- prints are picked up in store. And the shop a tenant checks out through: without one, the default
-- local store (the spec's card checkout on 2024-04); with one, the shop's cart API (2026-04) and its
-- hosted checkout (cart.checkoutUrl). The token is the shop's public Storefront token (it reaches the
-- browser); the webhook secret (the app's API secret key, signing `orders/create`) stays on the server.
ALTER TABLE tenants ADD COLUMN promo_combination text NOT NULL DEFAULT 'sum' CHECK (promo_combination IN ('sum', 'larger'));
ALTER TABLE tenants ADD COLUMN pickup boolean NOT NULL DEFAULT false;
ALTER TABLE tenants ADD COLUMN storefront_url text CHECK (storefront_url ~ '^https?://[^/?#]+$' AND length(storefront_url) <= 200);
ALTER TABLE tenants ADD COLUMN storefront_token text CHECK (storefront_token ~ '^[A-Za-z0-9_-]{8,200}$');
ALTER TABLE tenants ADD COLUMN shop_webhook_secret text CHECK (length(shop_webhook_secret) BETWEEN 16 AND 200);
ALTER TABLE tenants ADD CONSTRAINT tenants_storefront_pair CHECK ((storefront_url IS NULL) = (storefront_token IS NULL));
-- A webhook names its shop by domain: one tenant per shop.
CREATE UNIQUE INDEX tenants_storefront_url ON tenants (lower(storefront_url));

-- Where the profiles had them (the seed sets them on a fresh database).
UPDATE tenants SET promo_combination = 'larger', pickup = true WHERE id = 'wg';
UPDATE tenants SET pickup = true WHERE id = 'cvs';

-- An order a shop took (its `orders/create` webhook) has no local checkout.
ALTER TABLE orders ALTER COLUMN checkout_token DROP NOT NULL;

-- Each webhook delivery once (X-Shopify-Webhook-Id): Shopify retries and may deliver twice.
CREATE TABLE shop_webhooks (
  webhook_id    text PRIMARY KEY CHECK (length(webhook_id) BETWEEN 1 AND 100),
  tenant_id     text NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  topic         text NOT NULL,
  order_id      text REFERENCES orders(id) ON DELETE SET NULL,
  received_at   timestamptz NOT NULL DEFAULT now()
);
