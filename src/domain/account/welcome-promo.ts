import { validateEmailInput } from '../validation';
import { WELCOME_PROMO_DELAY_MS } from './durations';

/** The welcome promo modal's steps. */
export type WelcomePromoStep = 'closed' | 'enterEmail' | 'success' | 'fail';

/** Shown when the email is not eligible. */
export const WELCOME_PROMO_FAIL_MESSAGE = 'Oops! This offer is just for new users.';

/** The eligibility answer's reason that means 'create the customer now'. */
export const CREATE_CUSTOMER_REASON = 'Create Customer';

/** The welcome promo modal's state. */
export interface WelcomePromoState {
  readonly step: WelcomePromoStep;
  readonly email: string;
  readonly busy: boolean;
  readonly error?: string;
  readonly discountPercent?: number;
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

/** What happens to the welcome promo. */
export type WelcomePromoEvent =
  | { readonly type: 'geolocationDone'; readonly conditions: WelcomePromoConditions }
  | { readonly type: 'delayElapsed'; readonly conditions: WelcomePromoConditions }
  | { readonly type: 'requestOpen' }
  | { readonly type: 'editEmail'; readonly email: string }
  | { readonly type: 'submit' }
  | { readonly type: 'eligibility'; readonly eligible: boolean; readonly discount?: number; readonly reason?: string }
  | { readonly type: 'checkFailed' }
  | { readonly type: 'close' };

/** What the caller must do after a transition. */
export type WelcomePromoEffect =
  | { readonly type: 'startTimer'; readonly timer: 'welcomePromo'; readonly ms: number }
  | { readonly type: 'markWelcomePromoShown' }
  | { readonly type: 'checkEligibility'; readonly email: string }
  | { readonly type: 'createCustomer'; readonly email: string }
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

/** The welcome promo modal as a reducer. */
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
      return only(opened(state));
    case 'editEmail':
      return only({ step: state.step, email: event.email, busy: false });
    case 'submit': {
      if (state.busy) return only(state);
      const email = validateEmailInput(state.email);
      if (email._tag === 'Left') return only({ ...state, error: email.left.message });
      return {
        state: { step: state.step, email: email.right, busy: true },
        effects: [{ type: 'checkEligibility', email: email.right }],
      };
    }
    case 'eligibility': {
      if (!event.eligible) return only({ step: 'fail', email: state.email, busy: false, error: WELCOME_PROMO_FAIL_MESSAGE });
      const effects: WelcomePromoEffect[] = [{ type: 'rememberWelcomeEmail', email: state.email }];
      if (event.reason === CREATE_CUSTOMER_REASON) effects.push({ type: 'createCustomer', email: state.email });
      return {
        state: {
          step: 'success',
          email: state.email,
          busy: false,
          ...(event.discount === undefined ? {} : { discountPercent: event.discount }),
        },
        effects,
      };
    }
    case 'checkFailed':
      // A failed call is not a refusal: let the shopper try again.
      return only({ ...state, busy: false });
    case 'close':
      return only({ ...initialWelcomePromo, email: state.email });
  }
};
