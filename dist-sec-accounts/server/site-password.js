import { createRequire as __tpxCreateRequire } from 'node:module'; const require = __tpxCreateRequire(import.meta.url);

// server/db/open-db.ts
import path from "node:path";

// server/db/pglite-db.ts
import { mkdir } from "node:fs/promises";
import { PGlite } from "@electric-sql/pglite";
async function openPgliteDb(dataDir) {
  if (dataDir) await mkdir(dataDir, { recursive: true });
  return pgliteDb(await PGlite.create(dataDir));
}
function pgliteDb(pg2) {
  const asQueryable = (q) => ({
    async query(sql, params = []) {
      const result = await q.query(sql, [...params]);
      return result.rows;
    }
  });
  return {
    kind: "pglite",
    ...asQueryable(pg2),
    async exec(sql) {
      await pg2.exec(sql);
    },
    transaction: (work) => pg2.transaction((tx) => work(asQueryable(tx))),
    close: () => pg2.close()
  };
}

// server/db/postgres-db.ts
import pg from "pg";
async function openPostgresDb(connectionString, options = {}) {
  if (options.schema !== void 0 && !/^[a-z_][a-z0-9_]*$/.test(options.schema)) {
    throw new Error(`invalid schema name ${options.schema}`);
  }
  if (options.schema) {
    const admin = new pg.Client({ connectionString });
    await admin.connect();
    try {
      await admin.query(`CREATE SCHEMA IF NOT EXISTS ${options.schema}`);
    } finally {
      await admin.end();
    }
  }
  const pool = new pg.Pool({
    connectionString,
    max: 10,
    ...options.schema ? { options: `-c search_path=${options.schema}` } : {}
  });
  const probe = await pool.connect();
  probe.release();
  const asQueryable = (client) => ({
    async query(sql, params = []) {
      const result = await client.query(sql, [...params]);
      return result.rows;
    }
  });
  return {
    kind: "postgres",
    ...asQueryable(pool),
    async exec(sql) {
      await pool.query(sql);
    },
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query("BEGIN");
        const result = await work(asQueryable(client));
        await client.query("COMMIT");
        return result;
      } catch (error) {
        await client.query("ROLLBACK");
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end()
  };
}

// server/db/open-db.ts
function openDb(options) {
  return options.databaseUrl ? openPostgresDb(options.databaseUrl) : openPgliteDb(path.join(options.dataDir, "pgdata"));
}

// server/db/migrations/001_tenants_and_config.sql
var tenants_and_config_default = `-- Tenants: branding, navigation, limits and the parent origins allowed to embed the store.
CREATE TABLE tenants (
  id                      text PRIMARY KEY,
  name                    text NOT NULL,
  brand                   text NOT NULL,
  shop_all_label          text NOT NULL,
  accent_color            text NOT NULL,
  home_variant            text NOT NULL CHECK (home_variant IN ('default', 'pharmacy', 'drugstore')),
  partner                 boolean NOT NULL DEFAULT false,
  hide_about              boolean NOT NULL DEFAULT false,
  login_modal_enabled     boolean NOT NULL DEFAULT false,
  max_main_product_tiles  integer CHECK (max_main_product_tiles > 0),
  allowed_frame_colors    text[],
  forced_product_id       text,
  product_instructions    text NOT NULL CHECK (product_instructions IN ('steps', 'wall-tile-guide')),
  promo_banner_html       text,
  app_scheme              text NOT NULL,
  allowed_parent_origins  text[] NOT NULL DEFAULT '{}',
  gtm_container_id        text,
  analytics_prefix        text NOT NULL,
  footer                  jsonb NOT NULL,
  created_at              timestamptz NOT NULL DEFAULT now(),
  updated_at              timestamptz NOT NULL DEFAULT now()
);

-- Priced products of the store config (SPEC \xA73 "Config"), per tenant.
CREATE TABLE config_products (
  tenant_id    text NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  product_key  text NOT NULL,
  shopify_id   text NOT NULL,
  price_cents  integer NOT NULL CHECK (price_cents >= 0),
  PRIMARY KEY (tenant_id, product_key)
);

CREATE TABLE welcome_promos (
  tenant_id      text PRIMARY KEY REFERENCES tenants(id) ON DELETE CASCADE,
  active         boolean NOT NULL,
  percent_off    integer NOT NULL CHECK (percent_off BETWEEN 0 AND 100),
  duration_days  integer NOT NULL CHECK (duration_days > 0)
);

-- Errors and events reported by clients (the Analytics port's own sink).
CREATE TABLE client_events (
  id          bigserial PRIMARY KEY,
  tenant_id   text,
  kind        text NOT NULL CHECK (kind IN ('error', 'event')),
  name        text NOT NULL,
  message     text,
  path        text,
  detail      jsonb,
  created_at  timestamptz NOT NULL DEFAULT now()
);
`;

