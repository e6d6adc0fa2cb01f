import type { TenantWire } from '../../src/contract/tenant';
import { DRUGSTORE_TENANT, PHARMACY_TENANT, tenantProfile } from '../../src/domain/tenant/tenant-profiles';
import { NO_TENANT_LIMITS, type TenantLimits } from '../../src/domain/tenant/tenant-limits-shape';

/** The drugstore's one tile product (not named by the spec; a placeholder the catalogue seeds). */
export const DRUGSTORE_TILE_PRODUCT_ID = 'cvs8x8Tile';

/** The seeded tenants (DESIGN §1). `hostedPageUrl` is filled in from the server config at read time. */
export type TenantSeed = Omit<TenantWire, 'hostedPageUrl'> & { readonly promoCombination: 'sum' | 'larger'; readonly pickup: boolean };

const social = [
  { label: 'Instagram', href: 'https://www.instagram.com/tilepix' },
  { label: 'Facebook', href: 'https://www.facebook.com/tilepix' },
  { label: 'Pinterest', href: 'https://www.pinterest.com/tilepix' },
];

const quickLinks = (shopAllLabel: string, withAbout: boolean) => [
  { label: shopAllLabel, href: '/shop-all' },
  { label: 'How to hang', href: '/product-instructions' },
  { label: 'FAQ', href: '/faqs' },
  { label: 'Privacy', href: '/privacy' },
  ...(withAbout ? [{ label: 'About', href: '/about' }] : []),
];

/**
 * The seeded limits (SPEC §5, §9: the pharmacy prints at most 12 tiles, black frames only; the
 * drugstore prints every design as its own tile). They are where a tenant starts: the tenant record
 * holds them from then on, an admin edits them at /admin/tenants, and the store enforces what is saved.
 */
export const SEEDED_LIMITS: Readonly<Record<string, TenantLimits>> = {
  [PHARMACY_TENANT]: { maxMainProductTiles: 12, allowedFrameColors: ['Black'], forcedProductId: null },
  [DRUGSTORE_TENANT]: { maxMainProductTiles: null, allowedFrameColors: null, forcedProductId: DRUGSTORE_TILE_PRODUCT_ID },
};

/**
 * How the seeded tenants sell (SPEC §1, §6; issue 33): the pharmacy lets the larger of a promo code and
 * the welcome offer win, both retail tenants offer pick-up. Every tenant starts on the default local
 * store (no shop: the spec's card checkout); README 'A tenant on a real Shopify shop' points one at a shop.
 */
export const SEEDED_SELLING: Readonly<Record<string, { promoCombination: 'sum' | 'larger'; pickup: boolean }>> = {
  [PHARMACY_TENANT]: { promoCombination: 'larger', pickup: true },
  [DRUGSTORE_TENANT]: { promoCombination: 'sum', pickup: true },
};

/** Wording and behaviour from the domain's tenant profiles (labels, brand), so the seed and the rules agree; limits as seeded above. */
const fromProfile = (id: string) => {
  const p = tenantProfile(id);
  const limits = SEEDED_LIMITS[id] ?? NO_TENANT_LIMITS;
  return {
    id,
    brand: p.brand,
    shopAllLabel: p.shopAllLabel,
    partner: p.retail,
    hideAbout: p.aboutHidden,
    loginModalEnabled: p.loginModal,
    maxMainProductTiles: limits.maxMainProductTiles,
    allowedFrameColors: limits.allowedFrameColors ? [...limits.allowedFrameColors] : null,
    forcedProductId: limits.forcedProductId,
    promoCombination: SEEDED_SELLING[id]?.promoCombination ?? 'sum',
    pickup: SEEDED_SELLING[id]?.pickup ?? false,
  };
};

/**
 * Local pages that may embed the store outside production (development, tests, local e2e). They are not
 * part of a tenant's data: the seed adds them only when told (ServerConfig.localParentOrigins).
 */
export const LOCAL_PARENT_ORIGINS: readonly string[] = ['http://localhost:*', 'http://127.0.0.1:*'];

