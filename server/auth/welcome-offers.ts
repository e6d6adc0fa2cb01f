import { WELCOME_USED_METAFIELD } from '../../src/domain/account';
import type { Queryable } from '../db/db';

/** A customer's welcome offer as pricing needs it: when it was granted, and whether an order spent it. */
export interface WelcomeOffer {
  readonly grantedAt: number;
  readonly spent: boolean;
}

const iso = (at: number): string => new Date(at).toISOString();

/**
 * The welcome offer's ledger (issue 26 item 4, table `welcome_offers`): one offer per tenant and
 * mailbox, whoever claims it first; spent by its customer's first completed order, in that order's
 * transaction. Pricing reads it here, never from the customer's metafields (the client's copy).
 */
export class WelcomeOffers {
  constructor(private readonly db: Queryable) {}

  /** Grants the offer to `customerId`; false (nothing written) when the mailbox already had one. */
  async claim(tx: Queryable, tenantId: string, mailbox: string, customerId: string, now: number): Promise<boolean> {
    const rows = await tx.query(
      `INSERT INTO welcome_offers (tenant_id, mailbox, customer_id, granted_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT (tenant_id, mailbox) DO NOTHING RETURNING mailbox`,
      [tenantId, mailbox, customerId, iso(now)],
    );
    return rows.length > 0;
  }

  /** Whether the mailbox has had the offer in this tenant (spent or not, its account deleted or not). */
  async claimed(tenantId: string, mailbox: string, tx: Queryable = this.db): Promise<boolean> {
    return (await tx.query('SELECT 1 FROM welcome_offers WHERE tenant_id = $1 AND mailbox = $2', [tenantId, mailbox])).length > 0;
  }

  /** The customer's offer, if any; `lock` (in a transaction) holds it until the order that may spend it is written. */
  async of(customerId: string, options: { tx?: Queryable; lock?: boolean } = {}): Promise<WelcomeOffer | null> {
    const [row] = await (options.tx ?? this.db).query<{ granted_at: Date | string; spent_at: Date | string | null }>(
      `SELECT granted_at, spent_at FROM welcome_offers WHERE customer_id = $1${options.lock ? ' FOR UPDATE' : ''}`,
      [customerId],
    );
    return row ? { grantedAt: new Date(row.granted_at).getTime(), spent: row.spent_at !== null } : null;
  }

  /**
   * Marks the customer's offer spent by `orderId` (a no-op when there is none or it is spent), and
   * tells the client through the `promo_welcome_used` metafield, so that its cart stops showing it.
   */
  async spend(tx: Queryable, customerId: string, orderId: string, now: number): Promise<boolean> {
    const spent = await tx.query('UPDATE welcome_offers SET spent_at = $2, order_id = $3 WHERE customer_id = $1 AND spent_at IS NULL RETURNING customer_id', [
      customerId,
      iso(now),
      orderId,
    ]);
    if (spent.length === 0) return false;
    await tx.query(`UPDATE customers SET metafields = metafields || $2::jsonb WHERE id = $1`, [
      customerId,
      JSON.stringify([{ key: WELCOME_USED_METAFIELD, value: String(now) }]),
    ]);
    return true;
  }
}
