import pg from 'pg';
import type { Db, Queryable } from './db';

/**
 * A real PostgreSQL through node-postgres: the scale-out path (DESIGN §3). `schema`, when given,
 * is created if missing and used as the search path (tests isolate themselves this way).
 */
export async function openPostgresDb(connectionString: string, options: { schema?: string } = {}): Promise<Db> {
  if (options.schema !== undefined && !/^[a-z_][a-z0-9_]*$/.test(options.schema)) {
    throw new Error(`invalid schema name ${options.schema}`);
  }
  if (options.schema) {
    const admin = new pg.Client({ connectionString });
    await admin.connect();
    try {
      await admin.query(`CREATE SCHEMA IF NOT EXISTS ${options.schema}`);
    } finally {
      await admin.end();
    }
  }
  const pool = new pg.Pool({
    connectionString,
    max: 10,
    ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
  });
  // Fail at start, not at the first request, when the database cannot be reached.
  const probe = await pool.connect();
  probe.release();
  const asQueryable = (client: pg.Pool | pg.PoolClient): Queryable => ({
    async query<R extends object>(sql: string, params: readonly unknown[] = []) {
      const result = await client.query<R & pg.QueryResultRow>(sql, [...params]);
      return result.rows;
    },
  });
  return {
    kind: 'postgres',
    ...asQueryable(pool),
    async exec(sql) {
      await pool.query(sql);
    },
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await work(asQueryable(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK');
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
