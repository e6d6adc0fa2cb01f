import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { CONTINUE_LINK_TTL_MS, isContinueMode, type ContinueMode } from '../../src/domain/sharing';

export { CONTINUE_LINK_TTL_MS };
/** A link longer than this is not one of ours (refused before any HMAC is computed). */
const MAX_LINK_LENGTH = 600;

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
  | { readonly kind: 'valid'; readonly claims: ContinueLinkClaims; readonly id: string }
  | { readonly kind: 'invalid' }
  | { readonly kind: 'expired' };

const mac = (key: Buffer, payload: string): Buffer => createHmac('sha256', key).update(`continue-link:${payload}`).digest();

export function signContinueLink(key: Buffer, claims: ContinueLinkClaims): string {
  const body = { t: claims.tenantId, p: claims.projectId, o: claims.ownerId, c: claims.cartToken, m: claims.mode, e: claims.expiresAt, n: randomBytes(9).toString('base64url') };
  const payload = Buffer.from(JSON.stringify(body)).toString('base64url');
  return `${payload}.${mac(key, payload).toString('base64url')}`;
}

const isText = (v: unknown): v is string => typeof v === 'string' && v.length > 0 && v.length <= 200;

/** The MAC first (constant time), then the claims, the tenant and the clock; `id` names the link's one use. */
export function verifyContinueLink(key: Buffer, token: string, tenantId: string, now: number): ContinueLinkCheck {
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
  const c = raw as { t?: unknown; p?: unknown; o?: unknown; c?: unknown; m?: unknown; e?: unknown };
  if (!isText(c.t) || !isText(c.p) || !(c.o === null || isText(c.o)) || !isText(c.c) || !isContinueMode(c.m) || typeof c.e !== 'number' || !Number.isFinite(c.e)) return { kind: 'invalid' };
  if (c.t !== tenantId) return { kind: 'invalid' };
  if (c.e <= now) return { kind: 'expired' };
  return {
    kind: 'valid',
    claims: { tenantId: c.t, projectId: c.p, ownerId: c.o, cartToken: c.c, mode: c.m, expiresAt: c.e },
    id: createHash('sha256').update(expected).digest('hex'),
  };
}
