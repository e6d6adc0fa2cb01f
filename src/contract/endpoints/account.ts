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
import { endpoint } from './endpoint';

/** Accounts and sessions (SPEC §7): sign-in by emailed code, sign-up, welcome promo, refresh, revoke, the customer. */
export const accountEndpoints = {
  getCustomer: endpoint({ method: 'GET', path: 'v1/shopify/customer_get', query: null, body: null, answer: CustomerAnswerCodec }),
  login: endpoint({ method: 'POST', path: 'v1/account/login', query: null, body: LoginRequestCodec, answer: LoginAnswerCodec }),
  loginVerify: endpoint({ method: 'POST', path: 'v1/account/login_verify', query: null, body: LoginVerifyRequestCodec, answer: LoginVerifyAnswerCodec }),
  createAccount: endpoint({ method: 'POST', path: 'v1/account/create', query: null, body: AccountCreateRequestCodec, answer: AccountCreateAnswerCodec }),
  welcomePromoEligible: endpoint({
    method: 'POST',
    path: 'v1/account/welcome_promo_eligible',
    query: null,
    body: WelcomePromoEligibleRequestCodec,
    answer: WelcomePromoEligibleAnswerCodec,
  }),
  refreshSession: endpoint({ method: 'POST', path: 'v1/account/refresh', query: null, body: RefreshRequestCodec, answer: RefreshAnswerCodec }),
  /** Beyond SPEC §7 (issue 26): logout revokes the session's refresh-token family. */
  revokeSession: endpoint({ method: 'POST', path: 'v1/account/revoke', query: null, body: RevokeSessionRequestCodec, answer: null }),
} as const;
