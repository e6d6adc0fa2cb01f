import { parseJsonText } from '../json-text';
import { isAdminRole } from './customer';
/**
 * What the client reads from its access token: the payload's `role` (and `sub`), decoded without
 * verification. The server verifies every token on every call; the client only uses the role to
 * show or hide the Admin link (SPEC §3: isAdmin derived from the role in the access token).
 */
export interface AccessTokenClaims {
  readonly sub?: string;
  readonly role?: string;
  /** Expiry, seconds since the epoch. */
  readonly exp?: number;
}

const base64UrlToText = (segment: string): string | undefined => {
  if (!/^[A-Za-z0-9_-]*$/.test(segment)) return undefined;
  const base64 = segment
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(segment.length / 4) * 4, '=');
  try {
    const binary = atob(base64);
    return new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
  } catch {
    return undefined;
  }
};

type PayloadReading = { readonly ok: true; readonly payload: Record<string, unknown> } | { readonly ok: false; readonly problem: string };

const readPayload = (token: string): PayloadReading => {
  const payload = token.split('.')[1];
  if (payload === undefined || payload === '') return { ok: false, problem: 'no payload segment' };
  const text = base64UrlToText(payload);
  if (text === undefined) return { ok: false, problem: 'payload is not base64url' };
  const json = parseJsonText(text);
  if (json === undefined) return { ok: false, problem: 'payload is not JSON' };
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return { ok: false, problem: 'payload is not a JSON object' };
  return { ok: true, payload: json as Record<string, unknown> };
};

/**
 * SPEC §8 'invalid token JSON: logged only': why a token's payload cannot be read (to be logged,
 * never shown), or undefined when it reads.
 */
export const accessTokenPayloadProblem = (token: string): string | undefined => {
  const reading = readPayload(token);
  return reading.ok ? undefined : reading.problem;
};

/** The claims of a JWT's payload, or an empty object when the token is not a readable JWT. */
export const readAccessTokenClaims = (token: string | null | undefined): AccessTokenClaims => {
  if (token === null || token === undefined) return {};
  const reading = readPayload(token);
  if (!reading.ok) return {};
  const { sub, role, exp } = reading.payload;
  return {
    ...(typeof sub === 'string' ? { sub } : {}),
    ...(typeof role === 'string' ? { role } : {}),
    ...(typeof exp === 'number' ? { exp } : {}),
  };
};

/**
 * SPEC §3: isAdmin is derived from the access token's role (it only shows the Admin link; the server
 * checks). Read by what shows the link (the login modal, the admin's gate and frame), so this reader
 * loads with them, not with every page (issue 27's JS budget).
 */
export const isAdminSession = (session: { readonly signedIn: boolean; readonly accessToken: string | null }): boolean =>
  session.signedIn && isAdminRole(readAccessTokenClaims(session.accessToken).role);

/**
 * How long before its `exp` a token counts as expired: a call that leaves with less than this would
 * likely arrive after it (the server's clock, the network's delay).
 */
export const ACCESS_TOKEN_EXPIRY_MARGIN_MS = 10_000;

/**
 * Whether this device's clock reads the token as expired (its `exp` passed, or within the margin), so
 * the session refreshes before a call rather than sending a token the server must refuse. A token
 * without a readable `exp` is not judged here: the server's 401 decides.
 */
export const accessTokenExpired = (token: string, nowMs: number): boolean => {
  const { exp } = readAccessTokenClaims(token);
  return exp !== undefined && exp * 1000 - ACCESS_TOKEN_EXPIRY_MARGIN_MS <= nowMs;
};
