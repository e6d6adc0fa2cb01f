import path from 'node:path';
import type { Db } from './db';
import { openPgliteDb } from './pglite-db';
import { openPostgresDb } from './postgres-db';

/** DATABASE_URL set → PostgreSQL; otherwise embedded PGlite under DATA_DIR/pgdata. */
export function openDb(options: { databaseUrl?: string; dataDir: string }): Promise<Db> {
  return options.databaseUrl ? openPostgresDb(options.databaseUrl) : openPgliteDb(path.join(options.dataDir, 'pgdata'));
}
