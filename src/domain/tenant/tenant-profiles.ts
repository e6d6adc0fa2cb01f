import { DEFAULT_TENANT } from './tenant-resolution';

/** The pharmacy-chain tenant id (query value tenant=wg). */
export const PHARMACY_TENANT = 'wg';
/** The drugstore-chain tenant id (query value tenant=cvs). */
export const DRUGSTORE_TENANT = 'cvs';

/** How a tenant differs (SPEC §1, §2, §5), as data. */
export interface TenantProfile {
  readonly id: string;
  /** Shown after ' - ' in document titles. */
  readonly brand: string;
  readonly shopAllLabel: string;
  /** A retail (partner) tenant: own home screen, hamburger under 900 px, no 'Get Started' button. */
  readonly retail: boolean;
  readonly aboutHidden: boolean;
  /** The login modal opens only for the two retail tenants. */
  readonly loginModal: boolean;
}

/**
 * The seeded tenants' wording and behaviour. Their limits (tiles per order, frame colours, forced
 * product), how a promo code combines with the welcome offer, pick-up and the shop it checks out through
 * are not here: they are the tenant record's, which an admin edits at /admin/tenants and
 * `GET v1/tenants/{id}/v2` publishes (`TenantLimits`); the seed's starting values are in
 * server/seed/tenants.ts. The drugstore's brand is not named by the spec: 'CVS Photo' is a placeholder.
 */
export const TENANT_PROFILES: Readonly<Record<string, TenantProfile>> = {
  [DEFAULT_TENANT]: {
    id: DEFAULT_TENANT,
    brand: 'TilePix',
    shopAllLabel: 'SHOP ALL',
    retail: false,
    aboutHidden: false,
    loginModal: false,
  },
  [PHARMACY_TENANT]: {
    id: PHARMACY_TENANT,
    brand: 'TilePix',
    shopAllLabel: 'PRINT & PICK UP TODAY',
    retail: true,
    aboutHidden: false,
    loginModal: true,
  },
  [DRUGSTORE_TENANT]: {
    id: DRUGSTORE_TENANT,
    brand: 'CVS Photo',
    shopAllLabel: 'CVS SAME DAY PRINTS',
    retail: true,
    aboutHidden: true,
    loginModal: true,
  },
};

/** The profile of a tenant id; an unknown id gets the default storefront's profile. */
export const tenantProfile = (tenantId: string): TenantProfile => TENANT_PROFILES[tenantId] ?? (TENANT_PROFILES[DEFAULT_TENANT] as TenantProfile);

/** The document title: route title, ' - ', the tenant's brand. */
export const documentTitle = (routeTitle: string, profile: Pick<TenantProfile, 'brand'>): string => `${routeTitle} - ${profile.brand}`;

/** The product a page shows: the tenant's forced product wins over the requested one. */
export const effectiveProductId = (limits: { readonly forcedProductId?: string | null }, requested: string): string => limits.forcedProductId ?? requested;

/** Whether the header shows 'Get Started' (home page, width > 400 px, not for retail tenants). */
export const showsGetStarted = (profile: Pick<TenantProfile, 'retail'>, isHome: boolean, width: number): boolean => isHome && width > 400 && !profile.retail;

/** Whether the header shows the hamburger menu (retail tenants under 900 px). */
export const showsHamburger = (profile: Pick<TenantProfile, 'retail'>, width: number): boolean => profile.retail && width < 900;
