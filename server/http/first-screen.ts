import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { ConfigWire } from '../../src/contract/config';
import type { TenantWire } from '../../src/contract/tenant';
import type { Product } from '../../src/domain/catalog';
import { shopAllGroups } from '../../src/domain/catalog/catalog-listing';
import { groupHref, productCardView, productDetailView } from '../../src/domain/catalog/catalog-views';
import { navigationLinks } from '../../src/domain/routing/navigation-links';
import { heroCopy, HERO_WALL_TILES } from '../../src/domain/tenant/home-copy';
import { logoSize } from '../../src/domain/tenant/tenant-images';

/**
 * The route's first screen written into index.html (issue 19), so that its largest element (the
 * home hero, the shop-all grid's first cards, the product's picture) paints with the HTML and its
 * stylesheet, before any script. It is the markup React renders for the same data, with the same
 * class names (the build's, dist/meta/first-screen-classes.json), so when React's first render
 * replaces it (createRoot clears #root) nothing on screen moves. Only what is known without the
 * shopper's device state: the header's bar and logo (its links and buttons come with the app), the
 * banner's words, the page's top. Routes without a first screen here keep an empty #root.
 * Links work before the app (they are links); buttons are disabled until the app replaces them, and
 * `data-tpx-first-screen` marks the markup as not yet the app's.
 */

/** Class names by CSS module, as src/ui/first-screen/class-names.ts names them. */
export interface FirstScreenClasses {
  catalog: Record<string, string>;
  page: Record<string, string>;
  header: Record<string, string>;
  shell: Record<string, string>;
}

/** What the server knows about the page: the boot data's parts, decoded. */
export interface FirstScreenData {
  path: string;
  tenant: TenantWire;
  config: ConfigWire | null;
  /** The header shows the artists' place (SPEC §2). */
  hasArtists: boolean;
  products: readonly Product[] | null;
  product: Product | null;
}

export interface FirstScreen {
  /** Markup for inside #root. */
  html: string;
  /** The largest picture of the first screen, preloaded from the head with high priority. */
  lcpImage: string | null;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
/** Text or attribute value, escaped. */
export const esc = (value: string): string => value.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };
/** The banner's words alone (as the client's inert parse shows them until its sanitised HTML is ready). */
export function bannerText(html: string): string {
  return html
    .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, '')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
      if (name[0] === '#') {
        const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
        return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
      }
      return ENTITIES[name.toLowerCase()] ?? whole;
    });
}

/** Eager cards of ProductGrid (src/ui/catalog/product-grid.tsx): the ones above the fold. */
const EAGER_CARDS = 4;
const CARD_IMAGE_SIZE = 400;

function card(c: FirstScreenClasses, product: Product): string {
  const view = productCardView(product);
  const image = view.imageUrl
    ? `<img class="${c.catalog.cardImage}" src="${esc(view.imageUrl)}" width="${CARD_IMAGE_SIZE}" height="${CARD_IMAGE_SIZE}" alt="" loading="eager" decoding="async">`
    : '';
  const badge = view.precustomized ? `<span class="${c.catalog.badge}">Pre-designed</span>` : '';
  return (
    `<li class="${c.catalog.gridItem}"><a href="${esc(view.href)}" class="${c.catalog.card}" title="${esc(view.fullName)}">${image}${badge}` +
    `<span class="${c.catalog.cardBody}"><span class="${c.catalog.cardName}">${esc(view.name)}</span><span class="${c.catalog.cardMeta}">${esc(view.sizeText)}</span>` +
    `<span class="${c.catalog.cardPrice}">${esc(view.priceText)}</span></span></a></li>`
  );
}

function homePage(c: FirstScreenClasses, data: FirstScreenData): string {
  const copy = heroCopy[data.tenant.homeVariant];
  const promo = data.config?.welcomePromo;
  const mobilePromo = promo?.active
    ? `<aside class="${c.catalog.mobilePromo}" aria-label="Welcome offer"><p>New here? Take ${promo.percentOff}% off your first order.</p><button type="button" disabled>Claim offer</button></aside>`
    : '';
  const wall = Array.from({ length: HERO_WALL_TILES }, () => `<div class="${c.page.wallTile}"><span></span></div>`).join('');
  return (
    `${mobilePromo}<section class="${c.page.hero}" aria-labelledby="home-heading"><div><h1 id="home-heading">${esc(copy.heading)}</h1>` +
    `<p class="${c.page.lead}">${esc(copy.lead)}</p><div class="${c.page.heroActions}"><a href="/photo-picker" class="${c.page.button}">${esc(copy.cta)}</a>` +
    `<a href="/shop-all" class="${c.page.secondaryButton}">${esc(data.tenant.shopAllLabel)}</a></div></div><div class="${c.page.wall}" aria-hidden="true">${wall}</div></section>`
  );
}

