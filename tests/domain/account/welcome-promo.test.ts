import { describe, expect, it } from 'vitest';
import {
  initialWelcomePromo,
  shouldAutoShowWelcomePromo,
  WELCOME_PROMO_FAIL_MESSAGE,
  welcomePromoReducer as reduce,
  type WelcomePromoConditions,
} from '../../../src/domain/account';

const ok: WelcomePromoConditions = { promoActive: true, alreadyShown: false, customerLoggedIn: false, routeHidesWelcomePromo: false, autoPopupSuppressed: false };

describe('welcome promo', () => {
  it.each([
    [{}, true],
    [{ promoActive: false }, false],
    [{ alreadyShown: true }, false],
    [{ customerLoggedIn: true }, false],
    [{ routeHidesWelcomePromo: true }, false],
    [{ autoPopupSuppressed: true }, false],
  ])('auto-shows with %o: %s', (change, expected) => {
    expect(shouldAutoShowWelcomePromo({ ...ok, ...change })).toBe(expected);
  });

  it('pops up 0.8 s after the geolocation check, once per browser', () => {
    const waiting = reduce(initialWelcomePromo, { type: 'geolocationDone', conditions: ok });
    expect(waiting).toEqual({ state: initialWelcomePromo, effects: [{ type: 'startTimer', timer: 'welcomePromo', ms: 800 }] });
    expect(reduce(initialWelcomePromo, { type: 'geolocationDone', conditions: { ...ok, alreadyShown: true } }).effects).toEqual([]);
    const shown = reduce(initialWelcomePromo, { type: 'delayElapsed', conditions: ok });
    expect(shown).toEqual({ state: { step: 'enterEmail', email: '', busy: false }, effects: [{ type: 'markWelcomePromoShown' }] });
    expect(reduce(initialWelcomePromo, { type: 'delayElapsed', conditions: { ...ok, customerLoggedIn: true } }).state.step).toBe('closed');
    expect(reduce(shown.state, { type: 'geolocationDone', conditions: ok }).effects).toEqual([]);
    expect(reduce(shown.state, { type: 'delayElapsed', conditions: ok }).effects).toEqual([]);
  });

  it('opens on request', () => {
    expect(reduce(initialWelcomePromo, { type: 'requestOpen' }).state.step).toBe('enterEmail');
  });

  it('goes to success when eligible, creating the customer when asked', () => {
    const typed = reduce(reduce(initialWelcomePromo, { type: 'requestOpen' }).state, { type: 'editEmail', email: ' new@mail.com ' }).state;
    const submitted = reduce(typed, { type: 'submit' });
    expect(submitted.effects).toEqual([{ type: 'checkEligibility', email: 'new@mail.com' }]);
    expect(reduce(submitted.state, { type: 'submit' }).effects).toEqual([]);
    const success = reduce(submitted.state, { type: 'eligibility', eligible: true, discount: 30, reason: 'Create Customer' });
    expect(success.state).toEqual({ step: 'success', email: 'new@mail.com', busy: false, discountPercent: 30 });
    expect(success.effects).toEqual([
      { type: 'rememberWelcomeEmail', email: 'new@mail.com' },
      { type: 'createCustomer', email: 'new@mail.com' },
    ]);
    const plain = reduce(submitted.state, { type: 'eligibility', eligible: true });
    expect(plain.state).not.toHaveProperty('discountPercent');
    expect(plain.effects).toEqual([{ type: 'rememberWelcomeEmail', email: 'new@mail.com' }]);
  });

  it("goes to fail with 'Oops! This offer is just for new users.'", () => {
    const fail = reduce({ step: 'enterEmail', email: 'old@mail.com', busy: true }, { type: 'eligibility', eligible: false });
    expect(fail.state).toEqual({ step: 'fail', email: 'old@mail.com', busy: false, error: 'Oops! This offer is just for new users.' });
    expect(WELCOME_PROMO_FAIL_MESSAGE).toBe('Oops! This offer is just for new users.');
  });

  it('validates the email, survives a failed call and closes', () => {
    expect(reduce({ step: 'enterEmail', email: 'x', busy: false }, { type: 'submit' }).state.error).toBe('Invalid email address');
    expect(reduce({ step: 'enterEmail', email: 'a@b.co', busy: true }, { type: 'checkFailed' }).state.busy).toBe(false);
    expect(reduce({ step: 'success', email: 'a@b.co', busy: false }, { type: 'close' }).state).toEqual({ ...initialWelcomePromo, email: 'a@b.co' });
  });
});
