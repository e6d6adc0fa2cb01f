import { describe, expect, it } from 'vitest';
import {
  encodeStored,
  isExpired,
  keysToSweep,
  LOGOUT_CLEARED_KEYS,
  logoutRemovals,
  PROJECT_SAVE_THROTTLE_MS,
  readStored,
  storageKey,
  STORAGE_TTL_MS,
} from '../../../src/domain/persistence';

describe('local persistence', () => {
  it('prefixes keys per tenant', () => {
    expect(storageKey('wg', 'projects')).toBe('tpx:wg:projects');
    expect(storageKey('tilepix', 'customer')).toBe('tpx:tilepix:customer');
  });

  it('expires items after 345,600,000 ms (4 days)', () => {
    expect(STORAGE_TTL_MS).toBe(345_600_000);
    expect(STORAGE_TTL_MS).toBe(4 * 24 * 60 * 60 * 1000);
    expect(isExpired(0, 345_600_000)).toBe(false);
    expect(isExpired(0, 345_600_001)).toBe(true);
    expect(PROJECT_SAVE_THROTTLE_MS).toBe(1000);
  });

  it('round-trips a value in its envelope', () => {
    const raw = encodeStored({ a: 1 }, 1000);
    expect(JSON.parse(raw)).toEqual({ value: { a: 1 }, savedAt: 1000 });
    expect(readStored(raw, 2000)).toEqual({ kind: 'value', value: { a: 1 }, savedAt: 1000 });
  });

  it('plans to remove unparsable or expired items', () => {
    expect(readStored(null, 0)).toEqual({ kind: 'missing' });
    expect(readStored('{oops', 0)).toEqual({ kind: 'remove', reason: 'unparsable' });
    expect(readStored('"just a string"', 0)).toEqual({ kind: 'remove', reason: 'unparsable' });
    expect(readStored('null', 0)).toEqual({ kind: 'remove', reason: 'unparsable' });
    expect(readStored('{"value":1}', 0)).toEqual({ kind: 'remove', reason: 'unparsable' });
    expect(readStored('{"savedAt":1}', 0)).toEqual({ kind: 'remove', reason: 'unparsable' });
    expect(readStored('{"value":1,"savedAt":"x"}', 0)).toEqual({ kind: 'remove', reason: 'unparsable' });
    expect(readStored('{"value":1,"savedAt":null}', 0)).toEqual({ kind: 'remove', reason: 'unparsable' });
    expect(readStored(encodeStored(1, 0), STORAGE_TTL_MS + 1)).toEqual({ kind: 'remove', reason: 'expired' });
  });

  it('sweeps a snapshot', () => {
    expect(keysToSweep({ a: encodeStored(1, 0), b: 'garbage', c: encodeStored(2, -STORAGE_TTL_MS - 1), d: null }, 0)).toEqual(['b', 'c']);
  });

  it('clears customer, projects, promo, tokens, wall pads, other cart items, checkout id, welcome promo, checkout details and last order on logout', () => {
    expect(LOGOUT_CLEARED_KEYS).toEqual([
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
    ]);
    expect(logoutRemovals('cvs')[0]).toBe('tpx:cvs:customer');
  });
});