function shopAllPage(c: FirstScreenClasses, data: FirstScreenData, products: readonly Product[]): string {
  const label = data.tenant.shopAllLabel;
  const groups = shopAllGroups(products);
  const chips =
    groups.length > 0
      ? `<nav aria-label="Collections"><ul class="${c.catalog.chips}"><li><a href="/shop-all" class="${c.catalog.chip}" aria-current="page">All</a></li>` +
        groups.map((g) => `<li><a href="${esc(groupHref(g.name))}" class="${c.catalog.chip}">${esc(g.name)}</a></li>`).join('') +
        '</ul></nav>'
      : '';
  const cards = products.slice(0, EAGER_CARDS).map((p) => card(c, p)).join('');
  return `<div class="${c.catalog.page}"><h1>${esc(label)}</h1>${chips}<ul class="${c.catalog.grid}" aria-label="Products">${cards}</ul></div>`;
}

function productPage(c: FirstScreenClasses, product: Product): { html: string; image: string | null } {
  const view = productDetailView(product);
  const image = view.images[0] ?? null;
  const alt = `${view.name}${view.selectedVariantName ? `, ${view.selectedVariantName} frame` : ''}`;
  const main = image ? `<img class="${c.catalog.mainImage}" src="${esc(image)}" width="800" height="800" alt="${esc(alt)}" fetchpriority="high">` : '';
  const thumbs =
    view.images.length > 1
      ? `<ul class="${c.catalog.thumbs}">` +
        view.images
          .map((src, i) => `<li><button type="button" class="${c.catalog.thumbButton}" disabled aria-pressed="${i === 0}" aria-label="Show image ${i + 1} of ${view.images.length}"><img src="${esc(src)}" width="64" height="64" alt="" loading="lazy" decoding="async"></button></li>`)
          .join('') +
        '</ul>'
      : '';
  const group = product.groups?.[0];
  const eyebrow = group ? `<p class="${c.catalog.eyebrow}"><a href="${esc(groupHref(group.name))}">${esc(group.name)}</a></p>` : '';
  const facts = `<ul class="${c.catalog.facts}" aria-label="Details"><li class="${c.catalog.fact}">${esc(view.sizeText)}</li>${view.precustomized ? `<li class="${c.catalog.fact}">Pre-designed</li>` : ''}</ul>`;
  // Videos, the SVG template, the frame colours and the buttons come with the app, below these.
  const details =
    `<section class="${c.catalog.details}" aria-labelledby="product-heading">${eyebrow}<h1 id="product-heading">${esc(view.name)}</h1>` +
    `<p class="${c.catalog.price}" aria-label="Price ${esc(view.priceText)}">${esc(view.priceText)}</p>${facts}<p class="${c.catalog.description}">${esc(view.description)}</p></section>`;
  return {
    html: `<div class="${c.catalog.page}"><div class="${c.catalog.product}"><section class="${c.catalog.gallery}" aria-label="Images">${main}${thumbs}</section>${details}</div></div>`,
    image,
  };
}

/** LogoMark of src/ui/shell/icons.tsx, as React renders it. */
const LOGO_MARK =
  '<svg width="28" height="28" viewBox="0 0 28 28" aria-hidden="true" focusable="false"><rect x="1" y="1" width="12" height="12" rx="1.5" fill="currentColor"></rect>' +
  '<rect x="15" y="1" width="12" height="12" rx="1.5" fill="var(--tpx-accent)"></rect><rect x="1" y="15" width="12" height="12" rx="1.5" fill="var(--tpx-accent)"></rect>' +
  '<rect x="15" y="15" width="12" height="12" rx="1.5" fill="currentColor"></rect></svg>';