// server/db/migrations/002_catalogue.sql
var catalogue_default = "-- The catalogue (SPEC \xA73): products with their variants and groups, per tenant; wall layouts;\n-- public shared albums; promoted help articles; promo codes.\n\n-- A sold product. Sizes in inches, densities in pixels per inch, prices in integer cents.\nCREATE TABLE products (\n  tenant_id               text NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,\n  id                      text NOT NULL CHECK (id ~ '^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$'),\n  url_slug                text NOT NULL CHECK (url_slug ~ '^[a-z0-9][a-z0-9-]{0,79}$'),\n  slug                    text,\n  name                    text NOT NULL CHECK (length(name) BETWEEN 1 AND 200),\n  sku                     text,\n  price_cents             integer NOT NULL CHECK (price_cents >= 0),\n  -- Listed products appear in shop-all (get_customizable_products); others only by id or slug.\n  listed                  boolean NOT NULL DEFAULT true,\n  sort_order              integer NOT NULL DEFAULT 0,\n  image_urls              text[] NOT NULL DEFAULT '{}',\n  mats                    text[],\n  filters                 text[],\n  default_orientation     text CHECK (default_orientation IN ('Landscape', 'Portrait')),\n  orientation_eligible    boolean,\n  short_name_singular     text,\n  short_name_plural       text,\n  width_inches            double precision CHECK (width_inches > 0),\n  height_inches           double precision CHECK (height_inches > 0),\n  physical_width_inches   double precision CHECK (physical_width_inches > 0),\n  physical_height_inches  double precision CHECK (physical_height_inches > 0),\n  min_input_ppi           double precision CHECK (min_input_ppi > 0),\n  min_input_image_width   integer CHECK (min_input_image_width > 0),\n  min_input_image_height  integer CHECK (min_input_image_height > 0),\n  output_image_width      integer CHECK (output_image_width > 0),\n  output_image_height     integer CHECK (output_image_height > 0),\n  mat_inches              double precision CHECK (mat_inches >= 0),\n  precustomized_image_url text,\n  svg_template_url        text,\n  svg_template_data       text,\n  svg_clip_path           text,\n  ignore_svg              boolean,\n  created_at              timestamptz NOT NULL DEFAULT now(),\n  updated_at              timestamptz NOT NULL DEFAULT now(),\n  PRIMARY KEY (tenant_id, id),\n  UNIQUE (tenant_id, url_slug)\n);\n\nCREATE TABLE product_variants (\n  tenant_id               text NOT NULL,\n  product_id              text NOT NULL,\n  id                      text NOT NULL,\n  name                    text NOT NULL CHECK (length(name) BETWEEN 1 AND 100),\n  price_cents             integer NOT NULL CHECK (price_cents >= 0),\n  sku                     text NOT NULL,\n  position                integer NOT NULL DEFAULT 0,\n  precustomized_image_url text,\n  tool_thumb_primary      text,\n  PRIMARY KEY (tenant_id, product_id, id),\n  UNIQUE (tenant_id, product_id, name),\n  FOREIGN KEY (tenant_id, product_id) REFERENCES products (tenant_id, id) ON DELETE CASCADE\n);\n\n-- Shop-all collections and artist partnership groups. A negative sort_order hides a group.\nCREATE TABLE product_groups (\n  tenant_id        text NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,\n  id               text NOT NULL CHECK (id ~ '^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$'),\n  kind             text NOT NULL CHECK (kind IN ('collection', 'artist')),\n  name             text NOT NULL CHECK (length(name) BETWEEN 1 AND 100),\n  collection_name  text,\n  image_url        text,\n  sort_order       integer NOT NULL DEFAULT 0,\n  tags             text[] NOT NULL DEFAULT '{}',\n  default_product  text,\n  PRIMARY KEY (tenant_id, id),\n  UNIQUE (tenant_id, kind, name)\n);\n\nCREATE TABLE product_group_members (\n  tenant_id           text NOT NULL,\n  group_id            text NOT NULL,\n  product_id          text NOT NULL,\n  product_sort_order  integer NOT NULL DEFAULT 0,\n  PRIMARY KEY (tenant_id, group_id, product_id),\n  FOREIGN KEY (tenant_id, group_id) REFERENCES product_groups (tenant_id, id) ON DELETE CASCADE,\n  FOREIGN KEY (tenant_id, product_id) REFERENCES products (tenant_id, id) ON DELETE CASCADE\n);\n\nCREATE INDEX product_group_members_product ON product_group_members (tenant_id, product_id);\n\n-- Fixed wall layouts (3, 6, 9, 16, 21, 34, 49, 100 frames) per tenant; Custom is the client's own.\nCREATE TABLE layouts (\n  tenant_id   text NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,\n  name        text NOT NULL,\n  product_id  text,\n  num_frames  integer NOT NULL CHECK (num_frames > 0),\n  positions   jsonb NOT NULL,\n  images      text[] NOT NULL DEFAULT '{}',\n  PRIMARY KEY (tenant_id, name)\n);\n\n-- Public shared albums; their files sit in storage under 'shared/'.\nCREATE TABLE albums (\n  id        text PRIMARY KEY CHECK (id ~ '^[a-z0-9][a-z0-9-]{0,63}$'),\n  name      text NOT NULL,\n  position  integer NOT NULL DEFAULT 0,\n  public    boolean NOT NULL DEFAULT true\n);\n\nCREATE TABLE album_images (\n  album_id         text NOT NULL REFERENCES albums(id) ON DELETE CASCADE,\n  key              text NOT NULL CHECK (key LIKE 'shared/%'),\n  key_thumb        text NOT NULL CHECK (key_thumb LIKE 'shared/%'),\n  file_name        text NOT NULL,\n  file_name_thumb  text NOT NULL,\n  width            integer CHECK (width > 0),\n  height           integer CHECK (height > 0),\n  position         integer NOT NULL DEFAULT 0,\n  PRIMARY KEY (album_id, key)\n);\n\n-- Promoted help-centre articles (the FAQ page). `body` is HTML; the client sanitises it.\nCREATE TABLE faq_articles (\n  id        integer PRIMARY KEY,\n  title     text NOT NULL,\n  body      text NOT NULL,\n  position  integer NOT NULL DEFAULT 0,\n  promoted  boolean NOT NULL DEFAULT true\n);\n\n-- Promo codes (SPEC \xA73). tenant_id NULL: valid for every tenant. Amounts in cents; `value` is a\n-- percent for 'percentage' and cents for 'fixed_amount'. `type` is free text on purpose: an unknown\n-- type must reach the client's 'Unexpected promo type' message.\nCREATE TABLE promos (\n  code                     text PRIMARY KEY CHECK (code ~ '^[A-Z0-9_-]{1,40}$'),\n  tenant_id                text REFERENCES tenants(id) ON DELETE CASCADE,\n  full_code                text,\n  type                     text NOT NULL,\n  value_cents              integer NOT NULL CHECK (value_cents >= 0),\n  start_date               timestamptz,\n  end_date                 timestamptz,\n  entitled_variant_ids     text[] NOT NULL DEFAULT '{}',\n  required_variant_ids     text[] NOT NULL DEFAULT '{}',\n  entitled_quantity        integer CHECK (entitled_quantity > 0),\n  required_quantity        integer CHECK (required_quantity > 0),\n  required_purchase_cents  integer CHECK (required_purchase_cents > 0),\n  minimum_quantity         integer CHECK (minimum_quantity > 0),\n  minimum_purchase_cents   integer CHECK (minimum_purchase_cents > 0),\n  max_tiles                integer CHECK (max_tiles > 0),\n  allocation_limit         integer CHECK (allocation_limit > 0),\n  allocate_once_per_order  boolean NOT NULL DEFAULT false,\n  is_walgreens_promo       boolean NOT NULL DEFAULT false,\n  CHECK (end_date IS NULL OR start_date IS NULL OR end_date > start_date)\n);\n";

