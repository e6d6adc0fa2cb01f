import { describe, expect, it } from 'vitest';
import { bannerText, firstScreen, withFirstScreen, type FirstScreenClasses, type FirstScreenData } from '../../server/http/first-screen';
import type { TenantWire } from '../../src/contract/tenant';
import type { Product } from '../../src/domain/catalog';
import { cents } from '../../src/domain/money';

// Class names as a build minifies them: any strings do, the markup must use these and no others.
const names = (keys: string[], prefix: string) => Object.fromEntries(keys.map((k) => [k, `${prefix}-${k}`]));
const classes: FirstScreenClasses = {
  catalog: names(['page', 'grid', 'gridItem', 'card', 'cardImage', 'cardBody', 'cardName', 'cardMeta', 'cardPrice', 'badge', 'chips', 'chip', 'mobilePromo', 'product', 'gallery', 'mainImage', 'thumbs', 'thumbButton', 'details', 'eyebrow', 'price', 'facts', 'fact', 'description'], 'c'),
  page: names(['hero', 'lead', 'heroActions', 'button', 'secondaryButton', 'wall', 'wallTile'], 'p'),
  header: names(['header', 'partner', 'bar', 'logo', 'logoImage', 'nav', 'navLink', 'navLinkActive'], 'h'),
  shell: names(['app', 'main', 'banner', 'bannerBody', 'bannerClose'], 's'),
};

const tenant = {
  id: 'tilepix',
  name: 'TilePix',
  brand: 'Tile<Pix> & "Co"',
  shopAllLabel: 'SHOP ALL',
  homeVariant: 'default',
  partner: false,
  hideAbout: false,
  promoBannerHtml: '<b>Free</b> shipping &amp; more <img src=x onerror=alert(1)><script>alert(2)</script>',
} as unknown as TenantWire;

const product = (over: Partial<Product> = {}): Product =>
  ({ id: 'p1', name: 'Photo Tile 8x8', urlSlug: 'tilepix', price: cents(2500), variants: [], imageUrls: ['/files/a.png', '/files/b.png'], ...over }) as Product;

const data = (over: Partial<FirstScreenData>): FirstScreenData => ({ path: '/', tenant, config: null, hasArtists: false, products: null, product: null, ...over });

describe("the server's first screen (issue 19)", () => {
  it('draws the home hero with the tenant variant copy, inside the shell, every text escaped', () => {
    const screen = firstScreen(classes, data({}))!;
    expect(screen.lcpImage).toBeNull();
    expect(screen.html).toContain('<h1 id="home-heading">Your photos, framed for your walls</h1>');
    expect(screen.html).toContain('<span>Tile&lt;Pix&gt; &amp; &quot;Co&quot;</span>');
    expect(screen.html).not.toMatch(/<script|<img|<b>|onerror=alert/);
    expect(screen.html).toContain('Free shipping &amp; more ');
    expect(screen.html).not.toContain('h-navLinkActive');
  });

  it('draws the shop-all grid\'s first four cards and preloads the first picture', () => {
    const products = [1, 2, 3, 4, 5].map((n) => product({ id: `p${n}`, urlSlug: `s${n}`, name: `Tile "${n}"`, imageUrls: [`/files/${n}.png`] }));
    const screen = firstScreen(classes, data({ path: '/shop-all', products }))!;
    expect(screen.lcpImage).toBe('/files/1.png');
    expect(screen.html.match(/class="c-gridItem"/g)).toHaveLength(4);
    expect(screen.html).toContain('title="Tile &quot;1&quot;"');
    expect(screen.html).toContain('<a href="/shop-all" class="h-navLink h-navLinkActive" aria-current="page">SHOP ALL</a>');
  });

  it("draws the product's picture at its final size with high priority, and disables its buttons until the app", () => {
    const screen = firstScreen(classes, data({ path: '/products/tilepix', product: product() }))!;
    expect(screen.lcpImage).toBe('/files/a.png');
    expect(screen.html).toMatch(/<img class="c-mainImage" src="\/files\/a.png" width="800" height="800" alt="Photo Tile 8x8[^"]*" fetchpriority="high">/);
    expect(screen.html).toContain('disabled aria-pressed="true" aria-label="Show image 1 of 2"');
  });

  it("draws the header's logo as the app does: the tenant's image at its reserved size, else the mark and the brand (issue #17)", () => {
    const plain = firstScreen(classes, data({}))!.html;
    expect(plain).toContain('<a href="/" class="h-logo" aria-label="Tile&lt;Pix&gt; &amp; &quot;Co&quot; home"><svg width="28" height="28" viewBox="0 0 28 28" aria-hidden="true" focusable="false">');
    const logo = { assetId: 'a1', url: '/files/assets/a1.png', width: 600, height: 150 };
    const withLogo = firstScreen(classes, data({ tenant: { ...tenant, name: 'Harbor "Tiles"', logo } }))!.html;
    expect(withLogo).toContain(
      '<a href="/" class="h-logo" aria-label="Tile&lt;Pix&gt; &amp; &quot;Co&quot; home"><img class="h-logoImage" src="/files/assets/a1.png" width="128" height="32" alt="Harbor &quot;Tiles&quot;" decoding="async"></a>',
    );
    expect(withLogo).not.toContain('<svg');
    // A very wide logo keeps to 160 px; null is the wordmark again.
    expect(firstScreen(classes, data({ tenant: { ...tenant, logo: { ...logo, width: 2000, height: 100 } } }))!.html).toContain('width="160" height="8"');
    expect(firstScreen(classes, data({ tenant: { ...tenant, logo: null } }))!.html).toContain('<span>Tile&lt;Pix&gt; &amp; &quot;Co&quot;</span>');
  });

  it('draws nothing where it lacks the data or does not know the route', () => {
    expect(firstScreen(classes, data({ path: '/cart' }))).toBeNull();
    expect(firstScreen(classes, data({ path: '/shop-all' }))).toBeNull();
    expect(firstScreen(classes, data({ path: '/products/nope' }))).toBeNull();
    expect(withFirstScreen('<head></head><div id="root"></div>', null)).toBe('<head></head><div id="root"></div>');
  });

  it('puts the markup in #root and the picture preload in the head', () => {
    const html = withFirstScreen('<head></head><div id="root"></div>', { html: '<p>x</p>', lcpImage: '/files/"a".png' });
    expect(html).toContain('<link rel="preload" as="image" href="/files/&quot;a&quot;.png" fetchpriority="high">');
    expect(html).toContain('<div id="root"><p>x</p></div>');
  });

  it("reads a banner's words as the browser's inert parse does", () => {
    expect(bannerText('<p>Save&nbsp;10&#37; &#x26; <a href="/x">more</a></p><style>p{}</style>')).toBe('Save\u00a010% & more');
    expect(bannerText('&bogus; &#0; &#99999999;')).toBe('&bogus; &#0; &#99999999;');
  });
});
