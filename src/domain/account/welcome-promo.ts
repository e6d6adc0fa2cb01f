import type { Either } from 'fp-ts/Either';
import type { ValidationError } from '../validation';
import { WELCOME_PROMO_DELAY_MS } from './durations';

/** The welcome promo modal's steps (SPEC §4). */
export type WelcomePromoStep = 'closed' | 'enterEmail' | 'success' | 'fail';

/** Shown when the email is not eligible (SPEC §8). */
export const WELCOME_PROMO_FAIL_MESSAGE = 'Oops! This offer is just for new users.';

/** Shown when a call failed without a refusal and the server gave no message of its own (SPEC §8's sign-up fallback). */
export const WELCOME_PROMO_ERROR_MESSAGE = 'Error occurred';

/** The eligibility answer's reason that means 'create the customer now'. */
export const CREATE_CUSTOMER_REASON = 'Create Customer';

/** The welcome promo modal's state. */
export interface WelcomePromoState {
  readonly step: WelcomePromoStep;
  readonly email: string;
  readonly busy: boolean;
  readonly error?: string;
  readonly discountPercent?: number;
  /** The account was created and a sign-in code mailed to it: the success step asks for that code. */
  readonly codeSent?: boolean;
}

/** Everything that may keep the welcome promo from popping up by itself. */
export interface WelcomePromoConditions {
  readonly promoActive: boolean;
  readonly alreadyShown: boolean;
  readonly customerLoggedIn: boolean;
  readonly routeHidesWelcomePromo: boolean;
  readonly autoPopupSuppressed: boolean;
}

/** Shown once per browser, unless a customer is logged in, the route hides it, or auto popup is suppressed. */
export const shouldAutoShowWelcomePromo = (c: WelcomePromoConditions): boolean =>
  c.promoActive && !c.alreadyShown && !c.customerLoggedIn && !c.routeHidesWelcomePromo && !c.autoPopupSuppressed;

/**
 * The email's check (`validateEmailInput`), handed in with the submit: its rules load with the
 * shopper's first keystroke, not with the page (issue 27's JS budget).
 */
export type WelcomeEmailCheck = (value: string) => Either<ValidationError, string>;

/** What happens to the welcome promo. */
export type WelcomePromoEvent =
  | { readonly type: 'geolocationDone'; readonly conditions: WelcomePromoConditions }
  | { readonly type: 'delayElapsed'; readonly conditions: WelcomePromoConditions }
  | { readonly type: 'requestOpen' }
  | { readonly type: 'editEmail'; readonly email: string }
  | { readonly type: 'submit'; readonly checkEmail: WelcomeEmailCheck }
  | { readonly type: 'eligibility'; readonly eligible: boolean; readonly discount?: number; readonly reason?: string }
  | { readonly type: 'customerCreated'; readonly codeSent: boolean }
  /** The account could not be created because the email is taken (someone claimed it meanwhile): a refusal. */
  | { readonly type: 'createRefused' }
  /** A call failed without refusing (network, throttled, 5xx): the shopper may try again. */
  | { readonly type: 'checkFailed'; readonly customerMessage?: string }
  | { readonly type: 'close' }
  /** Logout: the modal closes and forgets the email. */
  | { readonly type: 'forget' };

/** What the caller must do after a transition. */
export type WelcomePromoEffect =
  | { readonly type: 'startTimer'; readonly timer: 'welcomePromo'; readonly ms: number }
  | { readonly type: 'markWelcomePromoShown' }
  | { readonly type: 'checkEligibility'; readonly email: string }
  /** Create the account with the promo_welcome metafields, then mail it a sign-in code (`customerCreated`). */
  | { readonly type: 'createCustomer'; readonly email: string; readonly percentOff?: number }
  | { readonly type: 'rememberWelcomeEmail'; readonly email: string };

/** A transition's result. */
export interface WelcomePromoTransition {
  readonly state: WelcomePromoState;
  readonly effects: readonly WelcomePromoEffect[];
}

