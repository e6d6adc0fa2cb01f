import { escapeHtml, type MailBranding } from '../mail/code-email';
import type { MailMessage } from '../mail/mailer';

/** Only a plain hex colour goes into a style attribute (as in the code email). */
const safeColor = (color: string): string => (/^#[0-9a-fA-F]{3}(?:[0-9a-fA-F]{3})?$/.test(color) ? color : '#222222');

/** The tenant every link works for without a query (the others name theirs: `&tenant=`). */
const DEFAULT_TENANT = 'tilepix';

/**
 * The recovery link: `${PUBLIC_URL}/recover?cart=<cart token>` (the client's /recover reads `cart`);
 * another tenant than the default adds its `tenant` query, since PUBLIC_URL is one origin for all.
 */
export function recoveryLink(publicUrl: string, tenantId: string, cartToken: string): string {
  const url = new URL('/recover', publicUrl);
  url.searchParams.set('cart', cartToken);
  if (tenantId !== DEFAULT_TENANT) url.searchParams.set('tenant', tenantId);
  return url.toString();
}

const tilesWord = (n: number): string => (n === 1 ? '1 tile' : `${n} tiles`);

/**
 * The one recovery email of a cart left with tiles (issue #15, beyond the spec): text and HTML in the
 * tenant's brand and accent, every value HTML-escaped, inline styles only (what mail clients render).
 */
export function recoveryEmail(branding: MailBranding, to: string, firstName: string | null, tiles: number, link: string): MailMessage {
  const hello = firstName?.trim() ? `Hi ${firstName.trim()},` : 'Hi there,';
  const subject = `Your ${branding.brand} tiles are waiting`;
  const body = `You left ${tilesWord(tiles)} in your ${branding.brand} cart. Everything is saved just as you left it: crops, frames and all.`;
  const text = [hello, '', body, '', 'Pick up where you left off:', '', `    ${link}`, '', `— ${branding.name}`].join('\n');
  const e = escapeHtml;
  const accent = safeColor(branding.accentColor);
  const html = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${e(subject)}</title></head>
<body style="margin:0;padding:0;background:#f6f6f6;font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;color:#222222;">
  <table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f6f6f6;padding:24px 0;">
    <tr><td align="center">
      <table role="presentation" width="480" cellpadding="0" cellspacing="0" style="max-width:480px;width:100%;background:#ffffff;border-radius:8px;overflow:hidden;">
        <tr><td style="background:${accent};color:#ffffff;padding:16px 24px;font-size:20px;font-weight:bold;">${e(branding.brand)}</td></tr>
        <tr><td style="padding:24px;font-size:16px;line-height:24px;">
          <p style="margin:0 0 16px;">${e(hello)}</p>
          <p style="margin:0 0 24px;">${e(body)}</p>
          <p style="margin:0 0 24px;"><a href="${e(link)}" style="display:inline-block;background:${accent};color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:6px;font-weight:bold;">Pick up where you left off</a></p>
          <p style="margin:0;color:#666666;font-size:14px;">Or open this link: <a href="${e(link)}" style="color:#666666;">${e(link)}</a></p>
        </td></tr>
        <tr><td style="padding:16px 24px;border-top:1px solid #eeeeee;color:#666666;font-size:13px;">${e(branding.name)}</td></tr>
      </table>
    </td></tr>
  </table>
</body>
</html>`;
  return { to, subject, text, html, fromName: branding.brand, tenantId: branding.tenantId };
}
