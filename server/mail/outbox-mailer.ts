import type { Db } from '../db/db';
import type { Mailer, MailMessage } from './mailer';

export const OUTBOX_KEEP_MS = 7 * 24 * 60 * 60_000;

/** An outbox row as the dev mailbox answers it (newest first). */
export interface OutboxMail {
  readonly id: string;
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly html: string;
  readonly sentAt: string;
  /** The inline pictures, as the dev mailbox lists them (cid, name, type, bytes). */
  readonly attachments: ReadonlyArray<{ readonly cid: string; readonly filename: string; readonly contentType: string; readonly base64: string }>;
}

interface OutboxRow {
  id: string | number;
  to_email: string;
  subject: string;
  text_body: string;
  html_body: string;
  sent_at: Date | string;
  attachments?: unknown;
}

const toMail = (r: OutboxRow): OutboxMail => ({
  id: String(r.id),
  to: r.to_email,
  subject: r.subject,
  text: r.text_body,
  html: r.html_body,
  sentAt: new Date(r.sent_at).toISOString(),
  attachments: (typeof r.attachments === 'string' ? JSON.parse(r.attachments) : (r.attachments ?? [])) as OutboxMail['attachments'],
});

/**
 * The mailer without SMTP: every message is kept in the `outbox` table and logged in one line
 * (recipient and subject only: the body holds a sign-in code, and logs travel further than mail).
 */
export class OutboxMailer implements Mailer {
  constructor(
    private readonly db: Db,
    private readonly log: (line: string) => void,
    private readonly now: () => number = Date.now,
  ) {}

  async send(m: MailMessage): Promise<void> {
    const attachments = (m.attachments ?? []).map((a) => ({
      cid: a.cid,
      filename: a.filename,
      contentType: a.contentType,
      base64: a.content.toString('base64'),
    }));
    await this.db.query('INSERT INTO outbox (tenant_id, to_email, subject, text_body, html_body, sent_at, attachments) VALUES ($1, $2, $3, $4, $5, $6, $7)', [
      m.tenantId ?? null,
      m.to,
      m.subject,
      m.text,
      m.html,
      new Date(this.now()).toISOString(),
      JSON.stringify(attachments),
    ]);
    // Outbox mail holds sign-in codes in clear: keep a week of it, no more.
    await this.db.query('DELETE FROM outbox WHERE sent_at < $1', [new Date(this.now() - OUTBOX_KEEP_MS).toISOString()]);
    this.log(`[mail] outbox: "${m.subject}" to ${m.to}`);
  }
}

/** The outbox, newest first: to one address, or everyone's latest. */
export class Outbox {
  constructor(private readonly db: Db) {}

  async list(to: string | undefined, limit = 50): Promise<OutboxMail[]> {
    const rows =
      to === undefined
        ? await this.db.query<OutboxRow>('SELECT * FROM outbox ORDER BY sent_at DESC, id DESC LIMIT $1', [limit])
        : await this.db.query<OutboxRow>('SELECT * FROM outbox WHERE to_email = $1 ORDER BY sent_at DESC, id DESC LIMIT $2', [to, limit]);
    return rows.map(toMail);
  }

  async find(id: string): Promise<OutboxMail | null> {
    if (!/^\d{1,18}$/.test(id)) return null;
    const [row] = await this.db.query<OutboxRow>('SELECT * FROM outbox WHERE id = $1', [id]);
    return row ? toMail(row) : null;
  }
}
