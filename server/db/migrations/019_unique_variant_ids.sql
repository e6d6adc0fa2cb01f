-- Issue 26, item 13: a variant id names one thing a store sells. Two products sharing one (the CSV
-- import and the product form allowed it) let the storefront charge the other product's price for it.
-- A store that already holds such a pair stops here with PostgreSQL naming it ("Key (tenant_id, id)=(…)
-- is duplicated"): change one of the two variant ids (product form, or SQL), then start again.
-- Renaming here would break the cart and order lines that name the variant.
CREATE UNIQUE INDEX product_variants_id ON product_variants (tenant_id, id);
