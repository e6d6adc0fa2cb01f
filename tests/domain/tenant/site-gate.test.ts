import { describe, expect, it } from 'vitest';
import { SITE_GATE_TEXT, siteGateMessage } from '../../../src/domain/tenant/site-gate';

describe('the private-site gate’s words', () => {
  it("keeps the spec's notice, button and alert", () => {
    expect(SITE_GATE_TEXT.notice).toBe('This site is not public');
    expect(SITE_GATE_TEXT.authorize).toBe('Authorize');
    expect(SITE_GATE_TEXT.incorrect).toBe('Incorrect password');
  });

  it('says nothing when let in, "Incorrect password" for a wrong one, the server\'s words for a throttle', () => {
    expect(siteGateMessage('authorized')).toBeUndefined();
    expect(siteGateMessage('incorrect', 'ignored')).toBe('Incorrect password');
    expect(siteGateMessage('throttled', 'Too many password attempts. Please wait a few minutes and try again.')).toBe(
      'Too many password attempts. Please wait a few minutes and try again.',
    );
    expect(siteGateMessage('throttled')).toBe(SITE_GATE_TEXT.unavailable);
    expect(siteGateMessage('unavailable')).toBe('The password could not be checked right now. Please try again.');
  });
});
