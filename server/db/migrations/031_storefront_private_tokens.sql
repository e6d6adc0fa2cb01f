-- Private Storefront API tokens (issue 34: Shopify's `Shopify-Storefront-Private-Token`, for a
-- storefront's server, never a browser). Only the SHA-256 of a token is kept: a database dump does not
-- hand out working tokens. A tenant may hold several (rotation); deleting a row revokes that token.
CREATE TABLE storefront_private_tokens (
  token_sha256  text PRIMARY KEY CHECK (token_sha256 ~ '^[0-9a-f]{64}$'),
  tenant_id     text NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  created_at    timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX storefront_private_tokens_tenant ON storefront_private_tokens (tenant_id);