// server/db/migrations/003_storefront.sql
var storefront_default = "-- The storefront (DESIGN \xA76): Shopify-style carts, checkouts, a card vault, payments and orders.\n-- Amounts are integer cents. Prices are never read from the client: line and order amounts are\n-- what the server computed with src/domain when the row was written.\n\n-- Public storefront access tokens (X-Shopify-Storefront-Access-Token), one or more per tenant.\nCREATE TABLE storefront_tokens (\n  token       text PRIMARY KEY CHECK (length(token) BETWEEN 16 AND 100),\n  tenant_id   text NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,\n  created_at  timestamptz NOT NULL DEFAULT now()\n);\n\nCREATE INDEX storefront_tokens_tenant ON storefront_tokens (tenant_id);\n\n-- A cart. `token` is the opaque part of its gid (gid://shopify/Cart/{token}).\nCREATE TABLE carts (\n  token           text PRIMARY KEY CHECK (token ~ '^[A-Za-z0-9_-]{16,64}$'),\n  tenant_id       text NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,\n  attributes      jsonb NOT NULL DEFAULT '[]' CHECK (jsonb_typeof(attributes) = 'array'),\n  buyer_email     text CHECK (buyer_email IS NULL OR length(buyer_email) <= 254),\n  buyer_phone     text,\n  buyer_country   text CHECK (buyer_country IS NULL OR buyer_country ~ '^[A-Z]{2}$'),\n  note            text,\n  created_at      timestamptz NOT NULL DEFAULT now(),\n  updated_at      timestamptz NOT NULL DEFAULT now()\n);\n\nCREATE INDEX carts_tenant ON carts (tenant_id, updated_at);\n\n-- A cart line: a variant of the tenant's catalogue, a quantity, and the line's attributes (tile\n-- images, frame colour, mat, crop\u2026 as Shopify custom attributes).\nCREATE TABLE cart_lines (\n  id           text PRIMARY KEY CHECK (id ~ '^[A-Za-z0-9_-]{8,64}$'),\n  cart_token   text NOT NULL REFERENCES carts(token) ON DELETE CASCADE,\n  tenant_id    text NOT NULL,\n  product_id   text NOT NULL,\n  variant_id   text NOT NULL,\n  quantity     integer NOT NULL CHECK (quantity BETWEEN 1 AND 10000),\n  attributes   jsonb NOT NULL DEFAULT '[]' CHECK (jsonb_typeof(attributes) = 'array'),\n  position     integer NOT NULL,\n  created_at   timestamptz NOT NULL DEFAULT now(),\n  FOREIGN KEY (tenant_id, product_id, variant_id) REFERENCES product_variants (tenant_id, product_id, id) ON DELETE RESTRICT\n);\n\nCREATE INDEX cart_lines_cart ON cart_lines (cart_token, position);\n\nCREATE TABLE cart_discount_codes (\n  cart_token  text NOT NULL REFERENCES carts(token) ON DELETE CASCADE,\n  code        text NOT NULL CHECK (length(code) BETWEEN 1 AND 100),\n  position    integer NOT NULL,\n  PRIMARY KEY (cart_token, code)\n);\n\n-- The checkout of a cart: one per cart, same opaque token (gid://shopify/Checkout/{token}).\nCREATE TABLE checkouts (\n  token               text PRIMARY KEY REFERENCES carts(token) ON DELETE CASCADE,\n  tenant_id           text NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,\n  shipping_rate       text,\n  completed_at        timestamptz,\n  created_at          timestamptz NOT NULL DEFAULT now()\n);\n\n-- Card vault sessions. Never the full card number nor the security code: only what a receipt shows,\n-- and the test gateway's verdict for the card (approve or decline), decided when the card was vaulted.\nCREATE TABLE payment_sessions (\n  id            text PRIMARY KEY CHECK (id ~ '^[A-Za-z0-9_-]{16,80}$'),\n  tenant_id     text REFERENCES tenants(id) ON DELETE CASCADE,\n  brand         text NOT NULL,\n  last4         text NOT NULL CHECK (last4 ~ '^[0-9]{4}$'),\n  exp_month     integer NOT NULL CHECK (exp_month BETWEEN 1 AND 12),\n  exp_year      integer NOT NULL CHECK (exp_year BETWEEN 2000 AND 2200),\n  holder_name   text,\n  outcome       text NOT NULL CHECK (outcome IN ('approve', 'decline')),\n  expires_at    timestamptz NOT NULL,\n  used_at       timestamptz,\n  created_at    timestamptz NOT NULL DEFAULT now()\n);\n\nCREATE INDEX payment_sessions_expiry ON payment_sessions (expires_at);\n\nCREATE TABLE orders (\n  id               text PRIMARY KEY CHECK (id ~ '^[0-9]{1,20}$'),\n  number           bigserial UNIQUE,\n  tenant_id        text NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,\n  checkout_token   text NOT NULL UNIQUE REFERENCES checkouts(token) ON DELETE RESTRICT,\n  email            text,\n  subtotal_cents   integer NOT NULL CHECK (subtotal_cents >= 0),\n  discount_cents   integer NOT NULL CHECK (discount_cents >= 0),\n  total_cents      integer NOT NULL CHECK (total_cents >= 0),\n  currency         text NOT NULL DEFAULT 'USD' CHECK (currency ~ '^[A-Z]{3}$'),\n  discount_codes   text[] NOT NULL DEFAULT '{}',\n  attributes       jsonb NOT NULL DEFAULT '[]',\n  billing_address  jsonb,\n  shipping_rate    text,\n  created_at       timestamptz NOT NULL DEFAULT now(),\n  CHECK (total_cents = subtotal_cents - discount_cents)\n);\n\nCREATE INDEX orders_tenant ON orders (tenant_id, created_at DESC);\n\nCREATE TABLE order_lines (\n  order_id          text NOT NULL REFERENCES orders(id) ON DELETE CASCADE,\n  position          integer NOT NULL,\n  product_id        text NOT NULL,\n  variant_id        text NOT NULL,\n  title             text NOT NULL,\n  quantity          integer NOT NULL CHECK (quantity > 0),\n  unit_price_cents  integer NOT NULL CHECK (unit_price_cents >= 0),\n  total_cents       integer NOT NULL CHECK (total_cents >= 0),\n  attributes        jsonb NOT NULL DEFAULT '[]' CHECK (jsonb_typeof(attributes) = 'array'),\n  PRIMARY KEY (order_id, position)\n);\n\n-- A payment attempt. The idempotency key makes a repeated completion return the same payment.\nCREATE TABLE payments (\n  id                text PRIMARY KEY CHECK (id ~ '^[A-Za-z0-9_-]{16,64}$'),\n  tenant_id         text NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,\n  checkout_token    text NOT NULL REFERENCES checkouts(token) ON DELETE CASCADE,\n  idempotency_key   text NOT NULL CHECK (length(idempotency_key) BETWEEN 1 AND 100),\n  kind              text NOT NULL CHECK (kind IN ('card', 'free')),\n  session_id        text REFERENCES payment_sessions(id) ON DELETE SET NULL,\n  amount_cents      integer NOT NULL CHECK (amount_cents >= 0),\n  test              boolean NOT NULL DEFAULT false,\n  status            text NOT NULL CHECK (status IN ('PENDING', 'SUCCESS', 'FAILURE', 'ERROR')),\n  error_message     text,\n  order_id          text REFERENCES orders(id) ON DELETE SET NULL,\n  created_at        timestamptz NOT NULL DEFAULT now(),\n  UNIQUE (checkout_token, idempotency_key),\n  CHECK ((status = 'SUCCESS') = (order_id IS NOT NULL) OR status = 'PENDING')\n);\n\nCREATE INDEX payments_checkout ON payments (checkout_token, created_at);\n\n-- Online store pages (page(handle:)); body is HTML.\nCREATE TABLE storefront_pages (\n  tenant_id   text NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,\n  handle      text NOT NULL CHECK (handle ~ '^[a-z0-9][a-z0-9-]{0,79}$'),\n  title       text NOT NULL,\n  body        text NOT NULL,\n  PRIMARY KEY (tenant_id, handle)\n);\n";

