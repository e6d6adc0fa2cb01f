import * as t from 'io-ts';
import { VersionCodec } from './admin-groups';
import { InstructionsVariantCodec, LinkCodec, TENANT_BRANDING_PROPS, TenantImagesCodec } from './tenant';
import { nullable } from './nullable';

/**
 * The admin's tenant settings (issue #17): what an admin edits of a tenant, read with the version it
 * was read at; a save carries that version, another admin's save in between is a 409. The domain's
 * `tenantSettingsProblems` checks the values (the form as you type, the server before it writes).
 */
const bounded = <C extends t.Mixed>(codec: C, max: number, name: string) => t.refinement(t.array(codec), (a) => a.length <= max, `${name} (at most ${max})`);

const TenantSettingsFieldsCodec = t.type({
  ...TENANT_BRANDING_PROPS,
  productInstructions: InstructionsVariantCodec,
  maxMainProductTiles: nullable(t.number),
  allowedFrameColors: nullable(bounded(t.string, 10, 'FrameColours')),
  forcedProductId: nullable(t.string),
  allowedParentOrigins: bounded(t.string, 50, 'ParentOrigins'),
  googleTagManagerContainerId: nullable(t.string),
  analyticsPrefix: t.string,
  footer: t.type({ text: t.string, social: bounded(LinkCodec, 50, 'Links'), quickLinks: bounded(LinkCodec, 50, 'Links') }),
});
/**
 * The images are optional: a save without them (a client from before them) keeps the stored ones;
 * null removes one. Of a chosen image the server reads only its asset id (the rest comes from the library).
 */
/** The promo banners' HTML (SPEC §2), optional in the same way: left out keeps the stored pages, null removes one. */
const TenantBannersCodec = t.partial({ promoBannerHtml: nullable(t.string), cartPromoBannerHtml: nullable(t.string) });
/**
 * How the tenant sells (issue 33, 34), optional in the same way. The webhook secret is write-only: an
 * answer never carries it (only whether one is set); a save without it keeps the stored one.
 */
const TenantSellingCodec = t.partial({
  promoCombination: t.keyof({ sum: null, larger: null }),
  pickup: t.boolean,
  storefrontUrl: nullable(t.string),
  storefrontToken: nullable(t.string),
  shopWebhookSecret: nullable(t.string),
  shopWebhookSecretSet: t.boolean,
});
export const TenantSettingsCodec = t.intersection([TenantSettingsFieldsCodec, TenantImagesCodec, TenantBannersCodec, TenantSellingCodec]);
export type TenantSettingsWire = t.TypeOf<typeof TenantSettingsCodec>;

/** One tenant to edit: its id, settings and the version they were read at. */
export const AdminTenantCodec = t.type({ id: t.string, version: t.number, settings: TenantSettingsCodec });
export type AdminTenantWire = t.TypeOf<typeof AdminTenantCodec>;

export const TenantSaveCodec = t.type({ version: VersionCodec, settings: TenantSettingsCodec });
