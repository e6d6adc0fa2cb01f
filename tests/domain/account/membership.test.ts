import { describe, expect, it } from 'vitest';
import { isMemberCustomer, MEMBERSHIP_TERM_MONTHS, membershipEndsOn, membershipNote, tagsAfterMembershipBought } from '../../../src/domain/account';

const at = (iso: string) => Date.parse(iso);

describe('SPEC §9 membership remembered as a `type:value` customer tag (12 months from purchase)', () => {
  it('buying the membership tags the customer membership:<last day>, 12 months on, other tags kept', () => {
    expect(MEMBERSHIP_TERM_MONTHS).toBe(12);
    expect(tagsAfterMembershipBought('', at('2026-11-26T15:00:00Z'), 1)).toBe('membership:2027-11-26');
    expect(tagsAfterMembershipBought(undefined, at('2026-11-26T15:00:00Z'), 1)).toBe('membership:2027-11-26');
    expect(tagsAfterMembershipBought('vip, source:app', at('2026-11-26T15:00:00Z'), 1)).toBe('vip, source:app, membership:2027-11-26');
    // Two bought at once: two terms. The 31st of a month ends on the last day of a shorter one.
    expect(tagsAfterMembershipBought('', at('2026-01-31T10:00:00Z'), 2)).toBe('membership:2028-01-31');
    expect(tagsAfterMembershipBought('', at('2027-02-28T10:00:00Z'), 1)).toBe('membership:2028-02-28');
    expect(tagsAfterMembershipBought('', at('2027-08-31T10:00:00Z'), 0)).toBe('membership:2028-08-31');
  });

  it('a renewal while it lasts adds 12 months to the current end; after it ended, 12 months from today', () => {
    expect(tagsAfterMembershipBought('membership:2027-03-01, vip', at('2026-11-26T00:00:00Z'), 1)).toBe('vip, membership:2028-03-01');
    // Bought on its last day: still a renewal.
    expect(tagsAfterMembershipBought('membership:2027-03-01', at('2027-03-01T20:00:00Z'), 1)).toBe('membership:2028-03-01');
    expect(tagsAfterMembershipBought('membership:2025-01-01', at('2026-11-26T00:00:00Z'), 1)).toBe('membership:2027-11-26');
    // An open-ended tag an admin gave stays beside the dated one.
    expect(tagsAfterMembershipBought('membership:active', at('2026-11-26T00:00:00Z'), 1)).toBe('membership:active, membership:2027-11-26');
  });

  it('the 40 % applies through the last day of the term, not after; undated tags an admin gives are open-ended', () => {
    const tags = 'membership:2027-11-26';
    expect(membershipEndsOn(tags)).toBe('2027-11-26');
    expect(isMemberCustomer(tags, at('2026-11-26T15:00:00Z'))).toBe(true);
    expect(isMemberCustomer(tags, at('2027-11-26T23:59:59Z'))).toBe(true);
    expect(isMemberCustomer(tags, at('2027-11-27T00:00:00Z'))).toBe(false);
    expect(isMemberCustomer('Membership:2027-11-26', at('2027-01-01T00:00:00Z'))).toBe(true);
    // The latest date wins; a date that is no real day is no membership.
    expect(membershipEndsOn('membership:2026-01-01, membership:2027-05-05')).toBe('2027-05-05');
    expect(membershipEndsOn('membership:2027-02-30')).toBeNull();
    expect(isMemberCustomer('membership:2027-02-30', at('2026-01-01T00:00:00Z'))).toBe(false);
    expect(membershipEndsOn('vip')).toBeNull();
    expect(isMemberCustomer('member', at('2099-01-01T00:00:00Z'))).toBe(true);
  });

  it('the cart says how long the 40 % lasts: until the last day, open-ended for an admin-given tag, nothing otherwise', () => {
    expect(membershipNote('membership:2027-06-01', at('2026-06-01T12:00:00Z'), 40)).toBe('Member: 40% off every tile until June 1, 2027.');
    expect(membershipNote('membership:2027-12-31, membership:active', at('2026-06-01T12:00:00Z'), 40)).toBe(
      'Member: 40% off every tile until December 31, 2027.',
    );
    expect(membershipNote('membership:2025-12-31, membership:active', at('2026-06-01T12:00:00Z'), 40)).toBe('Member: 40% off every tile.');
    expect(membershipNote('member', at('2026-06-01T12:00:00Z'), 40)).toBe('Member: 40% off every tile.');
    expect(membershipNote('membership:2025-12-31', at('2026-06-01T12:00:00Z'), 40)).toBeNull();
    expect(membershipNote(undefined, 0, 40)).toBeNull();
  });
});