// server/db/migrations/004_uploads.sql
var uploads_default = "-- Uploaded photos (DESIGN \xA76): one row per stored key, with the size the upload endpoint read from\n-- the file's header, so that the files route and HEAD answer x-amz-meta-width / -height.\nCREATE TABLE uploaded_photos (\n  key           text PRIMARY KEY,\n  tenant_id     text NOT NULL,\n  width         integer NOT NULL CHECK (width > 0),\n  height        integer NOT NULL CHECK (height > 0),\n  byte_size     integer NOT NULL CHECK (byte_size > 0),\n  content_type  text NOT NULL,\n  created_at    timestamptz NOT NULL DEFAULT now()\n);\n\nCREATE INDEX uploaded_photos_tenant ON uploaded_photos (tenant_id, created_at);\n\n-- The presigned-POST signing secret when UPLOAD_SIGNING_SECRET is not set: created randomly on the\n-- first prepare and kept with the data, so every server on the same database signs alike.\nCREATE TABLE upload_signing_secret (\n  id      integer PRIMARY KEY CHECK (id = 1),\n  secret  text NOT NULL\n);\n";

// server/db/migrations/005_upload_slots.sql
var upload_slots_default = "-- Issued presigned upload slots (DESIGN \xA76; issue 13 items 5-6): one exact key each, who asked for\n-- it (a hash of the client address, for the upload quota) and until when it may be used. A POST is\n-- accepted only for an issued key with no object yet: one object per slot, never overwritten.\nCREATE TABLE upload_slots (\n  key         text PRIMARY KEY,\n  tenant_id   text NOT NULL,\n  owner       text NOT NULL,\n  issued_at   timestamptz NOT NULL DEFAULT now(),\n  expires_at  timestamptz NOT NULL\n);\n\nCREATE INDEX upload_slots_owner ON upload_slots (owner, issued_at);\n";

