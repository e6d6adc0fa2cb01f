import { describe, expect, it } from 'vitest';
import type { Product } from '../../../src/domain/catalog';
import { cents } from '../../../src/domain/money';
import { canonicalUrl, pageHead, priceAmount, type PageHeadInput } from '../../../src/domain/seo/page-head';

const tile = {
  id: 'photoTile',
  name: 'Photo Tile 8x8',
  urlSlug: 'tilepix',
  sku: 'TILE-8',
  outputImageWidth: 2400,
  price: cents(1400),
  variants: [{ id: 'v1', name: 'Black', price: cents(1400), sku: 'TILE-8-B' }],
  imageUrls: ['/files/tile.png', 'https://cdn.example.test/tile-2.png'],
} as unknown as Product;

const input = (over: Partial<PageHeadInput>): PageHeadInput => ({
  page: 'home',
  routeTitle: 'Photo Tiles for Your Walls',
  title: 'Photo Tiles for Your Walls - TilePix',
  brand: 'TilePix',
  path: '/',
  tenantQuery: null,
  publicUrl: 'https://tiles.example.test/',
  ...over,
});

const meta = (head: ReturnType<typeof pageHead>) => Object.fromEntries(head.meta.map((m) => [m.property ?? m.name, m.content]));

describe('the page head for search engines and link previews (issue 27)', () => {
  it('writes the canonical address from PUBLIC_URL, keeping the tenant query (another tenant is another store)', () => {
    expect(canonicalUrl('https://tiles.example.test/', '/faqs', null)).toBe('https://tiles.example.test/faqs');
    expect(canonicalUrl('https://tiles.example.test', '/faqs', 'wg')).toBe('https://tiles.example.test/faqs?tenant=wg');
    expect(canonicalUrl('https://tiles.example.test', '/', 'a b&c')).toBe('https://tiles.example.test/?tenant=a%20b%26c');
  });

  it("describes the home page and names the organisation, with the tenant's logo", () => {
    const head = pageHead(input({ logoUrl: '/files/assets/logo.png', tenantQuery: 'cvs', brand: 'CVS Photo' }));
    expect(head.title).toBe('Photo Tiles for Your Walls - TilePix');
    expect(head.description).toBe('Turn your photos into framed square wall tiles that stick, restick and never damage your walls.');
    expect(head.canonical).toBe('https://tiles.example.test/?tenant=cvs');
    expect(meta(head)).toEqual({
      description: head.description,
      'og:site_name': 'CVS Photo',
      'og:type': 'website',
      'og:title': 'Photo Tiles for Your Walls - TilePix',
      'og:description': head.description,
      'og:url': 'https://tiles.example.test/?tenant=cvs',
      'og:image': 'https://tiles.example.test/files/assets/logo.png',
      'twitter:card': 'summary_large_image',
      'twitter:title': 'Photo Tiles for Your Walls - TilePix',
      'twitter:description': head.description,
      'twitter:image': 'https://tiles.example.test/files/assets/logo.png',
    });
    expect(head.jsonLd).toEqual([
      {
        '@context': 'https://schema.org',
        '@type': 'Organization',
        name: 'CVS Photo',
        url: 'https://tiles.example.test/?tenant=cvs',
        logo: 'https://tiles.example.test/files/assets/logo.png',
      },
    ]);
  });

  it('gives a product page its picture, price, Product with an Offer and its breadcrumbs', () => {
    const head = pageHead(input({ page: 'product', routeTitle: 'Product', title: 'Photo Tile 8x8 - TilePix', path: '/products/tilepix', product: tile }));
    expect(head.description).toBe('Photo Tile 8x8: Your own photo, printed and framed as a square tile that sticks to any wall and moves without damage.');
    expect(meta(head)).toMatchObject({
      'og:type': 'product',
      'og:image': 'https://tiles.example.test/files/tile.png',
      'product:price:amount': '14.00',
      'product:price:currency': 'USD',
      'twitter:card': 'summary_large_image',
    });
    expect(head.jsonLd).toEqual([
      {
        '@context': 'https://schema.org',
        '@type': 'BreadcrumbList',
        itemListElement: [
          { '@type': 'ListItem', position: 1, name: 'TilePix', item: 'https://tiles.example.test/' },
          { '@type': 'ListItem', position: 2, name: 'Shop All', item: 'https://tiles.example.test/shop-all' },
          { '@type': 'ListItem', position: 3, name: 'Photo Tile 8x8', item: 'https://tiles.example.test/products/tilepix' },
        ],
      },
      {
        '@context': 'https://schema.org',
        '@type': 'Product',
        name: 'Photo Tile 8x8',
        description: 'Your own photo, printed and framed as a square tile that sticks to any wall and moves without damage.',
        image: ['https://tiles.example.test/files/tile.png', 'https://cdn.example.test/tile-2.png'],
        sku: 'TILE-8',
        brand: { '@type': 'Brand', name: 'TilePix' },
        offers: {
          '@type': 'Offer',
          price: '14.00',
          priceCurrency: 'USD',
          availability: 'https://schema.org/InStock',
          url: 'https://tiles.example.test/products/tilepix',
        },
      },
    ]);
  });

  it('prices a product by its first variant, or its own price, in dollars', () => {
    expect(priceAmount({ ...tile, variants: [{ ...tile.variants[0]!, price: cents(2999) }] })).toBe('29.99');
    expect(priceAmount({ ...tile, variants: [] })).toBe('14.00');
  });

  it('describes other pages by their route, with breadcrumbs, and a plain card without a picture', () => {
    const faqs = pageHead(input({ page: 'faqs', routeTitle: 'FAQ', title: 'FAQ - TilePix', path: '/faqs' }));
    expect(faqs.description).toBe('Answers about ordering, shipping, hanging and caring for your tiles.');
    expect(meta(faqs)['twitter:card']).toBe('summary');
    expect(meta(faqs)['og:image']).toBeUndefined();
    expect(faqs.jsonLd).toEqual([
      {
        '@context': 'https://schema.org',
        '@type': 'BreadcrumbList',
        itemListElement: [
          { '@type': 'ListItem', position: 1, name: 'TilePix', item: 'https://tiles.example.test/' },
          { '@type': 'ListItem', position: 2, name: 'FAQ', item: 'https://tiles.example.test/faqs' },
        ],
      },
    ]);
    // An unknown page name falls back to the store's description; a product page without its product is a page like the others.
    expect(pageHead(input({ page: 'somethingElse', path: '/x' })).description).toBe(
      'Turn your photos into framed square wall tiles that stick, restick and never damage your walls.',
    );
    const missing = pageHead(input({ page: 'product', path: '/products/nope', product: null, routeTitle: 'Product' }));
    expect(missing.jsonLd).toHaveLength(1);
    expect(meta(missing)['og:type']).toBe('website');
  });

  it('a private page (an order, the account) is kept out of search and previews: noindex, no cards, no structured data', () => {
    const head = pageHead(
      input({ page: 'order', routeTitle: 'Order', title: 'Order - TilePix', path: '/orders/K7M4Q9XRT', private: true, logoUrl: '/logo.png' }),
    );
    expect(head.title).toBe('Order - TilePix');
    expect(head.canonical).toBe('https://tiles.example.test/orders/K7M4Q9XRT');
    expect(meta(head)).toEqual({ description: head.description, robots: 'noindex, nofollow' });
    expect(head.jsonLd).toEqual([]);
  });
});
