-- Issue 29 items 4–7: orders belong to customers on the server. `customer_id` is the signed-in buyer's
-- (the cart's buyer_customer_id at payment) or, for a guest order, the account that later proved the
-- order's email with a sign-in code. Null: a guest's order nobody has claimed (found by number + email).
-- A deleted account leaves its orders (the store keeps them), unowned.
ALTER TABLE orders ADD COLUMN customer_id text REFERENCES customers(id) ON DELETE SET NULL;
CREATE INDEX orders_customer ON orders (customer_id, created_at DESC) WHERE customer_id IS NOT NULL;
-- Guest orders of an email, for the attach on sign-in (lower(): orders keep the email as typed).
CREATE INDEX orders_guest_email ON orders (tenant_id, lower(email)) WHERE customer_id IS NULL;
-- Orders paid while signed in before this column existed: their cart named the buyer.
UPDATE orders o SET customer_id = c.buyer_customer_id FROM carts c WHERE c.token = o.checkout_token AND c.buyer_customer_id IS NOT NULL;
