-- Tenants: branding, navigation, limits and the parent origins allowed to embed the store.
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

-- Priced products of the store config (SPEC §3 "Config"), per tenant.
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
