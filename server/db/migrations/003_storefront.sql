-- The storefront (DESIGN §6): Shopify-style carts, checkouts, a card vault, payments and orders.
-- Amounts are integer cents. Prices are never read from the client: line and order amounts are
-- what the server computed with src/domain when the row was written.

-- Public storefront access tokens (X-Shopify-Storefront-Access-Token), one or more per tenant.
CREATE TABLE storefront_tokens (
  token       text PRIMARY KEY CHECK (length(token) BETWEEN 16 AND 100),
  tenant_id   text NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  created_at  timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX storefront_tokens_tenant ON storefront_tokens (tenant_id);

-- A cart. `token` is the opaque part of its gid (gid://shopify/Cart/{token}).
CREATE TABLE carts (
  token           text PRIMARY KEY CHECK (token ~ '^[A-Za-z0-9_-]{16,64}$'),
  tenant_id       text NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  attributes      jsonb NOT NULL DEFAULT '[]' CHECK (jsonb_typeof(attributes) = 'array'),
  buyer_email     text CHECK (buyer_email IS NULL OR length(buyer_email) <= 254),
  buyer_phone     text,
  buyer_country   text CHECK (buyer_country IS NULL OR buyer_country ~ '^[A-Z]{2}$'),
  note            text,
  created_at      timestamptz NOT NULL DEFAULT now(),
  updated_at      timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX carts_tenant ON carts (tenant_id, updated_at);

-- A cart line: a variant of the tenant's catalogue, a quantity, and the line's attributes (tile
-- images, frame colour, mat, crop… as Shopify custom attributes).
CREATE TABLE cart_lines (
  id           text PRIMARY KEY CHECK (id ~ '^[A-Za-z0-9_-]{8,64}$'),
  cart_token   text NOT NULL REFERENCES carts(token) ON DELETE CASCADE,
  tenant_id    text NOT NULL,
  product_id   text NOT NULL,
  variant_id   text NOT NULL,
  quantity     integer NOT NULL CHECK (quantity BETWEEN 1 AND 10000),
  attributes   jsonb NOT NULL DEFAULT '[]' CHECK (jsonb_typeof(attributes) = 'array'),
  position     integer NOT NULL,
  created_at   timestamptz NOT NULL DEFAULT now(),
  FOREIGN KEY (tenant_id, product_id, variant_id) REFERENCES product_variants (tenant_id, product_id, id) ON DELETE RESTRICT
);

CREATE INDEX cart_lines_cart ON cart_lines (cart_token, position);

CREATE TABLE cart_discount_codes (
  cart_token  text NOT NULL REFERENCES carts(token) ON DELETE CASCADE,
  code        text NOT NULL CHECK (length(code) BETWEEN 1 AND 100),
  position    integer NOT NULL,
  PRIMARY KEY (cart_token, code)
);

-- The checkout of a cart: one per cart, same opaque token (gid://shopify/Checkout/{token}).
CREATE TABLE checkouts (
  token               text PRIMARY KEY REFERENCES carts(token) ON DELETE CASCADE,
  tenant_id           text NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  shipping_rate       text,
  completed_at        timestamptz,
  created_at          timestamptz NOT NULL DEFAULT now()
);

-- Card vault sessions. Never the full card number nor the security code: only what a receipt shows,
-- and the test gateway's verdict for the card (approve or decline), decided when the card was vaulted.
CREATE TABLE payment_sessions (
  id            text PRIMARY KEY CHECK (id ~ '^[A-Za-z0-9_-]{16,80}$'),
  tenant_id     text REFERENCES tenants(id) ON DELETE CASCADE,
  brand         text NOT NULL,
  last4         text NOT NULL CHECK (last4 ~ '^[0-9]{4}$'),
  exp_month     integer NOT NULL CHECK (exp_month BETWEEN 1 AND 12),
  exp_year      integer NOT NULL CHECK (exp_year BETWEEN 2000 AND 2200),
  holder_name   text,
  outcome       text NOT NULL CHECK (outcome IN ('approve', 'decline')),
  expires_at    timestamptz NOT NULL,
  used_at       timestamptz,
  created_at    timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX payment_sessions_expiry ON payment_sessions (expires_at);

CREATE TABLE orders (
  id               text PRIMARY KEY CHECK (id ~ '^[0-9]{1,20}$'),
  number           bigserial UNIQUE,
  tenant_id        text NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  checkout_token   text NOT NULL UNIQUE REFERENCES checkouts(token) ON DELETE RESTRICT,
  email            text,
  subtotal_cents   integer NOT NULL CHECK (subtotal_cents >= 0),
  discount_cents   integer NOT NULL CHECK (discount_cents >= 0),
  total_cents      integer NOT NULL CHECK (total_cents >= 0),
  currency         text NOT NULL DEFAULT 'USD' CHECK (currency ~ '^[A-Z]{3}$'),
  discount_codes   text[] NOT NULL DEFAULT '{}',
  attributes       jsonb NOT NULL DEFAULT '[]',
  billing_address  jsonb,
  shipping_rate    text,
  created_at       timestamptz NOT NULL DEFAULT now(),
  CHECK (total_cents = subtotal_cents - discount_cents)
);

CREATE INDEX orders_tenant ON orders (tenant_id, created_at DESC);

CREATE TABLE order_lines (
  order_id          text NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  position          integer NOT NULL,
  product_id        text NOT NULL,
  variant_id        text NOT NULL,
  title             text NOT NULL,
  quantity          integer NOT NULL CHECK (quantity > 0),
  unit_price_cents  integer NOT NULL CHECK (unit_price_cents >= 0),
  total_cents       integer NOT NULL CHECK (total_cents >= 0),
  attributes        jsonb NOT NULL DEFAULT '[]' CHECK (jsonb_typeof(attributes) = 'array'),
  PRIMARY KEY (order_id, position)
);

-- A payment attempt. The idempotency key makes a repeated completion return the same payment.
CREATE TABLE payments (
  id                text PRIMARY KEY CHECK (id ~ '^[A-Za-z0-9_-]{16,64}$'),
  tenant_id         text NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  checkout_token    text NOT NULL REFERENCES checkouts(token) ON DELETE CASCADE,
  idempotency_key   text NOT NULL CHECK (length(idempotency_key) BETWEEN 1 AND 100),
  kind              text NOT NULL CHECK (kind IN ('card', 'free')),
  session_id        text REFERENCES payment_sessions(id) ON DELETE SET NULL,
  amount_cents      integer NOT NULL CHECK (amount_cents >= 0),
  test              boolean NOT NULL DEFAULT false,
  status            text NOT NULL CHECK (status IN ('PENDING', 'SUCCESS', 'FAILURE', 'ERROR')),
  error_message     text,
  order_id          text REFERENCES orders(id) ON DELETE SET NULL,
  created_at        timestamptz NOT NULL DEFAULT now(),
  UNIQUE (checkout_token, idempotency_key),
  CHECK ((status = 'SUCCESS') = (order_id IS NOT NULL) OR status = 'PENDING')
);

CREATE INDEX payments_checkout ON payments (checkout_token, created_at);

-- Online store pages (page(handle:)); body is HTML.
CREATE TABLE storefront_pages (
  tenant_id   text NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  handle      text NOT NULL CHECK (handle ~ '^[a-z0-9][a-z0-9-]{0,79}$'),
  title       text NOT NULL,
  body        text NOT NULL,
  PRIMARY KEY (tenant_id, handle)
);
