import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import type { Db, Queryable } from './db';

/** Embedded Postgres under `dataDir`, or in memory when `dataDir` is undefined (tests). */
export async function openPgliteDb(dataDir?: string): Promise<Db> {
  if (dataDir) await mkdir(dataDir, { recursive: true });
  return pgliteDb(await PGlite.create(dataDir));
}

/** A `Db` over an open PGlite instance (the tests open theirs from a migrated template). */
export function pgliteDb(pg: PGlite): Db {
  const asQueryable = (q: Pick<PGlite, 'query'>): Queryable => ({
    async query<R extends object>(sql: string, params: readonly unknown[] = []) {
      const result = await q.query<R>(sql, [...params]);
      return result.rows;
    },
  });
  return {
    kind: 'pglite',
    ...asQueryable(pg),
    async exec(sql) {
      await pg.exec(sql);
    },
    transaction: (work) => pg.transaction((tx) => work(asQueryable(tx))),
    close: () => pg.close(),
  };
}
