import { createHash, createHmac, randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * A private site's password, kept as `scrypt$N$r$p$<salt>$<hash>` (base64url): a slow, memory-hard
 * KDF with a random 16-byte salt per password, so a leaked table does not give the password away.
 * N = 2^15, r = 8 (32 MiB, ~50–100 ms on one core here): the OWASP Password Storage cheat sheet's floor.
 */
const PARAMS = { N: 1 << 15, r: 8, p: 1 } as const;
const KEY_BYTES = 32;
// scrypt needs 128·N·r bytes; Node's default ceiling (32 MiB) is exactly that, so give it room.
const MAXMEM = 64 * 1024 * 1024;

const derive = (password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> =>
  new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, KEY_BYTES, { ...options, maxmem: MAXMEM }, (error, key) => (error ? reject(error) : resolve(key))),
  );

/** A new stored hash of `password` (a fresh salt every time: the same password never hashes the same twice). */
export async function hashSitePassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, PARAMS);
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** Whether `password` matches `stored`; a malformed stored value matches nothing. Constant-time compare. */
export async function verifySitePassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const key = await derive(password, Buffer.from(salt, 'base64url'), { N: Number(n), r: Number(r), p: Number(p) });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/**
 * Spent on an unknown or public tenant, so that a wrong password and a tenant without one take the
 * same time (nothing revealed by timing). Made once per process, lazily.
 */
let decoy: Promise<string> | undefined;
export const decoyHash = (): Promise<string> => (decoy ??= hashSitePassword(randomBytes(12).toString('base64url')));

/** The password's version: changes whenever the password is set again (a new salt), never reveals it. */
export const passwordVersion = (stored: string): string => createHash('sha256').update(stored).digest('base64url').slice(0, 16);

/** How long a browser stays let in before asking again. */
export const SITE_PASS_TTL_SECONDS = 30 * 24 * 60 * 60;

/**
 * The pass a browser gets for a private tenant: `<version>.<expiry>.<mac>`. The MAC is keyed by the
 * stored hash itself (secret to the server, different for every password), so changing the password
 * revokes every pass at once, with no other secret to configure or share between servers.
 */
export function issueSitePass(tenantId: string, stored: string, nowMs: number): string {
  const version = passwordVersion(stored);
  const expires = Math.floor(nowMs / 1000) + SITE_PASS_TTL_SECONDS;
  return `${version}.${expires}.${mac(stored, tenantId, version, expires)}`;
}

/** Whether `pass` was issued for this tenant under its current password and has not expired. */
export function checkSitePass(pass: string, tenantId: string, stored: string, nowMs: number): boolean {
  const [version, expiresText, given] = pass.split('.');
  if (!version || !expiresText || !given || !/^\d{1,12}$/.test(expiresText)) return false;
  const expires = Number(expiresText);
  if (version !== passwordVersion(stored) || expires * 1000 <= nowMs) return false;
  const expected = Buffer.from(mac(stored, tenantId, version, expires));
  const actual = Buffer.from(given);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

const mac = (stored: string, tenantId: string, version: string, expires: number): string =>
  createHmac('sha256', `tpx-site-pass:${stored}`).update(`${tenantId}|${version}|${expires}`).digest('base64url');
