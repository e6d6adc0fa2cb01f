-- The product page's details (issue 32 item 4), edited in the admin and imported by CSV: how deep the
-- tile stands off the wall, its materials, how it hangs, when it ships (business days) or is ready
-- for pick-up (hours); and each variant's own picture, shown when the shopper chooses it. All
-- optional: a product without them shows what it has. The bounds are the domain's (product-rules.ts).
ALTER TABLE products ADD COLUMN depth_inches double precision CHECK (depth_inches > 0 AND depth_inches <= 12);
ALTER TABLE products ADD COLUMN materials text CHECK (length(materials) BETWEEN 1 AND 300);
ALTER TABLE products ADD COLUMN hanging_method text CHECK (length(hanging_method) BETWEEN 1 AND 300);
ALTER TABLE products ADD COLUMN ship_days_min integer CHECK (ship_days_min BETWEEN 1 AND 60);
ALTER TABLE products ADD COLUMN ship_days_max integer CHECK (ship_days_max BETWEEN 1 AND 60);
ALTER TABLE products ADD COLUMN pickup_hours integer CHECK (pickup_hours BETWEEN 1 AND 72);
ALTER TABLE products ADD CONSTRAINT products_ship_days CHECK ((ship_days_min IS NULL) = (ship_days_max IS NULL) AND (ship_days_min IS NULL OR ship_days_min <= ship_days_max));

ALTER TABLE product_variants ADD COLUMN image_url text;
