import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import type { Queryable } from '../db/db';
import type { Role } from './access-tokens';
import { hmacHex } from './auth-keys';

export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 60 * 60_000;
/** DESIGN §9: a rotated token presented again this soon is a concurrent refresh, not a theft. */
export const REFRESH_GRACE_MS = 10_000;
/** 256 random bits, base64url. */
export const REFRESH_TOKEN_FORMAT = /^[A-Za-z0-9_-]{43}$/;

/** A session's refresh token with what its access token is signed from. */
export interface IssuedRefresh {
  readonly token: string;
  readonly customerId: string;
  readonly role: Role;
  /** When the pair was issued (ms); the access token's iat. */
  readonly issuedAt: number;
  readonly jti: string;
}

export type RotateOutcome =
  | ({ readonly kind: 'rotated' } & IssuedRefresh)
  | { readonly kind: 'invalid' | 'expired' | 'revoked' }
  /** A rotated token came back after the grace window: the whole family is revoked. */
  | { readonly kind: 'reused' };

interface TokenRow {
  token_hash: string;
  family_id: string;
  customer_id: string;
  tenant_id: string;
  role: Role;
  created_at: Date | string;
  expires_at: Date | string;
  rotated_at: Date | string | null;
  successor_hash: string | null;
  revoked_at: Date | string | null;
}

const ms = (value: Date | string): number => new Date(value).getTime();
const iso = (at: number): string => new Date(at).toISOString();

/**
 * Rotating refresh tokens with family reuse detection. Only HMACs are stored. A token's successor is
 * HMAC(key, 'rotate:' + token): deterministic, so a second refresh with the same token inside the
 * grace window can be answered the same new pair without any token being kept in clear.
 */
export class RefreshTokens {
  /** `graceMs`: the window for concurrent refreshes (REFRESH_GRACE_MS; shorter only in e2e runs, `AuthWindows`). */
  constructor(
    private readonly key: Buffer,
    private readonly graceMs = REFRESH_GRACE_MS,
  ) {}

  private hash(token: string): string {
    return hmacHex(this.key, `store:${token}`);
  }

  private successorOf(token: string): string {
    return createHmac('sha256', this.key).update(`rotate:${token}`).digest('base64url');
  }

  private issued(token: string, row: { customer_id: string; role: Role }, issuedAt: number): IssuedRefresh {
    return { token, customerId: row.customer_id, role: row.role, issuedAt, jti: hmacHex(this.key, `jti:${token}`).slice(0, 32) };
  }

  private async insert(tx: Queryable, token: string, familyId: string, customerId: string, tenantId: string, role: Role, now: number): Promise<void> {
    await tx.query(
      `INSERT INTO refresh_tokens (token_hash, family_id, customer_id, tenant_id, role, created_at, expires_at) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [this.hash(token), familyId, customerId, tenantId, role, iso(now), iso(now + REFRESH_TOKEN_TTL_MS)],
    );
  }

  /** A new family (a sign-in). */
  async start(tx: Queryable, customerId: string, tenantId: string, role: Role, now: number): Promise<IssuedRefresh> {
    const token = randomBytes(32).toString('base64url');
    await this.insert(tx, token, randomUUID(), customerId, tenantId, role, now);
    return this.issued(token, { customer_id: customerId, role }, now);
  }

  /**
   * Serialises everything that rotates or revokes one family, until the caller's transaction ends.
   * A row lock on the presented token is not enough on PostgreSQL: a revocation's UPDATE does not see
   * a successor that a rotation in flight has inserted but not committed, and that successor would
   * outlive its revoked family (a stolen token's theft detected, and the session still refreshing).
   */
  private async lockFamily(tx: Queryable, familyId: string): Promise<void> {
    await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`tpx:refresh-family:${familyId}`]);
  }

  /**
   * Uses `token` once, inside the caller's transaction, holding its family's lock: of two concurrent
   * refreshes on PostgreSQL the second waits, then finds the token rotated a moment ago and answers
   * the same successor; a rotation and a revocation of one family never interleave. `role` is the
   * customer's role now (ADMIN_EMAILS may have changed).
   */
  async rotate(tx: Queryable, token: string, userId: string, tenantId: string, role: Role, now: number): Promise<RotateOutcome> {
    if (!REFRESH_TOKEN_FORMAT.test(token)) return { kind: 'invalid' };
    const [found] = await tx.query<Pick<TokenRow, 'family_id'>>('SELECT family_id FROM refresh_tokens WHERE token_hash = $1', [this.hash(token)]);
    if (!found) return { kind: 'invalid' };
    await this.lockFamily(tx, found.family_id);
    // Read again once the lock is held: the state another rotation or revocation committed meanwhile.
    const [row] = await tx.query<TokenRow>('SELECT * FROM refresh_tokens WHERE token_hash = $1 FOR UPDATE', [this.hash(token)]);
    if (!row || row.customer_id !== userId || row.tenant_id !== tenantId) return { kind: 'invalid' };
    if (row.revoked_at !== null) return { kind: 'revoked' };
    const successor = this.successorOf(token);
    if (row.rotated_at === null) {
      if (ms(row.expires_at) <= now) return { kind: 'expired' };
      await this.insert(tx, successor, row.family_id, row.customer_id, row.tenant_id, role, now);
      await tx.query('UPDATE refresh_tokens SET rotated_at = $2, successor_hash = $3 WHERE token_hash = $1', [row.token_hash, iso(now), this.hash(successor)]);
      return { kind: 'rotated', ...this.issued(successor, { customer_id: row.customer_id, role }, now) };
    }
    if (now - ms(row.rotated_at) <= this.graceMs && row.successor_hash === this.hash(successor)) {
      const [next] = await tx.query<TokenRow>('SELECT * FROM refresh_tokens WHERE token_hash = $1 FOR UPDATE', [row.successor_hash]);
      if (next && next.rotated_at === null && next.revoked_at === null) {
        return { kind: 'rotated', ...this.issued(successor, next, ms(next.created_at)) };
      }
    }
    await tx.query('UPDATE refresh_tokens SET revoked_at = $2 WHERE family_id = $1 AND revoked_at IS NULL', [row.family_id, iso(now)]);
    return { kind: 'reused' };
  }

  /**
   * Logout: revokes the whole family of `token` (every rotation of that sign-in), when the token is
   * this customer's in this tenant. Anything else (unknown, another customer's or tenant's, malformed)
   * changes nothing; the caller answers the same either way, so the call tells nobody whose a token is.
   */
  async revokeFamily(tx: Queryable, token: string, userId: string, tenantId: string, now: number): Promise<void> {
    if (!REFRESH_TOKEN_FORMAT.test(token)) return;
    const [found] = await tx.query<Pick<TokenRow, 'family_id'>>(
      'SELECT family_id FROM refresh_tokens WHERE token_hash = $1 AND customer_id = $2 AND tenant_id = $3',
      [this.hash(token), userId, tenantId],
    );
    if (!found) return;
    // Under the family's lock (`lockFamily`): a successor a rotation in flight inserts is committed before this UPDATE reads.
    await this.lockFamily(tx, found.family_id);
    await tx.query('UPDATE refresh_tokens SET revoked_at = $2 WHERE family_id = $1 AND revoked_at IS NULL', [found.family_id, iso(now)]);
  }
}
