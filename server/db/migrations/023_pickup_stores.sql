-- Pick-up stores per tenant (issue 30). Numbered 022, not 021: 021 is left for the order-number
-- migration being written beside this one, so the two cannot take the same number.
-- `week`: seven entries from Sunday, each {"opens","closes"} in minutes after local midnight or null
-- (closed); read on `time_zone`'s clock (an IANA name). An inactive store keeps its past orders but is
-- never offered. The domain's checkStore holds the same rules for what the admin or an import writes.
CREATE TABLE pickup_stores (
  tenant_id text NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  id text NOT NULL CHECK (id ~ '^[a-z0-9][a-z0-9-]{0,59}$'),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
  line1 text NOT NULL,
  city text NOT NULL,
  state text NOT NULL CHECK (state ~ '^[A-Z]{2}$'),
  zip text NOT NULL CHECK (zip ~ '^[0-9]{5}$'),
  lat double precision NOT NULL CHECK (lat BETWEEN -90 AND 90),
  lng double precision NOT NULL CHECK (lng BETWEEN -180 AND 180),
  time_zone text NOT NULL,
  week jsonb NOT NULL,
  lead_minutes integer NOT NULL CHECK (lead_minutes BETWEEN 0 AND 2880),
  cutoff_minutes integer CHECK (cutoff_minutes BETWEEN 0 AND 1440),
  active boolean NOT NULL DEFAULT true,
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, id)
);
-- The finder reads a tenant's active stores (a few hundred at most) and ranks them by distance.
CREATE INDEX pickup_stores_active ON pickup_stores (tenant_id) WHERE active;
