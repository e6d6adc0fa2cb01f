import * as t from 'io-ts';
import { nullable } from './nullable';

/** A link in the footer's social row or quick links. */
export const LinkCodec = t.type({ label: t.string, href: t.string });

/** Which home screen a tenant gets (SPEC §2: a different home for the two retail tenants). */
export const HomeVariantCodec = t.keyof({ default: null, pharmacy: null, drugstore: null });

/** Which mounting guide /product-instructions shows (SPEC §2 "Product instructions page"). */
export const InstructionsVariantCodec = t.keyof({ steps: null, 'wall-tile-guide': null });

/**
 * An image a tenant has from the admin's asset library (issue #17): the asset, its address and its
 * size in pixels (so the page reserves its box before it loads). The domain's `TenantImage`.
 */
export const TenantImageCodec = t.type({ assetId: t.string, url: t.string, width: t.number, height: t.number });

/** A tenant's images; optional on the wire, so an answer or a client from before them still decodes. */
export const TenantImagesCodec = t.partial({
  /** The header's logo; null or absent: the default wordmark. */
  logo: nullable(TenantImageCodec),
  /** The partner's wall-tile guide picture; null or absent: the bundled drawing. */
  wallTileGuideImage: nullable(TenantImageCodec),
});

/** A tenant's wording, colour and navigation: the storefront reads them (below), the admin edits them (`admin-tenants.ts`). */
export const TENANT_BRANDING_PROPS = {
  name: t.string,
  brand: t.string,
  shopAllLabel: t.string,
  accentColor: t.string,
  homeVariant: HomeVariantCodec,
  partner: t.boolean,
  hideAbout: t.boolean,
  loginModalEnabled: t.boolean,
};

/** GET v1/tenants/{tenantId}/v2 — the wire contract shared by client and server. */
const TenantFieldsCodec = t.type({
  id: t.string,
  ...TENANT_BRANDING_PROPS,
  maxMainProductTiles: nullable(t.number),
  allowedFrameColors: nullable(t.array(t.string)),
  forcedProductId: nullable(t.string),
  productInstructions: InstructionsVariantCodec,
  promoBannerHtml: nullable(t.string),
  hostedPageUrl: t.string,
  appScheme: t.string,
  allowedParentOrigins: t.array(t.string),
  googleTagManagerContainerId: nullable(t.string),
  analyticsPrefix: t.string,
  footer: t.type({
    text: t.string,
    social: t.array(LinkCodec),
    quickLinks: t.array(LinkCodec),
  }),
});
/**
 * How the tenant sells (issue 33, SPEC §1, §6; issue 34 item 4), from its record: how a promo code
 * combines with the welcome offer, whether prints are picked up in store, and the shop it checks out
 * through (its address and public Storefront token; null: the default local store). Optional on the
 * wire, so an answer from before them still decodes (then: 'sum', no pick-up, the local store).
 */
export const TenantSellingCodec = t.partial({
  promoCombination: t.keyof({ sum: null, larger: null }),
  pickup: t.boolean,
  shop: nullable(t.type({ url: t.string, token: t.string })),
});
export const TenantCodec = t.intersection([TenantFieldsCodec, TenantImagesCodec, TenantSellingCodec]);
export type TenantWire = t.TypeOf<typeof TenantCodec>;
