import { describe, expect, it } from 'vitest';
import { readRecoveryQuery, recoveryLinkMessage, recoveryLinkProblemOf } from '../../../src/domain/project/recovery-link';

const MAC = 'A'.repeat(43);

describe('the recovery link (issue 26 item 3)', () => {
  it("reads a signed link, an older email's ?cart= link, a malformed link and nothing", () => {
    expect(readRecoveryQuery(`?link=eyJ0IjoidGlsZXBpeCJ9.${MAC}&tenant=wg`)).toEqual({ kind: 'signed', link: `eyJ0IjoidGlsZXBpeCJ9.${MAC}` });
    expect(readRecoveryQuery('?cart=attacker-cart-token')).toEqual({ kind: 'legacy' });
    // A link wins over a cart beside it: the cart is never read.
    expect(readRecoveryQuery(`?cart=attacker&link=abc.${MAC}`)).toEqual({ kind: 'signed', link: `abc.${MAC}` });
    for (const bad of ['?link=', '?link=abc', `?link=abc.${MAC}x`, `?link=a+b.${MAC}`, `?link=${'a'.repeat(557)}.${MAC}`]) {
      expect(readRecoveryQuery(bad), bad).toEqual({ kind: 'malformed' });
    }
    expect(readRecoveryQuery('')).toEqual({ kind: 'none' });
  });

  it('names the problem of a refusal by its code, and nothing else', () => {
    expect(['recovery/invalid', 'recovery/expired', 'recovery/used', 'recovery/foreign'].map(recoveryLinkProblemOf)).toEqual([
      'invalid',
      'expired',
      'used',
      'foreign',
    ]);
    expect(recoveryLinkProblemOf('recovery/legacy')).toBeNull();
    expect(recoveryLinkProblemOf('recovery/')).toBeNull();
    expect(recoveryLinkProblemOf('api/network')).toBeNull();
  });

  it("words each problem, and says the shopper's own projects stay as they are", () => {
    expect(recoveryLinkMessage('used')).toBe(
      'This recovery link was already used. Your own projects stay as they are: nothing from this link was added to them.',
    );
    expect(recoveryLinkMessage('legacy')).toBe(
      'This link comes from an older recovery email, and those links no longer bring back a cart. Your own projects stay as they are: nothing from this link was added to them.',
    );
    expect(recoveryLinkMessage('foreign')).toBe(
      'This recovery link was sent to another account. Your own projects stay as they are: nothing from this link was added to them.',
    );
  });
});
