-- Issue 29: one order number everywhere, order emails sent once, shipping with tracking.
--
-- `orders.code`: the number shoppers and admins read ('K7M4Q9XRT'): 9 characters from an alphabet without
-- look-alikes (no 0/O, 1/I/L, U), random (not a count: it says nothing about the store's volume and
-- cannot be walked), unique. Existing orders get one here; new ones from server/orders/order-number.ts.
-- The column's default draws one in SQL (rows written by hand, and the backfill below: a volatile function is
-- called per row); the app draws its own from the CSPRNG, since random() is not one.
CREATE FUNCTION new_order_code() RETURNS text LANGUAGE sql VOLATILE AS $$ SELECT string_agg(substr('23456789ABCDEFGHJKMNPQRSTVWXYZ', 1 + floor(random() * 30)::int, 1), '') FROM generate_series(1, 9) $$;
ALTER TABLE orders ADD COLUMN code text DEFAULT new_order_code();
-- Two existing orders drawing one code (odds ~ n² / 4e13): the later ones draw again, twice over.
UPDATE orders o SET code = new_order_code() WHERE EXISTS (SELECT 1 FROM orders p WHERE p.code = o.code AND p.number < o.number);
UPDATE orders o SET code = new_order_code() WHERE EXISTS (SELECT 1 FROM orders p WHERE p.code = o.code AND p.number < o.number);
ALTER TABLE orders ALTER COLUMN code SET NOT NULL;
ALTER TABLE orders ADD CONSTRAINT orders_code_shape CHECK (code ~ '^[23456789ABCDEFGHJKMNPQRSTVWXYZ]{9}$');
CREATE UNIQUE INDEX orders_code ON orders (code);

-- Shipping: the carrier ('usps', 'ups', 'fedex', 'dhl' or a name the admin typed) and its tracking number.
ALTER TABLE orders ADD COLUMN carrier text CHECK (carrier IS NULL OR length(carrier) BETWEEN 1 AND 40);
ALTER TABLE orders ADD COLUMN tracking_number text CHECK (tracking_number IS NULL OR length(tracking_number) BETWEEN 1 AND 40);

-- One row per email an order event owes the shopper (the transactional outbox): written in the
-- transaction of the event (payment, shipped, an admin's resend), sent after commit by the order email
-- job, which claims due rows in one UPDATE; `sent_at` ends it. A failed send gives the claim back with
-- `next_attempt_at` later; after `attempts` reaches the job's limit the row stays unsent (the timeline says so).
CREATE TABLE order_emails (
  id               bigserial PRIMARY KEY,
  order_id         text NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  kind             text NOT NULL CHECK (kind IN ('confirmation', 'shipped')),
  reason           text NOT NULL DEFAULT 'event' CHECK (reason IN ('event', 'resend')),
  requested_by     text,
  created_at       timestamptz NOT NULL,
  next_attempt_at  timestamptz NOT NULL,
  claimed_at       timestamptz,
  claimed_by       text,
  attempts         integer NOT NULL DEFAULT 0,
  last_error       text,
  sent_at          timestamptz,
  to_email         text,
  subject          text
);
-- An event's email is owed once: a second 'shipped' event of one order cannot queue a second email.
CREATE UNIQUE INDEX order_emails_once ON order_emails (order_id, kind) WHERE reason = 'event';
CREATE INDEX order_emails_due ON order_emails (next_attempt_at) WHERE sent_at IS NULL;
CREATE INDEX order_emails_order ON order_emails (order_id, id);

-- Inline pictures (CID attachments) of outbox mail, so the dev mailbox can show them:
-- [{ cid, filename, contentType, base64 }].
ALTER TABLE outbox ADD COLUMN attachments jsonb NOT NULL DEFAULT '[]';
