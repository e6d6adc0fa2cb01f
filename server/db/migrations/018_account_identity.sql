-- Issue 26, items 4, 7 and 16: one welcome offer per mailbox, spent by the first order; carts know
-- their buyer; login-code limits counted per email across tenants.

-- The inbox an email delivers to (src/domain/account mailboxOf: no plus-tag; Gmail and Googlemail
-- without dots, under gmail.com), written by the server with every new customer. Older rows get
-- the same rule in SQL below (their emails were stored trimmed and lower-cased).
ALTER TABLE customers ADD COLUMN mailbox text;

UPDATE customers SET mailbox = (
  WITH parts AS (
    SELECT regexp_replace(email, '@[^@]*$', '') AS local, substring(email FROM '@([^@]*)$') AS domain
  ), untagged AS (
    SELECT CASE WHEN position('+' IN local) > 1 THEN substr(local, 1, position('+' IN local) - 1) ELSE local END AS local, domain FROM parts
  )
  SELECT CASE
    WHEN domain IS NULL THEN email
    WHEN domain IN ('gmail.com', 'googlemail.com') THEN replace(local, '.', '') || '@gmail.com'
    ELSE local || '@' || domain
  END FROM untagged
);

ALTER TABLE customers ALTER COLUMN mailbox SET NOT NULL;

CREATE INDEX customers_mailbox ON customers (tenant_id, mailbox);

-- Login-code limits count every tenant's customer of one email together (the admin is in each).
CREATE INDEX customers_email ON customers (email);

-- The welcome offer: one per tenant and mailbox, whoever claims it first. spent_at and order_id are
-- written in the transaction of the buyer's first completed order; a spent offer prices nothing.
-- A deleted customer leaves the row (customer_id NULL): the mailbox does not get a second offer.
CREATE TABLE welcome_offers (
  tenant_id    text NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  mailbox      text NOT NULL,
  customer_id  text UNIQUE REFERENCES customers(id) ON DELETE SET NULL,
  granted_at   timestamptz NOT NULL,
  spent_at     timestamptz,
  order_id     text,
  PRIMARY KEY (tenant_id, mailbox)
);

-- Offers granted before this migration (the promo_welcome_date metafield, written at sign-up):
-- the oldest account of a mailbox keeps it.
INSERT INTO welcome_offers (tenant_id, mailbox, customer_id, granted_at)
SELECT DISTINCT ON (tenant_id, mailbox) tenant_id, mailbox, id, created_at
  FROM customers
 WHERE metafields @> '[{"key": "promo_welcome_date"}]'
 ORDER BY tenant_id, mailbox, created_at, id;

-- The customer a cart is bought for: set when a signed-in shopper creates or first changes it. The
-- welcome offer prices only its buyer's carts.
ALTER TABLE carts ADD COLUMN buyer_customer_id text REFERENCES customers(id) ON DELETE SET NULL;
