import type { MiddlewareHandler } from 'hono';
import { GTM_CSP } from '../../src/domain/analytics/gtm-container-id';
import { MAPKIT_CSP } from '../../src/domain/pickup/mapkit';
import { isParentOriginPattern } from '../../src/domain/embed';
import { decodedPathSegments } from './request-line';

/** What an HTML page's tenant allows in its CSP: Google Tag Manager's hosts, and the parent pages that may frame it. */
export interface PagePolicy {
  readonly tagManager: boolean;
  readonly parentOrigins: readonly string[];
  /** Issue 30: MapKit JS's hosts, only for a tenant whose store finder shows the map (MAPKIT_* set and pick-up stores). */
  readonly mapkit?: boolean;
}

/** The policy of the tenant whose page is at this address (?tenant=, the host…). */
export type PagePolicyLookup = (url: URL, host: string | undefined) => Promise<PagePolicy>;

const NO_PAGE_POLICY: PagePolicy = { tagManager: false, parentOrigins: [] };

/** Pages no other site may frame, whatever a tenant allows: the admin, the development pages, the login callback. */
const NEVER_FRAMED = new Set(['admin', 'dev', 'oauth']);

/**
 * CSP and friends on every response (DESIGN §6). No inline scripts anywhere; Pixi is imported from
 * `pixi.js/unsafe-eval`'s counterpart so no 'unsafe-eval' is needed. `connectSources` adds the Graph
 * API hosts when the store has a Facebook or Instagram app; `storageOrigins` the S3 bucket and its
 * CDN (images and uploads) when the files are in S3. `pagePolicy` is read for each HTML page from
 * its own tenant (issue 26): GTM's hosts only when that tenant has a (valid) container, and
 * `frame-ancestors` naming only that tenant's parent origins (the embed works where this tenant
 * allows it, and another tenant's partners learn nothing of it). The admin, development pages and
 * every answer that is not a storefront page (API, files, scripts) say `frame-ancestors 'none'`.
 */
export function securityHeaders(
  connectSources: readonly string[] = [],
  storageOrigins: readonly string[] = [],
  pagePolicy?: PagePolicyLookup,
): MiddlewareHandler {
  return async (c, next) => {
    await next();
    // A 304 revalidating a page carries no Content-Type, yet its CSP replaces the cached page's: a page
    // reloaded in a frame would be refused ('none') on its second load. The navigation's Accept names it.
    const revalidatedPage = c.res.status === 304 && (c.req.header('Accept') ?? '').includes('text/html');
    const html = (c.res.headers.get('Content-Type')?.startsWith('text/html') ?? false) || revalidatedPage;
    // A lookup that fails (the database is away) allows no GTM host and no parent, and never costs the page its CSP.
    const policy = html && pagePolicy ? await pagePolicy(new URL(c.req.url), c.req.header('Host')).catch(() => NO_PAGE_POLICY) : NO_PAGE_POLICY;
    const gtm = policy.tagManager;
    const map = policy.mapkit === true;
    const extra = (hosts: readonly string[], mapHosts: readonly string[] = []) =>
      [...(gtm ? hosts : []), ...(map ? mapHosts : [])].map((h) => ` ${h}`).join('');
    const section = decodedPathSegments(new URL(c.req.url).pathname)?.[0] ?? '';
    const framedBy = html && !NEVER_FRAMED.has(section) ? `'self' ${policy.parentOrigins.filter(isParentOriginPattern).join(' ')}`.trim() : "'none'";
    const csp = [
      "default-src 'self'",
      `script-src 'self'${extra(GTM_CSP.script, MAPKIT_CSP.script)}`,
      `style-src 'self'${extra([], MAPKIT_CSP.style)}`,
      `img-src 'self' data: blob: ${storageOrigins.join(' ')}`.trim() + extra(GTM_CSP.img, MAPKIT_CSP.img),
      "font-src 'self'",
      `connect-src 'self' ${[...connectSources, ...storageOrigins].join(' ')}`.trim() + extra(GTM_CSP.connect, MAPKIT_CSP.connect),
      "worker-src 'self' blob:",
      "media-src 'self' blob:",
      "object-src 'none'",
      "base-uri 'none'",
      "form-action 'self'",
      `frame-ancestors ${framedBy}`,
    ].join('; ');
    // A route with a stricter policy of its own (the image proxy) keeps it.
    if (!c.res.headers.has('Content-Security-Policy')) c.header('Content-Security-Policy', csp);
    c.header('X-Content-Type-Options', 'nosniff');
    if (!c.res.headers.has('Referrer-Policy')) c.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    c.header('Cross-Origin-Opener-Policy', 'same-origin-allow-popups');
    c.header('Permissions-Policy', 'camera=(), microphone=(), payment=(self)');
  };
}
