import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/db';
import type { Mailer } from '../../mail/mailer';
import { sendGiftEmails } from './gift-email';
import { orderEmailHtml } from './order-email-html';
import { loadOrderEmail, type EmailDeps, type OrderEmailKind } from './order-email-model';
import { orderEmailText } from './order-email-text';
import { failureMessage, PeriodicJob } from '../../coordination/periodic-job';

/** Sends after this many failures stop; the admin sees it on the timeline and may resend. */
export const MAX_EMAIL_ATTEMPTS = 8;
/** A claim not marked sent within this long (the server died mid-send) may be taken by another server. */
export const EMAIL_CLAIM_LEASE_MS = 5 * 60_000;
/** How often each server looks for owed emails: the confirmation goes within this of the payment. */
export const ORDER_EMAIL_POLL_MS = 2_000;

/** The wait before retry n (1-based): 30 s, 1 min, 2 min … at most an hour. */
export const retryDelayMs = (attempt: number): number => Math.min(60 * 60_000, 30_000 * 2 ** Math.max(0, attempt - 1));

export interface OrderEmailJobDeps extends Omit<EmailDeps, 'db'> {
  readonly db: Db;
  readonly mailer: Mailer;
  readonly now?: () => number;
  readonly log?: (line: string) => void;
  /** This server's name on its claims (a random id by default). */
  readonly holder?: string;
  /** Emails claimed per run. */
  readonly batch?: number;
}

interface Claimed {
  id: string | number;
  order_id: string;
  kind: OrderEmailKind;
  claimed_at: Date | string;
}

/**
 * Claims due emails in ONE statement: unsent, not given up, due, and not claimed by a live lease.
 * The inner SELECT locks the rows it picks and skips rows another server has locked, and the outer
 * WHERE is checked again on the row as it is when locked (PostgreSQL re-reads an updated row), so
 * of two servers claiming at once each row goes to exactly one of them.
 */
const CLAIM_SQL = `
UPDATE order_emails e SET claimed_at = $1::timestamptz, claimed_by = $2, attempts = e.attempts + 1
 WHERE e.sent_at IS NULL AND e.attempts < $4 AND e.next_attempt_at <= $1::timestamptz
   AND (e.claimed_at IS NULL OR e.claimed_at <= $3::timestamptz)
   AND e.id IN (SELECT id FROM order_emails
                 WHERE sent_at IS NULL AND attempts < $4 AND next_attempt_at <= $1::timestamptz
                   AND (claimed_at IS NULL OR claimed_at <= $3::timestamptz)
                 ORDER BY id LIMIT $5 FOR UPDATE SKIP LOCKED)
RETURNING e.id, e.order_id, e.kind, e.claimed_at`;

/**
 * The order email job (issue 29): a timer in each server (every 2 s, stopped on shutdown). Each run
 * claims owed emails (CLAIM_SQL), renders each (React → HTML, and text, with its tile pictures as CID
 * attachments), sends it through the Mailer and records `sent_at`, to and subject (the timeline shows
 * them). A failed send gives the claim back with the next try later (retryDelayMs), up to
 * MAX_EMAIL_ATTEMPTS. A server dying after the mail left but before `sent_at` was written leaves a
 * claim another server takes after the lease: that one email may then go twice (no mail transport can
 * be in one transaction with the database).
 */
export class OrderEmailJob {
  private readonly now: () => number;
  private readonly log: (line: string) => void;
  private readonly job = new PeriodicJob<number>(
    () => this.runOnce(),
    (error) => {
      this.log(`[order-email] run failed: ${failureMessage(error)}`);
      return 0;
    },
  );
  private readonly holder: string;

  constructor(private readonly deps: OrderEmailJobDeps) {
    this.now = deps.now ?? Date.now;
    this.log = deps.log ?? console.log;
    this.holder = deps.holder ?? randomUUID();
  }

  /** One run: claims due emails and sends them; answers how many were sent. */
  async runOnce(): Promise<number> {
    const now = this.now();
    const claimed = await this.deps.db.query<Claimed>(CLAIM_SQL, [
      new Date(now).toISOString(),
      this.holder,
      new Date(now - EMAIL_CLAIM_LEASE_MS).toISOString(),
      MAX_EMAIL_ATTEMPTS,
      this.deps.batch ?? 20,
    ]);
    let sent = 0;
    for (const email of claimed) {
      try {
        if (await this.send(email)) sent += 1;
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        this.log(`[order-email] sending the ${email.kind} email of an order failed: ${message}`);
        const [row] = await this.deps.db.query<{ attempts: number }>('SELECT attempts FROM order_emails WHERE id = $1', [email.id]);
        await this.deps.db.query(
          `UPDATE order_emails SET claimed_at = NULL, claimed_by = NULL, last_error = $3, next_attempt_at = $4
            WHERE id = $1 AND claimed_by = $2 AND sent_at IS NULL`,
          [email.id, this.holder, message.slice(0, 500), new Date(this.now() + retryDelayMs(row?.attempts ?? 1)).toISOString()],
        );
      }
    }
    return sent;
  }

  private async send(email: Claimed): Promise<boolean> {
    const { db } = this.deps;
    const done = (to: string | null, subject: string | null, note: string | null) =>
      db.query('UPDATE order_emails SET sent_at = $3, to_email = $4, subject = $5, last_error = $6 WHERE id = $1 AND claimed_by = $2', [
        email.id,
        this.holder,
        new Date(this.now()).toISOString(),
        to,
        subject,
        note,
      ]);
    const loaded = await loadOrderEmail(this.deps, email.order_id, email.kind);
    // No address (a free order without one) or no tenant: nothing to send, nothing to retry.
    if (!loaded || (email.kind === 'shipped' && !loaded.model.shipment) || (email.kind === 'pickup_ready' && !loaded.model.pickup)) {
      await done(
        null,
        null,
        !loaded ? 'The order has no email address.' : email.kind === 'shipped' ? 'The order has no tracking number.' : 'The order has no pick-up store.',
      );
      return false;
    }
    const { model, attachments } = loaded;
    // The gift tiles' recipients first (each marked sent on its line): a retry of the buyer's mail sends no gift twice.
    if (email.kind === 'confirmation') {
      await sendGiftEmails(db, email.order_id, model, (message) => this.deps.mailer.send({ ...message, tenantId: loaded.tenantId }), this.now);
    }
    await this.deps.mailer.send({
      to: model.to,
      subject: model.subject,
      html: orderEmailHtml(model),
      text: orderEmailText(model),
      fromName: model.brand.name,
      attachments,
      tenantId: loaded.tenantId,
    });
    await done(model.to, model.subject, null);
    return true;
  }

  /** Starts the timer (runs never overlap; the timer never keeps the process alive). */
  start(intervalMs = ORDER_EMAIL_POLL_MS): void {
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
