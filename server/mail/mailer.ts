/**
 * A picture carried inside the mail and shown by the HTML as `<img src="cid:…">` (the order emails'
 * tiles): mail clients show these without asking, where they block remote pictures by default.
 */
export interface MailAttachment {
  /** The Content-ID the HTML names (without `cid:`). */
  readonly cid: string;
  readonly filename: string;
  readonly contentType: string;
  readonly content: Buffer;
}

/** One email: both a plain-text and an HTML body (every client shows one of them). */
export interface MailMessage {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly html: string;
  /** The sender's display name (the tenant's brand); the address is MAIL_FROM. */
  readonly fromName: string;
  /** The tenant the mail is about, kept with outbox mail. */
  readonly tenantId?: string;
  /** Inline pictures (CID) the HTML shows. */
  readonly attachments?: readonly MailAttachment[];
}

/** Sends the store's mail (DESIGN §9): SMTP when configured, else the outbox table + the dev mailbox. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

export const Mailer = Symbol('Mailer');
