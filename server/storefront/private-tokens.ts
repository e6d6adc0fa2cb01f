import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '../db/db';

/** Shopify's header for private (server-to-server) storefront tokens. */
export const PRIVATE_TOKEN_HEADER = 'Shopify-Storefront-Private-Token';
/** With a private token, the shopper's address as the storefront's server saw it (Shopify's name): throttling is per shopper. */
export const BUYER_IP_HEADER = 'Shopify-Storefront-Buyer-IP';

const sha256 = (token: string): string => createHash('sha256').update(token).digest('hex');

/** Private tokens: stored as their SHA-256 only (migration 031). */
export class PrivateTokens {
  constructor(private readonly db: Queryable) {}

  /** Makes a new private token for a tenant and answers it: the only time it is readable. */
  async issue(tenantId: string): Promise<string> {
    const token = `tpx-private-${randomBytes(24).toString('base64url')}`;
    await this.db.query('INSERT INTO storefront_private_tokens (token_sha256, tenant_id) VALUES ($1, $2)', [sha256(token), tenantId]);
    return token;
  }

  /** Revokes every private token of a tenant; answers how many there were. */
  async revokeAll(tenantId: string): Promise<number> {
    const rows = await this.db.query('DELETE FROM storefront_private_tokens WHERE tenant_id = $1 RETURNING token_sha256', [tenantId]);
    return rows.length;
  }

  /** The tenant a private token belongs to, or null (the lookup is by hash: no timing on the token itself). */
  async tenantOf(token: string): Promise<string | null> {
    if (token.length < 16 || token.length > 100) return null;
    const [row] = await this.db.query<{ tenant_id: string }>('SELECT tenant_id FROM storefront_private_tokens WHERE token_sha256 = $1', [sha256(token)]);
    return row?.tenant_id ?? null;
  }
}
