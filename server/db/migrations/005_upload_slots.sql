-- Issued presigned upload slots (DESIGN §6; issue 13 items 5-6): one exact key each, who asked for
-- it (a hash of the client address, for the upload quota) and until when it may be used. A POST is
-- accepted only for an issued key with no object yet: one object per slot, never overwritten.
CREATE TABLE upload_slots (
  key         text PRIMARY KEY,
  tenant_id   text NOT NULL,
  owner       text NOT NULL,
  issued_at   timestamptz NOT NULL DEFAULT now(),
  expires_at  timestamptz NOT NULL
);

CREATE INDEX upload_slots_owner ON upload_slots (owner, issued_at);
