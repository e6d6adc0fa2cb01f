import { isClaimText as isText, openLink, signLink } from '../coordination/signed-link';

/** How long a recovery email's link works: two weeks after the email went out. */
export const RECOVERY_LINK_TTL_MS = 14 * 24 * 60 * 60_000;

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

const PURPOSE = 'recovery-link';

/**
 * The link's token: base64url(JSON claims) + '.' + base64url(HMAC-SHA-256 of that text under the
 * recovery-link key). The claims are readable (they name a cart its owner already knows); what makes
 * the link trustworthy is the MAC over cart token, tenant, owner and expiry together.
 */
export function signRecoveryLink(key: Buffer, claims: RecoveryLinkClaims): string {
  return signLink(key, PURPOSE, { t: claims.tenantId, c: claims.cartToken, o: claims.ownerId, e: claims.expiresAt });
}

/**
 * Checks a token against the key, the tenant the request is for, and the clock. The MAC is compared in
 * constant time before the claims are parsed; a link of another tenant is 'invalid', like a forged one.
 * `id` names the link for its single use (a hash of the MAC: the token itself is never stored).
 */
export function verifyRecoveryLink(key: Buffer, token: string, tenantId: string, now: number): RecoveryLinkCheck {
  const opened = openLink(key, PURPOSE, token);
  if (opened === null) return { kind: 'invalid' };
  const raw = opened.body;
  const claims = raw as { t?: unknown; c?: unknown; o?: unknown; e?: unknown };
  if (!isText(claims.t) || !isText(claims.c) || !isText(claims.o) || typeof claims.e !== 'number' || !Number.isFinite(claims.e)) return { kind: 'invalid' };
  if (claims.t !== tenantId) return { kind: 'invalid' };
  if (claims.e <= now) return { kind: 'expired' };
  return {
    kind: 'valid',
    claims: { tenantId: claims.t, cartToken: claims.c, ownerId: claims.o, expiresAt: claims.e },
    id: opened.id,
  };
}