// server/db/migrations/006_accounts.sql
var accounts_default = "-- Customer accounts (issue #14, DESIGN \xA79): customers per tenant, passwordless login codes, rotating\n-- refresh tokens, the auth secret and the mail outbox. Every time is written by the server's clock\n-- (a parameter, not now()) so that the rules can be tested with an injected clock.\nCREATE TABLE customers (\n  id                 text PRIMARY KEY,\n  tenant_id          text NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,\n  -- Trimmed and lower-cased by the server before it is stored or looked up.\n  email              text NOT NULL CHECK (email = lower(email) AND length(email) BETWEEN 3 AND 254),\n  first_name         text,\n  last_name          text,\n  -- SPEC \xA73: a comma list of 'type:value' or plain tags ('member:true' gives the member price).\n  tags               text NOT NULL DEFAULT '',\n  accepts_marketing  boolean NOT NULL DEFAULT false,\n  -- [{ key, value }] (promo_welcome, promo_welcome_date\u2026).\n  metafields         jsonb NOT NULL DEFAULT '[]',\n  created_at         timestamptz NOT NULL,\n  UNIQUE (tenant_id, email)\n);\n\n-- One row per code sent. Only the HMAC of the code is kept. status: live (the one that works),\n-- used (verified once), replaced (a newer code was sent), dead (5 wrong tries).\nCREATE TABLE login_codes (\n  id           text PRIMARY KEY,\n  customer_id  text NOT NULL REFERENCES customers(id) ON DELETE CASCADE,\n  code_hash    text NOT NULL,\n  status       text NOT NULL CHECK (status IN ('live', 'used', 'replaced', 'dead')),\n  attempts     integer NOT NULL DEFAULT 0 CHECK (attempts >= 0),\n  created_at   timestamptz NOT NULL,\n  expires_at   timestamptz NOT NULL\n);\n\nCREATE INDEX login_codes_customer ON login_codes (customer_id, created_at);\n\n-- Refresh tokens: only their HMAC is kept. A family starts at each sign-in; each use rotates the\n-- token (rotated_at, successor_hash). Presenting a rotated token again outside the grace window\n-- revokes the whole family.\nCREATE TABLE refresh_tokens (\n  token_hash      text PRIMARY KEY,\n  family_id       text NOT NULL,\n  customer_id     text NOT NULL REFERENCES customers(id) ON DELETE CASCADE,\n  tenant_id       text NOT NULL,\n  role            text NOT NULL CHECK (role IN ('customer', 'admin')),\n  created_at      timestamptz NOT NULL,\n  expires_at      timestamptz NOT NULL,\n  rotated_at      timestamptz,\n  successor_hash  text,\n  revoked_at      timestamptz\n);\n\nCREATE INDEX refresh_tokens_family ON refresh_tokens (family_id);\nCREATE INDEX refresh_tokens_customer ON refresh_tokens (customer_id);\n\n-- The token and code secret when AUTH_TOKEN_SECRET is not set: random on first use, kept with the\n-- data so that every server on the same database signs alike (like upload_signing_secret).\nCREATE TABLE auth_secret (\n  id      integer PRIMARY KEY CHECK (id = 1),\n  secret  text NOT NULL\n);\n\n-- Mail the outbox mailer kept (no SMTP_URL): read by the development mailbox.\nCREATE TABLE outbox (\n  id         bigserial PRIMARY KEY,\n  tenant_id  text,\n  to_email   text NOT NULL,\n  subject    text NOT NULL,\n  text_body  text NOT NULL,\n  html_body  text NOT NULL,\n  sent_at    timestamptz NOT NULL\n);\n\nCREATE INDEX outbox_to ON outbox (to_email, sent_at);\n";

// server/db/migrations/007_projects.sql
var projects_default = "-- Projects kept on the server (issue #15, DESIGN \xA79): one JSON document per project, keyed per tenant by\n-- the id the client made. `version` is the server's revision: every save names the one it was based on\n-- and is refused (409) unless it is the stored one, so two saves never overwrite each other silently.\n-- Every time is written by the server's clock (a parameter), so the rules are testable with a test clock.\nCREATE TABLE projects (\n  tenant_id     text NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,\n  id            text NOT NULL CHECK (length(id) BETWEEN 1 AND 100),\n  version       integer NOT NULL CHECK (version >= 1),\n  -- The signed-in customer who owns it; null: an anonymous shopper's, reachable by its cart token only.\n  owner_id      text REFERENCES customers(id) ON DELETE CASCADE,\n  cart_token    text NOT NULL CHECK (length(cart_token) BETWEEN 1 AND 200),\n  -- The project as the client sent it (the contract's server format, without userId/baseVersion).\n  document      jsonb NOT NULL CHECK (jsonb_typeof(document) = 'object'),\n  tile_count    integer NOT NULL CHECK (tile_count >= 0),\n  created_at    timestamptz NOT NULL,\n  updated_at    timestamptz NOT NULL,\n  -- Set when an order holding it completes: the project is frozen as it was bought.\n  completed_at  timestamptz,\n  order_id      text REFERENCES orders(id) ON DELETE SET NULL,\n  PRIMARY KEY (tenant_id, id)\n);\n\n-- A customer's projects (get, the per-owner cap) and an anonymous cart's (get, adoption, the cap).\nCREATE INDEX projects_owner ON projects (tenant_id, owner_id, updated_at DESC) WHERE owner_id IS NOT NULL;\nCREATE INDEX projects_cart ON projects (tenant_id, cart_token, owner_id);\n-- The recovery job's scan: carts of customers, not completed.\nCREATE INDEX projects_recovery ON projects (updated_at) WHERE owner_id IS NOT NULL AND completed_at IS NULL;\n\n-- One recovery email per cart (tenant, cart token, owner): claimed by one server (claimed_at, a lease\n-- another server may take over once it is stale), then marked sent. A sent row is never claimed again.\nCREATE TABLE project_recovery_emails (\n  tenant_id   text NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,\n  cart_token  text NOT NULL,\n  owner_id    text NOT NULL REFERENCES customers(id) ON DELETE CASCADE,\n  claimed_at  timestamptz NOT NULL,\n  sent_at     timestamptz,\n  PRIMARY KEY (tenant_id, cart_token, owner_id)\n);\n";

// server/db/migrations/008_shared_state.sql
var shared_state_default = "-- Scale-out (issue 21): state that every server process must share lives here, never in memory.\n\n-- Token buckets of every throttle and rate limit (server/coordination/pg-rate-limiter.ts): one row per\n-- limiter and key, updated by one atomic upsert per check. A row whose bucket has refilled is the same\n-- as no row, so old rows are pruned freely.\nCREATE TABLE rate_limits (\n  name text NOT NULL,\n  key text NOT NULL,\n  tokens double precision NOT NULL,\n  at_ms bigint NOT NULL,\n  allowed boolean NOT NULL,\n  PRIMARY KEY (name, key)\n);\nCREATE INDEX rate_limits_by_age ON rate_limits (name, at_ms);\n\n-- Leases on periodic jobs (server/coordination/job-claims.ts): one holder at a time until the lease ends.\nCREATE TABLE job_claims (\n  job text PRIMARY KEY,\n  holder text NOT NULL,\n  claimed_at timestamptz NOT NULL,\n  lease_until timestamptz NOT NULL\n);\n";

