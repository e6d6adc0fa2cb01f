import { Hono } from 'hono';
import type { Db } from '../db/db';
import { normaliseEmail } from '../auth/account-settings';
import { escapeHtml as e } from './code-email';
import { Outbox, type OutboxMail } from './outbox-mailer';

/** A mail's own HTML, opened alone: its inline styles render, nothing in it can run or load. */
const MAIL_CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; sandbox";

/** The mail's HTML with its `cid:` pictures as data: addresses (what a mail client does with the attachments). */
const withInlinePictures = (mail: OutboxMail): string => {
  const byCid = new Map(mail.attachments.filter((a) => /^image\/(jpeg|png|webp)$/.test(a.contentType)).map((a) => [a.cid, a]));
  return mail.html.replace(/(["'])cid:([^"']+)\1/g, (whole, quote: string, cid: string) => {
    const a = byCid.get(cid);
    return a ? `${quote}data:${a.contentType};base64,${a.base64}${quote}` : whole;
  });
};

const toQuery = (raw: string | undefined): string | undefined => {
  const to = raw === undefined ? '' : normaliseEmail(raw);
  return to === '' ? undefined : to.slice(0, 254);
};

const page = (to: string | undefined, mails: readonly OutboxMail[]): string => `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Dev mailbox - TilePix</title></head>
<body>
<h1>Dev mailbox</h1>
<p>Mail the store sent while no SMTP_URL is set (newest first). Not served in production.</p>
<form method="get" action="/dev/mail">
  <label>To <input type="email" name="to" value="${e(to ?? '')}" autocomplete="off"></label>
  <button type="submit">Show</button>
</form>
${mails.length === 0 ? '<p>No mail.</p>' : ''}
${mails
  .map(
    (m) => `<article>
  <h2>${e(m.subject)}</h2>
  <p>To <strong>${e(m.to)}</strong> at <time datetime="${e(m.sentAt)}">${e(m.sentAt)}</time> · <a href="/dev/mail/${e(m.id)}" target="_blank" rel="noopener">HTML version</a></p>
  <pre>${e(m.text)}</pre>
</article>`,
  )
  .join('\n<hr>\n')}
</body>
</html>`;

/**
 * The development mailbox (DESIGN §9): `GET /api/dev/mail?to=EMAIL` (JSON array, newest first: to,
 * subject, text, html, sentAt) and the `/dev/mail` page (no script, no style attribute: the store's
 * CSP holds). The caller mounts these only outside production.
 */
export function devMailboxRoutes(db: Db): Hono {
  const outbox = new Outbox(db);
  const app = new Hono();
  app.get('/api/dev/mail', async (c) => {
    const mails = await outbox.list(toQuery(c.req.query('to')));
    c.header('Cache-Control', 'no-store');
    return c.json(
      mails.map(({ to, subject, text, html, sentAt, attachments }) => ({
        to,
        subject,
        text,
        html,
        sentAt,
        attachments: attachments.map((a) => ({ cid: a.cid, filename: a.filename, contentType: a.contentType, size: Buffer.byteLength(a.base64, 'base64') })),
      })),
    );
  });
  app.get('/dev/mail', async (c) => {
    const to = toQuery(c.req.query('to'));
    c.header('Cache-Control', 'no-store');
    return c.html(page(to, await outbox.list(to)));
  });
  app.get('/dev/mail/:id', async (c) => {
    const mail = await outbox.find(c.req.param('id'));
    if (!mail) return c.text('No such mail', 404);
    c.header('Cache-Control', 'no-store');
    c.header('Content-Security-Policy', MAIL_CSP);
    return c.html(withInlinePictures(mail));
  });
  return app;
}
