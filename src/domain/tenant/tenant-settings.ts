import { FRAME_COLOURS } from './tenant-limits-shape';
import { checkGtmContainerId } from '../analytics/gtm-container-id';
import { isCatalogueUrl, problems, textProblem, type FieldProblem } from '../catalog/field-problems';
import { accessibleAccent } from './brand-colour';
import type { TenantImage } from './tenant-images';
import { tenantImageProblem } from './tenant-image-rules';
import { tenantShopProblems } from './tenant-shop-rules';

/** A link of the footer (social row or quick links). */
export interface TenantLink {
  readonly label: string;
  readonly href: string;
}

/** A tenant's wording, accent colour and navigation: what the storefront shows and the admin edits. */
export interface TenantBranding {
  readonly name: string;
  readonly brand: string;
  readonly shopAllLabel: string;
  readonly accentColor: string;
  readonly homeVariant: 'default' | 'pharmacy' | 'drugstore';
  /** Navigation: a retail partner's header (hamburger under 900 px, no 'Get Started'). */
  readonly partner: boolean;
  /** Navigation: About left out of the header and the footer's quick links. */
  readonly hideAbout: boolean;
  readonly loginModalEnabled: boolean;
}

/**
 * What an admin edits of a tenant (SPEC §3 Tenant, §6 "Tenant changes branding, navigation, footer,
 * limits"): wording, the accent colour, labels, navigation, footer, limits, the parent pages allowed
 * to embed the store and the analytics ids, and the promo banners' HTML (SPEC §2; each is a storefront
 * page, read by handle; the storefront sanitises them before it draws them).
 */
export interface EditableTenantSettings extends TenantBranding {
  readonly productInstructions: 'steps' | 'wall-tile-guide';
  readonly maxMainProductTiles: number | null;
  readonly allowedFrameColors: readonly string[] | null;
  readonly forcedProductId: string | null;
  readonly allowedParentOrigins: readonly string[];
  readonly googleTagManagerContainerId: string | null;
  readonly analyticsPrefix: string;
  readonly footer: { readonly text: string; readonly social: readonly TenantLink[]; readonly quickLinks: readonly TenantLink[] };
  /** The header's logo from the asset library; null: the default wordmark; left out: unchanged (older clients). */
  readonly logo?: TenantImage | null;
  /** The wall-tile guide's picture from the asset library; null: the bundled drawing; left out: unchanged. */
  readonly wallTileGuideImage?: TenantImage | null;
  /** SPEC §2: the closable promo banner under the header (page 'promo-banner'); null: none; left out: unchanged. */
  readonly promoBannerHtml?: string | null;
  /** SPEC §2 "/cart (promo banner on mobile)": the cart's own banner on phones (page 'cart-promo-banner'); as above. */
  readonly cartPromoBannerHtml?: string | null;
  /** SPEC §1, §6: a promo code and the welcome offer add up ('sum') or the larger wins; left out: unchanged. */
  readonly promoCombination?: 'sum' | 'larger';
  /** Prints picked up in a store (issue 30); left out: unchanged. */
  readonly pickup?: boolean;
  /** The shop it checks out through (issue 34: `tenant-shop.ts`); null: the default local store; left out: unchanged. */
  readonly storefrontUrl?: string | null;
  readonly storefrontToken?: string | null;
  /** Write-only: a new secret; null removes it; left out: unchanged. */
  readonly shopWebhookSecret?: string | null;
  /** Read-only: whether a secret is stored. */
  readonly shopWebhookSecretSet?: boolean;
}

/** The bounds of a tenant's settings. */
export const TENANT_LIMITS = {
  name: 100,
  brand: 60,
  shopAllLabel: 40,
  footerText: 500,
  linkLabel: 40,
  socialLinks: 10,
  quickLinks: 12,
  parentOrigins: 20,
  /** The most tiles of the main product per order a tenant may set (the pharmacy's is 12). */
  maxTiles: 1000,
  /** A promo banner's HTML: a line or two of text with a link, well under this. */
  bannerHtml: 2000,
} as const;

// The frame colours live beside the limits' shape: the product page reads them without these checks.
export { FRAME_COLOURS };

