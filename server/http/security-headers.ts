import type { MiddlewareHandler } from 'hono';
import { GTM_CSP } from '../../src/domain/analytics/gtm-container-id';

/** Whether the page at this address belongs to a tenant with a valid Google Tag Manager container. */
export type TagManagerLookup = (url: URL, host: string | undefined) => Promise<boolean>;

/**
 * CSP and friends on every response (DESIGN §6). No inline scripts anywhere; Pixi is imported from
 * `pixi.js/unsafe-eval`'s counterpart so no 'unsafe-eval' is needed. `frameAncestors` comes from the
 * tenants' allowed parent origins so the embed works only where a tenant allows it. `connectSources`
 * adds the Graph API hosts when the store has a Facebook or Instagram app; `storageOrigins` the S3
 * bucket and its CDN (images and uploads) when the files are in S3. `tagManager` says whether an
 * HTML page's tenant has a (valid) GTM container: only then does its CSP allow GTM's hosts (its
 * script, and the GA4 hits it sends); every other tenant's pages allow none of them.
 */
export function securityHeaders(
  frameAncestors: () => readonly string[],
  connectSources: readonly string[] = [],
  storageOrigins: readonly string[] = [],
  tagManager?: TagManagerLookup,
): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const html = c.res.headers.get('Content-Type')?.startsWith('text/html') ?? false;
    // A lookup that fails (the database is away) allows no GTM host, and never costs the page its CSP.
    const gtm = html && tagManager ? await tagManager(new URL(c.req.url), c.req.header('Host')).catch(() => false) : false;
    const extra = (hosts: readonly string[]) => (gtm ? ` ${hosts.join(' ')}` : '');
    const csp = [
      "default-src 'self'",
      `script-src 'self'${extra(GTM_CSP.script)}`,
      "style-src 'self'",
      `img-src 'self' data: blob: ${storageOrigins.join(' ')}`.trim() + extra(GTM_CSP.img),
      "font-src 'self'",
      `connect-src 'self' ${[...connectSources, ...storageOrigins].join(' ')}`.trim() + extra(GTM_CSP.connect),
      "worker-src 'self' blob:",
      "media-src 'self' blob:",
      "object-src 'none'",
      "base-uri 'none'",
      "form-action 'self'",
      `frame-ancestors 'self' ${frameAncestors().join(' ')}`.trim(),
    ].join('; ');
    // A route with a stricter policy of its own (the image proxy) keeps it.
    if (!c.res.headers.has('Content-Security-Policy')) c.header('Content-Security-Policy', csp);
    c.header('X-Content-Type-Options', 'nosniff');
    if (!c.res.headers.has('Referrer-Policy')) c.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    c.header('Cross-Origin-Opener-Policy', 'same-origin-allow-popups');
    c.header('Permissions-Policy', 'camera=(), microphone=(), payment=(self)');
  };
}
