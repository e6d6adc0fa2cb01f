import { describe, expect, it } from 'vitest';
import { bannerText } from '../../../src/domain/tenant/banner-text';
import { CART_PROMO_BANNER_PAGE_HANDLE, PROMO_BANNER_PAGE_HANDLE } from '../../../src/domain/tenant/banner-pages';

describe("the promo banner's words (issue 27: the server and the browser's first render show the same)", () => {
  it('drops tags, scripts and styles and decodes character references', () => {
    expect(bannerText('<b>Free</b> shipping &amp; more <img src=x onerror=alert(1)><script>alert(2)</script><style>b{}</style>')).toBe('Free shipping & more ');
    expect(bannerText('Caf&#233; &#x1F600; &nbsp;&LT;&quot;&apos;&gt;')).toBe('Café 😀 \u00a0<"\'>');
  });

  it('keeps what is not a reference it knows, or not a character', () => {
    expect(bannerText('&bogus; &#0; &#x110000;')).toBe('&bogus; &#0; &#x110000;');
  });
});

describe('SPEC §2 promo banners: the storefront pages their bodies come from', () => {
  it('reads the site banner and the cart’s phone banner from two pages of their own', () => {
    expect([PROMO_BANNER_PAGE_HANDLE, CART_PROMO_BANNER_PAGE_HANDLE]).toEqual(['promo-banner', 'cart-promo-banner']);
  });
});
