import { brandedEmailHtml, emailButton, escapeHtml, type MailBranding } from '../mail/code-email';
import type { MailMessage } from '../mail/mailer';
import { tenantPageUrl } from '../../src/domain/tenant/tenant-public-url';

/**
 * The recovery link: `/recover?link=<signed token>` (recovery-links.ts; the client's /recover redeems
 * it once, signed in as the customer it was mailed to) at the tenant's own address (tenantPageUrl, as
 * its order emails, sitemap and canonical URLs): `wg.<host>` for a host tenant, not the main host.
 */
export function recoveryLink(publicUrl: string, tenantId: string, signedToken: string): string {
  return tenantPageUrl(publicUrl, tenantId, `/recover?link=${encodeURIComponent(signedToken)}`);
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
