/** The Storefront API version the client speaks (Shopify's quarterly versions). */
export const STOREFRONT_API_VERSION = '2024-04';

/** Where a tenant's storefront GraphQL endpoint is and the public token it needs. */
export interface StorefrontEndpoint {
  /** e.g. '/api/storefront/2024-04/graphql.json' (same origin) or a shop's https URL. */
  readonly url: string;
  readonly accessToken: string;
  /** The card vault's session endpoint. */
  readonly vaultUrl: string;
}

/**
 * A tenant's public storefront access token on the reference backend. Like Shopify's public
 * storefront tokens it only opens the storefront API and ships in the client, so it is no secret.
 */
export const storefrontAccessToken = (tenantId: string): string => `tpx-storefront-${tenantId}-public`;

/** The reference backend's endpoints for a tenant, under the main API's base ('/api/'). */
export const referenceStorefrontEndpoint = (apiBase: string, tenantId: string): StorefrontEndpoint => ({
  url: `${apiBase}storefront/${STOREFRONT_API_VERSION}/graphql.json`,
  accessToken: storefrontAccessToken(tenantId),
  vaultUrl: `${apiBase}vault/sessions?tenantId=${encodeURIComponent(tenantId)}`,
});
