import { describe, expect, it } from 'vitest';
import { parseSignupName, validateEmailInput, validateSignup, validateVerificationCode } from '../../../src/domain/validation';

describe('login inputs', () => {
  it('requires a valid email and trims it', () => {
    expect(validateEmailInput('  jane@mail.com ')).toEqual({ _tag: 'Right', right: 'jane@mail.com' });
    expect(validateEmailInput('')).toEqual({ _tag: 'Left', left: { code: 'validation/required', message: 'Email address is required' } });
    expect(validateEmailInput('jane@')).toEqual({ _tag: 'Left', left: { code: 'validation/email', message: 'Invalid email address' } });
  });

  it("refuses an email whose letters mix alphabets, in the server's words (issue 26 item 16)", () => {
    const mixed = {
      _tag: 'Left',
      left: {
        code: 'validation/email-mixed-script',
        message: 'This email mixes letters from different alphabets (like Latin and Cyrillic). Please type it again.',
      },
    };
    expect(validateEmailInput('j\u0430ne@mail.com')).toEqual(mixed);
    expect(validateEmailInput('jane@m\u0430il.com')).toEqual(mixed);
    expect(validateSignup({ email: 'j\u0430ne@mail.com', name: 'Jane Doe' })).toEqual(mixed);
    expect(validateEmailInput('иван@почта.рф')).toEqual({ _tag: 'Right', right: 'иван@почта.рф' });
  });

  it('requires a 6-digit code, trimmed', () => {
    expect(validateVerificationCode(' 123456 ')).toEqual({ _tag: 'Right', right: '123456' });
    expect(validateVerificationCode('')).toEqual({ _tag: 'Left', left: { code: 'validation/required', message: 'Code is required' } });
    expect(validateVerificationCode('12345')).toEqual({ _tag: 'Left', left: { code: 'validation/digits', message: 'Code must be 6 digits long' } });
    expect(validateVerificationCode('1234567')._tag).toBe('Left');
  });

  it('SPEC §3 Sign-up name: the first word is firstName, the last word lastName, middle words are not sent', () => {
    expect(parseSignupName(' Jane  Doe ')).toEqual({ _tag: 'Right', right: { firstName: 'Jane', lastName: 'Doe' } });
    expect(parseSignupName('Mary Ann Smith')).toEqual({ _tag: 'Right', right: { firstName: 'Mary', lastName: 'Smith' } });
    expect(parseSignupName('Juan Carlos de la Cruz')).toEqual({ _tag: 'Right', right: { firstName: 'Juan', lastName: 'Cruz' } });
    expect(parseSignupName('Cher')).toEqual({ _tag: 'Left', left: { code: 'validation/words', message: 'Enter first and last name' } });
    expect(parseSignupName(' ')).toEqual({ _tag: 'Left', left: { code: 'validation/required', message: 'Name is required' } });
  });

  it('checks the sign-up form, skipping a hidden name field', () => {
    expect(validateSignup({ email: 'a@b.co', name: 'Jane Doe' })).toEqual({ _tag: 'Right', right: { email: 'a@b.co', firstName: 'Jane', lastName: 'Doe' } });
    expect(validateSignup({ email: 'a@b.co', name: '', nameHidden: true })).toEqual({ _tag: 'Right', right: { email: 'a@b.co' } });
    expect(validateSignup({ email: 'x', name: 'Jane Doe' })._tag).toBe('Left');
    expect(validateSignup({ email: 'a@b.co', name: 'Jane' })).toEqual({
      _tag: 'Left',
      left: { code: 'validation/words', message: 'Enter first and last name' },
    });
  });
});
