import { describe, expect, it } from 'vitest';
import { accessTokenExpired, accessTokenPayloadProblem, isAdminRole, isAdminSession, readAccessTokenClaims } from '../../../src/domain/account';

const b64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const jwt = (payload: unknown) => `${b64url({ alg: 'HS256', typ: 'JWT' })}.${b64url(payload)}.signature`;

describe('readAccessTokenClaims', () => {
  it('reads role, sub and exp from the payload without verifying', () => {
    expect(readAccessTokenClaims(jwt({ sub: 'c1', role: 'admin', exp: 100, tenant: 'cvs' }))).toEqual({ sub: 'c1', role: 'admin', exp: 100 });
    expect(isAdminRole(readAccessTokenClaims(jwt({ role: 'admin' })).role)).toBe(true);
    expect(isAdminRole(readAccessTokenClaims(jwt({ role: 'customer' })).role)).toBe(false);
  });

  it('decodes UTF-8 payloads', () => {
    expect(readAccessTokenClaims(jwt({ sub: 'café' })).sub).toBe('café');
  });

  it('answers no claims for a missing, malformed or non-object token', () => {
    expect(readAccessTokenClaims(null)).toEqual({});
    expect(readAccessTokenClaims('not-a-jwt')).toEqual({});
    expect(readAccessTokenClaims('a.!!!.c')).toEqual({});
    expect(readAccessTokenClaims(`a.${b64url('text')}.c`)).toEqual({});
    expect(readAccessTokenClaims(`a.${b64url({ role: 7 })}.c`)).toEqual({});
  });

  it('answers no claims when the payload is not base64 of JSON', () => {
    // A segment of 4n+1 characters is no base64 at all (atob refuses it).
    expect(readAccessTokenClaims('a.abcde.c')).toEqual({});
    // Base64 of text that is not JSON.
    expect(readAccessTokenClaims(`a.${Buffer.from('{role: admin').toString('base64url')}.c`)).toEqual({});
  });
});

describe('accessTokenPayloadProblem', () => {
  it('SPEC §8 Logged only: names why a token payload is invalid (for the log), nothing when it reads', () => {
    expect(accessTokenPayloadProblem(jwt({ role: 'admin' }))).toBeUndefined();
    expect(accessTokenPayloadProblem('not-a-jwt')).toBe('no payload segment');
    expect(accessTokenPayloadProblem('a.!!!.c')).toBe('payload is not base64url');
    expect(accessTokenPayloadProblem(`a.${Buffer.from('{role: admin').toString('base64url')}.c`)).toBe('payload is not JSON');
    expect(accessTokenPayloadProblem(`a.${b64url([1])}.c`)).toBe('payload is not a JSON object');
    expect(accessTokenPayloadProblem(`a.${b64url('text')}.c`)).toBe('payload is not a JSON object');
  });
});

describe('isAdminSession', () => {
  it('§3 is an admin only when signed in with an admin role in the access token', () => {
    expect(isAdminSession({ signedIn: true, accessToken: jwt({ role: 'admin' }) })).toBe(true);
    expect(isAdminSession({ signedIn: false, accessToken: jwt({ role: 'admin' }) })).toBe(false);
    expect(isAdminSession({ signedIn: true, accessToken: jwt({ role: 'customer' }) })).toBe(false);
    expect(isAdminSession({ signedIn: true, accessToken: 'header.bm90LWpzb24.sig' })).toBe(false);
    expect(isAdminSession({ signedIn: true, accessToken: null })).toBe(false);
  });
});

describe('accessTokenExpired', () => {
  const exp = 1_800_000_000;
  it('reads a token as expired from its exp, 10 s early (a call then would arrive after it)', () => {
    const token = jwt({ sub: 'c1', exp });
    expect(accessTokenExpired(token, exp * 1000 - 10_001)).toBe(false);
    expect(accessTokenExpired(token, exp * 1000 - 10_000)).toBe(true);
    expect(accessTokenExpired(token, exp * 1000 + 60_000)).toBe(true);
  });

  it('does not judge a token without a readable exp: the server does', () => {
    expect(accessTokenExpired(jwt({ sub: 'c1' }), Number.MAX_SAFE_INTEGER)).toBe(false);
    expect(accessTokenExpired('not-a-jwt', Number.MAX_SAFE_INTEGER)).toBe(false);
  });
});
