import {
  AccountCreateAnswerCodec,
  AccountCreateRequestCodec,
  LoginAnswerCodec,
  LoginRequestCodec,
  LoginVerifyAnswerCodec,
  LoginVerifyRequestCodec,
  RefreshAnswerCodec,
  RefreshRequestCodec,
  RevokeSessionRequestCodec,
  WelcomePromoEligibleAnswerCodec,
  WelcomePromoEligibleRequestCodec,
} from '../account';
import { CustomerAnswerCodec } from '../customer';
import { getEndpoint, postEndpoint } from './endpoint';

/** Accounts and sessions (SPEC §7): sign-in by emailed code, sign-up, welcome promo, refresh, revoke, the customer. */
export const accountEndpoints = {
  getCustomer: getEndpoint('v1/shopify/customer_get', CustomerAnswerCodec),
  login: postEndpoint('v1/account/login', LoginRequestCodec, LoginAnswerCodec),
  loginVerify: postEndpoint('v1/account/login_verify', LoginVerifyRequestCodec, LoginVerifyAnswerCodec),
  createAccount: postEndpoint('v1/account/create', AccountCreateRequestCodec, AccountCreateAnswerCodec),
  welcomePromoEligible: postEndpoint('v1/account/welcome_promo_eligible', WelcomePromoEligibleRequestCodec, WelcomePromoEligibleAnswerCodec),
  refreshSession: postEndpoint('v1/account/refresh', RefreshRequestCodec, RefreshAnswerCodec),
  /** Beyond SPEC §7 (issue 26): logout revokes the session's refresh-token family. */
  revokeSession: postEndpoint('v1/account/revoke', RevokeSessionRequestCodec, null),
} as const;
