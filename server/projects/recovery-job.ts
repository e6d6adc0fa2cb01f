import type { Db } from '../db/db';
import type { Mailer } from '../mail/mailer';
import type { TenantRepository } from '../tenants/tenant-repository';
import { recoveryEmail, recoveryLink } from './recovery-email';
import { RECOVERY_LINK_TTL_MS, signRecoveryLink } from './recovery-links';
import { failureMessage, PeriodicJob } from '../coordination/periodic-job';

/** RECOVERY_EMAIL_AFTER's default: a day after the cart was last saved. */
export const DEFAULT_RECOVERY_EMAIL_AFTER_MS = 24 * 60 * 60_000;
/** A claim not marked sent within this long (the server died mid-send) may be taken by another server. */
export const RECOVERY_CLAIM_LEASE_MS = 10 * 60_000;

export interface RecoveryJobDeps {
  readonly db: Db;
  readonly mailer: Mailer;
  readonly tenants: TenantRepository;
  /** PUBLIC_URL: the links start with it. */
  readonly publicUrl: string;
  /** The HMAC key the links are signed with (AuthKeys.recoveryLink: the redeem route checks with the same). */
  readonly linkKey: () => Promise<Buffer>;
  /** RECOVERY_EMAIL_AFTER, in milliseconds. */
  readonly afterMs: number;
  readonly now?: () => number;
  readonly log?: (line: string) => void;
  /** Carts claimed per run. */
  readonly batch?: number;
}

interface Claimed {
  tenant_id: string;
  cart_token: string;
  owner_id: string;
}

/**
 * Claims the carts due for their one recovery email, in ONE statement: a cart (tenant, cart token,
 * owner) of a customer, with tiles in a project not completed, last saved at least `afterMs` ago and
 * not worked on only before a later purchase, with no sent email and no live claim. Two servers running
 * it at once: the primary key lets one insert the claim, the other conflicts and its DO UPDATE only
 * takes over a claim whose lease has run out — so a cart is claimed by exactly one of them.
 */
const CLAIM_SQL = `
INSERT INTO project_recovery_emails (tenant_id, cart_token, owner_id, claimed_at)
SELECT p.tenant_id, p.cart_token, p.owner_id, $2::timestamptz
  FROM projects p
 WHERE p.owner_id IS NOT NULL
   AND NOT EXISTS (SELECT 1 FROM project_recovery_emails r
                    WHERE r.tenant_id = p.tenant_id AND r.cart_token = p.cart_token AND r.owner_id = p.owner_id
                      AND (r.sent_at IS NOT NULL OR r.claimed_at > $3::timestamptz))
 GROUP BY p.tenant_id, p.cart_token, p.owner_id
HAVING count(*) FILTER (WHERE p.completed_at IS NULL AND p.tile_count > 0) > 0
   AND max(p.updated_at) <= $1::timestamptz
   AND (max(p.completed_at) IS NULL OR max(p.completed_at) < max(p.updated_at) FILTER (WHERE p.completed_at IS NULL AND p.tile_count > 0))
 ORDER BY max(p.updated_at)
 LIMIT $4
ON CONFLICT (tenant_id, cart_token, owner_id) DO UPDATE SET claimed_at = EXCLUDED.claimed_at
 WHERE project_recovery_emails.sent_at IS NULL AND project_recovery_emails.claimed_at <= $3::timestamptz
RETURNING tenant_id, cart_token, owner_id`;

/**
 * The recovery email job (issue #15, beyond the spec): a timer inside the server, started with it and
 * stopped on shutdown. Each run claims the due carts (CLAIM_SQL), mails each owner once through the
 * Mailer with a signed link to `/recover?link=` (recovery-links.ts), and records `sent_at`; a failed send gives the claim back so
 * a later run retries it. Anonymous carts have no address and are never claimed.
 */
