import { Hono, type Context } from 'hono';
import { isLeft, type Either } from 'fp-ts/Either';
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
} from '../../src/contract/account';
import { CustomerAnswerCodec } from '../../src/contract/customer';
import { endpoints, v1Route } from '../../src/contract/endpoints';
import { AUTH, type AccountFailure } from './account-failures';
import type { AccountService } from './account-service';
import { customerWire } from './customer-repository';
import { bearerAuth, requireCustomer, type AuthEnv } from './guards';
import { clientAddress } from '../storefront/client-address';
import type { Queryable } from '../db/db';
import { PgRateLimiter } from '../coordination/pg-rate-limiter';
import type { RateLimiter, ThrottleLimits } from '../coordination/rate-limiter';
import { decodeJsonBody } from '../http/decode';
import { tenantIdOf } from '../http/tenant-context';
import { isRefusal, refused } from '../http/refusal';

/** Per client address, for the calls that send mail or check codes: a burst of 10, then one every 5 s. */
export const ACCOUNT_THROTTLE: ThrottleLimits = { capacity: 10, refillPerSecond: 0.2 };
/** Refreshes: every tab refreshes every 15 minutes; a burst of 30, then one a second. */
export const REFRESH_THROTTLE: ThrottleLimits = { capacity: 30, refillPerSecond: 1 };
/**
 * Per tenant, whoever asks, for the calls whose answers tell whether an email has an account (login,
 * sign-up, welcome eligibility: SPEC §8's wording does; issue 26 item 11): a burst of 300, then 2 a
 * second (7,200 an hour). Many addresses together cannot sweep a tenant's customer list faster.
 */
export const TENANT_ACCOUNT_THROTTLE: ThrottleLimits = { capacity: 300, refillPerSecond: 2 };

export interface AccountRouteDeps {
  readonly accounts: AccountService;
  /** Where the throttles count (shared by every server process). */
  readonly db: Queryable;
  readonly throttle?: ThrottleLimits;
  readonly refreshThrottle?: ThrottleLimits;
  /** The per-tenant limit on the calls that can reveal an account (`TENANT_ACCOUNT_THROTTLE`). */
  readonly tenantThrottle?: ThrottleLimits;
  readonly now?: () => number;
}

/** An account refusal, mapped to HTTP by the kit's one mapping (its `code` and `customerMessage` included). */
const failed = (c: Context, f: AccountFailure) => refused(c, f);

/**
 * The account calls of SPEC §7 (issue #14): login, login_verify, create (both variants),
 * welcome_promo_eligible, refresh and customer_get; and revoke (logout, issue 26). Bodies are decoded with the contract's codecs;
 * answers are encoded with them; refusals are `{ message, code, customerMessage? }` with a 4xx.
 */
