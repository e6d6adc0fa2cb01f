import type { Either } from 'fp-ts/Either';

/** Why a main-API call failed. `message` is the server's text when it sent one. */
export interface ApiFailure {
  readonly code: 'api/not-found' | 'api/unauthorized' | 'api/bad-request' | 'api/server' | 'api/network' | 'api/decode';
  readonly status?: number;
  readonly message: string;
}

export interface FooterLinks {
  readonly text: string;
  readonly social: ReadonlyArray<{ readonly label: string; readonly href: string }>;
  readonly quickLinks: ReadonlyArray<{ readonly label: string; readonly href: string }>;
}

/** A tenant's settings as the client uses them (decoded from GET v1/tenants/{tenantId}/v2). */
export interface TenantSettings {
  readonly id: string;
  readonly name: string;
  readonly brand: string;
  readonly shopAllLabel: string;
  readonly accentColor: string;
  readonly homeVariant: 'default' | 'pharmacy' | 'drugstore';
  readonly partner: boolean;
  readonly hideAbout: boolean;
  readonly loginModalEnabled: boolean;
  readonly maxMainProductTiles: number | null;
  readonly allowedFrameColors: readonly string[] | null;
  readonly forcedProductId: string | null;
  readonly productInstructions: 'steps' | 'wall-tile-guide';
  readonly promoBannerHtml: string | null;
  readonly hostedPageUrl: string;
  readonly appScheme: string;
  readonly allowedParentOrigins: readonly string[];
  readonly analyticsPrefix: string;
  readonly footer: FooterLinks;
}

/** GET v1/products/config, prices in integer cents. */
export interface StoreConfig {
  readonly products: ReadonlyArray<{ readonly id: string; readonly shopifyId: string; readonly priceCents: number }>;
  readonly welcomePromo: { readonly active: boolean; readonly percentOff: number; readonly durationDays: number };
}

export interface ClientEventReport {
  readonly kind: 'error' | 'event';
  readonly name: string;
  readonly message?: string;
  readonly path?: string;
  readonly detail?: Record<string, unknown>;
}

/** The store's main API (SPEC §7). Every call carries the tenant id, a version header and the access token. */
export interface MainApi {
  getTenant(tenantId: string): Promise<Either<ApiFailure, TenantSettings>>;
  getConfig(): Promise<Either<ApiFailure, StoreConfig>>;
  reportClientEvent(event: ClientEventReport): Promise<Either<ApiFailure, void>>;
}
export const MainApi = Symbol('MainApi');
