/**
 * The storefront pages whose bodies are the promo banners (SPEC §2, §7 page by handle). The server
 * reads 'promo-banner' into the tenant's `promoBannerHtml` (and the first-paint boot data); the client
 * reads 'cart-promo-banner' itself on the cart; the client sanitises both.
 */
export { CART_PROMO_BANNER_PAGE_HANDLE, PROMO_BANNER_PAGE_HANDLE } from '../domain/tenant/banner-pages';
