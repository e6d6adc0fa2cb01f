import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The envelope of the store's single-use links (recovery emails, continue on my phone): base64url(JSON
 * claims) + '.' + base64url(HMAC-SHA-256 of `${purpose}:${that text}`). The claims are readable; the
 * MAC over all of them is what makes a link ours. Each kind of link reads its own claims from `body`.
 */

/** A link longer than this is not one of ours (refused before any HMAC is computed). */
const MAX_LINK_LENGTH = 600;

const mac = (key: Buffer, purpose: string, payload: string): Buffer => createHmac('sha256', key).update(`${purpose}:${payload}`).digest();

export function signLink(key: Buffer, purpose: string, claims: object): string {
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${payload}.${mac(key, purpose, payload).toString('base64url')}`;
}

/**
 * The claims of a link signed under `key` for `purpose`, MAC compared in constant time before anything
 * is parsed, and `id`, naming the link for its single use (a hash of the MAC: the token is never
 * stored); null for anything malformed, too long or tampered with.
 */
export function openLink(key: Buffer, purpose: string, token: string): { readonly body: unknown; readonly id: string } | null {
  if (token.length > MAX_LINK_LENGTH) return null;
  const parts = token.split('.');
  if (parts.length !== 2 || !/^[A-Za-z0-9_-]+$/.test(parts[0]!) || !/^[A-Za-z0-9_-]{43}$/.test(parts[1]!)) return null;
  const [payload, signature] = parts as [string, string];
  const given = Buffer.from(signature, 'base64url');
  const expected = mac(key, purpose, payload);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    return { body: JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as unknown, id: createHash('sha256').update(expected).digest('hex') };
  } catch {
    return null;
  }
}

/** A claim that is a short non-empty string. */
export const isClaimText = (v: unknown): v is string => typeof v === 'string' && v.length > 0 && v.length <= 200;
