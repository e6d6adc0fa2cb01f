import { describe, expect, it } from 'vitest';
import { domainError } from '../../src/domain/errors';

describe('domain errors', () => {
  it('carry a code and the user-facing message', () => {
    expect(domainError('promo/expired', 'Sorry... That code has expired.')).toEqual({ code: 'promo/expired', message: 'Sorry... That code has expired.' });
  });
});
