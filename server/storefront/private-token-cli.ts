import { openDb } from '../db/open-db';
import { migrate } from '../db/migrate';
import { PrivateTokens } from './private-tokens';

/**
 * `npm run storefront-private-token -- <tenantId>` makes a private Storefront API token for a tenant's own
 * server (a Hydrogen storefront) and prints it once: only its SHA-256 is kept.
 * `npm run storefront-private-token -- <tenantId> --revoke-all` revokes every private token of the tenant.
 * Uses DATABASE_URL, else the embedded database under DATA_DIR (stop the server first: PGlite is single-process).
 */
async function main(): Promise<void> {
  const [tenantId, flag] = process.argv.slice(2);
  if (!tenantId || (flag !== undefined && flag !== '--revoke-all')) throw new Error('usage: npm run storefront-private-token -- <tenantId> [--revoke-all]');
  const db = await openDb({ databaseUrl: process.env.DATABASE_URL || undefined, dataDir: process.env.DATA_DIR ?? './.data' });
  try {
    await migrate(db);
    const [tenant] = await db.query<{ id: string }>('SELECT id FROM tenants WHERE id = $1', [tenantId]);
    if (!tenant) throw new Error(`No tenant ${tenantId}`);
    const tokens = new PrivateTokens(db);
    if (flag === '--revoke-all') console.log(`${await tokens.revokeAll(tenantId)} private token(s) of ${tenantId} revoked`);
    else console.log(await tokens.issue(tenantId));
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  console.error(`[storefront-private-token] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
