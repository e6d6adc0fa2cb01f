import { brandedEmailHtml, emailButton, escapeHtml, type MailBranding } from '../mail/code-email';
import type { MailMessage } from '../mail/mailer';
import { DEFAULT_TENANT_ID } from '../http/tenant-context';

/**
 * The recovery link: `${PUBLIC_URL}/recover?link=<signed token>` (recovery-links.ts; the client's
 * /recover redeems it once, signed in as the customer it was mailed to); another tenant than the
 * default adds its `tenant` query, since PUBLIC_URL is one origin for all.
 */
export function recoveryLink(publicUrl: string, tenantId: string, signedToken: string): string {
  const url = new URL('/recover', publicUrl);
  url.searchParams.set('link', signedToken);
  if (tenantId !== DEFAULT_TENANT_ID) url.searchParams.set('tenant', tenantId);
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
  const html = brandedEmailHtml(
    branding,
    subject,
    `          <p style="margin:0 0 16px;">${e(hello)}</p>
          <p style="margin:0 0 24px;">${e(body)}</p>
          <p style="margin:0 0 24px;">${emailButton(branding, link, 'Pick up where you left off')}</p>
          <p style="margin:0;color:#666666;font-size:14px;">Or open this link: <a href="${e(link)}" style="color:#666666;">${e(link)}</a></p>`,
  );
  return { to, subject, text, html, fromName: branding.brand, tenantId: branding.tenantId };
}
