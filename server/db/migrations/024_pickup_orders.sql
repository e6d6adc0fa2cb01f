-- Issue 30: an order picked up at a store instead of shipped. Written ahead of the checkout, the admin's
-- marks and the pick-up email so the three are built against one schema.
--
-- `pickup_store`: the store as the shopper chose it (name, address, time zone, hours), so the order, its
-- emails and its page keep saying where to go even after the admin edits or retires the store.
-- `pickup_ready_by`: the time promised at checkout, computed on the server's clock (decidePickup).
-- `pickup_ready_at` / `picked_up_at`: the admin's two marks, in that order; the first sends the shopper
-- the "ready for pick-up" email.
ALTER TABLE orders ADD COLUMN pickup_store_id text;
ALTER TABLE orders ADD COLUMN pickup_store jsonb;
ALTER TABLE orders ADD COLUMN pickup_ready_by timestamptz;
ALTER TABLE orders ADD COLUMN pickup_ready_at timestamptz;
ALTER TABLE orders ADD COLUMN picked_up_at timestamptz;
-- A store keeps the orders picked up there: it is retired (active = false), never deleted from under them.
ALTER TABLE orders ADD CONSTRAINT orders_pickup_store FOREIGN KEY (tenant_id, pickup_store_id) REFERENCES pickup_stores (tenant_id, id) ON DELETE RESTRICT;
ALTER TABLE orders ADD CONSTRAINT orders_pickup_whole CHECK (
  (pickup_store_id IS NULL) = (pickup_store IS NULL) AND (pickup_store_id IS NULL) = (pickup_ready_by IS NULL)
);
ALTER TABLE orders ADD CONSTRAINT orders_pickup_marks CHECK (
  (pickup_ready_at IS NULL OR pickup_store_id IS NOT NULL) AND (picked_up_at IS NULL OR pickup_ready_at IS NOT NULL)
);
-- The admin's pick-up list: a tenant's pick-up orders not yet collected.
CREATE INDEX orders_pickup_open ON orders (tenant_id, pickup_ready_by) WHERE pickup_store_id IS NOT NULL AND picked_up_at IS NULL;

-- The order email outbox learns the pick-up email.
ALTER TABLE order_emails DROP CONSTRAINT order_emails_kind_check;
ALTER TABLE order_emails ADD CONSTRAINT order_emails_kind_check CHECK (kind IN ('confirmation', 'shipped', 'pickup_ready'));
