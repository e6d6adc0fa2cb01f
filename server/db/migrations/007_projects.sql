-- Projects kept on the server (issue #15, DESIGN §9): one JSON document per project, keyed per tenant by
-- the id the client made. `version` is the server's revision: every save names the one it was based on
-- and is refused (409) unless it is the stored one, so two saves never overwrite each other silently.
-- Every time is written by the server's clock (a parameter), so the rules are testable with a test clock.
CREATE TABLE projects (
  tenant_id     text NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  id            text NOT NULL CHECK (length(id) BETWEEN 1 AND 100),
  version       integer NOT NULL CHECK (version >= 1),
  -- The signed-in customer who owns it; null: an anonymous shopper's, reachable by its cart token only.
  owner_id      text REFERENCES customers(id) ON DELETE CASCADE,
  cart_token    text NOT NULL CHECK (length(cart_token) BETWEEN 1 AND 200),
  -- The project as the client sent it (the contract's server format, without userId/baseVersion).
  document      jsonb NOT NULL CHECK (jsonb_typeof(document) = 'object'),
  tile_count    integer NOT NULL CHECK (tile_count >= 0),
  created_at    timestamptz NOT NULL,
  updated_at    timestamptz NOT NULL,
  -- Set when an order holding it completes: the project is frozen as it was bought.
  completed_at  timestamptz,
  order_id      text REFERENCES orders(id) ON DELETE SET NULL,
  PRIMARY KEY (tenant_id, id)
);

-- A customer's projects (get, the per-owner cap) and an anonymous cart's (get, adoption, the cap).
CREATE INDEX projects_owner ON projects (tenant_id, owner_id, updated_at DESC) WHERE owner_id IS NOT NULL;
CREATE INDEX projects_cart ON projects (tenant_id, cart_token, owner_id);
-- The recovery job's scan: carts of customers, not completed.
CREATE INDEX projects_recovery ON projects (updated_at) WHERE owner_id IS NOT NULL AND completed_at IS NULL;

-- One recovery email per cart (tenant, cart token, owner): claimed by one server (claimed_at, a lease
-- another server may take over once it is stale), then marked sent. A sent row is never claimed again.
CREATE TABLE project_recovery_emails (
  tenant_id   text NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  cart_token  text NOT NULL,
  owner_id    text NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  claimed_at  timestamptz NOT NULL,
  sent_at     timestamptz,
  PRIMARY KEY (tenant_id, cart_token, owner_id)
);
