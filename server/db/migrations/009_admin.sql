-- The admin (issue #17): order fulfilment status, the order timeline (status moves and notes) and the
-- audit log of every admin change (who, when, what, before and after).

-- Forward only (src/domain/admin/order-status.ts); a move is a conditional UPDATE on the status the
-- admin saw, so of two concurrent moves one wins and the other gets a 409.
ALTER TABLE orders ADD COLUMN status text NOT NULL DEFAULT 'paid' CHECK (status IN ('paid', 'in_production', 'shipped', 'cancelled'));
ALTER TABLE orders ADD COLUMN cancel_reason text CHECK (cancel_reason IS NULL OR length(cancel_reason) BETWEEN 1 AND 500);
ALTER TABLE orders ADD COLUMN status_changed_at timestamptz;

CREATE INDEX orders_created ON orders (created_at DESC, number DESC);
CREATE INDEX orders_status ON orders (status, created_at DESC);
CREATE INDEX orders_email ON orders (lower(email));
CREATE INDEX payments_order ON payments (order_id);

CREATE TABLE order_events (
  id            bigserial PRIMARY KEY,
  order_id      text NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  kind          text NOT NULL CHECK (kind IN ('status', 'note')),
  from_status   text,
  to_status     text,
  text          text CHECK (text IS NULL OR length(text) BETWEEN 1 AND 2000),
  actor_id      text NOT NULL,
  actor_email   text NOT NULL,
  created_at    timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX order_events_order ON order_events (order_id, id);

-- Every admin change, readable per record. before/after are the record's admin view as JSON.
CREATE TABLE audit_log (
  id            bigserial PRIMARY KEY,
  actor_id      text NOT NULL,
  actor_email   text NOT NULL,
  actor_tenant  text NOT NULL,
  action        text NOT NULL CHECK (length(action) BETWEEN 1 AND 60),
  record_type   text NOT NULL CHECK (record_type ~ '^[a-z_]{1,40}$'),
  record_id     text NOT NULL CHECK (length(record_id) BETWEEN 1 AND 100),
  before        jsonb,
  after         jsonb,
  created_at    timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX audit_log_record ON audit_log (record_type, record_id, id);
