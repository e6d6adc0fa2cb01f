import { describe, expect, it } from 'vitest';
import { LOGIN_STEP_FIELDS, loginFieldMessage } from '../../../src/domain/account';

describe('login fields (SPEC §5)', () => {
  it('checks the email, the 6-digit code (trimmed) and the full name with the spec wording', () => {
    expect(loginFieldMessage('email', '')).toBe('Email address is required');
    expect(loginFieldMessage('email', ' pat@example.test ')).toBeUndefined();
    expect(loginFieldMessage('code', '')).toBe('Code is required');
    expect(loginFieldMessage('code', '12345')).toBe('Code must be 6 digits long');
    expect(loginFieldMessage('code', ' 123456 ')).toBeUndefined();
    expect(loginFieldMessage('name', 'Pat')).toBe('Enter first and last name');
    expect(loginFieldMessage('name', 'Pat Lee')).toBeUndefined();
  });

  it('names the fields of each step', () => {
    expect(LOGIN_STEP_FIELDS.signup).toEqual(['name', 'email']);
    expect(LOGIN_STEP_FIELDS.verify).toEqual(['code']);
  });
});
