import type { Product } from '../catalog/product';
import { shownPrice } from '../catalog/catalog-listing';
import { productDetailView } from '../catalog/catalog-views';
import { centsToDollars } from '../money';

/**
 * A page's head for search engines and link previews (issue 27): its description, canonical address,
 * Open Graph and Twitter cards, and schema.org data. Pure: the server's render hands it what it knows
 * (the route, the tenant's brand, the product) and writes what it answers.
 */

/** One `<meta>`: by name (description, twitter:*) or by property (Open Graph). */
export interface HeadMeta {
  readonly name?: string;
  readonly property?: string;
  readonly content: string;
}

export interface PageHead {
  /** SPEC §2: the route's title + ' - ' + the brand (computed by the route table's `documentTitle`). */
  readonly title: string;
  readonly description: string;
  readonly canonical: string;
  readonly meta: readonly HeadMeta[];
  /** schema.org objects, each written as a non-executed `application/ld+json` block. */
  readonly jsonLd: readonly Record<string, unknown>[];
}

/**
 * The first screen's largest picture as the page draws it: its address, and when the `<img>` has them
 * its `srcset` and `sizes`, so the preload (imagesrcset, imagesizes) fetches the very file the
 * picture then picks, not the original beside it.
 */
export interface LcpImage {
  readonly href: string;
  readonly srcSet?: string;
  readonly sizes?: string;
}

export interface PageHeadInput {
  /** The route's page (route-table's PageName). */
  readonly page: string;
  /** The route's own title (before the brand). */
  readonly routeTitle: string;
  /** The document title (SPEC §2). */
  readonly title: string;
  readonly brand: string;
  /** The request's path, without query. */
  readonly path: string;
  /** The `tenant` query the page was opened with: kept in the canonical address (another tenant's store is another page). */
  readonly tenantQuery: string | null;
  /** PUBLIC_URL, without a trailing slash. */
  readonly publicUrl: string;
  /** The product of a product page, when known. */
  readonly product?: Product | null;
  /** The tenant's logo, for the organisation's card. */
  readonly logoUrl?: string | null;
  /** A shopper's own page (an order, the account): `robots: noindex, nofollow` and no sharing cards. */
  readonly private?: boolean;
  /**
   * A shared design's page (issue 35): its own description and picture (the design drawn on the
   * server). Shared with whoever has the link, never listed: `robots: noindex` beside the cards.
   */
  readonly shared?: { readonly description: string; readonly imageUrl: string } | null;
}

/** /printing's lead, under its heading, is its description too: what the tool does, said once. */
export const PRINTING_LEAD = 'Crop, zoom and frame each photo, pick frame and mat colours, then add your tiles to the cart.';

/** Descriptions per page (search engines show them under the title). */
const DESCRIPTIONS: Record<string, string> = {
  home: 'Turn your photos into framed square wall tiles that stick, restick and never damage your walls.',
  photoPicker: 'Choose the photos for your tiles: from your device, Facebook, Instagram, shared albums or our artists’ designs.',
  printing: PRINTING_LEAD,
  cart: 'Your cart: framed photo tiles, wall pads, promo codes and checkout.',
  confirm: 'Your order is confirmed: we are printing and framing your tiles.',
  shopAll: 'Every product we sell: photo tiles, pre-designed tiles, wall pads, gifts and memberships.',
  shopAllGroup: 'A collection of framed tiles: pick a design and a frame colour.',
  artists: 'Original designs from the artists we work with, printed and framed as tiles.',
  artist: 'An artist’s designs, printed and framed as square wall tiles.',
  productInstructions: 'How to hang your tiles: clean, detach, apply, stick and slide, no nails needed.',
  faqs: 'Answers about ordering, shipping, hanging and caring for your tiles.',
  privacy: 'How we handle your photos and personal data.',
  about: 'Who we are and why we make photo tiles.',
  recover: 'Pick up your photo tile projects where you left them.',
  resume: 'Resume your photo tile project on this device.',
  buyWallpads: 'Extra wall pads for your photo tiles.',
  order: 'Your order: its status, tracking, tiles and totals.',
  account: 'Your account: your orders, their status and reorder.',
  sharedDesign: 'A photo tile design shared with you: see it, then make it with your own copy.',
  continue: 'Open the project you started on your computer in this phone’s editor.',
  stores: 'Find a store near you to pick up your photo tiles: opening hours, distance and when your prints will be ready.',
  appRedirect: 'Open the app to sign in.',
  notFound: 'We couldn’t find that page. It may have moved, or the address may have a typo.',
};

