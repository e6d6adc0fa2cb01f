import type { TenantImage } from '../../domain/tenant/tenant-images';
import type { EditableTenantSettings, TenantLink } from '../../domain/tenant/tenant-settings';

/**
 * The tenant form as the admin types it: lists are text (one origin a line; one link a line as
 * `Label | address`), numbers stay text until read. `settingsOf` reads it back for the domain's rules.
 */
export interface TenantForm {
  readonly name: string;
  readonly brand: string;
  readonly shopAllLabel: string;
  readonly accentColor: string;
  readonly homeVariant: EditableTenantSettings['homeVariant'];
  readonly partner: boolean;
  readonly hideAbout: boolean;
  readonly loginModalEnabled: boolean;
  readonly productInstructions: EditableTenantSettings['productInstructions'];
  readonly maxMainProductTiles: string;
  /** The frame colours allowed; none ticked means all. */
  readonly allowedFrameColors: readonly string[];
  readonly forcedProductId: string;
  readonly allowedParentOrigins: string;
  readonly googleTagManagerContainerId: string;
  readonly analyticsPrefix: string;
  readonly footerText: string;
  readonly footerSocial: string;
  readonly footerQuickLinks: string;
  /** Picked from the asset library; null: the default wordmark. */
  readonly logo: TenantImage | null;
  /** Picked from the asset library; null: the bundled guide drawing. */
  readonly wallTileGuideImage: TenantImage | null;
  /** SPEC §2 banners' HTML; empty: no banner. */
  readonly promoBannerHtml: string;
  readonly cartPromoBannerHtml: string;
  /** SPEC §1, §6: how a promo code combines with the welcome offer. */
  readonly promoCombination: 'sum' | 'larger';
  readonly pickup: boolean;
  /** The shop it checks out through (issue 34); both empty: the default local store. */
  readonly storefrontUrl: string;
  readonly storefrontToken: string;
  /** Write-only: empty keeps the stored secret (the form is never given it). */
  readonly shopWebhookSecret: string;
  readonly shopWebhookSecretSet: boolean;
}

export type TextField = { [K in keyof TenantForm]: TenantForm[K] extends string ? K : never }[keyof TenantForm];
export type FlagField = 'partner' | 'hideAbout' | 'loginModalEnabled' | 'pickup';

const linesOf = (links: readonly TenantLink[]) => links.map((l) => `${l.label} | ${l.href}`).join('\n');
const lines = (text: string) =>
  text
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l !== '');

/** `Label | address` per line; a line without the bar keeps its text as the label and no address (the rules then name it). */
const linksOf = (text: string): TenantLink[] =>
  lines(text).map((line) => {
    const bar = line.lastIndexOf('|');
    return bar < 0 ? { label: line, href: '' } : { label: line.slice(0, bar).trim(), href: line.slice(bar + 1).trim() };
  });

export const formOf = (s: EditableTenantSettings): TenantForm => ({
  name: s.name,
  brand: s.brand,
  shopAllLabel: s.shopAllLabel,
  accentColor: s.accentColor,
  homeVariant: s.homeVariant,
  partner: s.partner,
  hideAbout: s.hideAbout,
  loginModalEnabled: s.loginModalEnabled,
  productInstructions: s.productInstructions,
  maxMainProductTiles: s.maxMainProductTiles === null ? '' : String(s.maxMainProductTiles),
  allowedFrameColors: s.allowedFrameColors ?? [],
  forcedProductId: s.forcedProductId ?? '',
  allowedParentOrigins: s.allowedParentOrigins.join('\n'),
  googleTagManagerContainerId: s.googleTagManagerContainerId ?? '',
  analyticsPrefix: s.analyticsPrefix,
  footerText: s.footer.text,
  footerSocial: linesOf(s.footer.social),
  footerQuickLinks: linesOf(s.footer.quickLinks),
  logo: s.logo ?? null,
  wallTileGuideImage: s.wallTileGuideImage ?? null,
  promoBannerHtml: s.promoBannerHtml ?? '',
  cartPromoBannerHtml: s.cartPromoBannerHtml ?? '',
  promoCombination: s.promoCombination ?? 'sum',
  pickup: s.pickup ?? false,
  storefrontUrl: s.storefrontUrl ?? '',
  storefrontToken: s.storefrontToken ?? '',
  shopWebhookSecret: '',
  shopWebhookSecretSet: s.shopWebhookSecretSet ?? false,
});

export const settingsOf = (f: TenantForm): EditableTenantSettings => ({
  name: f.name,
  brand: f.brand,
  shopAllLabel: f.shopAllLabel,
  accentColor: f.accentColor,
  homeVariant: f.homeVariant,
  partner: f.partner,
  hideAbout: f.hideAbout,
  loginModalEnabled: f.loginModalEnabled,
  productInstructions: f.productInstructions,
  maxMainProductTiles: f.maxMainProductTiles.trim() === '' ? null : /^\s*\d+\s*$/.test(f.maxMainProductTiles) ? Number(f.maxMainProductTiles) : Number.NaN,
  allowedFrameColors: f.allowedFrameColors.length === 0 ? null : f.allowedFrameColors,
  forcedProductId: f.forcedProductId.trim() || null,
  allowedParentOrigins: lines(f.allowedParentOrigins),
  googleTagManagerContainerId: f.googleTagManagerContainerId.trim() || null,
  analyticsPrefix: f.analyticsPrefix.trim(),
  footer: { text: f.footerText, social: linksOf(f.footerSocial), quickLinks: linksOf(f.footerQuickLinks) },
  logo: f.logo,
  wallTileGuideImage: f.wallTileGuideImage,
  promoBannerHtml: f.promoBannerHtml.trim() === '' ? null : f.promoBannerHtml,
  cartPromoBannerHtml: f.cartPromoBannerHtml.trim() === '' ? null : f.cartPromoBannerHtml,
  promoCombination: f.promoCombination,
  pickup: f.pickup,
  storefrontUrl: f.storefrontUrl.trim() || null,
  storefrontToken: f.storefrontToken.trim() || null,
  // Blank: keep the stored secret.
  ...(f.shopWebhookSecret.trim() === '' ? {} : { shopWebhookSecret: f.shopWebhookSecret.trim() }),
});

/** The form field a rule's problem belongs to (`footer.social.2.href` → `footerSocial`). */
export function formFieldOf(problemField: string): keyof TenantForm {
  if (problemField === 'footer.text') return 'footerText';
  if (problemField.startsWith('footer.social')) return 'footerSocial';
  if (problemField.startsWith('footer.quickLinks')) return 'footerQuickLinks';
  return problemField as keyof TenantForm;
}