export class RecoveryEmailJob {
  private readonly now: () => number;
  private readonly log: (line: string) => void;
  private readonly job = new PeriodicJob<number>(
    () => this.runOnce(),
    (error) => {
      this.log(`[recovery] run failed: ${failureMessage(error)}`);
      return 0;
    },
  );

  constructor(private readonly deps: RecoveryJobDeps) {
    this.now = deps.now ?? Date.now;
    this.log = deps.log ?? console.log;
  }

  /** One run: claims due carts and sends their emails; answers how many were sent. */
  async runOnce(): Promise<number> {
    const now = this.now();
    const claimed = await this.deps.db.query<Claimed>(CLAIM_SQL, [
      new Date(now - this.deps.afterMs).toISOString(),
      new Date(now).toISOString(),
      new Date(now - RECOVERY_CLAIM_LEASE_MS).toISOString(),
      this.deps.batch ?? 50,
    ]);
    let sent = 0;
    for (const cart of claimed) {
      try {
        if (await this.send(cart, now)) sent += 1;
      } catch (error) {
        this.log(`[recovery] sending to the owner of a ${cart.tenant_id} cart failed: ${failureMessage(error)}`);
        await this.deps.db.query(
          'DELETE FROM project_recovery_emails WHERE tenant_id = $1 AND cart_token = $2 AND owner_id = $3 AND sent_at IS NULL AND claimed_at = $4',
          [cart.tenant_id, cart.cart_token, cart.owner_id, new Date(now).toISOString()],
        );
      }
    }
    return sent;
  }

  private async send(cart: Claimed, now: number): Promise<boolean> {
    const { db } = this.deps;
    const [owner] = await db.query<{ email: string; first_name: string | null }>('SELECT email, first_name FROM customers WHERE id = $1 AND tenant_id = $2', [
      cart.owner_id,
      cart.tenant_id,
    ]);
    const tenant = await this.deps.tenants.find(cart.tenant_id);
    const [tiles] = await db.query<{ n: number }>(
      'SELECT coalesce(sum(tile_count), 0)::int AS n FROM projects WHERE tenant_id = $1 AND cart_token = $2 AND owner_id = $3 AND completed_at IS NULL',
      [cart.tenant_id, cart.cart_token, cart.owner_id],
    );
    const markSent = () =>
      db.query('UPDATE project_recovery_emails SET sent_at = $4 WHERE tenant_id = $1 AND cart_token = $2 AND owner_id = $3', [
        cart.tenant_id,
        cart.cart_token,
        cart.owner_id,
        new Date(now).toISOString(),
      ]);
    // No address (the customer is gone) or no tenant: nothing to send, and nothing to retry.
    if (!owner || !tenant) {
      await markSent();
      return false;
    }
    const signed = signRecoveryLink(await this.deps.linkKey(), {
      tenantId: cart.tenant_id,
      cartToken: cart.cart_token,
      ownerId: cart.owner_id,
      expiresAt: now + RECOVERY_LINK_TTL_MS,
    });
    const link = recoveryLink(this.deps.publicUrl, cart.tenant_id, signed);
    const branding = { tenantId: cart.tenant_id, name: tenant.name, brand: tenant.brand, accentColor: tenant.accentColor };
    await this.deps.mailer.send(recoveryEmail(branding, owner.email, owner.first_name, Number(tiles?.n ?? 0), link));
    await markSent();
    return true;
  }

  /** Starts the timer: a run every `intervalMs` (runs never overlap). */
  start(intervalMs = Math.min(60_000, Math.max(1_000, Math.floor(this.deps.afterMs / 4)))): void {
    this.job.start(intervalMs);
  }

  /** A timer run: skipped while the previous one is still going; a failure is logged, never thrown. */
  tick(): Promise<number> {
    return this.job.tick();
  }

  /** Stops the timer and waits for a run in progress (shutdown: before the database closes). */
  stop(): Promise<void> {
    return this.job.stop();
  }
}
