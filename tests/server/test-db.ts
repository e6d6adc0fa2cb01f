import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { Db } from '../../server/db/db';
import { openPgliteDb } from '../../server/db/pglite-db';
import { openPostgresDb } from '../../server/db/postgres-db';

export interface TestDbFactory {
  readonly name: string;
  open(): Promise<Db>;
}

/**
 * The server suite runs on embedded PGlite always, and also on a real PostgreSQL when
 * TEST_DATABASE_URL is set (.ci/run starts one). Each Postgres db gets its own schema, dropped on close.
 */
export const testDbFactories: TestDbFactory[] = [
  { name: 'pglite', open: () => openPgliteDb() },
  ...(process.env.TEST_DATABASE_URL
    ? [
        {
          name: 'postgres',
          async open(): Promise<Db> {
            const url = process.env.TEST_DATABASE_URL as string;
            const schema = `tpx_test_${randomBytes(6).toString('hex')}`;
            const db = await openPostgresDb(url, { schema });
            return {
              ...db,
              async close() {
                await db.close();
                const admin = new pg.Client({ connectionString: url });
                await admin.connect();
                await admin.query(`DROP SCHEMA ${schema} CASCADE`);
                await admin.end();
              },
            };
          },
        },
      ]
    : []),
];
