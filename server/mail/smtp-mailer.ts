import nodemailer, { type Transporter } from 'nodemailer';
import type { Mailer, MailMessage } from './mailer';

/** Mail by SMTP (`SMTP_URL`, e.g. smtps://user:pass@smtp.example.com:465) from `MAIL_FROM`. */
export class SmtpMailer implements Mailer {
  private readonly transport: Transporter;

  constructor(
    smtpUrl: string,
    private readonly fromAddress: string,
  ) {
    this.transport = nodemailer.createTransport(smtpUrl);
  }

  async send(m: MailMessage): Promise<void> {
    // Address objects: nodemailer quotes the display name, so a brand can never inject a header.
    await this.transport.sendMail({
      from: { name: m.fromName, address: this.fromAddress },
      to: m.to,
      subject: m.subject,
      text: m.text,
      html: m.html,
      // Inline (Content-Disposition: inline, with a Content-ID): the HTML shows them where they belong.
      ...(m.attachments?.length
        ? {
            attachments: m.attachments.map((a) => ({
              cid: a.cid,
              filename: a.filename,
              contentType: a.contentType,
              content: a.content,
              contentDisposition: 'inline' as const,
            })),
          }
        : {}),
    });
  }
}
