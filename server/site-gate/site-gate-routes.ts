import { Hono, type MiddlewareHandler } from 'hono';
import { API_VERSION_PREFIX, endpoints, v1Route } from '../../src/contract/endpoints';
import { MAX_SITE_PASSWORD_LENGTH, SiteAuthorizeAnswerCodec, SiteAuthorizeRequestCodec } from '../../src/contract/site-gate';
import { PgRateLimiter } from '../coordination/pg-rate-limiter';
import type { ThrottleLimits } from '../coordination/rate-limiter';
import type { Queryable } from '../db/db';
import { decodeJsonBody } from '../http/decode';
import { decodedPathSegments } from '../http/request-line';
import { requestedFileKey, uploadTenantOfKey } from '../files/requested-file-key';
import { DEFAULT_TENANT_ID, tenantIdOf } from '../http/tenant-context';
import { clientAddress } from '../storefront/client-address';
import { SITE_NOT_PUBLIC, sitePassCookie, type SiteGate } from './site-gate';
import { decoyHash, issueSitePass, SITE_PASS_TTL_SECONDS, verifySitePassword } from './site-password';
import { refused, isRefusal, refusal } from '../http/refusal';

/**
 * Password tries per client address and tenant: 20 at once, then one a minute. Every try counts
 * (right or wrong), before any hashing, so a script can neither guess fast nor keep the CPU busy.
 */
export const SITE_AUTHORIZE_THROTTLE: ThrottleLimits = { capacity: 20, refillPerSecond: 1 / 60 };

export const INCORRECT_PASSWORD = 'Incorrect password';
export const TOO_MANY_TRIES = 'Too many password attempts. Please wait a few minutes and try again.';

const TENANT_SEGMENT = /^[a-z0-9][a-z0-9-]{0,39}$/;

/**
 * The tenants a request touches, read as its routes read them (issue 26: `%70rivate` is `private`):
 * on `/api/v1/*` (but the gate's own call) every `tenantId` query value (the default tenant without
 * one) and every decoded path segment that could name a tenant (`/tenants/:id/v2`,
 * `/products/:id/...`); on `/files/uploads/<tenant>/…` the tenant of the stored key the file routes
 * will serve (requested-file-key.ts). Looking all of them up costs one indexed query and leaves no
 * route whose tenant comes from somewhere unchecked. The request line's guard (request-line.ts) has
 * already refused a path that does not decode.
 */
export function requestTenants(url: URL, tenantQueries: readonly string[]): string[] {
  const segments = decodedPathSegments(url.pathname) ?? [];
  const named = (ids: readonly (string | null | undefined)[]) => ids.filter((s): s is string => typeof s === 'string' && TENANT_SEGMENT.test(s));
  if (segments[0] === 'files') {
    const key = requestedFileKey(url.pathname);
    return named([key === null ? null : uploadTenantOfKey(key)]);
  }
  const authorizePath = endpoints.authorizeSite.path.split('/');
  const isApi = segments[0] === 'api' && segments[1] === API_VERSION_PREFIX;
  if (!isApi || (segments.length === authorizePath.length + 1 && authorizePath.every((s, i) => segments[i + 1] === s))) return [];
  // Only what could be a tenant id is looked up: anything else names no tenant, private or not (the
  // route refuses a malformed tenantId with 400 itself), and never reaches the database.
  return named([...(tenantQueries.length > 0 ? tenantQueries : [DEFAULT_TENANT_ID]), ...url.searchParams.getAll('tenantId'), ...segments]);
}

/**
 * Guards `/api/v1/*` (but the gate's own call) and `/files/uploads/<tenant>/*`: a private tenant
 * answers an unauthorised browser 403 'This site is not public' and nothing else.
 */
export function siteGateGuard(gate: SiteGate): MiddlewareHandler {
  return async (c, next) => {
    const tenants = requestTenants(new URL(c.req.url), c.req.queries('tenantId') ?? []);
    if (tenants.length > 0 && (await gate.lockedAmong(tenants, c.req.header('cookie'))) !== null) {
      return c.json(SITE_NOT_PUBLIC, 403);
    }
    await next();
  };
}

export interface SiteGateRouteOptions {
  readonly throttle?: ThrottleLimits;
  readonly now?: () => number;
  /** Secure cookies (the store is served over https). */
  readonly secure: boolean;
}

/**
 * POST v1/site/authorize `{ password }` (tenantId query): the right password sets the tenant's pass
 * cookie (HttpOnly, SameSite=Lax, Secure over https, 30 days) and answers `{ authorized: true }`. A wrong
 * password, a public tenant and an unknown one all answer the same 403 'Incorrect password' after the
 * same scrypt work: nothing says which tenants exist or are private.
 */
export function siteGateRoutes(db: Queryable, gate: SiteGate, { throttle = SITE_AUTHORIZE_THROTTLE, now = Date.now, secure }: SiteGateRouteOptions): Hono {
  const api = new Hono();
  const tries = new PgRateLimiter(db, 'site-authorize', throttle, now);
  // Made now, so that the first try on an unknown tenant takes no longer than any other.
  void decoyHash().catch(() => undefined);
  api.post(v1Route(endpoints.authorizeSite), async (c) => {
    const tenantId = tenantIdOf(c.req.query('tenantId'));
    if (isRefusal(tenantId)) return refused(c, tenantId);
    const body = await decodeJsonBody(c, SiteAuthorizeRequestCodec);
    if (isRefusal(body)) return refused(c, body);
    const { password } = body;
    if (password.length === 0) return refused(c, refusal(400, 'Invalid request: password is required'));
    if (password.length > MAX_SITE_PASSWORD_LENGTH)
      return refused(c, refusal(400, `Invalid request: password must be at most ${MAX_SITE_PASSWORD_LENGTH} characters`));
    if (!(await tries.take(`${tenantId}:${clientAddress(c)}`))) {
      c.header('Retry-After', '60');
      return refused(c, refusal(429, TOO_MANY_TRIES));
    }
    const stored = await gate.storedHash(tenantId);
    const matches = await verifySitePassword(password, stored ?? (await decoyHash()));
    if (stored === null || !matches) return c.json({ message: INCORRECT_PASSWORD, code: 'site/incorrect-password' }, 403);
    const pass = issueSitePass(tenantId, stored, now());
    const attributes = [`Path=/`, `Max-Age=${SITE_PASS_TTL_SECONDS}`, 'HttpOnly', 'SameSite=Lax', ...(secure ? ['Secure'] : [])];
    c.header('Set-Cookie', `${sitePassCookie(tenantId)}=${pass}; ${attributes.join('; ')}`);
    c.header('Cache-Control', 'no-store');
    return c.json(SiteAuthorizeAnswerCodec.encode({ authorized: true }));
  });
  return api;
}
