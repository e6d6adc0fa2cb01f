import type { MiddlewareHandler } from 'hono';

/**
 * CSP and friends on every response (DESIGN §6). No inline scripts anywhere; Pixi is imported from
 * `pixi.js/unsafe-eval`'s counterpart so no 'unsafe-eval' is needed. `frameAncestors` comes from the
 * tenants' allowed parent origins so the embed works only where a tenant allows it. `connectSources`
 * adds the Graph API hosts when the store has a Facebook or Instagram app; `storageOrigins` the S3
 * bucket and its CDN (images and uploads) when the files are in S3.
 */
export function securityHeaders(frameAncestors: () => readonly string[], connectSources: readonly string[] = [], storageOrigins: readonly string[] = []): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const csp = [
      "default-src 'self'",
      "script-src 'self'",
      "style-src 'self'",
      `img-src 'self' data: blob: ${storageOrigins.join(' ')}`.trim(),
      "font-src 'self'",
      `connect-src 'self' ${[...connectSources, ...storageOrigins].join(' ')}`.trim(),
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
