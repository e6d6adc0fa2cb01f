import { STOREFRONT_API_VERSION, storefrontAccessToken } from '../../contract/storefront-token';

export { STOREFRONT_API_VERSION, storefrontAccessToken };

/** Where a tenant's storefront GraphQL endpoint is and the public token it needs. */
export interface StorefrontEndpoint {
  /** e.g. '/api/storefront/2024-04/graphql.json' (same origin) or a shop's https URL. */
  readonly url: string;
  readonly accessToken: string;
  /** The card vault's session endpoint. */
  readonly vaultUrl: string;
  /**
   * Whether the endpoint answers a repeated `Idempotency-Key` with its first answer (the reference
   * backend does; Shopify's Storefront API does not): only then are mutations retried after a lost answer.
   */
  readonly honoursIdempotencyKey?: boolean;
}

/** The reference backend's endpoints for a tenant, under the main API's base ('/api/'). */
export const referenceStorefrontEndpoint = (apiBase: string, tenantId: string): StorefrontEndpoint => ({
  url: `${apiBase}storefront/${STOREFRONT_API_VERSION}/graphql.json`,
  accessToken: storefrontAccessToken(tenantId),
  vaultUrl: `${apiBase}vault/sessions?tenantId=${encodeURIComponent(tenantId)}`,
  honoursIdempotencyKey: true,
});