const HEX_COLOUR = /^#([0-9a-f]{6}|[0-9a-f]{3})$/i;
const HOST = /^(?=.{1,253}$)[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/;
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1']);

/** Whether a colour is a hex colour (`#rgb` or `#rrggbb`). */
export const isHexColour = (value: string): boolean => HEX_COLOUR.test(value.trim());

/**
 * A parent page's origin an admin may allow: `https://host` or `https://host:port`, nothing after the
 * host (no path, query or fragment), lowercase. `allowLocal` (never in production) also lets local
 * development pages in: `http://localhost`, `http://127.0.0.1`, with a port or `:*` for any port.
 */
export function parentOriginProblem(origin: string, allowLocal: boolean): string | null {
  const match = /^(https?):\/\/([^/:?#]+)(?::(\d{1,5}|\*))?$/.exec(origin);
  if (!match) {
    return /^https?:\/\/[^/]+\/./.test(origin) || /[?#]/.test(origin)
      ? `${origin} has a path: an origin is only https:// and the host, e.g. https://www.example.com`
      : `${origin} is not an origin such as https://www.example.com`;
  }
  const [, scheme, host, port] = match as unknown as [string, string, string, string | undefined];
  if (host !== host.toLowerCase()) return `${origin}: write the host in lowercase`;
  if (!HOST.test(host)) return `${origin} is not an origin such as https://www.example.com`;
  if (port !== undefined && port !== '*' && (Number(port) < 1 || Number(port) > 65535)) return `${origin}: the port must be between 1 and 65535`;
  const local = LOCAL_HOSTS.has(host);
  if (local && !allowLocal) return `${origin}: local pages may embed the store only outside production`;
  if (scheme === 'http' && !local) return `${origin} must use https://`;
  if (port === '*' && !local) return `${origin}: any port (:*) is only for local development pages`;
  return null;
}

/** A footer link: a label and a site path or an https address. */
function linkProblems(field: string, links: readonly TenantLink[], max: number): FieldProblem[] {
  if (links.length > max) return [{ field, message: `At most ${max} links` }];
  return links.flatMap((link, i) =>
    problems(
      textProblem(`${field}.${i + 1}.label`, link.label, `Link ${i + 1} label`, TENANT_LIMITS.linkLabel),
      isCatalogueUrl(link.href.trim())
        ? null
        : { field: `${field}.${i + 1}.href`, message: `Link ${i + 1}: must be a site path starting with / or an https:// address` },
    ),
  );
}

/** Every problem of a tenant's settings, by field; the admin form shows them and the server answers them (400). */
export function tenantSettingsProblems(s: EditableTenantSettings, { allowLocalParents }: { readonly allowLocalParents: boolean }): FieldProblem[] {
  const gtm = checkGtmContainerId(s.googleTagManagerContainerId);
  const origins = s.allowedParentOrigins;
  const originProblems = origins.flatMap((o) => {
    const why = parentOriginProblem(o, allowLocalParents);
    return why ? [{ field: 'allowedParentOrigins', message: why }] : [];
  });
  const frames = s.allowedFrameColors;
  return problems(
    textProblem('name', s.name, 'Name', TENANT_LIMITS.name),
    textProblem('brand', s.brand, 'Brand', TENANT_LIMITS.brand),
    textProblem('shopAllLabel', s.shopAllLabel, 'Shop-all label', TENANT_LIMITS.shopAllLabel),
    isHexColour(s.accentColor) ? null : { field: 'accentColor', message: 'Accent colour must be a hex colour such as #E4572E' },
    s.maxMainProductTiles === null || (Number.isInteger(s.maxMainProductTiles) && s.maxMainProductTiles >= 1 && s.maxMainProductTiles <= TENANT_LIMITS.maxTiles)
      ? null
      : { field: 'maxMainProductTiles', message: `Tile limit must be a whole number between 1 and ${TENANT_LIMITS.maxTiles}, or empty for no limit` },
    frames === null || (frames.length > 0 && frames.every((c) => (FRAME_COLOURS as readonly string[]).includes(c)) && new Set(frames).size === frames.length)
      ? null
      : { field: 'allowedFrameColors', message: `Frame colours must be some of ${FRAME_COLOURS.join(', ')}, each once, or empty for all` },
    s.forcedProductId === null || /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/.test(s.forcedProductId)
      ? null
      : { field: 'forcedProductId', message: 'Forced product must be a product id (letters, digits, _ or -)' },
    origins.length > TENANT_LIMITS.parentOrigins ? { field: 'allowedParentOrigins', message: `At most ${TENANT_LIMITS.parentOrigins} parent origins` } : null,
    new Set(origins).size === origins.length ? null : { field: 'allowedParentOrigins', message: 'Each parent origin once' },
    ...originProblems,
    gtm.kind === 'invalid'
      ? { field: 'googleTagManagerContainerId', message: 'Google Tag Manager id must look like GTM-XXXXXXX (capital letters and digits), or be empty' }
      : null,
    /^[a-z][a-z0-9_]{0,19}$/.test(s.analyticsPrefix)
      ? null
      : { field: 'analyticsPrefix', message: 'Analytics prefix must be 1 to 20 lowercase letters, digits or _, starting with a letter' },
    textProblem('footer.text', s.footer.text, 'Footer text', TENANT_LIMITS.footerText),
    ...linkProblems('footer.social', s.footer.social, TENANT_LIMITS.socialLinks),
    ...linkProblems('footer.quickLinks', s.footer.quickLinks, TENANT_LIMITS.quickLinks),
    tenantImageProblem('logo', s.logo),
    tenantImageProblem('wallTileGuideImage', s.wallTileGuideImage),
    bannerProblem('promoBannerHtml', s.promoBannerHtml, 'Promo banner'),
    bannerProblem('cartPromoBannerHtml', s.cartPromoBannerHtml, 'Cart banner on phones'),
    ...tenantShopProblems(s.storefrontUrl ?? null, s.storefrontToken ?? null, s.shopWebhookSecret, allowLocalParents),
  );
}

/** A banner's HTML: at most `TENANT_LIMITS.bannerHtml` characters and no control characters (it is sanitised when drawn, not here). */
function bannerProblem(field: string, html: string | null | undefined, label: string): FieldProblem | null {
  if (html === undefined || html === null) return null;
  if (html.length > TENANT_LIMITS.bannerHtml) return { field, message: `${label} must be at most ${TENANT_LIMITS.bannerHtml} characters` };
  return /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(html) ? { field, message: `${label} must not contain control characters` } : null;
}

/** The settings as they are stored: text trimmed, empty optional values as null. */
export function normaliseTenantSettings(s: EditableTenantSettings): EditableTenantSettings {
  const link = (l: TenantLink): TenantLink => ({ label: l.label.trim(), href: l.href.trim() });
  const gtm = s.googleTagManagerContainerId?.trim() ?? '';
  return {
    ...s,
    name: s.name.trim(),
    brand: s.brand.trim(),
    shopAllLabel: s.shopAllLabel.trim(),
    accentColor: s.accentColor.trim().toUpperCase(),
    forcedProductId: s.forcedProductId?.trim() || null,
    googleTagManagerContainerId: gtm === '' ? null : gtm,
    allowedParentOrigins: s.allowedParentOrigins.map((o) => o.trim()),
    footer: { text: s.footer.text.trim(), social: s.footer.social.map(link), quickLinks: s.footer.quickLinks.map(link) },
    ...(s.promoBannerHtml === undefined ? {} : { promoBannerHtml: banner(s.promoBannerHtml) }),
    ...(s.cartPromoBannerHtml === undefined ? {} : { cartPromoBannerHtml: banner(s.cartPromoBannerHtml) }),
    ...(s.storefrontUrl === undefined ? {} : { storefrontUrl: s.storefrontUrl?.trim().replace(/\/+$/, '') || null }),
    ...(s.storefrontToken === undefined ? {} : { storefrontToken: s.storefrontToken?.trim() || null }),
    // A blank secret field is "keep the stored one" (the form never shows it).
    ...(s.shopWebhookSecret === undefined ? {} : { shopWebhookSecret: s.shopWebhookSecret === null ? null : s.shopWebhookSecret.trim() || undefined }),
  };
}

/** A banner as stored: trimmed; empty is no banner. */
const banner = (html: string | null): string | null => (html === null || html.trim() === '' ? null : html.trim());

/** What the storefront paints with a colour: the readable accent (darkened when needed), and whether it was darkened. */
export function accentPreview(colour: string): { readonly shown: string; readonly darkened: boolean } | null {
  if (!isHexColour(colour)) return null;
  const shown = accessibleAccent(colour).accent;
  const full = colour.trim().length === 4 ? `#${[...colour.trim().slice(1)].map((d) => d + d).join('')}` : colour.trim();
  return { shown, darkened: shown.toLowerCase() !== full.toLowerCase() };
}
