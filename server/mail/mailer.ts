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
}

/** Sends the store's mail (DESIGN §9): SMTP when configured, else the outbox table + the dev mailbox. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

export const Mailer = Symbol('Mailer');
