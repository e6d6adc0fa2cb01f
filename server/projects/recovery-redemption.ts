import type { Queryable } from '../db/db';
import type { AuthContext } from '../auth/guards';
import { verifyRecoveryLink } from './recovery-links';

export type RedeemOutcome = { readonly kind: 'redeemed'; readonly cartToken: string } | { readonly kind: 'invalid' | 'expired' | 'used' | 'foreign' };

/**
 * POST v1/projects/recover (issue 26 item 3): a recovery email's link, redeemed once by the customer
 * it was written for, hands back that cart's token. Checked in this order, and only the last step
 * writes: the MAC and the tenant ('invalid'), the expiry ('expired'), the caller is the link's owner
 * ('foreign': another customer's link, even a genuine one forwarded, is never handed over), then ONE
 * `INSERT … ON CONFLICT DO NOTHING RETURNING` records the use ('used' when it was recorded before, so
 * of two redemptions at once exactly one wins).
 */
export class RecoveryRedemption {
  constructor(
    private readonly db: Queryable,
    private readonly key: () => Promise<Buffer>,
    private readonly now: () => number = Date.now,
  ) {}

  async redeem(tenantId: string, caller: AuthContext, link: string): Promise<RedeemOutcome> {
    const now = this.now();
    const check = verifyRecoveryLink(await this.key(), link, tenantId, now);
    if (check.kind !== 'valid') return { kind: check.kind };
    const { claims } = check;
    if (caller.tenant !== tenantId || caller.customerId !== claims.ownerId) return { kind: 'foreign' };
    const won = await this.db.query(
      `INSERT INTO recovery_link_redemptions (link_id, tenant_id, owner_id, cart_token, redeemed_at, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (link_id) DO NOTHING RETURNING link_id`,
      [check.id, tenantId, claims.ownerId, claims.cartToken, new Date(now).toISOString(), new Date(claims.expiresAt).toISOString()],
    );
    return won.length === 1 ? { kind: 'redeemed', cartToken: claims.cartToken } : { kind: 'used' };
  }
}
