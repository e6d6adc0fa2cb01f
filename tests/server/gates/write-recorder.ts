import type { Db } from '../../../server/db/db';

/**
 * Which tables a call wrote (the gates' "read back"): a row trigger on every table notes the table's
 * name in `gate_writes` on each insert, update or delete (and a statement trigger on truncate);
 * `writtenSince()` reads and clears the notes in one statement. A rolled-back write leaves no note,
 * as it leaves no row. This costs a call that writes nothing one query on an empty table, where
 * counting every table's rows and newest version cost a union over ~45 tables per case (the fuzz
 * gates' 48,000 cases made that a third of the unit suite's time, issue 20).
 */
export async function writeRecorder(db: Db, exempt: readonly string[] = []) {
  const tables = (
    await db.query<{ name: string }>(
      `SELECT table_name AS name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY table_name`,
    )
  )
    .map((r) => r.name)
    .filter((name) => name !== 'gate_writes' && !exempt.includes(name));
  await db.exec(`
    CREATE TABLE IF NOT EXISTS gate_writes (table_name text NOT NULL);
    CREATE OR REPLACE FUNCTION gate_note_write() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      INSERT INTO gate_writes (table_name) VALUES (TG_TABLE_NAME);
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
  return {
    tables,
    /** The tables written since the last call (or since the recorder was installed), each once, sorted. */
    async writtenSince(): Promise<string[]> {
      const rows = await db.query<{ table_name: string }>('DELETE FROM gate_writes RETURNING table_name');
      return [...new Set(rows.map((r) => r.table_name))].sort();
    },
  };
}
