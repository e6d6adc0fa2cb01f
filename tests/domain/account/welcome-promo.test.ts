import { describe, expect, it } from 'vitest';
import {
  initialWelcomePromo,
  shouldAutoShowWelcomePromo,
  WELCOME_PROMO_FAIL_MESSAGE,
  welcomePromoReducer as reduce,
  type WelcomePromoConditions,
} from '../../../src/domain/account';
import { validateEmailInput } from '../../../src/domain/validation';

/** The submit, with the email's check the store hands in. */
const submit = { type: 'submit', checkEmail: validateEmailInput } as const;

const ok: WelcomePromoConditions = {
  promoActive: true,
  alreadyShown: false,
  customerLoggedIn: false,
  routeHidesWelcomePromo: false,
  autoPopupSuppressed: false,
};

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

  it('creates the account first when the answer says so, then success (with the code sent or not)', () => {
    const typed = reduce(reduce(initialWelcomePromo, { type: 'requestOpen' }).state, { type: 'editEmail', email: ' new@mail.com ' }).state;
    const submitted = reduce(typed, submit);
    expect(submitted.effects).toEqual([{ type: 'checkEligibility', email: 'new@mail.com' }]);
    expect(reduce(submitted.state, submit).effects).toEqual([]);
    expect(reduce(submitted.state, { type: 'editEmail', email: 'other@mail.com' }).state.email).toBe('new@mail.com');
    const creating = reduce(submitted.state, { type: 'eligibility', eligible: true, discount: 30, reason: 'Create Customer' });
    expect(creating.state).toEqual({ step: 'enterEmail', email: 'new@mail.com', busy: true, discountPercent: 30 });
    expect(creating.effects).toEqual([{ type: 'createCustomer', email: 'new@mail.com', percentOff: 30 }]);
    const success = reduce(creating.state, { type: 'customerCreated', codeSent: true });
    expect(success.state).toEqual({ step: 'success', email: 'new@mail.com', busy: false, discountPercent: 30, codeSent: true });
    expect(success.effects).toEqual([{ type: 'rememberWelcomeEmail', email: 'new@mail.com' }]);
    expect(reduce(creating.state, { type: 'customerCreated', codeSent: false }).state.codeSent).toBe(false);
    // A late answer after the shopper closed the modal changes nothing.
    expect(reduce(reduce(creating.state, { type: 'close' }).state, { type: 'customerCreated', codeSent: true }).state.step).toBe('closed');
  });

  it('goes to success at once when eligible without account creation', () => {
    const busy = { step: 'enterEmail', email: 'new@mail.com', busy: true } as const;
    const plain = reduce(busy, { type: 'eligibility', eligible: true });
    expect(plain.state).toEqual({ step: 'success', email: 'new@mail.com', busy: false });
    expect(plain.effects).toEqual([{ type: 'rememberWelcomeEmail', email: 'new@mail.com' }]);
  });

  it('an account taken meanwhile is a refusal; a failed call says why and can be tried again', () => {
    const busy = { step: 'enterEmail', email: 'new@mail.com', busy: true, discountPercent: 30 } as const;
    expect(reduce(busy, { type: 'createRefused' }).state).toEqual({ step: 'fail', email: 'new@mail.com', busy: false, error: WELCOME_PROMO_FAIL_MESSAGE });
    expect(reduce(busy, { type: 'checkFailed' }).state).toEqual({ step: 'enterEmail', email: 'new@mail.com', busy: false, error: 'Error occurred' });
    const throttled = reduce(busy, { type: 'checkFailed', customerMessage: 'Too many requests. Please wait a moment and try again.' }).state;
    expect(throttled.error).toBe('Too many requests. Please wait a moment and try again.');
    expect(reduce(throttled, submit).effects).toEqual([{ type: 'checkEligibility', email: 'new@mail.com' }]);
  });

  it('fail offers another try with the email kept; logout forgets it', () => {
    const fail = reduce({ step: 'enterEmail', email: 'old@mail.com', busy: true }, { type: 'eligibility', eligible: false }).state;
    expect(reduce(fail, { type: 'requestOpen' }).state).toEqual({ step: 'enterEmail', email: 'old@mail.com', busy: false });
    expect(reduce(fail, { type: 'forget' }).state).toEqual(initialWelcomePromo);
    const open = { step: 'enterEmail', email: 'a@b.co', busy: false, error: 'Invalid email address' } as const;
    expect(reduce(open, { type: 'requestOpen' }).state).toBe(open);
  });

  it("goes to fail with 'Oops! This offer is just for new users.'", () => {
    const fail = reduce({ step: 'enterEmail', email: 'old@mail.com', busy: true }, { type: 'eligibility', eligible: false });
    expect(fail.state).toEqual({ step: 'fail', email: 'old@mail.com', busy: false, error: 'Oops! This offer is just for new users.' });
    expect(WELCOME_PROMO_FAIL_MESSAGE).toBe('Oops! This offer is just for new users.');
  });

  it('validates the email, survives a failed call and closes', () => {
    expect(reduce({ step: 'enterEmail', email: 'x', busy: false }, submit).state.error).toBe('Invalid email address');
    expect(reduce({ step: 'success', email: 'a@b.co', busy: false }, { type: 'close' }).state).toEqual({ ...initialWelcomePromo, email: 'a@b.co' });
  });

  it('stays closed once closed, however it was opened (issue 32, SPEC §4 once per browser): closing marks it shown', () => {
    // Opened by the banner (no mark at open), then closed: marked.
    const onRequest = reduce(initialWelcomePromo, { type: 'requestOpen' });
    expect(onRequest.effects).toEqual([]);
    expect(reduce(onRequest.state, { type: 'close' }).effects).toEqual([{ type: 'markWelcomePromoShown' }]);
    for (const step of ['enterEmail', 'success', 'fail'] as const) {
      expect(reduce({ step, email: 'a@b.co', busy: false }, { type: 'close' }).effects).toEqual([{ type: 'markWelcomePromoShown' }]);
    }
    // Already closed: nothing to close, nothing written.
    expect(reduce(initialWelcomePromo, { type: 'close' })).toEqual({ state: initialWelcomePromo, effects: [] });
  });
});
