import * as t from 'io-ts';
import { CustomerWireCodec } from './customer';

/**
 * The account calls of SPEC §7 (passwordless codes, DESIGN §9). The accounts issue (#14) adds their
 * server routes and callers; these are the shapes both sides agree on.
 */

/** POST v1/account/login: a 6-digit code is mailed to `email`. */
export const LoginRequestCodec = t.type({ email: t.string, loginMethod: t.literal('code') });
export const LoginAnswerCodec = t.type({ result: t.literal('LoginCodeSent') });

/** The session a successful verify or refresh hands out (DESIGN §9: short-lived JWT + rotating refresh token). */
export const SessionCodec = t.type({ accessToken: t.string, refreshToken: t.string, customer: CustomerWireCodec });
export type SessionWire = t.TypeOf<typeof SessionCodec>;

/** POST v1/account/login_verify: the code from the mail; `source` names where the login started. */
export const LoginVerifyRequestCodec = t.type({ code: t.string, email: t.string, source: t.string });
/** @alias the answer is a session */
export const LoginVerifyAnswerCodec = SessionCodec;

/** A metafield as the create call sends it (SPEC §7: key, value, value_type 'string'). */
export const MetafieldCodec = t.type({ key: t.string, value: t.string, value_type: t.literal('string') });

/**
 * POST v1/account/create, both variants of SPEC §7: the sign-up form (loginMethod, names) and the
 * welcome-promo opt-in (metafields promo_welcome and promo_welcome_date).
 */
export const AccountCreateRequestCodec = t.union([
  t.type({ loginMethod: t.literal('code'), firstName: t.string, lastName: t.string, email: t.string, acceptsMarketing: t.literal(true), source: t.string }),
  t.type({ email: t.string, acceptsMarketing: t.boolean, metafields: t.array(MetafieldCodec) }),
]);
export const AccountCreateAnswerCodec = t.partial({
  result: t.keyof({ LoginCodeSent: null, CustomerCreated: null }),
  createResult: t.type({ customer: CustomerWireCodec }),
});

/** POST v1/account/welcome_promo_eligible: reason 'Create Customer' means the client creates the account next. */
export const WelcomePromoEligibleRequestCodec = t.type({ email: t.string, isOptIn: t.literal(true) });
export const WelcomePromoEligibleAnswerCodec = t.intersection([t.type({ eligible: t.boolean }), t.partial({ discount: t.number, reason: t.string })]);

/** POST v1/account/refresh: a rotating refresh token for a new session. */
export const RefreshRequestCodec = t.type({ userId: t.string, refreshToken: t.string });
/** @alias the answer is a session */
export const RefreshAnswerCodec = SessionCodec;

/**
 * POST v1/account/revoke (issue 26, beyond SPEC §7): logout ends the refresh token's whole family on
 * the server. Always 204: an unknown, revoked or another customer's token answers the same and changes nothing.
 */
export const RevokeSessionRequestCodec = t.type({ userId: t.string, refreshToken: t.string });
