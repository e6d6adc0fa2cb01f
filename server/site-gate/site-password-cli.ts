import { openDb } from '../db/open-db';
import { migrate } from '../db/migrate';
import { SiteGate } from './site-gate';

/**
 * `npm run site-password -- <tenantId> <password>` makes a tenant private (or changes its password,
 * which signs every browser out of it); `npm run site-password -- <tenantId> --public` opens it again.
 * Uses DATABASE_URL, else the embedded database under DATA_DIR (stop the server first: PGlite is single-process).
 */
async function main(): Promise<void> {
  const [tenantId, password] = process.argv.slice(2);
  if (!tenantId || !password) throw new Error('usage: npm run site-password -- <tenantId> <password | --public>');
  const db = await openDb({ databaseUrl: process.env.DATABASE_URL || undefined, dataDir: process.env.DATA_DIR ?? './.data' });
  try {
    await migrate(db);
    const [tenant] = await db.query<{ id: string }>('SELECT id FROM tenants WHERE id = $1', [tenantId]);
    if (!tenant) throw new Error(`No tenant ${tenantId}`);
    await new SiteGate(db).setPassword(tenantId, password === '--public' ? null : password);
    console.log(password === '--public' ? `${tenantId} is public` : `${tenantId} is private; every earlier pass is revoked`);
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  console.error(`[site-password] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
