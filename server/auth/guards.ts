import type { Context, MiddlewareHandler } from 'hono';
import { isRefusal } from '../http/refusal';
import { tenantIdOf } from '../http/tenant-context';
import type { AuthContext } from './access-tokens';
import { AUTH } from './account-failures';

export type { AuthContext } from './access-tokens';

/** The Hono variables the guards set: `c.get('auth')` is the verified caller, if any. */
export interface AuthVariables {
  auth: AuthContext | undefined;
}

export type AuthEnv = { Variables: AuthVariables };

/** Verifies a bearer token (the account service's `authenticate`). */
export type TokenVerifier = (token: string) => Promise<AuthContext | null>;

const refuse = (c: Context, status: 401 | 403, message: string, code: string) =>
  c.json({ message, code, customerMessage: status === 401 ? 'Please sign in again.' : 'You are not allowed to do that.' }, status);

/**
 * Reads `Authorization: Bearer <access token>`. No header: the call goes on anonymously (`auth`
 * undefined). A header with a token that is malformed, tampered, expired, signed with another
 * algorithm or issued for another tenant than the request's `tenantId`: 401 at once, so the client
 * refreshes (SPEC §4 Auth) rather than silently being treated as anonymous.
 */
export function bearerAuth(verify: TokenVerifier): MiddlewareHandler<AuthEnv> {
  return async (c, next) => {
    const header = c.req.header('authorization');
    if (header === undefined || header.trim() === '') {
      c.set('auth', undefined);
      return next();
    }
    const match = /^Bearer ([A-Za-z0-9_.-]{1,4096})$/.exec(header.trim());
    const auth = match ? await verify(match[1]!) : null;
    if (!auth) return refuse(c, 401, 'Invalid or expired access token', AUTH.tokenInvalid);
    const tenantId = tenantIdOf(c.req.query('tenantId'));
    if (isRefusal(tenantId)) return refuse(c, 401, 'Invalid or expired access token', AUTH.tokenInvalid);
    if (auth.tenant !== tenantId) return refuse(c, 401, 'This access token belongs to another store', AUTH.tokenInvalid);
    c.set('auth', auth);
    return next();
  };
}

/** After `bearerAuth`: 401 without a signed-in customer (any role). */
export const requireCustomer: MiddlewareHandler<AuthEnv> = async (c, next) => {
  if (!c.get('auth')) return refuse(c, 401, 'Sign in required', AUTH.unauthenticated);
  return next();
};

/** After `bearerAuth`: 401 without a signed-in caller, 403 for a customer who is not an admin. */
export const requireAdmin: MiddlewareHandler<AuthEnv> = async (c, next) => {
  const auth = c.get('auth');
  if (!auth) return refuse(c, 401, 'Sign in required', AUTH.unauthenticated);
  if (auth.role !== 'admin') return refuse(c, 403, 'Admins only', AUTH.forbidden);
  return next();
};
