import { ContainerModule } from 'inversify';
import { bindSingletons } from '../bind-classes';
import { UnauthorizedRecovery } from '../ports/access-token';
import { GeolocationStore } from './geolocation-store';
import { LoginPrompt } from './login-prompt';
import { SessionRecovery } from './session-recovery';
import { SessionReset } from './session-reset';
import { SessionStore } from './session-store';
import { WelcomePromoStore } from './welcome-promo-store';
import { WelcomePromoAudience } from './welcome-promo-audience';
import { WelcomeOfferAccount } from './welcome-offer-account';

/**
 * The account's services for every page: the session (tokens, customer, refresh), its reset, the
 * transport's 401 recovery and the login modal's opener. The modal's own store loads with its body
 * (`login-module.ts`).
 */
export const accountModule = new ContainerModule(({ bind }) => {
  bindSingletons(bind, [
    SessionReset,
    SessionStore,
    LoginPrompt,
    SessionRecovery,
    GeolocationStore,
    // The welcome promo and its parts (issue 36): who it pops up for, and the offer's server side.
    WelcomePromoAudience,
    WelcomeOfferAccount,
    WelcomePromoStore,
  ]);
  // Resolved on the first 401, not when the API is built: the session itself calls the API.
  bind(UnauthorizedRecovery).toDynamicValue((ctx) => ({
    recover: (repeated?: boolean, refusedToken?: string | null) => ctx.get(SessionRecovery).recover(repeated, refusedToken),
    refreshExpired: (token: string) => ctx.get(SessionRecovery).refreshExpired(token),
  }));
});