/** The logo link's inside, as the app's Header draws it: the tenant's logo image at its reserved size, or the mark and the brand. */
function logo(c: FirstScreenClasses, tenant: TenantWire): string {
  if (!tenant.logo) return `${LOGO_MARK}<span>${esc(tenant.brand)}</span>`;
  const size = logoSize(tenant.logo);
  return `<img class="${c.header.logoImage}" src="${esc(tenant.logo.url)}" width="${size.width}" height="${size.height}" alt="${esc(tenant.name)}" decoding="async">`;
}

/** The header: the bar with the logo and the main navigation (its buttons on the right come with the app). */
function header(c: FirstScreenClasses, data: FirstScreenData): string {
  const { tenant, path: route } = data;
  const links = navigationLinks(tenant, data.hasArtists)
    .map((link) => {
      const active = link.kind === 'link' && route.startsWith(link.href) ? ` ${c.header.navLinkActive}` : ' ';
      const current = link.kind === 'link' && route === link.href ? ' aria-current="page"' : '';
      return `<a href="${esc(link.href)}" class="${link.kind === 'artists' ? c.header.navLink : c.header.navLink + active}"${current}>${esc(link.label)}</a>`;
    })
    .join('');
  return (
    `<header class="${c.header.header} ${tenant.partner ? c.header.partner : ''}"><div class="${c.header.bar}"><a href="/" class="${c.header.logo}" aria-label="${esc(tenant.brand)} home">${logo(c, tenant)}</a>` +
    `<nav id="tpx-main-nav" aria-label="Main" class="${c.header.nav} ">${links}</nav></div></header>`
  );
}

/** The shell around the page: the skip link, the header, the promo banner. */
function shell(c: FirstScreenClasses, data: FirstScreenData, page: string): string {
  const { tenant } = data;
  // The close button comes with the app; its box holds the banner's height meanwhile.
  const banner = tenant.promoBannerHtml
    ? `<aside class="${c.shell.banner}" aria-label="Promotion"><div class="${c.shell.bannerBody}">${esc(bannerText(tenant.promoBannerHtml))}</div><span class="${c.shell.bannerClose}" aria-hidden="true"></span></aside>`
    : '';
  return `<div class="${c.shell.app}" data-tpx-first-screen><a href="#main" class="tpx-skip-link">Skip to content</a>${header(c, data)}${banner}<main id="main" class="${c.shell.main}" tabindex="-1">${page}</main></div>`;
}

/** The first screen of `data.path`, or null for routes the server does not draw (the app draws them). */
export function firstScreen(c: FirstScreenClasses, data: FirstScreenData): FirstScreen | null {
  const route = data.path;
  if (route === '/') return { html: shell(c, data, homePage(c, data)), lcpImage: null };
  if ((route === '/shop-all' || route === '/shop-all/') && data.products) {
    const first = data.products[0] ? productCardView(data.products[0]).imageUrl : null;
    return { html: shell(c, data, shopAllPage(c, data, data.products)), lcpImage: first };
  }
  if (route.startsWith('/products/') && data.product) {
    const page = productPage(c, data.product);
    return { html: shell(c, data, page.html), lcpImage: page.image };
  }
  return null;
}

/** index.html with the first screen inside #root and its picture preloaded from the head. */
export function withFirstScreen(html: string, screen: FirstScreen | null): string {
  if (!screen) return html;
  const preload = screen.lcpImage ? `<link rel="preload" as="image" href="${esc(screen.lcpImage)}" fetchpriority="high">\n  ` : '';
  return html.replace('</head>', `${preload}</head>`).replace('<div id="root"></div>', `<div id="root">${screen.html}</div>`);
}

let cached: { file: string; mtimeMs: number; classes: FirstScreenClasses | null } | undefined;
/**
 * The build's class names (dist/meta beside dist/client), read again only when a build rewrote
 * them (`npm run dev`); null when there are none: then no first screen is written.
 */
export async function loadFirstScreenClasses(clientDir: string): Promise<FirstScreenClasses | null> {
  const file = path.join(path.dirname(path.resolve(clientDir)), 'meta/first-screen-classes.json');
  const mtimeMs = await stat(file).then((s) => s.mtimeMs, () => -1);
  if (cached?.file === file && cached.mtimeMs === mtimeMs) return cached.classes;
  const classes = mtimeMs < 0 ? null : await readFile(file, 'utf8').then((text) => JSON.parse(text) as FirstScreenClasses, () => null);
  cached = { file, mtimeMs, classes };
  return classes;
}
