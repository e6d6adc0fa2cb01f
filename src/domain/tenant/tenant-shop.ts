/**
 * The shop a tenant checks out through (issue 34 item 4, SPEC §1 "checkout through a hosted storefront
 * cart API"): none, the default local store with the spec's card checkout; or a Shopify shop (its
 * address and public Storefront token), whose cart API (2026-04) makes the cart and whose hosted
 * checkout (`cart.checkoutUrl`) takes the payment. The token is public (it reaches the browser); the
 * webhook secret never leaves the server.
 */
export interface TenantShop {
  /** `https://{shop}.myshopify.com` (or `http://localhost:…` outside production: the reference shop). */
  readonly url: string;
  readonly token: string;
}

/** The Storefront API version a shop's cart is made with (Shopify's current stable version). */
export const SHOP_API_VERSION = '2026-04';

/** Where a shop's Storefront API answers (Shopify's layout: `/api/{version}/graphql.json`). */
export const shopGraphqlUrl = (shop: TenantShop): string => `${shop.url}/api/${SHOP_API_VERSION}/graphql.json`;

/** The domain a shop's webhooks name (X-Shopify-Shop-Domain): its address's host, with a port if any. */
export const shopDomainOf = (url: string): string => url.replace(/^https?:\/\//, '').toLowerCase();
