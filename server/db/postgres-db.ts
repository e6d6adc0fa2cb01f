import pg from 'pg';
import type { Db, Queryable } from './db';

/** A real PostgreSQL through node-postgres: the scale-out path (DESIGN §3). */
export async function openPostgresDb(connectionString: string): Promise<Db> {
  const pool = new pg.Pool({ connectionString, max: 10 });
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
