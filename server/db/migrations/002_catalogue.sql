-- The catalogue (SPEC §3): products with their variants and groups, per tenant; wall layouts;
-- public shared albums; promoted help articles; promo codes.

-- A sold product. Sizes in inches, densities in pixels per inch, prices in integer cents.
CREATE TABLE products (
  tenant_id               text NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  id                      text NOT NULL CHECK (id ~ '^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$'),
  url_slug                text NOT NULL CHECK (url_slug ~ '^[a-z0-9][a-z0-9-]{0,79}$'),
  slug                    text,
  name                    text NOT NULL CHECK (length(name) BETWEEN 1 AND 200),
  sku                     text,
  price_cents             integer NOT NULL CHECK (price_cents >= 0),
  -- Listed products appear in shop-all (get_customizable_products); others only by id or slug.
  listed                  boolean NOT NULL DEFAULT true,
  sort_order              integer NOT NULL DEFAULT 0,
  image_urls              text[] NOT NULL DEFAULT '{}',
  mats                    text[],
  filters                 text[],
  default_orientation     text CHECK (default_orientation IN ('Landscape', 'Portrait')),
  orientation_eligible    boolean,
  short_name_singular     text,
  short_name_plural       text,
  width_inches            double precision CHECK (width_inches > 0),
  height_inches           double precision CHECK (height_inches > 0),
  physical_width_inches   double precision CHECK (physical_width_inches > 0),
  physical_height_inches  double precision CHECK (physical_height_inches > 0),
  min_input_ppi           double precision CHECK (min_input_ppi > 0),
  min_input_image_width   integer CHECK (min_input_image_width > 0),
  min_input_image_height  integer CHECK (min_input_image_height > 0),
  output_image_width      integer CHECK (output_image_width > 0),
  output_image_height     integer CHECK (output_image_height > 0),
  mat_inches              double precision CHECK (mat_inches >= 0),
  precustomized_image_url text,
  svg_template_url        text,
  svg_template_data       text,
  svg_clip_path           text,
  ignore_svg              boolean,
  created_at              timestamptz NOT NULL DEFAULT now(),
  updated_at              timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, id),
  UNIQUE (tenant_id, url_slug)
);

CREATE TABLE product_variants (
  tenant_id               text NOT NULL,
  product_id              text NOT NULL,
  id                      text NOT NULL,
  name                    text NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
  price_cents             integer NOT NULL CHECK (price_cents >= 0),
  sku                     text NOT NULL,
  position                integer NOT NULL DEFAULT 0,
  precustomized_image_url text,
  tool_thumb_primary      text,
  PRIMARY KEY (tenant_id, product_id, id),
  UNIQUE (tenant_id, product_id, name),
  FOREIGN KEY (tenant_id, product_id) REFERENCES products (tenant_id, id) ON DELETE CASCADE
);

-- Shop-all collections and artist partnership groups. A negative sort_order hides a group.
CREATE TABLE product_groups (
  tenant_id        text NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  id               text NOT NULL CHECK (id ~ '^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$'),
  kind             text NOT NULL CHECK (kind IN ('collection', 'artist')),
  name             text NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
  collection_name  text,
  image_url        text,
  sort_order       integer NOT NULL DEFAULT 0,
  tags             text[] NOT NULL DEFAULT '{}',
  default_product  text,
  PRIMARY KEY (tenant_id, id),
  UNIQUE (tenant_id, kind, name)
);

CREATE TABLE product_group_members (
  tenant_id           text NOT NULL,
  group_id            text NOT NULL,
  product_id          text NOT NULL,
  product_sort_order  integer NOT NULL DEFAULT 0,
  PRIMARY KEY (tenant_id, group_id, product_id),
  FOREIGN KEY (tenant_id, group_id) REFERENCES product_groups (tenant_id, id) ON DELETE CASCADE,
  FOREIGN KEY (tenant_id, product_id) REFERENCES products (tenant_id, id) ON DELETE CASCADE
);

CREATE INDEX product_group_members_product ON product_group_members (tenant_id, product_id);

-- Fixed wall layouts (3, 6, 9, 16, 21, 34, 49, 100 frames) per tenant; Custom is the client's own.
CREATE TABLE layouts (
  tenant_id   text NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  name        text NOT NULL,
  product_id  text,
  num_frames  integer NOT NULL CHECK (num_frames > 0),
  positions   jsonb NOT NULL,
  images      text[] NOT NULL DEFAULT '{}',
  PRIMARY KEY (tenant_id, name)
);

-- Public shared albums; their files sit in storage under 'shared/'.
CREATE TABLE albums (
  id        text PRIMARY KEY CHECK (id ~ '^[a-z0-9][a-z0-9-]{0,63}$'),
  name      text NOT NULL,
  position  integer NOT NULL DEFAULT 0,
  public    boolean NOT NULL DEFAULT true
);

CREATE TABLE album_images (
  album_id         text NOT NULL REFERENCES albums(id) ON DELETE CASCADE,
  key              text NOT NULL CHECK (key LIKE 'shared/%'),
  key_thumb        text NOT NULL CHECK (key_thumb LIKE 'shared/%'),
  file_name        text NOT NULL,
  file_name_thumb  text NOT NULL,
  width            integer CHECK (width > 0),
  height           integer CHECK (height > 0),
  position         integer NOT NULL DEFAULT 0,
  PRIMARY KEY (album_id, key)
);

-- Promoted help-centre articles (the FAQ page). `body` is HTML; the client sanitises it.
CREATE TABLE faq_articles (
  id        integer PRIMARY KEY,
  title     text NOT NULL,
  body      text NOT NULL,
  position  integer NOT NULL DEFAULT 0,
  promoted  boolean NOT NULL DEFAULT true
);

-- Promo codes (SPEC §3). tenant_id NULL: valid for every tenant. Amounts in cents; `value` is a
-- percent for 'percentage' and cents for 'fixed_amount'. `type` is free text on purpose: an unknown
-- type must reach the client's 'Unexpected promo type' message.
CREATE TABLE promos (
  code                     text PRIMARY KEY CHECK (code ~ '^[A-Z0-9_-]{1,40}$'),
  tenant_id                text REFERENCES tenants(id) ON DELETE CASCADE,
  full_code                text,
  type                     text NOT NULL,
  value_cents              integer NOT NULL CHECK (value_cents >= 0),
  start_date               timestamptz,
  end_date                 timestamptz,
  entitled_variant_ids     text[] NOT NULL DEFAULT '{}',
  required_variant_ids     text[] NOT NULL DEFAULT '{}',
  entitled_quantity        integer CHECK (entitled_quantity > 0),
  required_quantity        integer CHECK (required_quantity > 0),
  required_purchase_cents  integer CHECK (required_purchase_cents > 0),
  minimum_quantity         integer CHECK (minimum_quantity > 0),
  minimum_purchase_cents   integer CHECK (minimum_purchase_cents > 0),
  max_tiles                integer CHECK (max_tiles > 0),
  allocation_limit         integer CHECK (allocation_limit > 0),
  allocate_once_per_order  boolean NOT NULL DEFAULT false,
  is_walgreens_promo       boolean NOT NULL DEFAULT false,
  CHECK (end_date IS NULL OR start_date IS NULL OR end_date > start_date)
);
