import { GEOLOCATION_CACHE_MS } from './durations';

/** The geolocation notice texts (SPEC §8). */
export const GEOLOCATION_NOTICE = {
  title: 'TilePix are only available in the United States',
  body: 'You can order TilePix to be delivered anywhere in the United States.',
  button: 'Got it!',
} as const;

/** Country codes the store ships to. */
export const ALLOWED_COUNTRY_CODES: readonly string[] = ['US'];

/** A stored lookup result. */
export interface CachedGeolocation {
  readonly countryCode: string;
  readonly savedAt: number;
}

/** The geolocation check's steps. */
export type GeolocationStep = 'idle' | 'checking' | 'notice' | 'done';

/** The geolocation check's state. */
export interface GeolocationState {
  readonly step: GeolocationStep;
  readonly countryCode?: string;
}

/** What happens to the check. */
export type GeolocationEvent =
  | { readonly type: 'start'; readonly cached?: CachedGeolocation; readonly now: number }
  | { readonly type: 'lookupSucceeded'; readonly countryCode: string; readonly now: number }
  | { readonly type: 'lookupFailed' }
  | { readonly type: 'dismiss' };

/** What the caller must do. */
export type GeolocationEffect =
  { readonly type: 'lookup' } | { readonly type: 'cacheResult'; readonly value: CachedGeolocation } | { readonly type: 'checkDone' };

/** A transition's result. */
export interface GeolocationTransition {
  readonly state: GeolocationState;
  readonly effects: readonly GeolocationEffect[];
}

/** Before the check. */
export const initialGeolocation: GeolocationState = { step: 'idle' };

/** A cached lookup is trusted for 7 days. */
export const isGeolocationCacheFresh = (cached: CachedGeolocation | undefined, now: number): cached is CachedGeolocation =>
  cached !== undefined && now - cached.savedAt < GEOLOCATION_CACHE_MS;

const isAllowed = (countryCode: string): boolean => ALLOWED_COUNTRY_CODES.includes(countryCode.toUpperCase());
const done = (countryCode?: string): GeolocationTransition => ({
  state: { step: 'done', ...(countryCode === undefined ? {} : { countryCode }) },
  effects: [{ type: 'checkDone' }],
});

/**
 * The geolocation check as a reducer. A non-US lookup shows the notice, and dismissing it
 * marks the check done; a failure marks it done at once. A fresh cached result skips the
 * lookup and the notice (the shopper saw it when the result was new).
 */
export const geolocationReducer = (state: GeolocationState, event: GeolocationEvent): GeolocationTransition => {
  switch (event.type) {
    case 'start':
      if (state.step !== 'idle') return { state, effects: [] };
      return isGeolocationCacheFresh(event.cached, event.now) ? done(event.cached.countryCode) : { state: { step: 'checking' }, effects: [{ type: 'lookup' }] };
    case 'lookupSucceeded': {
      const cache: GeolocationEffect = { type: 'cacheResult', value: { countryCode: event.countryCode, savedAt: event.now } };
      if (isAllowed(event.countryCode)) {
        const finished = done(event.countryCode);
        return { state: finished.state, effects: [cache, ...finished.effects] };
      }
      return { state: { step: 'notice', countryCode: event.countryCode }, effects: [cache] };
    }
    case 'lookupFailed':
      return done(state.countryCode);
    case 'dismiss':
      return state.step === 'notice' ? done(state.countryCode) : { state, effects: [] };
  }
};
