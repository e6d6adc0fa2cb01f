import { validateEmailInput, validateSignup, validateVerificationCode } from '../validation';
import { loginErrorMessage, signupErrorMessage, verifyErrorMessage } from './account-errors';
import { RESEND_NOTICE_MS } from './durations';

/** The login modal's steps with the spec's numbers. */
export const LOGIN_STEPS = { login: 0, verify: 1, signup: 2, done: 3, loggedIn: 4 } as const;
/** A login modal step. */
export type LoginStep = keyof typeof LOGIN_STEPS;

/** The note shown for 10 s after a resend. */
export const RESEND_NOTICE = 'Just sent another verification code';

/** The login modal's state. */
export interface LoginModalState {
  readonly open: boolean;
  readonly step: LoginStep;
  readonly email: string;
  readonly name: string;
  readonly code: string;
  readonly busy: boolean;
  readonly error?: string;
  readonly notice?: string;
}

/** What happens to the login modal. */
export type LoginModalEvent =
  | { readonly type: 'open'; readonly customerLoggedIn: boolean; readonly initialStep?: LoginStep; readonly email?: string }
  | { readonly type: 'close' }
  | { readonly type: 'edit'; readonly field: 'email' | 'name' | 'code'; readonly value: string }
  | { readonly type: 'goToSignup' }
  | { readonly type: 'goToLogin' }
  | { readonly type: 'submitLogin' }
  | { readonly type: 'codeSent' }
  | { readonly type: 'loginFailed'; readonly serverMessage?: string }
  /** SPEC §8: the login call answered something other than 'LoginCodeSent' (logged only, nothing shown). */
  | { readonly type: 'loginUnexpected' }
  | { readonly type: 'submitCode' }
  | { readonly type: 'verified' }
  | { readonly type: 'verifyFailed'; readonly serverMessage?: string }
  | { readonly type: 'submitSignup'; readonly nameHidden?: boolean }
  | { readonly type: 'signupSucceeded'; readonly result: 'accountReturned' | 'loginCodeSent' }
  | { readonly type: 'signupFailed'; readonly serverMessage?: string; readonly customerMessage?: string }
  | { readonly type: 'resendCode' }
  /** Issue 32: on the code step, back to the email step to fix a mistyped address. */
  | { readonly type: 'useDifferentEmail' }
  | { readonly type: 'noticeExpired' }
  | { readonly type: 'logout' };

/** What the caller must do after a transition. */
export type LoginModalEffect =
  | { readonly type: 'requestLoginCode'; readonly email: string }
  | { readonly type: 'verifyCode'; readonly email: string; readonly code: string }
  | { readonly type: 'createAccount'; readonly email: string; readonly firstName?: string; readonly lastName?: string }
  | { readonly type: 'startTimer'; readonly timer: 'resendNotice'; readonly ms: number }
  | { readonly type: 'clearCustomer' };

/** A transition's result. */
export interface LoginModalTransition {
  readonly state: LoginModalState;
  readonly effects: readonly LoginModalEffect[];
}

/** The closed modal, at the login step with empty inputs. */
export const initialLoginModal: LoginModalState = { open: false, step: 'login', email: '', name: '', code: '', busy: false };

const only = (state: LoginModalState): LoginModalTransition => ({ state, effects: [] });
const clean = ({ error: _e, notice: _n, ...rest }: LoginModalState): LoginModalState => rest;

/** The login modal as a reducer: `(state, event) => { state, effects }`. */
export const loginModalReducer = (state: LoginModalState, event: LoginModalEvent): LoginModalTransition => {
  switch (event.type) {
    case 'open':
      // Opening resets the inputs (the opener may hand over the email: the welcome offer's account);
      // a logged-in customer starts at loggedIn unless overridden.
      return only({
        ...initialLoginModal,
        ...(event.email === undefined ? {} : { email: event.email }),
        open: true,
        step: event.initialStep ?? (event.customerLoggedIn ? 'loggedIn' : 'login'),
      });
    case 'close':
      return only({ ...clean(state), open: false, busy: false });
    case 'edit': {
      const { error: _e, ...rest } = state;
      return only({ ...rest, [event.field]: event.value });
    }
    case 'goToSignup':
      return only({ ...clean(state), step: 'signup' });
    case 'goToLogin':
      return only({ ...clean(state), step: 'login' });
    case 'submitLogin': {
      const email = validateEmailInput(state.email);
      if (email._tag === 'Left') return only({ ...state, error: email.left.message });
      return { state: { ...clean(state), email: email.right, busy: true }, effects: [{ type: 'requestLoginCode', email: email.right }] };
    }
    case 'codeSent':
      return only({ ...clean(state), step: 'verify', busy: false, code: '' });
    case 'loginFailed':
      return only({ ...state, busy: false, error: loginErrorMessage(event.serverMessage) });
    case 'loginUnexpected':
      return only({ ...state, busy: false });
    case 'submitCode': {
      const code = validateVerificationCode(state.code);
      if (code._tag === 'Left') return only({ ...state, error: code.left.message });
      return {
        state: { ...clean(state), code: code.right, busy: true },
        effects: [{ type: 'verifyCode', email: state.email, code: code.right }],
      };
    }
    case 'verified':
      return only({ ...clean(state), step: 'done', busy: false });
    case 'verifyFailed':
      return only({ ...state, busy: false, error: verifyErrorMessage(event.serverMessage) });
    case 'submitSignup': {
      const input = validateSignup({ email: state.email, name: state.name, nameHidden: event.nameHidden ?? false });
      if (input._tag === 'Left') return only({ ...state, error: input.left.message });
      return { state: { ...clean(state), busy: true }, effects: [{ type: 'createAccount', ...input.right }] };
    }
    case 'signupSucceeded':
      return only({ ...clean(state), busy: false, step: event.result === 'accountReturned' ? 'done' : 'verify' });
    case 'signupFailed':
      return only({ ...state, busy: false, error: signupErrorMessage(event.serverMessage, event.customerMessage) });
    case 'resendCode':
      return {
        state: { ...clean(state), notice: RESEND_NOTICE },
        effects: [
          { type: 'requestLoginCode', email: state.email },
          { type: 'startTimer', timer: 'resendNotice', ms: RESEND_NOTICE_MS },
        ],
      };
    case 'useDifferentEmail':
      // The code, messages and resend note belonged to the old address; the email stays to be corrected.
      // Not while a code is being checked: its answer would land on the wrong step.
      return state.step === 'verify' && !state.busy ? only({ ...clean(state), step: 'login', code: '', name: '' }) : only(state);
    case 'noticeExpired': {
      const { notice: _n, ...rest } = state;
      return only(rest);
    }
    case 'logout':
      return { state: { ...initialLoginModal, open: state.open }, effects: [{ type: 'clearCustomer' }] };
  }
};

/** The login modal opens only for tenants that have it (the two retail tenants). */
export const loginModalOpens = (profile: { readonly loginModal: boolean }): boolean => profile.loginModal;
