import { randomBytes } from 'node:crypto';
import { isClaimText as isText, openLink, signLink } from '../coordination/signed-link';
import { isContinueMode, type ContinueMode } from '../../src/domain/sharing';

/**
 * What a "continue on my phone" link opens (issue 35 item 3): one project of one owner's scope, moved
 * or copied. Built beside the recovery links (recovery-links.ts): the same token shape, its own key
 * label, a nonce (two links made in the same millisecond are still two), 10 minutes.
 */
export interface ContinueLinkClaims {
  readonly tenantId: string;
  readonly projectId: string;
  /** The project's scope when the link was made: its customer, or null and its cart token. */
  readonly ownerId: string | null;
  readonly cartToken: string;
  readonly mode: ContinueMode;
  readonly expiresAt: number;
}

export type ContinueLinkCheck =
  { readonly kind: 'valid'; readonly claims: ContinueLinkClaims; readonly id: string } | { readonly kind: 'invalid' } | { readonly kind: 'expired' };

const PURPOSE = 'continue-link';

export function signContinueLink(key: Buffer, claims: ContinueLinkClaims): string {
  return signLink(key, PURPOSE, {
    t: claims.tenantId,
    p: claims.projectId,
    o: claims.ownerId,
    c: claims.cartToken,
    m: claims.mode,
    e: claims.expiresAt,
    n: randomBytes(9).toString('base64url'),
  });
}

/** The MAC first (constant time), then the claims, the tenant and the clock; `id` names the link's one use. */
export function verifyContinueLink(key: Buffer, token: string, tenantId: string, now: number): ContinueLinkCheck {
  const opened = openLink(key, PURPOSE, token);
  if (opened === null) return { kind: 'invalid' };
  const raw = opened.body;
  const c = raw as { t?: unknown; p?: unknown; o?: unknown; c?: unknown; m?: unknown; e?: unknown };
  if (
    !isText(c.t) ||
    !isText(c.p) ||
    !(c.o === null || isText(c.o)) ||
    !isText(c.c) ||
    !isContinueMode(c.m) ||
    typeof c.e !== 'number' ||
    !Number.isFinite(c.e)
  )
    return { kind: 'invalid' };
  if (c.t !== tenantId) return { kind: 'invalid' };
  if (c.e <= now) return { kind: 'expired' };
  return {
    kind: 'valid',
    claims: { tenantId: c.t, projectId: c.p, ownerId: c.o, cartToken: c.c, mode: c.m, expiresAt: c.e },
    id: opened.id,
  };
}
