import type { MailMessage } from './mailer';

/** The tenant branding a mail is dressed in (from the tenant repository). */
export interface MailBranding {
  readonly tenantId: string;
  readonly name: string;
  readonly brand: string;
  readonly accentColor: string;
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (ch) => HTML_ESCAPES[ch]!);

/** Only a plain hex colour goes into a style attribute; anything else falls back to a neutral dark. */
const safeColor = (color: string): string => (/^#[0-9a-fA-F]{3}(?:[0-9a-fA-F]{3})?$/.test(color) ? color : '#222222');

/**
 * The frame every store email shares: the tenant's brand bar in its accent colour, the body (HTML the
 * caller built, its values escaped), and the tenant's name at the foot. Inline styles and tables only:
 * that is what mail clients render.
 */
export function brandedEmailHtml(branding: MailBranding, subject: string, body: string): string {
  const accent = safeColor(branding.accentColor);
  const e = escapeHtml;
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${e(subject)}</title></head>
<body style="margin:0;padding:0;background:#f6f6f6;font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;color:#222222;">
  <table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f6f6f6;padding:24px 0;">
    <tr><td align="center">
      <table role="presentation" width="480" cellpadding="0" cellspacing="0" style="max-width:480px;width:100%;background:#ffffff;border-radius:8px;overflow:hidden;">
        <tr><td style="background:${accent};color:#ffffff;padding:16px 24px;font-size:20px;font-weight:bold;">${e(branding.brand)}</td></tr>
        <tr><td style="padding:24px;font-size:16px;line-height:24px;">
${body}
        </td></tr>
        <tr><td style="padding:16px 24px;border-top:1px solid #eeeeee;color:#666666;font-size:13px;">${e(branding.name)}</td></tr>
      </table>
    </td></tr>
  </table>
</body>
</html>`;
}

/** A link drawn as a button in the tenant's accent colour (for an email body). */
export const emailButton = (branding: MailBranding, href: string, label: string): string =>
  `<a href="${escapeHtml(href)}" style="display:inline-block;background:${safeColor(branding.accentColor)};color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:6px;font-weight:bold;">${escapeHtml(label)}</a>`;

/**
 * The sign-in code email (SPEC §4 login modal, DESIGN §9): text and HTML, in the tenant's brand and
 * accent colour, every value HTML-escaped. Inline styles only: that is what mail clients render.
 * The subject carries no code (subjects show on lock screens and in logs).
 */
export function codeEmail(branding: MailBranding, to: string, firstName: string | null, code: string, minutes: number): MailMessage {
  const hello = firstName?.trim() ? `Hi ${firstName.trim()},` : 'Hi there,';
  const subject = `Your ${branding.brand} sign-in code`;
  const text = [
    hello,
    '',
    `Your ${branding.brand} sign-in code is:`,
    '',
    `    ${code}`,
    '',
    `Enter it in the sign-in window to continue. It works once and expires in ${minutes} minutes.`,
    '',
    'If you did not ask for this code, you can ignore this email: nobody can sign in without it.',
    '',
    `— ${branding.name}`,
  ].join('\n');
  const e = escapeHtml;
  const html = brandedEmailHtml(
    branding,
    subject,
    `          <p style="margin:0 0 16px;">${e(hello)}</p>
          <p style="margin:0 0 16px;">Your ${e(branding.brand)} sign-in code is:</p>
          <p style="margin:0 0 16px;font-size:32px;letter-spacing:8px;font-weight:bold;font-family:Menlo,Consolas,monospace;">${e(code)}</p>
          <p style="margin:0 0 16px;">Enter it in the sign-in window to continue. It works once and expires in ${minutes} minutes.</p>
          <p style="margin:0;color:#666666;font-size:14px;">If you did not ask for this code, you can ignore this email: nobody can sign in without it.</p>`,
  );
  return { to, subject, text, html, fromName: branding.brand, tenantId: branding.tenantId };
}
