/** The Storefront API version the client speaks and the reference backend serves (Shopify's quarterly versions). */
export const STOREFRONT_API_VERSION = '2024-04';

/** The header that carries a storefront access token (Shopify's name). */
export const STOREFRONT_TOKEN_HEADER = 'X-Shopify-Storefront-Access-Token';

/**
 * A tenant's public storefront access token on the reference backend: the client sends it, the
 * seed stores it. Like Shopify's public storefront tokens it only opens the storefront API and
 * ships in the client, so it is no secret.
 */
export const storefrontAccessToken = (tenantId: string): string => `tpx-storefront-${tenantId}-public`;
