/* The shell's locally kept records (SPEC §3): tenantData, fbLoggedIn, mixpanelId. */
import * as t from 'io-ts';
import type { LocalRecord, LocalRecords } from '../ports/local-records';
import type { TenantSettings } from '../ports/main-api';

/**
 * Bumped whenever TenantSettings changes shape: a tenant cached by an older build is then not
 * decoded (and so removed), never handed to views that expect the new fields.
 */
export const TENANT_DATA_VERSION = 1;

type CachedTenant = { readonly version: number; readonly tenant: TenantSettings };

const isCachedTenant = (u: unknown): u is CachedTenant => {
  if (typeof u !== 'object' || u === null) return false;
  const { version, tenant } = u as { version?: unknown; tenant?: unknown };
  if (version !== TENANT_DATA_VERSION || typeof tenant !== 'object' || tenant === null) return false;
  const s = tenant as Record<string, unknown>;
  return (
    ['id', 'name', 'brand', 'analyticsPrefix', 'shopAllLabel', 'accentColor'].every((k) => typeof s[k] === 'string') &&
    typeof s.footer === 'object' &&
    Array.isArray(s.allowedParentOrigins)
  );
};

/** `tenantData` (SPEC §3): the tenant last loaded, for a fast start; refreshed from the server at once and hourly (SPEC §9). */
export const TenantDataRecord: LocalRecord<CachedTenant> = {
  key: 'tenantData',
  codec: new t.Type<CachedTenant, unknown, unknown>(
    'TenantData',
    isCachedTenant,
    (u, c) => (isCachedTenant(u) ? t.success(u) : t.failure(u, c, 'expected a cached tenant')),
    t.identity,
  ),
};

/** `fbLoggedIn` (SPEC §3): the shopper connected Facebook in this browser (the token itself stays in memory). */
export const FbLoggedInRecord: LocalRecord<boolean> = { key: 'fbLoggedIn', codec: t.boolean };

const ANALYTICS_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const AnalyticsIdCodec = new t.Type<string, string, unknown>(
  'AnalyticsId',
  (u): u is string => typeof u === 'string' && ANALYTICS_ID.test(u),
  (u, c) => (typeof u === 'string' && ANALYTICS_ID.test(u) ? t.success(u) : t.failure(u, c, 'expected a random id')),
  t.identity,
);

/** `mixpanelId` (SPEC §3): the anonymous analytics id sent with our own events (no Mixpanel script is loaded). */
export const MixpanelIdRecord: LocalRecord<string> = { key: 'mixpanelId', codec: AnalyticsIdCodec };

/**
 * This browser's anonymous analytics id: the stored one, or a new random one. Written back on every
 * start, so it lives while the shopper keeps coming (the records expire after 4 days of absence) and
 * names no person (it is random, never the customer's id or email).
 */
export const anonymousAnalyticsId = (records: LocalRecords, randomId: () => string): string => {
  const id = records.read(MixpanelIdRecord) ?? randomId();
  records.write(MixpanelIdRecord, id);
  return id;
};
