-- Customer accounts (issue #14, DESIGN §9): customers per tenant, passwordless login codes, rotating
-- refresh tokens, the auth secret and the mail outbox. Every time is written by the server's clock
-- (a parameter, not now()) so that the rules can be tested with an injected clock.
CREATE TABLE customers (
  id                 text PRIMARY KEY,
  tenant_id          text NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  -- Trimmed and lower-cased by the server before it is stored or looked up.
  email              text NOT NULL CHECK (email = lower(email) AND length(email) BETWEEN 3 AND 254),
  first_name         text,
  last_name          text,
  -- SPEC §3: a comma list of 'type:value' or plain tags ('member:true' gives the member price).
  tags               text NOT NULL DEFAULT '',
  accepts_marketing  boolean NOT NULL DEFAULT false,
  -- [{ key, value }] (promo_welcome, promo_welcome_date…).
  metafields         jsonb NOT NULL DEFAULT '[]',
  created_at         timestamptz NOT NULL,
  UNIQUE (tenant_id, email)
);

-- One row per code sent. Only the HMAC of the code is kept. status: live (the one that works),
-- used (verified once), replaced (a newer code was sent), dead (5 wrong tries).
CREATE TABLE login_codes (
  id           text PRIMARY KEY,
  customer_id  text NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  code_hash    text NOT NULL,
  status       text NOT NULL CHECK (status IN ('live', 'used', 'replaced', 'dead')),
  attempts     integer NOT NULL DEFAULT 0 CHECK (attempts >= 0),
  created_at   timestamptz NOT NULL,
  expires_at   timestamptz NOT NULL
);

CREATE INDEX login_codes_customer ON login_codes (customer_id, created_at);

-- Refresh tokens: only their HMAC is kept. A family starts at each sign-in; each use rotates the
-- token (rotated_at, successor_hash). Presenting a rotated token again outside the grace window
-- revokes the whole family.
CREATE TABLE refresh_tokens (
  token_hash      text PRIMARY KEY,
  family_id       text NOT NULL,
  customer_id     text NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  tenant_id       text NOT NULL,
  role            text NOT NULL CHECK (role IN ('customer', 'admin')),
  created_at      timestamptz NOT NULL,
  expires_at      timestamptz NOT NULL,
  rotated_at      timestamptz,
  successor_hash  text,
  revoked_at      timestamptz
);

CREATE INDEX refresh_tokens_family ON refresh_tokens (family_id);
CREATE INDEX refresh_tokens_customer ON refresh_tokens (customer_id);

-- The token and code secret when AUTH_TOKEN_SECRET is not set: random on first use, kept with the
-- data so that every server on the same database signs alike (like upload_signing_secret).
CREATE TABLE auth_secret (
  id      integer PRIMARY KEY CHECK (id = 1),
  secret  text NOT NULL
);

-- Mail the outbox mailer kept (no SMTP_URL): read by the development mailbox.
CREATE TABLE outbox (
  id         bigserial PRIMARY KEY,
  tenant_id  text,
  to_email   text NOT NULL,
  subject    text NOT NULL,
  text_body  text NOT NULL,
  html_body  text NOT NULL,
  sent_at    timestamptz NOT NULL
);

CREATE INDEX outbox_to ON outbox (to_email, sent_at);
