import { describe, expect, it } from 'vitest';
import {
  initialLoginModal,
  LOGIN_STEPS,
  loginModalOpens,
  loginModalReducer as reduce,
  RESEND_NOTICE,
  type LoginModalEvent,
  type LoginModalState,
} from '../../../src/domain/account';

const run = (events: LoginModalEvent[], start: LoginModalState = initialLoginModal) =>
  events.reduce<{ state: LoginModalState; effects: readonly unknown[] }>((acc, e) => reduce(acc.state, e), { state: start, effects: [] });

describe('login modal', () => {
  it('numbers its steps login 0, verify 1, signup 2, done 3, loggedIn 4', () => {
    expect(LOGIN_STEPS).toEqual({ login: 0, verify: 1, signup: 2, done: 3, loggedIn: 4 });
  });

  it('opens at login, or loggedIn when a customer exists, or an overridden step; opening resets inputs', () => {
    const dirty = { ...initialLoginModal, email: 'a@b.co', name: 'x y', code: '1', error: 'e' };
    expect(reduce(dirty, { type: 'open', customerLoggedIn: false }).state).toEqual({ ...initialLoginModal, open: true });
    expect(reduce(dirty, { type: 'open', customerLoggedIn: true }).state.step).toBe('loggedIn');
    expect(reduce(dirty, { type: 'open', customerLoggedIn: true, initialStep: 'signup' }).state.step).toBe('signup');
    // The welcome offer hands over its new account: the code step with that email, the rest reset.
    expect(reduce(dirty, { type: 'open', customerLoggedIn: false, initialStep: 'verify', email: 'new@mail.com' }).state).toEqual({
      ...initialLoginModal,
      open: true,
      step: 'verify',
      email: 'new@mail.com',
    });
  });

  it('goes login -> verify when a code is sent, verify -> done on success', () => {
    const typed = run([
      { type: 'open', customerLoggedIn: false },
      { type: 'edit', field: 'email', value: ' jane@mail.com ' },
    ]);
    const submitted = reduce(typed.state, { type: 'submitLogin' });
    expect(submitted.state).toMatchObject({ busy: true, email: 'jane@mail.com' });
    expect(submitted.effects).toEqual([{ type: 'requestLoginCode', email: 'jane@mail.com' }]);
    const verify = reduce(submitted.state, { type: 'codeSent' }).state;
    expect(verify).toMatchObject({ step: 'verify', busy: false });
    const code = reduce(reduce(verify, { type: 'edit', field: 'code', value: ' 123456 ' }).state, { type: 'submitCode' });
    expect(code.effects).toEqual([{ type: 'verifyCode', email: 'jane@mail.com', code: '123456' }]);
    expect(reduce(code.state, { type: 'verified' }).state.step).toBe('done');
  });

  it('shows validation and server errors', () => {
    const open = reduce(initialLoginModal, { type: 'open', customerLoggedIn: false }).state;
    expect(reduce(open, { type: 'submitLogin' })).toEqual({ state: { ...open, error: 'Email address is required' }, effects: [] });
    expect(reduce({ ...open, busy: true }, { type: 'loginFailed', serverMessage: 'Email not found' }).state).toMatchObject({
      busy: false,
      error: 'Hmm.. we can’t find the account associated with this email. Please try again.',
    });
    // SPEC §8 Logged only: an unexpected login answer shows nothing.
    expect(reduce({ ...open, busy: true }, { type: 'loginUnexpected' })).toEqual({ state: { ...open, busy: false }, effects: [] });
    const verify = { ...open, step: 'verify' as const, code: '12' };
    expect(reduce(verify, { type: 'submitCode' }).state.error).toBe('Code must be 6 digits long');
    expect(reduce(verify, { type: 'verifyFailed', serverMessage: 'Invalid code' }).state.error).toBe('Invalid code');
    expect(reduce(verify, { type: 'verifyFailed' }).state.error).toBe('Failed to verify code');
    const edited = reduce({ ...open, error: 'x' }, { type: 'edit', field: 'name', value: 'Jane' }).state;
    expect(edited).toEqual({ ...open, name: 'Jane' });
  });

  it('links login and signup; signup -> done with an account, -> verify with a login code', () => {
    const signup = run([{ type: 'open', customerLoggedIn: false }, { type: 'goToSignup' }]).state;
    expect(signup.step).toBe('signup');
    expect(reduce(signup, { type: 'goToLogin' }).state.step).toBe('login');
    const filled = { ...signup, email: 'jane@mail.com', name: 'Jane Doe' };
    expect(reduce(filled, { type: 'submitSignup' }).effects).toEqual([{ type: 'createAccount', email: 'jane@mail.com', firstName: 'Jane', lastName: 'Doe' }]);
    expect(reduce(filled, { type: 'submitSignup', nameHidden: true }).effects).toEqual([{ type: 'createAccount', email: 'jane@mail.com' }]);
    expect(reduce({ ...filled, name: 'Jane' }, { type: 'submitSignup' }).state.error).toBe('Enter first and last name');
    expect(reduce(filled, { type: 'signupSucceeded', result: 'accountReturned' }).state.step).toBe('done');
    expect(reduce(filled, { type: 'signupSucceeded', result: 'loginCodeSent' }).state.step).toBe('verify');
    expect(reduce(filled, { type: 'signupFailed', serverMessage: 'You must provide a loginMethod' }).state.error).toBe('That email is already in use');
    expect(reduce(filled, { type: 'signupFailed', customerMessage: 'Nope' }).state.error).toBe('Nope');
  });

  it("shows 'Just sent another verification code' for 10 s on resend", () => {
    const verify = { ...initialLoginModal, open: true, step: 'verify' as const, email: 'jane@mail.com' };
    const resent = reduce(verify, { type: 'resendCode' });
    expect(resent.state.notice).toBe(RESEND_NOTICE);
    expect(RESEND_NOTICE).toBe('Just sent another verification code');
    expect(resent.effects).toEqual([
      { type: 'requestLoginCode', email: 'jane@mail.com' },
      { type: 'startTimer', timer: 'resendNotice', ms: 10_000 },
    ]);
    expect(reduce(resent.state, { type: 'noticeExpired' }).state).toEqual(verify);
  });

  it("'Use a different email' goes from the code step back to the email step, keeping only the email (issue 32)", () => {
    const verify = {
      ...initialLoginModal,
      open: true,
      step: 'verify' as const,
      email: 'jane@mial.com',
      name: 'Jane Doe',
      code: '12345',
      error: 'Invalid code',
      notice: RESEND_NOTICE,
    };
    expect(reduce(verify, { type: 'useDifferentEmail' })).toEqual({
      state: { ...initialLoginModal, open: true, step: 'login', email: 'jane@mial.com' },
      effects: [],
    });
    // Not while a code is being checked, nor from another step.
    const checking = { ...verify, busy: true };
    expect(reduce(checking, { type: 'useDifferentEmail' }).state).toBe(checking);
    const login = { ...initialLoginModal, open: true, email: 'a@b.co' };
    expect(reduce(login, { type: 'useDifferentEmail' }).state).toBe(login);
  });

  it('logs out to login, clearing the customer', () => {
    const loggedIn = { ...initialLoginModal, open: true, step: 'loggedIn' as const, email: 'a@b.co' };
    expect(reduce(loggedIn, { type: 'logout' })).toEqual({ state: { ...initialLoginModal, open: true }, effects: [{ type: 'clearCustomer' }] });
  });

  it('closes', () => {
    const s = reduce({ ...initialLoginModal, open: true, busy: true, error: 'x', notice: 'y' }, { type: 'close' }).state;
    expect(s).toEqual(initialLoginModal);
  });

  it('opens only for tenants with a login modal', () => {
    expect(loginModalOpens({ loginModal: true })).toBe(true);
    expect(loginModalOpens({ loginModal: false })).toBe(false);
  });
});