// server/db/migrations/009_admin.sql
var admin_default = "-- The admin (issue #17): order fulfilment status, the order timeline (status moves and notes) and the\n-- audit log of every admin change (who, when, what, before and after).\n\n-- Forward only (src/domain/admin/order-status.ts); a move is a conditional UPDATE on the status the\n-- admin saw, so of two concurrent moves one wins and the other gets a 409.\nALTER TABLE orders ADD COLUMN status text NOT NULL DEFAULT 'paid' CHECK (status IN ('paid', 'in_production', 'shipped', 'cancelled'));\nALTER TABLE orders ADD COLUMN cancel_reason text CHECK (cancel_reason IS NULL OR length(cancel_reason) BETWEEN 1 AND 500);\nALTER TABLE orders ADD COLUMN status_changed_at timestamptz;\n\nCREATE INDEX orders_created ON orders (created_at DESC, number DESC);\nCREATE INDEX orders_status ON orders (status, created_at DESC);\nCREATE INDEX orders_email ON orders (lower(email));\nCREATE INDEX payments_order ON payments (order_id);\n\nCREATE TABLE order_events (\n  id            bigserial PRIMARY KEY,\n  order_id      text NOT NULL REFERENCES orders(id) ON DELETE CASCADE,\n  kind          text NOT NULL CHECK (kind IN ('status', 'note')),\n  from_status   text,\n  to_status     text,\n  text          text CHECK (text IS NULL OR length(text) BETWEEN 1 AND 2000),\n  actor_id      text NOT NULL,\n  actor_email   text NOT NULL,\n  created_at    timestamptz NOT NULL DEFAULT now()\n);\n\nCREATE INDEX order_events_order ON order_events (order_id, id);\n\n-- Every admin change, readable per record. before/after are the record's admin view as JSON.\nCREATE TABLE audit_log (\n  id            bigserial PRIMARY KEY,\n  actor_id      text NOT NULL,\n  actor_email   text NOT NULL,\n  actor_tenant  text NOT NULL,\n  action        text NOT NULL CHECK (length(action) BETWEEN 1 AND 60),\n  record_type   text NOT NULL CHECK (record_type ~ '^[a-z_]{1,40}$'),\n  record_id     text NOT NULL CHECK (length(record_id) BETWEEN 1 AND 100),\n  before        jsonb,\n  after         jsonb,\n  created_at    timestamptz NOT NULL DEFAULT now()\n);\n\nCREATE INDEX audit_log_record ON audit_log (record_type, record_id, id);\n";

// server/db/migrations/010_admin_tenants_assets.sql
var admin_tenants_assets_default = "-- The admin's tenants and assets pages (issue #17).\n\n-- A tenant edit carries the version it was based on (UPDATE \u2026 WHERE version = $seen): a stale edit is a\n-- 409, never an overwrite. The seed leaves a tenant an admin has changed (version > 1) as it is.\nALTER TABLE tenants ADD COLUMN version integer NOT NULL DEFAULT 1 CHECK (version > 0);\n\n-- Images uploaded by admins (product images, group images): the bytes live in the FileStore (disk or\n-- S3) under assets/, the checked facts here. Type and dimensions come from the decoded bytes, never\n-- from the uploader's file name or Content-Type.\nCREATE TABLE assets (\n  id            text PRIMARY KEY,\n  file_key      text NOT NULL UNIQUE,\n  thumb_key     text NOT NULL UNIQUE,\n  file_name     text NOT NULL CHECK (length(file_name) BETWEEN 1 AND 200),\n  content_type  text NOT NULL CHECK (content_type IN ('image/jpeg', 'image/png', 'image/webp')),\n  bytes         integer NOT NULL CHECK (bytes > 0),\n  width         integer NOT NULL CHECK (width > 0),\n  height        integer NOT NULL CHECK (height > 0),\n  uploaded_by   text NOT NULL,\n  created_at    timestamptz NOT NULL DEFAULT now()\n);\n\nCREATE INDEX assets_created ON assets (created_at DESC, id DESC);\n";

// server/db/migrations/011_admin_confetti.sql
var admin_confetti_default = "-- The admin's confetti (issue #17): public shared albums edited in /admin/confetti.\n\n-- Every admin write to an album or its images carries the album's version and bumps it\n-- (UPDATE \u2026 WHERE version = $seen): a stale edit, or the second of two reorders at once, is a 409.\nALTER TABLE albums ADD COLUMN version integer NOT NULL DEFAULT 1 CHECK (version > 0);\nALTER TABLE albums ADD CONSTRAINT albums_name_length CHECK (length(name) BETWEEN 1 AND 80);\n\n-- A thumbnail belongs to one image: two rows never share a stored file.\nCREATE UNIQUE INDEX album_images_key ON album_images (key);\n";

// server/db/migrations/012_storefront_idempotency.sql
var storefront_idempotency_default = "-- Storefront mutations made safe to repeat (issue 20, faults in whole journeys): a mutation sent with\n-- an `Idempotency-Key` header is answered once; a repeat with the same key and the same request gets\n-- the stored answer instead of running again (cartLinesAdd after a lost answer adds nothing twice).\n-- `answer` is NULL while the first request is still running. Rows older than a day are pruned.\nCREATE TABLE storefront_idempotency (\n  tenant_id     text NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,\n  key           text NOT NULL CHECK (length(key) BETWEEN 1 AND 100),\n  request_hash  text NOT NULL,\n  answer        text,\n  created_at    timestamptz NOT NULL DEFAULT now(),\n  PRIMARY KEY (tenant_id, key)\n);\n\nCREATE INDEX storefront_idempotency_created ON storefront_idempotency (created_at);\n";

