import { parseJsonText } from '../json-text';
/** Local items expire 345,600,000 ms (4 days) after they were saved. */
export const STORAGE_TTL_MS = 345_600_000;
/** Changed projects are saved to the server at most once per second. */
export const PROJECT_SAVE_THROTTLE_MS = 1000;

/**
 * Every locally stored item (SPEC §3), plus our own: the convert-prompt choice, the last order, the
 * cart's other items, the promo banner, the uploads in flight when the page closed, and the checkout
 * details a shopper may reuse (never the card).
 */
export const STORAGE_KEYS = [
  'refreshToken',
  'accessToken',
  'customer',
  'wallPadsInCart',
  'promo',
  'projects',
  'products',
  'artistProducts',
  'artistGroups',
  'geolocation',
  'checkoutId',
  'fbLoggedIn',
  'tenantData',
  'mixpanelId',
  'welcomePromoShown',
  'welcomePromoEmail',
  'convertChoice',
  'lastCart',
  'cartItems',
  'promoBannerClosed',
  // The cart's own banner on phones (SPEC §2), closed on this browser.
  'cartBannerClosed',
  'uploadsInFlight',
  'checkoutDetails',
  'utm',
  'sentPurchases',
  'lastLaunch',
  // The pick-up store the shopper chose (issue 30): kept across /stores and /cart.
  'pickupStore',
  // The cart taken to a shop's hosted checkout (issue 34), until the shop sends the shopper back.
  'hostedCheckout',
] as const;
/** A locally stored item's key. */
export type StorageKey = (typeof STORAGE_KEYS)[number];

/**
 * What logout clears: customer, projects, promo, tokens, wall pads, checkout id and welcome promo
 * (SPEC §4), plus the previous customer's checkout details and last order, so nothing of theirs
 * stays visible to the next shopper (issue #14).
 */
export const LOGOUT_CLEARED_KEYS: readonly StorageKey[] = [
  'customer',
  'projects',
  'promo',
  'accessToken',
  'refreshToken',
  'wallPadsInCart',
  'cartItems',
  'checkoutId',
  'welcomePromoShown',
  'welcomePromoEmail',
  'checkoutDetails',
  'lastCart',
];

/** The separator between tenant and key. */
export const STORAGE_KEY_SEPARATOR = ':';

/**
 * The storage key of an item for a tenant: `tpx:{tenant}:{key}`, e.g. 'tpx:wg:projects'.
 * The 'tpx' namespace keeps our keys apart from anything else on the origin, and the tenant
 * part keeps two tenants served from one origin from seeing each other's carts.
 */
export const storageKey = (tenant: string, key: StorageKey): string => ['tpx', tenant, key].join(STORAGE_KEY_SEPARATOR);

/** What is actually written: the value and when it was saved. */
export interface StoredEnvelope<T> {
  readonly value: T;
  readonly savedAt: number;
}

/** Serialises a value for storage, stamped with the time. */
export const encodeStored = <T>(value: T, now: number): string => JSON.stringify({ value, savedAt: now } satisfies StoredEnvelope<T>);

/** What to do with a raw stored item. */
export type StoredRead =
  | { readonly kind: 'missing' }
  | { readonly kind: 'value'; readonly value: unknown; readonly savedAt: number }
  | { readonly kind: 'remove'; readonly reason: 'unparsable' | 'expired' };

/** Whether an item saved at `savedAt` has expired by `now` (strictly after 4 days). */
export const isExpired = (savedAt: number, now: number): boolean => now - savedAt > STORAGE_TTL_MS;

const isEnvelope = (parsed: unknown): parsed is StoredEnvelope<unknown> =>
  typeof parsed === 'object' &&
  parsed !== null &&
  'value' in parsed &&
  'savedAt' in parsed &&
  typeof parsed.savedAt === 'number' &&
  Number.isFinite(parsed.savedAt);

/**
 * Reads a raw stored item: its value, or a plan to remove it when it cannot be parsed (or is
 * not our envelope) or has expired. The value is `unknown`: the adapter decodes it with a codec.
 */
export const readStored = (raw: string | null, now: number): StoredRead => {
  if (raw === null) return { kind: 'missing' };
  const parsed = parseJsonText(raw);
  if (!isEnvelope(parsed)) return { kind: 'remove', reason: 'unparsable' };
  if (isExpired(parsed.savedAt, now)) return { kind: 'remove', reason: 'expired' };
  return { kind: 'value', value: parsed.value, savedAt: parsed.savedAt };
};

/** The keys to remove from a storage snapshot (unparsable or expired items), for a sweep at start-up. */
export const keysToSweep = (snapshot: Readonly<Record<string, string | null>>, now: number): readonly string[] =>
  Object.entries(snapshot)
    .filter(([, raw]) => readStored(raw, now).kind === 'remove')
    .map(([key]) => key);

/** The storage keys logout removes for a tenant. */
export const logoutRemovals = (tenant: string): readonly string[] => LOGOUT_CLEARED_KEYS.map((k) => storageKey(tenant, k));
