import type { Db } from './db';
import { migrations as allMigrations } from './migrations/index';

/** One key for every server: migrations run by one process at a time (pg_advisory_xact_lock). */
const MIGRATION_LOCK = "SELECT pg_advisory_xact_lock(hashtext('tilepix-migrations'))";

/**
 * Applies the migrations not yet recorded in schema_migrations; returns the versions applied. Several
 * servers starting at once on one PostgreSQL are safe: each migration runs under a transaction lock
 * and is re-checked inside it, so the second server finds it applied and skips it.
 */
export async function migrate(db: Db, migrations = allMigrations): Promise<number[]> {
  await db.transaction(async (tx) => {
    await tx.query(MIGRATION_LOCK);
    await tx.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version integer PRIMARY KEY,
    name text NOT NULL,
    applied_at timestamptz NOT NULL DEFAULT now()
  )`);
  });
  const applied = new Set((await db.query<{ version: number }>('SELECT version FROM schema_migrations')).map((r) => r.version));
  const done: number[] = [];
  for (const m of [...migrations].sort((a, b) => a.version - b.version)) {
    if (applied.has(m.version)) continue;
    const ran = await db.transaction(async (tx) => {
      await tx.query(MIGRATION_LOCK);
      if ((await tx.query('SELECT 1 FROM schema_migrations WHERE version = $1', [m.version])).length > 0) return false;
      // Statements one by one so that both drivers run them inside this transaction.
      for (const statement of splitStatements(m.sql)) await tx.query(statement);
      await tx.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [m.version, m.name]);
      return true;
    });
    if (ran) done.push(m.version);
  }
  return done;
}

/** Splits a migration script on semicolons at line ends; our migrations keep to that form. */
export function splitStatements(sql: string): string[] {
  return sql
    .split(/;\s*$/m)
    .map((s) => s.replace(/^\s*--.*$/gm, '').trim())
    .filter((s) => s.length > 0);
}
