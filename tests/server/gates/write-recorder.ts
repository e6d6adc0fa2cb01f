import type { Db } from '../../../server/db/db';
import { pgliteOf } from '../test-db';

/**
 * Which tables a call wrote (the gates' "read back"): a row trigger on every table notes the table's
 * name on each insert, update or delete (and a statement trigger on truncate). A rolled-back write
 * leaves no note, as it leaves no row.
 *
 * On a test PGlite the note is a NOTIFY, which PGlite hands to this process with the answer of the
 * statement (or of the COMMIT) that wrote, and never for a transaction rolled back: a call that writes
 * nothing then costs no query at all, where reading and clearing a notes table cost one query per
 * case, about a fifth of the fuzz gates' queries (issue 36). On PostgreSQL, whose notifications come
 * on the connection that listens rather than the pool's, the notes go to a table `gate_writes`,
 * which `writtenSince()` reads and clears in one statement. Counting every table's rows and newest
 * version instead cost a union over ~45 tables per case (issue 20).
 */
export async function writeRecorder(db: Db, exempt: readonly string[] = []) {
  const tables = (
    await db.query<{ name: string }>(
      `SELECT table_name AS name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY table_name`,
    )
  )
    .map((r) => r.name)
    .filter((name) => name !== 'gate_writes' && !exempt.includes(name));
  const pglite = pgliteOf(db);
  const note = pglite ? `PERFORM pg_notify('gate_writes', TG_TABLE_NAME);` : `INSERT INTO gate_writes (table_name) VALUES (TG_TABLE_NAME);`;
  await db.exec(`
    CREATE TABLE IF NOT EXISTS gate_writes (table_name text NOT NULL);
    CREATE OR REPLACE FUNCTION gate_note_write() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      ${note}
      RETURN NULL;
    END $$;
    ${tables
      .map(
        (name) => `
    DROP TRIGGER IF EXISTS gate_row_write ON "${name}";
    CREATE TRIGGER gate_row_write AFTER INSERT OR UPDATE OR DELETE ON "${name}" FOR EACH ROW EXECUTE FUNCTION gate_note_write();
    DROP TRIGGER IF EXISTS gate_truncate ON "${name}";
    CREATE TRIGGER gate_truncate AFTER TRUNCATE ON "${name}" FOR EACH STATEMENT EXECUTE FUNCTION gate_note_write();`,
      )
      .join('')}
    DELETE FROM gate_writes;`);
  const notes = new Set<string>();
  // PGlite calls the listener (in a microtask) while it reads the statement's answer, before the
  // statement's promise settles: a call's notes are in `notes` once the call has been answered.
  if (pglite) await pglite.listen('gate_writes', (table) => notes.add(table));
  return {
    tables,
    /** The tables written since the last call (or since the recorder was installed), each once, sorted. */
    async writtenSince(): Promise<string[]> {
      if (pglite) {
        const written = [...notes].sort();
        notes.clear();
        return written;
      }
      const rows = await db.query<{ table_name: string }>('DELETE FROM gate_writes RETURNING table_name');
      return [...new Set(rows.map((r) => r.table_name))].sort();
    },
  };
}
