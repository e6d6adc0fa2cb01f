import { randomInt, randomUUID } from 'node:crypto';
import type { Queryable } from '../db/db';
import { hmacHex, sameDigest } from './auth-keys';

/**
 * SPEC §9 / DESIGN §6: 6 digits, 10 minutes, 5 codes an hour, a resend note of 10 s. The hourly cap
 * and the 5 wrong tries are counted per email across tenants (issue 26 item 7): the admin, a
 * customer of every tenant, gets one budget, not one per tenant.
 */
export const CODE_LENGTH = 6;
export const CODE_TTL_MS = 10 * 60_000;
export const MAX_WRONG_TRIES = 5;
export const MAX_CODES_PER_HOUR = 5;
export const RESEND_QUIET_MS = 10_000;
const HOUR_MS = 60 * 60_000;
const KEEP_MS = 24 * HOUR_MS;

/** What asking for a code did: a new code to mail, nothing (one was sent in the last 10 s), or the hourly cap. */
export type IssueOutcome = { readonly kind: 'sent'; readonly id: string; readonly code: string } | { readonly kind: 'recent' } | { readonly kind: 'limit' };

/** What checking a code found. `wrong` counted a try; `dead` is the try that used up the fifth. */
export type CheckOutcome = { readonly kind: 'ok' } | { readonly kind: 'none' | 'expired' | 'wrong' | 'dead' };

interface CodeRow {
  id: string;
  code_hash: string;
  attempts: number;
  created_at: Date | string;
  expires_at: Date | string;
}

const ms = (value: Date | string): number => new Date(value).getTime();
const iso = (at: number): string => new Date(at).toISOString();

/** A fresh code from the CSPRNG: 000000–999999, every value equally likely. */
export const newCode = (): string => String(randomInt(0, 10 ** CODE_LENGTH)).padStart(CODE_LENGTH, '0');

/**
 * Login codes of one customer, stored as HMAC(key, customerId:code) only. Both calls run inside the
 * caller's transaction with every customer row of the email locked (`CustomerRepository.lockEmail`),
 * so two requests for the same email, in any tenants, never race past the limits or both use one code.
 */
export class LoginCodes {
  /** `resendQuietMs`: the resend note's window (RESEND_QUIET_MS; shorter only in e2e runs, `AuthWindows`). */
  constructor(
    private readonly key: Buffer,
    private readonly resendQuietMs = RESEND_QUIET_MS,
  ) {}

  private hash(customerId: string, code: string): string {
    return hmacHex(this.key, `${customerId}:${code}`);
  }

  /** A new code for `customerId`, unless one went out in the last 10 s or `email` had 5 this hour in any tenant. */
  async issue(tx: Queryable, customerId: string, email: string, now: number): Promise<IssueOutcome> {
    const recent = await tx.query<{ customer_id: string; created_at: Date | string; status: string }>(
      `SELECT c.customer_id, c.created_at, c.status FROM login_codes c JOIN customers u ON u.id = c.customer_id
        WHERE u.email = $1 AND c.created_at > $2 ORDER BY c.created_at DESC`,
      [email, iso(now - HOUR_MS)],
    );
    const latest = recent.find((r) => r.customer_id === customerId);
    if (latest && latest.status === 'live' && now - ms(latest.created_at) < this.resendQuietMs) return { kind: 'recent' };
    if (recent.length >= MAX_CODES_PER_HOUR) return { kind: 'limit' };
    const code = newCode();
    const id = randomUUID();
    await tx.query(`UPDATE login_codes SET status = 'replaced' WHERE customer_id = $1 AND status = 'live'`, [customerId]);
    await tx.query(`INSERT INTO login_codes (id, customer_id, code_hash, status, attempts, created_at, expires_at) VALUES ($1, $2, $3, 'live', 0, $4, $5)`, [
      id,
      customerId,
      this.hash(customerId, code),
      iso(now),
      iso(now + CODE_TTL_MS),
    ]);
    await tx.query('DELETE FROM login_codes WHERE customer_id = $1 AND created_at < $2', [customerId, iso(now - KEEP_MS)]);
    return { kind: 'sent', id, code };
  }

  /**
   * Checks a well-formed code against the live one: used once on success, one try counted otherwise.
   * The fifth wrong try against `email`'s live codes, whichever tenants they were tried in, kills
   * every one of them.
   */
  async check(tx: Queryable, customerId: string, email: string, code: string, now: number): Promise<CheckOutcome> {
    const [row] = await tx.query<CodeRow>(
      `SELECT id, code_hash, attempts, created_at, expires_at FROM login_codes
       WHERE customer_id = $1 AND status = 'live' ORDER BY created_at DESC LIMIT 1`,
      [customerId],
    );
    if (!row) return { kind: 'none' };
    if (ms(row.expires_at) <= now) return { kind: 'expired' };
    if (sameDigest(this.hash(customerId, code), row.code_hash)) {
      await tx.query(`UPDATE login_codes SET status = 'used' WHERE id = $1`, [row.id]);
      return { kind: 'ok' };
    }
    await tx.query('UPDATE login_codes SET attempts = attempts + 1 WHERE id = $1', [row.id]);
    const live = `SELECT c.id FROM login_codes c JOIN customers u ON u.id = c.customer_id WHERE u.email = $1 AND c.status = 'live' AND c.expires_at > $2`;
    const [tries] = await tx.query<{ n: string | number }>(`SELECT coalesce(sum(attempts), 0) AS n FROM login_codes WHERE id IN (${live})`, [email, iso(now)]);
    if (Number(tries?.n ?? 0) < MAX_WRONG_TRIES) return { kind: 'wrong' };
    await tx.query(`UPDATE login_codes SET status = 'dead' WHERE id IN (${live})`, [email, iso(now)]);
    return { kind: 'dead' };
  }
}