const absolute = (publicUrl: string, url: string): string => (/^https?:\/\//i.test(url) ? url : `${publicUrl}${url.startsWith('/') ? '' : '/'}${url}`);

/** The page's canonical address: PUBLIC_URL + path, with the tenant query when the page was opened with one. */
export function canonicalUrl(publicUrl: string, path: string, tenantQuery: string | null): string {
  const base = publicUrl.replace(/\/+$/, '');
  return `${base}${path}${tenantQuery ? `?tenant=${encodeURIComponent(tenantQuery)}` : ''}`;
}

/** A price as schema.org and Open Graph write it: dollars with two decimals. */
export const priceAmount = (product: Product): string => centsToDollars(shownPrice(product, product.variants[0])).toFixed(2);

export function pageHead(input: PageHeadInput): PageHead {
  const publicUrl = input.publicUrl.replace(/\/+$/, '');
  const canonical = canonicalUrl(publicUrl, input.path, input.tenantQuery);
  const home = canonicalUrl(publicUrl, '/', input.tenantQuery);
  const product = input.page === 'product' ? (input.product ?? null) : null;
  const view = product ? productDetailView(product) : null;
  const shared = input.page === 'sharedDesign' ? (input.shared ?? null) : null;
  const description = shared ? shared.description : view ? `${view.name}: ${view.description}` : (DESCRIPTIONS[input.page] ?? DESCRIPTIONS.home!);
  const image = shared
    ? absolute(publicUrl, shared.imageUrl)
    : view?.images[0]
      ? absolute(publicUrl, view.images[0])
      : input.logoUrl
        ? absolute(publicUrl, input.logoUrl)
        : null;
  const price = product ? priceAmount(product) : null;

  if (input.private) {
    return {
      title: input.title,
      description,
      canonical,
      meta: [
        { name: 'description', content: description },
        { name: 'robots', content: 'noindex, nofollow' },
      ],
      jsonLd: [],
    };
  }
  const meta: HeadMeta[] = [
    { name: 'description', content: description },
    ...(input.page === 'sharedDesign' ? [{ name: 'robots', content: 'noindex' }] : []),
    { property: 'og:site_name', content: input.brand },
    { property: 'og:type', content: product ? 'product' : 'website' },
    { property: 'og:title', content: input.title },
    { property: 'og:description', content: description },
    { property: 'og:url', content: canonical },
    ...(image ? [{ property: 'og:image', content: image }] : []),
    ...(shared
      ? [
          { property: 'og:image:width', content: '1200' },
          { property: 'og:image:height', content: '630' },
          { property: 'og:image:type', content: 'image/jpeg' },
        ]
      : []),
    ...(price
      ? [
          { property: 'product:price:amount', content: price },
          { property: 'product:price:currency', content: 'USD' },
        ]
      : []),
    { name: 'twitter:card', content: image ? 'summary_large_image' : 'summary' },
    { name: 'twitter:title', content: input.title },
    { name: 'twitter:description', content: description },
    ...(image ? [{ name: 'twitter:image', content: image }] : []),
  ];

  const jsonLd: Record<string, unknown>[] = [];
  if (input.page === 'home') {
    jsonLd.push({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: input.brand,
      url: home,
      ...(input.logoUrl ? { logo: absolute(publicUrl, input.logoUrl) } : {}),
    });
  } else {
    const crumbs = [
      { name: input.brand, url: home },
      ...(product ? [{ name: 'Shop All', url: canonicalUrl(publicUrl, '/shop-all', input.tenantQuery) }] : []),
      { name: view ? view.name : input.routeTitle, url: canonical },
    ];
    jsonLd.push({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: crumbs.map((crumb, i) => ({ '@type': 'ListItem', position: i + 1, name: crumb.name, item: crumb.url })),
    });
  }
  if (product && view && price) {
    jsonLd.push({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: view.name,
      description: view.description,
      ...(view.images.length > 0 ? { image: view.images.map((url) => absolute(publicUrl, url)) } : {}),
      ...(product.sku ? { sku: product.sku } : {}),
      brand: { '@type': 'Brand', name: input.brand },
      offers: { '@type': 'Offer', price, priceCurrency: 'USD', availability: 'https://schema.org/InStock', url: canonical },
    });
  }
  return { title: input.title, description, canonical, meta, jsonLd };
}
