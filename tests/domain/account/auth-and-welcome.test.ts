import { describe, expect, it } from 'vitest';
import { onUnauthorized, welcomeGrantedAt, welcomePercentOff } from '../../../src/domain/account';

const DAY = 24 * 60 * 60 * 1000;

describe('401 handling', () => {
  it('refreshes once, then opens the login modal and retries', () => {
    expect(onUnauthorized({ alreadyRefreshed: false, hasRefreshToken: true, refusedTokenReplaced: false })).toBe('refreshThenRetry');
    expect(onUnauthorized({ alreadyRefreshed: true, hasRefreshToken: true, refusedTokenReplaced: false })).toBe('openLoginThenRetry');
    expect(onUnauthorized({ alreadyRefreshed: false, hasRefreshToken: false, refusedTokenReplaced: false })).toBe('openLoginThenRetry');
  });

  it('a token replaced while the call was out is not refreshed again: the call goes again with the current one', () => {
    expect(onUnauthorized({ alreadyRefreshed: false, hasRefreshToken: true, refusedTokenReplaced: true })).toBe('retryWithCurrentToken');
    // Refused again after that: the session is over, whatever the token.
    expect(onUnauthorized({ alreadyRefreshed: true, hasRefreshToken: true, refusedTokenReplaced: true })).toBe('openLoginThenRetry');
  });
});

describe('welcome discount', () => {
  it('reads when the offer was granted from promo_welcome_date: epoch ms or an ISO date, nothing else', () => {
    expect(welcomeGrantedAt({ metafields: [{ key: 'promo_welcome_date', value: '1795000000000' }] })).toBe(1795000000000);
    expect(welcomeGrantedAt({ metafields: [{ key: 'promo_welcome_date', value: '2026-11-20T00:00:00Z' }] })).toBe(Date.parse('2026-11-20T00:00:00Z'));
    expect(welcomeGrantedAt({ metafields: [{ key: 'promo_welcome_date', value: 'soon' }] })).toBeUndefined();
    expect(welcomeGrantedAt({ metafields: [{ key: 'other', value: '1' }] })).toBeUndefined();
    expect(welcomeGrantedAt({})).toBeUndefined();
    // Spent by the first order (issue 26 item 4): the cart stops showing it.
    expect(
      welcomeGrantedAt({
        metafields: [
          { key: 'promo_welcome_date', value: '1795000000000' },
          { key: 'promo_welcome_used', value: '1795000060000' },
        ],
      }),
    ).toBeUndefined();
  });

  const config = { active: true, percentOff: 30, durationDays: 5 };
  it('gives 30% for 5 days after it was granted', () => {
    expect(welcomePercentOff(config, 0, 0)).toBe(30);
    expect(welcomePercentOff(config, 0, 5 * DAY - 1)).toBe(30);
    expect(welcomePercentOff(config, 0, 5 * DAY)).toBe(0);
    expect(welcomePercentOff(config, 10, 5)).toBe(0);
    expect(welcomePercentOff(config, undefined, 0)).toBe(0);
    expect(welcomePercentOff({ ...config, active: false }, 0, 0)).toBe(0);
  });
});
