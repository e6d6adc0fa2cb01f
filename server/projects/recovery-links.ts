import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/** How long a recovery email's link works: two weeks after the email went out. */
export const RECOVERY_LINK_TTL_MS = 14 * 24 * 60 * 60_000;
/** A link longer than this is not one of ours (it is read before any HMAC is computed). */
const MAX_LINK_LENGTH = 600;

/** What a recovery link hands back, and to whom: signed, so nobody but our recovery email can write one. */
export interface RecoveryLinkClaims {
  readonly tenantId: string;
  readonly cartToken: string;
  /** The customer the email went to: only they may redeem it (issue 26 item 3, see README). */
  readonly ownerId: string;
  /** When the link stops working (ms since the epoch). */
  readonly expiresAt: number;
}

export type RecoveryLinkCheck =
  | { readonly kind: 'valid'; readonly claims: RecoveryLinkClaims; readonly id: string }
  /** Not ours: malformed, tampered with, or signed for another tenant. */
  | { readonly kind: 'invalid' }
  | { readonly kind: 'expired' };

const mac = (key: Buffer, payload: string): Buffer => createHmac('sha256', key).update(`recovery-link:${payload}`).digest();

/**
 * The link's token: base64url(JSON claims) + '.' + base64url(HMAC-SHA-256 of that text under the
 * recovery-link key). The claims are readable (they name a cart its owner already knows); what makes
 * the link trustworthy is the MAC over cart token, tenant, owner and expiry together.
 */
export function signRecoveryLink(key: Buffer, claims: RecoveryLinkClaims): string {
  const payload = Buffer.from(JSON.stringify({ t: claims.tenantId, c: claims.cartToken, o: claims.ownerId, e: claims.expiresAt })).toString('base64url');
  return `${payload}.${mac(key, payload).toString('base64url')}`;
}

const isText = (v: unknown): v is string => typeof v === 'string' && v.length > 0 && v.length <= 200;

/**
 * Checks a token against the key, the tenant the request is for, and the clock. The MAC is compared in
 * constant time before the claims are parsed; a link of another tenant is 'invalid', like a forged one.
 * `id` names the link for its single use (a hash of the MAC: the token itself is never stored).
 */
export function verifyRecoveryLink(key: Buffer, token: string, tenantId: string, now: number): RecoveryLinkCheck {
  if (token.length > MAX_LINK_LENGTH) return { kind: 'invalid' };
  const parts = token.split('.');
  if (parts.length !== 2 || !/^[A-Za-z0-9_-]+$/.test(parts[0]!) || !/^[A-Za-z0-9_-]{43}$/.test(parts[1]!)) return { kind: 'invalid' };
  const [payload, signature] = parts as [string, string];
  const given = Buffer.from(signature, 'base64url');
  const expected = mac(key, payload);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { kind: 'invalid' };
  let raw: unknown;
  try {
    raw = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return { kind: 'invalid' };
  }
  const claims = raw as { t?: unknown; c?: unknown; o?: unknown; e?: unknown };
  if (!isText(claims.t) || !isText(claims.c) || !isText(claims.o) || typeof claims.e !== 'number' || !Number.isFinite(claims.e)) return { kind: 'invalid' };
  if (claims.t !== tenantId) return { kind: 'invalid' };
  if (claims.e <= now) return { kind: 'expired' };
  return {
    kind: 'valid',
    claims: { tenantId: claims.t, cartToken: claims.c, ownerId: claims.o, expiresAt: claims.e },
    id: createHash('sha256').update(expected).digest('hex'),
  };
}
