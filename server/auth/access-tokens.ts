import { jwtVerify, SignJWT } from 'jose';

/** DESIGN §9: short-lived access tokens. */
export const ACCESS_TOKEN_TTL_S = 15 * 60;
export const TOKEN_ISSUER = 'tilepix';
export const TOKEN_AUDIENCE = 'tilepix-api';

export type Role = 'customer' | 'admin';

/** Who a verified access token speaks for. */
export interface AuthContext {
  readonly customerId: string;
  readonly tenant: string;
  readonly role: Role;
}

export interface AccessTokenClaims extends AuthContext {
  /** Issued-at, in seconds: a refresh in the grace window signs the same claims again and gets the same token. */
  readonly issuedAt: number;
  readonly jti: string;
}

/**
 * HS256 JWTs (`jose`): `sub` the customer id, `tenant`, `role`, `iss`, `aud`, `iat`, `exp`, `jti`.
 * Signing is deterministic for the same claims, which is what lets two concurrent refreshes answer
 * the same pair without storing any token.
 */
export async function signAccessToken(key: Uint8Array, claims: AccessTokenClaims): Promise<string> {
  return new SignJWT({ tenant: claims.tenant, role: claims.role })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.customerId)
    .setIssuer(TOKEN_ISSUER)
    .setAudience(TOKEN_AUDIENCE)
    .setIssuedAt(claims.issuedAt)
    .setExpirationTime(claims.issuedAt + ACCESS_TOKEN_TTL_S)
    .setJti(claims.jti)
    .sign(key);
}

/**
 * Verifies signature (HS256 only: `none` and every other algorithm are refused), issuer, audience and
 * expiry at `now`; null for any token that is not one of ours, still valid, with well-formed claims.
 */
export async function verifyAccessToken(key: Uint8Array, token: string, now: number): Promise<AuthContext | null> {
  if (token.length > 4096) return null;
  try {
    const { payload } = await jwtVerify(token, key, {
      algorithms: ['HS256'],
      issuer: TOKEN_ISSUER,
      audience: TOKEN_AUDIENCE,
      currentDate: new Date(now),
      requiredClaims: ['sub', 'iat', 'exp', 'tenant', 'role'],
      clockTolerance: 0,
    });
    const { sub, tenant, role } = payload;
    if (typeof sub !== 'string' || typeof tenant !== 'string' || (role !== 'customer' && role !== 'admin')) return null;
    return { customerId: sub, tenant, role };
  } catch {
    return null;
  }
}
