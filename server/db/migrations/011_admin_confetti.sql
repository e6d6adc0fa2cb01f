-- The admin's confetti (issue #17): public shared albums edited in /admin/confetti.

-- Every admin write to an album or its images carries the album's version and bumps it
-- (UPDATE … WHERE version = $seen): a stale edit, or the second of two reorders at once, is a 409.
ALTER TABLE albums ADD COLUMN version integer NOT NULL DEFAULT 1 CHECK (version > 0);
ALTER TABLE albums ADD CONSTRAINT albums_name_length CHECK (length(name) BETWEEN 1 AND 80);

-- A thumbnail belongs to one image: two rows never share a stored file.
CREATE UNIQUE INDEX album_images_key ON album_images (key);
