import { createHash } from 'node:crypto';
import type { Db } from '../db/db';

/**
 * `Idempotency-Key` on storefront mutations: a documented extension of Shopify's API (issue 20), so a
 * client may send a mutation again after a lost answer. The first request with a key claims it and
 * runs; its answer is stored; a repeat with the same key and the same request gets that answer back
 * without running again. The GraphQL shapes are untouched: without the header nothing changes.
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/** Keys are opaque strings of 1 to 100 printable ASCII characters (a UUID fits). */
const KEY = /^[\x21-\x7e]{1,100}$/;
/** A claim still unanswered after this long is taken to be from a request that died: it may be claimed again. */
export const ABANDONED_CLAIM_MS = 60_000;
/** Stored answers are kept this long. */
export const KEPT_FOR_MS = 24 * 60 * 60 * 1000;

export type Claim =
  { readonly kind: 'run' } | { readonly kind: 'replay'; readonly answer: string } | { readonly kind: 'in-progress' } | { readonly kind: 'mismatch' };

export const isValidIdempotencyKey = (key: string): boolean => KEY.test(key);

/** What makes two requests "the same": the document, the variables and who sent them (the bearer token). */
export const requestHash = (query: string, variables: unknown, bearer: string): string =>
  createHash('sha256')
    .update(JSON.stringify([query, variables ?? null, bearer]))
    .digest('hex');

export class IdempotencyStore {
  constructor(
    private readonly db: Db,
    private readonly now: () => number = Date.now,
  ) {}

  /** Claims `key` for this request, or says what the earlier request with it came to. */
  async claim(tenantId: string, key: string, hash: string): Promise<Claim> {
    const at = new Date(this.now()).toISOString();
    const inserted = await this.db.query(
      `INSERT INTO storefront_idempotency (tenant_id, key, request_hash, created_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT (tenant_id, key) DO NOTHING RETURNING key`,
      [tenantId, key, hash, at],
    );
    if (inserted.length > 0) {
      await this.prune();
      return { kind: 'run' };
    }
    const [row] = await this.db.query<{ request_hash: string; answer: string | null; created_at: string | Date }>(
      'SELECT request_hash, answer, created_at FROM storefront_idempotency WHERE tenant_id = $1 AND key = $2',
      [tenantId, key],
    );
    if (!row) return this.claim(tenantId, key, hash); // pruned in between: claim afresh
    if (row.request_hash !== hash) return { kind: 'mismatch' };
    if (row.answer !== null) return { kind: 'replay', answer: row.answer };
    // Still unanswered: in progress, unless so old that its request must have died (a server restart).
    const abandonedBefore = new Date(this.now() - ABANDONED_CLAIM_MS).toISOString();
    const retaken = await this.db.query(
      `UPDATE storefront_idempotency SET created_at = $4
       WHERE tenant_id = $1 AND key = $2 AND answer IS NULL AND created_at < $3 RETURNING key`,
      [tenantId, key, abandonedBefore, at],
    );
    return retaken.length > 0 ? { kind: 'run' } : { kind: 'in-progress' };
  }

  /** Stores the answer of a claimed key. */
  async answer(tenantId: string, key: string, answer: string): Promise<void> {
    await this.db.query('UPDATE storefront_idempotency SET answer = $3 WHERE tenant_id = $1 AND key = $2', [tenantId, key, answer]);
  }

  /** Gives a claimed key up (the request failed before answering): a repeat runs afresh. */
  async release(tenantId: string, key: string): Promise<void> {
    await this.db.query('DELETE FROM storefront_idempotency WHERE tenant_id = $1 AND key = $2 AND answer IS NULL', [tenantId, key]);
  }

  private async prune(): Promise<void> {
    await this.db.query('DELETE FROM storefront_idempotency WHERE created_at < $1', [new Date(this.now() - KEPT_FOR_MS).toISOString()]);
  }
}