/** The closed modal. */
export const initialWelcomePromo: WelcomePromoState = { step: 'closed', email: '', busy: false };

const only = (state: WelcomePromoState): WelcomePromoTransition => ({ state, effects: [] });
const opened = (state: WelcomePromoState): WelcomePromoState => ({ step: 'enterEmail', email: state.email, busy: false });
const percent = (discount: number | undefined) => (discount === undefined ? {} : { discountPercent: discount });
const succeeded = (state: WelcomePromoState, extra: Partial<WelcomePromoState>): WelcomePromoTransition => ({
  state: { step: 'success', email: state.email, busy: false, ...percent(state.discountPercent), ...extra },
  effects: [{ type: 'rememberWelcomeEmail', email: state.email }],
});
const failed = (state: WelcomePromoState): WelcomePromoTransition => only({ step: 'fail', email: state.email, busy: false, error: WELCOME_PROMO_FAIL_MESSAGE });

/**
 * The welcome promo modal as a reducer (SPEC §4): it pops up 0.8 s after the geolocation check when
 * nothing keeps it from doing so, or opens on request; submitting checks eligibility; an eligible
 * email whose answer says 'Create Customer' gets its account first, then success; anything else
 * eligible is success at once; not eligible (or the account taken meanwhile) is fail.
 */
export const welcomePromoReducer = (state: WelcomePromoState, event: WelcomePromoEvent): WelcomePromoTransition => {
  switch (event.type) {
    case 'geolocationDone':
      return state.step === 'closed' && shouldAutoShowWelcomePromo(event.conditions)
        ? { state, effects: [{ type: 'startTimer', timer: 'welcomePromo', ms: WELCOME_PROMO_DELAY_MS }] }
        : only(state);
    case 'delayElapsed':
      // Conditions are checked again: the shopper may have logged in or moved to /resume meanwhile.
      return state.step === 'closed' && shouldAutoShowWelcomePromo(event.conditions)
        ? { state: opened(state), effects: [{ type: 'markWelcomePromoShown' }] }
        : only(state);
    case 'requestOpen':
      // Already open (the banner pressed twice): nothing changes, a pending answer is kept.
      return state.step === 'enterEmail' ? only(state) : only(opened(state));
    case 'editEmail':
      return state.step === 'enterEmail' && !state.busy ? only({ step: state.step, email: event.email, busy: false }) : only(state);
    case 'submit': {
      if (state.busy || state.step !== 'enterEmail') return only(state);
      const email = event.checkEmail(state.email);
      if (email._tag === 'Left') return only({ ...state, error: email.left.message });
      return {
        state: { step: state.step, email: email.right, busy: true },
        effects: [{ type: 'checkEligibility', email: email.right }],
      };
    }
    case 'eligibility': {
      if (!state.busy) return only(state);
      if (!event.eligible) return failed(state);
      if (event.reason === CREATE_CUSTOMER_REASON) {
        return {
          state: { ...state, ...percent(event.discount) },
          effects: [{ type: 'createCustomer', email: state.email, ...(event.discount === undefined ? {} : { percentOff: event.discount }) }],
        };
      }
      return succeeded({ ...state, ...percent(event.discount) }, {});
    }
    case 'customerCreated':
      return state.busy ? succeeded(state, { codeSent: event.codeSent }) : only(state);
    case 'createRefused':
      return state.busy ? failed(state) : only(state);
    case 'checkFailed': {
      if (!state.busy) return only(state);
      // A failed call is not a refusal: say so, and let the shopper try again.
      const message = event.customerMessage !== undefined && event.customerMessage !== '' ? event.customerMessage : WELCOME_PROMO_ERROR_MESSAGE;
      return only({ step: state.step, email: state.email, busy: false, error: message });
    }
    case 'close':
      // SPEC §4 'shown once per browser': however it closes (even opened by the banner), it stays closed.
      return state.step === 'closed' ? only(state) : { state: { ...initialWelcomePromo, email: state.email }, effects: [{ type: 'markWelcomePromoShown' }] };
    case 'forget':
      return only(initialWelcomePromo);
  }
};
