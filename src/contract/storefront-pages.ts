/**
 * The storefront page whose body is the promo banner (SPEC §2: "a closable promo banner with an HTML
 * body from a page"; §7: the storefront's page-by-handle query). The server reads the same page
 * into the tenant's `promoBannerHtml` (and the first-paint boot data); the client sanitises it.
 */
export const PROMO_BANNER_PAGE_HANDLE = 'promo-banner';

/** SPEC §2 "/cart (promo banner on mobile)": the cart's own banner on phones, read by the client with page(handle:). */
export const CART_PROMO_BANNER_PAGE_HANDLE = 'cart-promo-banner';
