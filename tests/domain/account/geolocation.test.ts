import { describe, expect, it } from 'vitest';
import { GEOLOCATION_NOTICE, geolocationReducer as reduce, initialGeolocation, isGeolocationCacheFresh } from '../../../src/domain/account';

const DAY = 24 * 60 * 60 * 1000;

describe('geolocation', () => {
  it('has the notice texts', () => {
    expect(GEOLOCATION_NOTICE).toEqual({
      title: 'TilePix are only available in the United States',
      body: 'You can order TilePix to be delivered anywhere in the United States.',
      button: 'Got it!',
    });
  });

  it('caches the result for 7 days', () => {
    expect(isGeolocationCacheFresh({ countryCode: 'US', savedAt: 0 }, 7 * DAY - 1)).toBe(true);
    expect(isGeolocationCacheFresh({ countryCode: 'US', savedAt: 0 }, 7 * DAY)).toBe(false);
    expect(isGeolocationCacheFresh(undefined, 0)).toBe(false);
  });

  it('looks up when nothing fresh is cached', () => {
    expect(reduce(initialGeolocation, { type: 'start', now: 0 })).toEqual({ state: { step: 'checking' }, effects: [{ type: 'lookup' }] });
    expect(reduce(initialGeolocation, { type: 'start', now: 8 * DAY, cached: { countryCode: 'CA', savedAt: 0 } }).effects).toEqual([{ type: 'lookup' }]);
  });

  it('uses a fresh cached result without a notice', () => {
    expect(reduce(initialGeolocation, { type: 'start', now: DAY, cached: { countryCode: 'CA', savedAt: 0 } })).toEqual({
      state: { step: 'done', countryCode: 'CA' },
      effects: [{ type: 'checkDone' }],
    });
  });

  it('marks a US result done and caches it', () => {
    expect(reduce({ step: 'checking' }, { type: 'lookupSucceeded', countryCode: 'us', now: 5 })).toEqual({
      state: { step: 'done', countryCode: 'us' },
      effects: [{ type: 'cacheResult', value: { countryCode: 'us', savedAt: 5 } }, { type: 'checkDone' }],
    });
  });

  it('shows the notice for a non-US result, then marks the check done', () => {
    const notice = reduce({ step: 'checking' }, { type: 'lookupSucceeded', countryCode: 'FR', now: 5 });
    expect(notice).toEqual({ state: { step: 'notice', countryCode: 'FR' }, effects: [{ type: 'cacheResult', value: { countryCode: 'FR', savedAt: 5 } }] });
    expect(reduce(notice.state, { type: 'dismiss' })).toEqual({ state: { step: 'done', countryCode: 'FR' }, effects: [{ type: 'checkDone' }] });
  });

  it('marks a failure done', () => {
    expect(reduce({ step: 'checking' }, { type: 'lookupFailed' })).toEqual({ state: { step: 'done' }, effects: [{ type: 'checkDone' }] });
  });

  it('ignores a second start and a stray dismiss', () => {
    expect(reduce({ step: 'checking' }, { type: 'start', now: 0 })).toEqual({ state: { step: 'checking' }, effects: [] });
    expect(reduce({ step: 'done' }, { type: 'dismiss' })).toEqual({ state: { step: 'done' }, effects: [] });
  });
});
