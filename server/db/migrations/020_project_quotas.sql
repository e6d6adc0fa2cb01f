-- Anonymous project quotas (issue 26 item 10). `saved_by`: the client address (hashed) that last saved
-- an anonymous project; `byte_size`: the stored document's size. One address's open anonymous
-- projects are summed against its quota; a customer's are not (saved_by stays null for them).
ALTER TABLE projects ADD COLUMN saved_by text;
ALTER TABLE projects ADD COLUMN byte_size integer NOT NULL DEFAULT 0 CHECK (byte_size >= 0);
UPDATE projects SET byte_size = octet_length(document::text);

-- The quota's sum, per address.
CREATE INDEX projects_saved_by ON projects (saved_by) WHERE owner_id IS NULL AND completed_at IS NULL;
-- The expiry job's scan: anonymous projects not completed, oldest first.
CREATE INDEX projects_anonymous_idle ON projects (updated_at) WHERE owner_id IS NULL AND completed_at IS NULL;