export const tenantSeeds: readonly TenantSeed[] = [
  {
    ...fromProfile('tilepix'),
    name: 'TilePix',
    accentColor: '#E4572E',
    homeVariant: 'default',
    productInstructions: 'steps',
    promoBannerHtml: '<strong>Free shipping</strong> on every order of 3 tiles or more. <a href="/shop-all">Shop now</a>',
    appScheme: 'tilepix',
    allowedParentOrigins: ['https://www.tilepix.com'],
    googleTagManagerContainerId: null,
    analyticsPrefix: 'tpx',
    footer: {
      text: 'TilePix turns your favourite photos into framed square tiles that stick to any wall — no nails, no damage.',
      social,
      quickLinks: quickLinks('Shop all', true),
    },
  },
  {
    ...fromProfile('wg'),
    name: 'Walgreens Photo Tiles',
    accentColor: '#E31837',
    homeVariant: 'pharmacy',
    productInstructions: 'wall-tile-guide',
    promoBannerHtml: '<strong>Print &amp; pick up today</strong> at a store near you.',
    appScheme: 'tilepix',
    allowedParentOrigins: ['https://photo.walgreens.com'],
    googleTagManagerContainerId: null,
    analyticsPrefix: 'wg',
    footer: {
      text: 'Photo tiles printed and framed in store, ready for same-day pick up.',
      social,
      quickLinks: quickLinks('Print & pick up today', true),
    },
  },
  {
    // The analytics demo (issue #18): the default storefront with a Google Tag Manager container
    // id, so the tag, the consent defaults and the CSP for it can be seen locally (?tenant=demo).
    ...fromProfile('demo'),
    name: 'TilePix (analytics demo)',
    accentColor: '#2E86AB',
    homeVariant: 'default',
    productInstructions: 'steps',
    promoBannerHtml: null,
    appScheme: 'tilepix',
    allowedParentOrigins: [],
    googleTagManagerContainerId: 'GTM-TPXDEMO',
    analyticsPrefix: 'demo',
    footer: {
      text: 'TilePix turns your favourite photos into framed square tiles that stick to any wall — no nails, no damage.',
      social,
      quickLinks: quickLinks('Shop all', true),
    },
  },
  {
    // The private-site demo (issue 18): the default storefront behind the password gate
    // (PRIVATE_DEMO_PASSWORD below, set by the seed only when the tenant has none yet).
    ...fromProfile('private'),
    name: 'TilePix (private preview)',
    accentColor: '#5B4B8A',
    homeVariant: 'default',
    productInstructions: 'steps',
    promoBannerHtml: null,
    appScheme: 'tilepix',
    allowedParentOrigins: [],
    googleTagManagerContainerId: null,
    analyticsPrefix: 'private',
    footer: {
      text: 'A private preview of the TilePix store.',
      social,
      quickLinks: quickLinks('Shop all', true),
    },
  },
  {
    ...fromProfile('cvs'),
    name: 'CVS Photo Tiles',
    accentColor: '#CC0000',
    homeVariant: 'drugstore',
    productInstructions: 'steps',
    promoBannerHtml: '<strong>Same day prints</strong> at your local CVS Pharmacy.',
    appScheme: 'tilepix',
    allowedParentOrigins: ['https://www.cvs.com'],
    googleTagManagerContainerId: null,
    analyticsPrefix: 'cvs',
    footer: {
      text: 'CVS same day photo tiles: order online, pick up in store.',
      social,
      quickLinks: quickLinks('CVS same day prints', false),
    },
  },
];

/** The seeded private tenant and its demo password (README 'Private sites'); change it with `npm run site-password`. */
export const PRIVATE_DEMO_TENANT = 'private';
export const PRIVATE_DEMO_PASSWORD = 'tilepix-demo';

/** Store config per tenant (SPEC §9): prices in cents; ids end in 'Tile' or 'WallPad'. */
export const configProductSeeds: ReadonlyArray<{ key: string; shopifyId: string; priceCents: number }> = [
  { key: 'blackTile', shopifyId: 'gid://shopify/ProductVariant/41000000001', priceCents: 1400 },
  { key: 'whiteTile', shopifyId: 'gid://shopify/ProductVariant/41000000002', priceCents: 1400 },
  { key: 'grayTile', shopifyId: 'gid://shopify/ProductVariant/41000000003', priceCents: 1400 },
  { key: 'giftTile', shopifyId: 'gid://shopify/ProductVariant/41000000004', priceCents: 1400 },
  { key: 'rewardBlackTile', shopifyId: 'gid://shopify/ProductVariant/41000000005', priceCents: 0 },
  { key: 'rewardWhiteTile', shopifyId: 'gid://shopify/ProductVariant/41000000006', priceCents: 0 },
  { key: 'rewardGrayTile', shopifyId: 'gid://shopify/ProductVariant/41000000007', priceCents: 0 },
  { key: 'standardWallPad', shopifyId: 'gid://shopify/ProductVariant/41000000008', priceCents: 500 },
];

export const welcomePromoSeed = { active: true, percentOff: 30, durationDays: 5 };
