import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_REFRESH_MS,
  customerBadge,
  GEOLOCATION_CACHE_MS,
  greeting,
  isAdminRole,
  isMemberCustomer,
  loginErrorMessage,
  metafield,
  parseCustomerTags,
  RESEND_NOTICE_MS,
  signupErrorMessage,
  verifyErrorMessage,
  WELCOME_PROMO_DELAY_MS,
} from '../../../src/domain/account';

describe('customer', () => {
  it("greets 'Hi {first name or there}!'", () => {
    expect(greeting({ firstName: 'Jane' })).toBe('Hi Jane!');
    expect(greeting({ firstName: '  ' })).toBe('Hi there!');
    expect(greeting({})).toBe('Hi there!');
    expect(greeting(undefined)).toBe('Hi there!');
  });

  it('parses tags: type:value or plain', () => {
    expect(parseCustomerTags('vip, reward:black, reward:white ,, plain2, :odd')).toEqual({
      typed: { reward: ['black', 'white'] },
      plain: ['vip', 'plain2', ':odd'],
    });
    expect(parseCustomerTags(undefined)).toEqual({ typed: {}, plain: [] });
  });

  it('reads metafields and the admin role', () => {
    expect(metafield({ metafields: [{ key: 'promo_welcome', value: '30' }] }, 'promo_welcome')).toBe('30');
    expect(metafield({}, 'promo_welcome')).toBeUndefined();
    expect(isAdminRole('admin')).toBe(true);
    expect(isAdminRole('customer')).toBe(false);
    expect(isAdminRole(undefined)).toBe(false);
  });

  it('keeps the durations as data', () => {
    expect([RESEND_NOTICE_MS, WELCOME_PROMO_DELAY_MS, GEOLOCATION_CACHE_MS, ACCOUNT_REFRESH_MS]).toEqual([10_000, 800, 604_800_000, 3_600_000]);
  });
});

describe('account error messages', () => {
  it('maps login failures', () => {
    expect(loginErrorMessage('Email not found')).toBe('Hmm.. we can’t find the account associated with this email. Please try again.');
    expect(loginErrorMessage('boom')).toBe('Failed to login');
    expect(loginErrorMessage(undefined)).toBe('Failed to login');
  });

  it('maps verify failures', () => {
    expect(verifyErrorMessage('Invalid code')).toBe('Invalid code');
    expect(verifyErrorMessage('Expired')).toBe('Failed to verify code');
  });

  it('maps sign-up failures', () => {
    expect(signupErrorMessage('You must provide a loginMethod', 'x')).toBe('That email is already in use');
    expect(signupErrorMessage('other', 'Email is invalid')).toBe('Email is invalid');
    expect(signupErrorMessage('other', '')).toBe('Error occurred');
    expect(signupErrorMessage(undefined, undefined)).toBe('Error occurred');
  });
});

describe('isMemberCustomer', () => {
  it('recognises a member tag, plain or typed with a true value, in any case', () => {
    for (const tags of ['member', 'vip, Membership', 'member:true', 'MEMBERSHIP:Active', 'a:b, member:yes ,x'])
      expect(isMemberCustomer(tags, 0), tags).toBe(true);
    for (const tags of [undefined, '', 'admin', 'members', 'member:false', 'membership:expired', 'type:member', 'nonmember'])
      expect(isMemberCustomer(tags, 0), String(tags)).toBe(false);
  });
});

describe('the signed-in badge (issue 32)', () => {
  it('shows the initials and the first name; the email when there is no name', () => {
    expect(customerBadge({ email: 'pat@example.test', firstName: 'Pat', lastName: 'Lee' })).toEqual({ initials: 'PL', name: 'Pat' });
    expect(customerBadge({ email: 'pat@example.test', firstName: ' élodie ', lastName: '' })).toEqual({ initials: 'É', name: 'élodie' });
    expect(customerBadge({ email: 'sam@example.test', firstName: '  ' })).toEqual({ initials: 'S', name: 'sam@example.test' });
    expect(customerBadge({ email: '', firstName: undefined })).toEqual({ initials: '?', name: '' });
    // A letter outside the BMP is one initial, not half of one.
    expect(customerBadge({ email: 'x@y.z', firstName: '𝒜da', lastName: 'Byron' }).initials).toBe('𝒜B');
  });
});
