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
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(segment.length / 4) * 4, '=');
  try {
    const binary = atob(base64);
    return new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
  } catch {
    return undefined;
  }
};

/** The claims of a JWT's payload, or an empty object when the token is not a readable JWT. */
export const readAccessTokenClaims = (token: string | null | undefined): AccessTokenClaims => {
  const payload = token?.split('.')[1];
  if (payload === undefined || payload === '') return {};
  const text = base64UrlToText(payload);
  if (text === undefined) return {};
  try {
    const json: unknown = JSON.parse(text);
    if (typeof json !== 'object' || json === null) return {};
    const { sub, role, exp } = json as Record<string, unknown>;
    return {
      ...(typeof sub === 'string' ? { sub } : {}),
      ...(typeof role === 'string' ? { role } : {}),
      ...(typeof exp === 'number' ? { exp } : {}),
    };
  } catch {
    return {};
  }
};
