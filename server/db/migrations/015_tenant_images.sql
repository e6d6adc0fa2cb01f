-- A tenant's images picked from the admin's asset library (issue #17): the header's logo and the partner
-- tenant's wall-tile guide. Only the asset's id is stored: its address and size are read from `assets`.
-- Null: the default wordmark / the bundled guide drawing. An asset that goes away leaves the default.
ALTER TABLE tenants ADD COLUMN logo_asset_id text REFERENCES assets (id) ON DELETE SET NULL;
ALTER TABLE tenants ADD COLUMN wall_tile_guide_asset_id text REFERENCES assets (id) ON DELETE SET NULL;
