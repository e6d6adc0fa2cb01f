-- Issue 35. Designs shared by link: one row per link. The id is the link's own 128 random bits
-- (base64url), the owner is a customer (owner_id) or an anonymous cart (owner_id null, cart_token);
-- `design` is the snapshot taken at share time (only what draws the design: no owner, no email, no
-- other project). A revoked link keeps its row (revoked_at) so that the same id never comes back.
CREATE TABLE design_shares (
  id          text PRIMARY KEY,
  tenant_id   text NOT NULL,
  owner_id    text,
  cart_token  text NOT NULL,
  project_id  text NOT NULL,
  design      jsonb NOT NULL,
  tile_count  integer NOT NULL,
  created_at  timestamptz NOT NULL,
  revoked_at  timestamptz
);
CREATE INDEX design_shares_by_customer ON design_shares (tenant_id, owner_id) WHERE revoked_at IS NULL;
CREATE INDEX design_shares_by_cart ON design_shares (tenant_id, cart_token) WHERE revoked_at IS NULL AND owner_id IS NULL;

-- "Continue on my phone" links: each signed link opens its project once. The redemption is recorded
-- by an id derived from the link's MAC (the token itself is never kept); the primary key gives two
-- redemptions at once one winner. Rows past expires_at may be pruned (the link is expired by then).
CREATE TABLE continue_link_redemptions (
  link_id      text PRIMARY KEY,
  tenant_id    text NOT NULL,
  project_id   text NOT NULL,
  redeemed_at  timestamptz NOT NULL,
  expires_at   timestamptz NOT NULL
);
