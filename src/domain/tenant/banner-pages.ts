/**
 * The storefront pages whose bodies are the promo banners (SPEC §2: "a closable promo banner with an
 * HTML body from a page"; §7: the storefront's page-by-handle query). An admin edits both at /admin/tenants.
 */
export const PROMO_BANNER_PAGE_HANDLE = 'promo-banner';
/** SPEC §2 "/cart (promo banner on mobile)": the cart's own banner on phones. */
export const CART_PROMO_BANNER_PAGE_HANDLE = 'cart-promo-banner';
