-- The admin's tenants and assets pages (issue #17).

-- A tenant edit carries the version it was based on (UPDATE … WHERE version = $seen): a stale edit is a
-- 409, never an overwrite. The seed leaves a tenant an admin has changed (version > 1) as it is.
ALTER TABLE tenants ADD COLUMN version integer NOT NULL DEFAULT 1 CHECK (version > 0);

-- Images uploaded by admins (product images, group images): the bytes live in the FileStore (disk or
-- S3) under assets/, the checked facts here. Type and dimensions come from the decoded bytes, never
-- from the uploader's file name or Content-Type.
CREATE TABLE assets (
  id            text PRIMARY KEY,
  file_key      text NOT NULL UNIQUE,
  thumb_key     text NOT NULL UNIQUE,
  file_name     text NOT NULL CHECK (length(file_name) BETWEEN 1 AND 200),
  content_type  text NOT NULL CHECK (content_type IN ('image/jpeg', 'image/png', 'image/webp')),
  bytes         integer NOT NULL CHECK (bytes > 0),
  width         integer NOT NULL CHECK (width > 0),
  height        integer NOT NULL CHECK (height > 0),
  uploaded_by   text NOT NULL,
  created_at    timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX assets_created ON assets (created_at DESC, id DESC);
