import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Queryable } from '../db/db';

/**
 * The keys of the account rules, each derived from one secret with its own label (so a code hash can
 * never be replayed as a refresh-token hash or a JWT key): AUTH_TOKEN_SECRET, else a random secret kept
 * in `auth_secret` (created on first use; every server on the same database derives the same keys).
 */
export interface AuthKeys {
  /** HS256 key of the access tokens. */
  readonly jwt: Uint8Array;
  /** HMAC key of the login codes as stored. */
  readonly code: Buffer;
  /** HMAC key of the refresh tokens as stored, and of a token's successor. */
  readonly refresh: Buffer;
  /** HMAC key of the recovery email's links (server/projects/recovery-links.ts). */
  readonly recoveryLink: Buffer;
  /** HMAC key of the "continue on my phone" links (server/sharing/continue-links.ts, issue 35). */
  readonly continueLink: Buffer;
}

const derive = (secret: string, label: string): Buffer => createHmac('sha256', secret).update(`tilepix:${label}`).digest();

export const deriveAuthKeys = (secret: string): AuthKeys => ({
  jwt: new Uint8Array(derive(secret, 'access-token')),
  code: derive(secret, 'login-code'),
  refresh: derive(secret, 'refresh-token'),
  recoveryLink: derive(secret, 'recovery-link'),
  continueLink: derive(secret, 'continue-link'),
});

/** Loads the keys once per process (the database secret is read or created at the first account call). */
export class AuthKeyring {
  private keys: Promise<AuthKeys> | undefined;

  constructor(
    private readonly db: Queryable,
    private readonly configuredSecret?: string,
  ) {}

  get(): Promise<AuthKeys> {
    if (this.configuredSecret) return Promise.resolve(deriveAuthKeys(this.configuredSecret));
    this.keys ??= (async () => {
      await this.db.query('INSERT INTO auth_secret (id, secret) VALUES (1, $1) ON CONFLICT (id) DO NOTHING', [randomBytes(32).toString('hex')]);
      const [row] = await this.db.query<{ secret: string }>('SELECT secret FROM auth_secret WHERE id = 1');
      return deriveAuthKeys(row!.secret);
    })();
    this.keys.catch(() => (this.keys = undefined));
    return this.keys;
  }
}

/** HMAC-SHA-256 of `value` under `key`, hex. */
export const hmacHex = (key: Buffer, value: string): string => createHmac('sha256', key).update(value).digest('hex');

/** Equal hex digests, compared in constant time. */
export const sameDigest = (a: string, b: string): boolean => {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && x.length > 0 && timingSafeEqual(x, y);
};