// server/db/migrations/013_admin_catalogue.sql
var admin_catalogue_default = "-- The admin's catalogue write side (issue #17): versions for optimistic concurrency (a stale edit is a\n-- 409, never an overwrite), retired products, and SKUs unique per tenant.\n\n-- Every admin write carries the version it was based on and bumps it (UPDATE \u2026 WHERE version = $seen).\nALTER TABLE product_groups ADD COLUMN version integer NOT NULL DEFAULT 1 CHECK (version > 0);\nALTER TABLE products ADD COLUMN version integer NOT NULL DEFAULT 1 CHECK (version > 0);\n\n-- A retired product leaves shop-all and the artist pages; its row stays, so old orders still show it.\nALTER TABLE products ADD COLUMN retired_at timestamptz;\n\n-- A variant SKU names one thing a store sells; a second row with it is a 409 in the admin.\nCREATE UNIQUE INDEX product_variants_sku ON product_variants (tenant_id, sku);\nCREATE INDEX order_lines_variant ON order_lines (product_id, variant_id);\n";

// server/db/migrations/014_site_gates.sql
var site_gates_default = "-- Private sites (issue 18): a tenant with a row here is private; its visitors need the password.\n-- The password is kept only as a scrypt hash with its own random salt, apart from the tenant's\n-- public data (the tenants row is read whole into the tenant answer; this table never is).\nCREATE TABLE site_gates (\n  tenant_id      text PRIMARY KEY REFERENCES tenants(id) ON DELETE CASCADE,\n  password_hash  text NOT NULL,\n  updated_at     timestamptz NOT NULL DEFAULT now()\n);\n";

// server/db/migrations/015_tenant_images.sql
var tenant_images_default = "-- A tenant's images picked from the admin's asset library (issue #17): the header's logo and the partner\n-- tenant's wall-tile guide. Only the asset's id is stored: its address and size are read from `assets`.\n-- Null: the default wordmark / the bundled guide drawing. An asset that goes away leaves the default.\nALTER TABLE tenants ADD COLUMN logo_asset_id text REFERENCES assets (id) ON DELETE SET NULL;\nALTER TABLE tenants ADD COLUMN wall_tile_guide_asset_id text REFERENCES assets (id) ON DELETE SET NULL;\n";

// server/db/migrations/018_account_identity.sql
var account_identity_default = `-- Issue 26, items 4, 7 and 16: one welcome offer per mailbox, spent by the first order; carts know
-- their buyer; login-code limits counted per email across tenants.

-- The inbox an email delivers to (src/domain/account mailboxOf: no plus-tag; Gmail and Googlemail
-- without dots, under gmail.com), written by the server with every new customer. Older rows get
-- the same rule in SQL below (their emails were stored trimmed and lower-cased).
ALTER TABLE customers ADD COLUMN mailbox text;

UPDATE customers SET mailbox = (
  WITH parts AS (
    SELECT regexp_replace(email, '@[^@]*$', '') AS local, substring(email FROM '@([^@]*)$') AS domain
  ), untagged AS (
    SELECT CASE WHEN position('+' IN local) > 1 THEN substr(local, 1, position('+' IN local) - 1) ELSE local END AS local, domain FROM parts
  )
  SELECT CASE
    WHEN domain IS NULL THEN email
    WHEN domain IN ('gmail.com', 'googlemail.com') THEN replace(local, '.', '') || '@gmail.com'
    ELSE local || '@' || domain
  END FROM untagged
);

ALTER TABLE customers ALTER COLUMN mailbox SET NOT NULL;

CREATE INDEX customers_mailbox ON customers (tenant_id, mailbox);

-- Login-code limits count every tenant's customer of one email together (the admin is in each).
CREATE INDEX customers_email ON customers (email);

-- The welcome offer: one per tenant and mailbox, whoever claims it first. spent_at and order_id are
-- written in the transaction of the buyer's first completed order; a spent offer prices nothing.
-- A deleted customer leaves the row (customer_id NULL): the mailbox does not get a second offer.
CREATE TABLE welcome_offers (
  tenant_id    text NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  mailbox      text NOT NULL,
  customer_id  text UNIQUE REFERENCES customers(id) ON DELETE SET NULL,
  granted_at   timestamptz NOT NULL,
  spent_at     timestamptz,
  order_id     text,
  PRIMARY KEY (tenant_id, mailbox)
);

-- Offers granted before this migration (the promo_welcome_date metafield, written at sign-up):
-- the oldest account of a mailbox keeps it.
INSERT INTO welcome_offers (tenant_id, mailbox, customer_id, granted_at)
SELECT DISTINCT ON (tenant_id, mailbox) tenant_id, mailbox, id, created_at
  FROM customers
 WHERE metafields @> '[{"key": "promo_welcome_date"}]'
 ORDER BY tenant_id, mailbox, created_at, id;

-- The customer a cart is bought for: set when a signed-in shopper creates or first changes it. The
-- welcome offer prices only its buyer's carts.
ALTER TABLE carts ADD COLUMN buyer_customer_id text REFERENCES customers(id) ON DELETE SET NULL;
`;

// server/db/migrations/index.ts
var migrations = [
  { version: 1, name: "tenants_and_config", sql: tenants_and_config_default },
  { version: 2, name: "catalogue", sql: catalogue_default },
  { version: 3, name: "storefront", sql: storefront_default },
  { version: 4, name: "uploads", sql: uploads_default },
  { version: 5, name: "upload_slots", sql: upload_slots_default },
  { version: 6, name: "accounts", sql: accounts_default },
  { version: 7, name: "projects", sql: projects_default },
  { version: 8, name: "shared_state", sql: shared_state_default },
  { version: 9, name: "admin", sql: admin_default },
  { version: 10, name: "admin_tenants_assets", sql: admin_tenants_assets_default },
  { version: 11, name: "admin_confetti", sql: admin_confetti_default },
  { version: 12, name: "storefront_idempotency", sql: storefront_idempotency_default },
  { version: 13, name: "admin_catalogue", sql: admin_catalogue_default },
  { version: 14, name: "site_gates", sql: site_gates_default },
  { version: 15, name: "tenant_images", sql: tenant_images_default },
  { version: 18, name: "account_identity", sql: account_identity_default }
];

