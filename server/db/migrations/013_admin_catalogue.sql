-- The admin's catalogue write side (issue #17): versions for optimistic concurrency (a stale edit is a
-- 409, never an overwrite), retired products, and SKUs unique per tenant.

-- Every admin write carries the version it was based on and bumps it (UPDATE … WHERE version = $seen).
ALTER TABLE product_groups ADD COLUMN version integer NOT NULL DEFAULT 1 CHECK (version > 0);
ALTER TABLE products ADD COLUMN version integer NOT NULL DEFAULT 1 CHECK (version > 0);

-- A retired product leaves shop-all and the artist pages; its row stays, so old orders still show it.
ALTER TABLE products ADD COLUMN retired_at timestamptz;

-- A variant SKU names one thing a store sells; a second row with it is a 409 in the admin.
CREATE UNIQUE INDEX product_variants_sku ON product_variants (tenant_id, sku);
CREATE INDEX order_lines_variant ON order_lines (product_id, variant_id);
