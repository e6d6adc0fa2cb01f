-- Storefront mutations made safe to repeat (issue 20, faults in whole journeys): a mutation sent with
-- an `Idempotency-Key` header is answered once; a repeat with the same key and the same request gets
-- the stored answer instead of running again (cartLinesAdd after a lost answer adds nothing twice).
-- `answer` is NULL while the first request is still running. Rows older than a day are pruned.
CREATE TABLE storefront_idempotency (
  tenant_id     text NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  key           text NOT NULL CHECK (length(key) BETWEEN 1 AND 100),
  request_hash  text NOT NULL,
  answer        text,
  created_at    timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, key)
);

CREATE INDEX storefront_idempotency_created ON storefront_idempotency (created_at);
