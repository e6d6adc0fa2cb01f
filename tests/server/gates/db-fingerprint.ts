import type { Db } from '../../../server/db/db';

/**
 * A cheap fingerprint of every table: its row count and the newest row version (xmin). An insert or
 * delete changes the count; an update gives the row a newer xmin. Two equal fingerprints around a
 * refused call mean it wrote nothing (the gates' "read back").
 */
export async function tableFingerprinter(db: Db, exempt: readonly string[] = []) {
  const tables = (
    await db.query<{ name: string }>(
      `SELECT table_name AS name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY table_name`,
    )
  )
    .map((r) => r.name)
    .filter((name) => !exempt.includes(name));
  const sql = tables
    .map((name) => `SELECT '${name}' AS name, count(*)::text || ':' || coalesce(max(xmin::text::bigint), 0)::text AS print FROM "${name}"`)
    .join(' UNION ALL ');
  return {
    tables,
    async take(): Promise<Record<string, string>> {
      const rows = await db.query<{ name: string; print: string }>(sql);
      return Object.fromEntries(rows.map((r) => [r.name, r.print]));
    },
  };
}

/** The tables whose fingerprints differ. */
export const changedTables = (before: Record<string, string>, after: Record<string, string>): string[] =>
  Object.keys(before).filter((name) => before[name] !== after[name]);
