-- Private sites (issue 18): a tenant with a row here is private; its visitors need the password.
-- The password is kept only as a scrypt hash with its own random salt, apart from the tenant's
-- public data (the tenants row is read whole into the tenant answer; this table never is).
CREATE TABLE site_gates (
  tenant_id      text PRIMARY KEY REFERENCES tenants(id) ON DELETE CASCADE,
  password_hash  text NOT NULL,
  updated_at     timestamptz NOT NULL DEFAULT now()
);