// server/db/migrate.ts
var MIGRATION_LOCK = "SELECT pg_advisory_xact_lock(hashtext('tilepix-migrations'))";
async function migrate(db, migrations2 = migrations) {
  await db.transaction(async (tx) => {
    await tx.query(MIGRATION_LOCK);
    await tx.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version integer PRIMARY KEY,
    name text NOT NULL,
    applied_at timestamptz NOT NULL DEFAULT now()
  )`);
  });
  const applied = new Set(
    (await db.query("SELECT version FROM schema_migrations")).map((r) => r.version)
  );
  const done = [];
  for (const m of [...migrations2].sort((a, b) => a.version - b.version)) {
    if (applied.has(m.version)) continue;
    const ran = await db.transaction(async (tx) => {
      await tx.query(MIGRATION_LOCK);
      if ((await tx.query("SELECT 1 FROM schema_migrations WHERE version = $1", [m.version])).length > 0) return false;
      for (const statement of splitStatements(m.sql)) await tx.query(statement);
      await tx.query("INSERT INTO schema_migrations (version, name) VALUES ($1, $2)", [m.version, m.name]);
      return true;
    });
    if (ran) done.push(m.version);
  }
  return done;
}
function splitStatements(sql) {
  return sql.split(/;\s*$/m).map((s) => s.replace(/^\s*--.*$/gm, "").trim()).filter((s) => s.length > 0);
}

// server/site-gate/site-password.ts
import { createHash, createHmac, randomBytes, scrypt, timingSafeEqual } from "node:crypto";
var PARAMS = { N: 1 << 15, r: 8, p: 1 };
var KEY_BYTES = 32;
var MAXMEM = 64 * 1024 * 1024;
var derive = (password, salt, options) => new Promise(
  (resolve, reject) => scrypt(password.normalize("NFKC"), salt, KEY_BYTES, { ...options, maxmem: MAXMEM }, (error, key) => error ? reject(error) : resolve(key))
);
async function hashSitePassword(password) {
  const salt = randomBytes(16);
  const key = await derive(password, salt, PARAMS);
  return ["scrypt", PARAMS.N, PARAMS.r, PARAMS.p, salt.toString("base64url"), key.toString("base64url")].join("$");
}
var passwordVersion = (stored) => createHash("sha256").update(stored).digest("base64url").slice(0, 16);
var SITE_PASS_TTL_SECONDS = 30 * 24 * 60 * 60;
function checkSitePass(pass, tenantId, stored, nowMs) {
  const [version, expiresText, given] = pass.split(".");
  if (!version || !expiresText || !given || !/^\d{1,12}$/.test(expiresText)) return false;
  const expires = Number(expiresText);
  if (version !== passwordVersion(stored) || expires * 1e3 <= nowMs) return false;
  const expected = Buffer.from(mac(stored, tenantId, version, expires));
  const actual = Buffer.from(given);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
var mac = (stored, tenantId, version, expires) => createHmac("sha256", `tpx-site-pass:${stored}`).update(`${tenantId}|${version}|${expires}`).digest("base64url");

// server/site-gate/site-gate.ts
var sitePassCookie = (tenantId) => `tpx_site_${tenantId}`;
function cookieValue(header, name) {
  if (!header) return void 0;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return void 0;
}
var SiteGate = class {
  constructor(db, now = Date.now) {
    this.db = db;
    this.now = now;
  }
  db;
  now;
  /** The stored hash of a private tenant's password; null for a public or unknown tenant. */
  async storedHash(tenantId) {
    const [row] = await this.db.query("SELECT password_hash FROM site_gates WHERE tenant_id = $1", [tenantId]);
    return row?.password_hash ?? null;
  }
  /** The first of `tenantIds` that is private and not opened by `cookies`; null when every one may be read. */
  async lockedAmong(tenantIds, cookies) {
    const ids = [...new Set(tenantIds)];
    if (ids.length === 0) return null;
    const rows = await this.db.query(
      "SELECT tenant_id, password_hash FROM site_gates WHERE tenant_id = ANY($1::text[]) ORDER BY tenant_id",
      [ids]
    );
    const now = this.now();
    const locked = rows.find((row) => {
      const pass = cookieValue(cookies, sitePassCookie(row.tenant_id));
      return !(pass && pass.length <= 200 && checkSitePass(pass, row.tenant_id, row.password_hash, now));
    });
    return locked?.tenant_id ?? null;
  }
  /** Whether a browser with these cookies may read this tenant. */
  async isOpen(tenantId, cookies) {
    return await this.lockedAmong([tenantId], cookies) === null;
  }
  /**
   * Makes a tenant private with this password (a new salt: every pass issued before is revoked), or
   * public again with null. `onlyIfUnset` keeps an existing password (the seed, on every start).
   */
  async setPassword(tenantId, password, { onlyIfUnset = false } = {}) {
    if (password === null) {
      await this.db.query("DELETE FROM site_gates WHERE tenant_id = $1", [tenantId]);
      return;
    }
    if (onlyIfUnset && await this.storedHash(tenantId) !== null) return;
    const hash = await hashSitePassword(password);
    await this.db.query(
      `INSERT INTO site_gates (tenant_id, password_hash) VALUES ($1, $2)
       ON CONFLICT (tenant_id) DO ${onlyIfUnset ? "NOTHING" : "UPDATE SET password_hash = EXCLUDED.password_hash, updated_at = now()"}`,
      [tenantId, hash]
    );
  }
};

// server/site-gate/site-password-cli.ts
async function main() {
  const [tenantId, password] = process.argv.slice(2);
  if (!tenantId || !password) throw new Error("usage: npm run site-password -- <tenantId> <password | --public>");
  const db = await openDb({ databaseUrl: process.env.DATABASE_URL || void 0, dataDir: process.env.DATA_DIR ?? "./.data" });
  try {
    await migrate(db);
    const [tenant] = await db.query("SELECT id FROM tenants WHERE id = $1", [tenantId]);
    if (!tenant) throw new Error(`No tenant ${tenantId}`);
    await new SiteGate(db).setPassword(tenantId, password === "--public" ? null : password);
    console.log(password === "--public" ? `${tenantId} is public` : `${tenantId} is private; every earlier pass is revoked`);
  } finally {
    await db.close();
  }
}
main().catch((error) => {
  console.error(`[site-password] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
//# sourceMappingURL=site-password.js.map
