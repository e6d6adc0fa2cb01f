import type { Queryable } from '../db/db';
import { storefrontAccessToken } from '../../src/contract/storefront-token';

/** Online store pages the client reads with page(handle:). Bodies are HTML. */
export const storefrontPageSeeds: ReadonlyArray<{ handle: string; title: string; body: string }> = [
  { handle: 'shipping-policy', title: 'Shipping policy', body: '<p>Tiles ship free within the United States, usually within 3 to 5 business days.</p>' },
  { handle: 'refund-policy', title: 'Refund policy', body: '<p>Not happy with your tiles? Tell us within 30 days and we will make it right.</p>' },
  { handle: 'terms-of-service', title: 'Terms of service', body: '<p>By placing an order you agree to these terms.</p>' },
];

/** The token rule is the contract's, shared with the client (the server suite logs in with it). */
export { storefrontAccessToken };

/**
 * Each tenant's public storefront access token (public by design, like Shopify's: it only opens the
 * storefront API, and it ships in the client) and the store pages. Idempotent.
 */
export async function seedStorefront(tx: Queryable, tenantId: string): Promise<void> {
  await tx.query(`INSERT INTO storefront_tokens (token, tenant_id) VALUES ($1, $2) ON CONFLICT (token) DO UPDATE SET tenant_id = EXCLUDED.tenant_id`, [
    storefrontAccessToken(tenantId),
    tenantId,
  ]);
  for (const page of storefrontPageSeeds) {
    await tx.query(
      `INSERT INTO storefront_pages (tenant_id, handle, title, body) VALUES ($1, $2, $3, $4)
       ON CONFLICT (tenant_id, handle) DO UPDATE SET title = EXCLUDED.title, body = EXCLUDED.body`,
      [tenantId, page.handle, page.title, page.body],
    );
  }
}
