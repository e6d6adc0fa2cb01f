import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import pg from 'pg';
import type { Db } from '../../server/db/db';
import { migrate } from '../../server/db/migrate';
import { pgliteDb } from '../../server/db/pglite-db';
import { seed } from '../../server/seed/seed';
import { openPostgresDb } from '../../server/db/postgres-db';

let template: Promise<PGliteOptions> | undefined;

/**
 * What every test PGlite starts from in this worker: the WebAssembly compiled once and the data
 * directory of a fresh, fully migrated database. Opening from it takes ~0.4 s where a fresh
 * PGlite (initdb, then the migrations) takes ~1.4 s, and the server suite opens hundreds (issue
 * #20: `npm test` under 20 minutes). The template itself is made the ordinary way, so every worker
 * still runs all the migrations from nothing once.
 */
function pgliteTemplate(): Promise<PGliteOptions> {
  template ??= (async () => {
    const dist = new URL('../../node_modules/@electric-sql/pglite/dist/', import.meta.url);
    const [wasm, initdb, bundle] = await Promise.all(['pglite.wasm', 'initdb.wasm', 'pglite.data'].map((f) => readFile(new URL(f, dist))));
    const modules: PGliteOptions = {
      pgliteWasmModule: await WebAssembly.compile(wasm!),
      initdbWasmModule: await WebAssembly.compile(initdb!),
      fsBundle: new Blob([bundle!]),
    };
    const fresh = await PGlite.create(modules);
    await migrate(pgliteDb(fresh));
    const loadDataDir = await fresh.dumpDataDir('none');
    await fresh.close();
    return { ...modules, loadDataDir };
  })();
  return template;
}

/** What a test database opened here stands on: its PGlite, and whether anything has used it yet. */
interface TestPglite {
  pg: PGlite;
  inner: Db;
  pristine: boolean;
}
const pglites = new WeakMap<Db, TestPglite>();

/** The PGlite instance under `db`, when openTestPglite opened it. */
export const pgliteOf = (db: Db): PGlite | undefined => pglites.get(db)?.pg;

/**
 * An in-memory PGlite with every migration applied (a copy of this worker's template). It notes its
 * first use, so that `migrateAndSeed` can hand it the seeded copy instead while nothing has touched it.
 */
export async function openTestPglite(): Promise<Db> {
  const pg = await PGlite.create(await pgliteTemplate());
  const state: TestPglite = { pg, inner: pgliteDb(pg), pristine: true };
  const used = () => {
    state.pristine = false;
    return state.inner;
  };
  const db: Db = {
    kind: 'pglite',
    query: <R extends object>(sql: string, params?: readonly unknown[]) => used().query<R>(sql, params),
    exec: (sql) => used().exec(sql),
    transaction: (work) => used().transaction(work),
    close: () => state.inner.close(),
  };
  pglites.set(db, state);
  return db;
}

let seededTemplate: Promise<PGliteOptions> | undefined;

/** This worker's template with the seed applied as the server applies it at start (seed(db), defaults). */
function pgliteSeededTemplate(): Promise<PGliteOptions> {
  seededTemplate ??= (async () => {
    const template = await pgliteTemplate();
    const pg = await PGlite.create(template);
    await seed(pgliteDb(pg));
    const loadDataDir = await pg.dumpDataDir('none');
    await pg.close();
    return { ...template, loadDataDir };
  })();
  return seededTemplate;
}

/**
 * `migrate(db)` then `seed(db)` (the seed's defaults), as the server does at start. A test PGlite that
 * nothing has used yet instead becomes a copy of this worker's seeded template: the same rows, where
 * seeding each database again cost as much as opening it (~30 upserts per tenant, the pick-up stores,
 * the demo site password's scrypt; issue 36). Any other database, PostgreSQL included, is migrated
 * and seeded here.
 */
export async function migrateAndSeed(db: Db): Promise<void> {
  const state = pglites.get(db);
  if (state?.pristine) {
    const pg = await PGlite.create(await pgliteSeededTemplate());
    if (state.pristine) {
      await state.pg.close();
      state.pg = pg;
      state.inner = pgliteDb(pg);
      state.pristine = false;
      return;
    }
    await pg.close();
  }
  await migrate(db);
  await seed(db);
}

/**
 * An in-memory PGlite with no migration applied: initdb runs as for any new database, on the
 * WebAssembly this worker compiled once (compiling it again cost more than the rest; issue 36).
 */
async function openEmptyTestPglite(): Promise<Db> {
  const { pgliteWasmModule, initdbWasmModule, fsBundle } = await pgliteTemplate();
  return pgliteDb(await PGlite.create({ pgliteWasmModule, initdbWasmModule, fsBundle }));
}

export interface TestDbFactory {
  readonly name: string;
  /** A database of its own; it may already be migrated (the PGlite template): migrate it as the app would. */
  open(): Promise<Db>;
  /** A database of its own with no migration applied (for the tests of migrating itself). */
  openEmpty(): Promise<Db>;
}

/**
 * The server suite runs on embedded PGlite always, and also on a real PostgreSQL when
 * TEST_DATABASE_URL is set (.ci/run starts one). Each Postgres db gets its own schema, dropped on close.
 */
export const testDbFactories: TestDbFactory[] = [
  { name: 'pglite', open: openTestPglite, openEmpty: openEmptyTestPglite },
  ...(process.env.TEST_DATABASE_URL ? [{ name: 'postgres', open: openPostgresSchema, openEmpty: openPostgresSchema }] : []),
];

/** A schema of its own on TEST_DATABASE_URL (migrations not applied), dropped on close. */
async function openPostgresSchema(): Promise<Db> {
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
}