export function accountRoutes({
  accounts,
  db,
  throttle = ACCOUNT_THROTTLE,
  refreshThrottle = REFRESH_THROTTLE,
  tenantThrottle = TENANT_ACCOUNT_THROTTLE,
  now = Date.now,
}: AccountRouteDeps): Hono<AuthEnv> {
  const api = new Hono<AuthEnv>();
  const perClient = new PgRateLimiter(db, 'account', throttle, now);
  const perClientRefresh = new PgRateLimiter(db, 'account-refresh', refreshThrottle, now);
  const perTenant = new PgRateLimiter(db, 'account-tenant', tenantThrottle, now);
  // Logout has its own bucket (the refresh limits): signing out never spends a tab's refreshes.
  const perClientRevoke = new PgRateLimiter(db, 'account-revoke', refreshThrottle, now);

  /**
   * Throttles before anything is read (a refused burst costs no database work), then runs `work`:
   * per client address, and for the calls that can reveal an account also per tenant (after the
   * client's own bucket, so that one noisy client does not spend the tenant's budget by itself).
   */
  const guarded =
    (bucket: RateLimiter, work: (c: Context<AuthEnv>, tenantId: string) => Promise<Response>, options: { tenantWide?: boolean } = {}) =>
    async (c: Context<AuthEnv>) => {
      c.header('Cache-Control', 'no-store');
      const tenantId = tenantIdOf(c.req.query('tenantId'));
      if (isRefusal(tenantId)) return refused(c, tenantId);
      if (!(await bucket.take(clientAddress(c))) || (options.tenantWide === true && !(await perTenant.take(tenantId)))) {
        const wait = 'Too many requests. Please wait a moment and try again.';
        return c.json({ message: wait, code: AUTH.throttled, customerMessage: wait }, 429);
      }
      return work(c, tenantId);
    };
  const revealing = { tenantWide: true };

  const answer = <A>(c: Context, result: Either<AccountFailure, A>, encode: (a: A) => unknown) =>
    isLeft(result) ? failed(c, result.left) : c.json(encode(result.right) as object);

  api.post(
    v1Route(endpoints.login),
    guarded(
      perClient,
      async (c, tenantId) => {
        const body = await decodeJsonBody(c, LoginRequestCodec);
        if (isRefusal(body)) return refused(c, body);
        // A resend within 10 s sends nothing new but answers the same: the client shows its resend note.
        return answer(c, await accounts.login(tenantId, body.email), () => LoginAnswerCodec.encode({ result: 'LoginCodeSent' }));
      },
      revealing,
    ),
  );

  api.post(
    v1Route(endpoints.loginVerify),
    guarded(perClient, async (c, tenantId) => {
      const body = await decodeJsonBody(c, LoginVerifyRequestCodec);
      if (isRefusal(body)) return refused(c, body);
      return answer(c, await accounts.verify(tenantId, body), (s) => LoginVerifyAnswerCodec.encode(s));
    }),
  );

  api.post(
    v1Route(endpoints.createAccount),
    guarded(
      perClient,
      async (c, tenantId) => {
        const body = await decodeJsonBody(c, AccountCreateRequestCodec);
        if (isRefusal(body)) return refused(c, body);
        const result =
          'loginMethod' in body
            ? await accounts.signUp(tenantId, body)
            : await accounts.welcomeSignUp(tenantId, { email: body.email, acceptsMarketing: body.acceptsMarketing, metafields: body.metafields });
        return answer(c, result, (a) => AccountCreateAnswerCodec.encode(a));
      },
      revealing,
    ),
  );

  api.post(
    v1Route(endpoints.welcomePromoEligible),
    guarded(
      perClient,
      async (c, tenantId) => {
        const body = await decodeJsonBody(c, WelcomePromoEligibleRequestCodec);
        if (isRefusal(body)) return refused(c, body);
        return answer(c, await accounts.welcomeEligible(tenantId, body.email), (a) => WelcomePromoEligibleAnswerCodec.encode(a));
      },
      revealing,
    ),
  );

  api.post(
    v1Route(endpoints.refreshSession),
    guarded(perClientRefresh, async (c, tenantId) => {
      const body = await decodeJsonBody(c, RefreshRequestCodec);
      if (isRefusal(body)) return refused(c, body);
      return answer(c, await accounts.refresh(tenantId, body), (s) => RefreshAnswerCodec.encode(s));
    }),
  );

  // Logout (issue 26): 204 whatever the token was, so the answer says nothing about it.
  api.post(
    v1Route(endpoints.revokeSession),
    guarded(perClientRevoke, async (c, tenantId) => {
      const body = await decodeJsonBody(c, RevokeSessionRequestCodec);
      if (isRefusal(body)) return refused(c, body);
      await accounts.revoke(tenantId, body);
      return c.body(null, 204);
    }),
  );

  api.get(
    v1Route(endpoints.getCustomer),
    bearerAuth((token) => accounts.authenticate(token)),
    requireCustomer,
    async (c) => {
      c.header('Cache-Control', 'no-store');
      const result = await accounts.customer(c.get('auth')!);
      return answer(c, result, (customer) => CustomerAnswerCodec.encode({ customer: customerWire(customer) }));
    },
  );

  return api;
}
