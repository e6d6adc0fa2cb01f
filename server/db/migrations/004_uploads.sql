-- Uploaded photos (DESIGN §6): one row per stored key, with the size the upload endpoint read from
-- the file's header, so that the files route and HEAD answer x-amz-meta-width / -height.
CREATE TABLE uploaded_photos (
  key           text PRIMARY KEY,
  tenant_id     text NOT NULL,
  width         integer NOT NULL CHECK (width > 0),
  height        integer NOT NULL CHECK (height > 0),
  byte_size     integer NOT NULL CHECK (byte_size > 0),
  content_type  text NOT NULL,
  created_at    timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX uploaded_photos_tenant ON uploaded_photos (tenant_id, created_at);

-- The presigned-POST signing secret when UPLOAD_SIGNING_SECRET is not set: created randomly on the
-- first prepare and kept with the data, so every server on the same database signs alike.
CREATE TABLE upload_signing_secret (
  id      integer PRIMARY KEY CHECK (id = 1),
  secret  text NOT NULL
);
