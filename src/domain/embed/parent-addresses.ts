import { originAllowed } from '../tenant/parent-origin';

/**
 * What a parent page may move the embedded store to (changeRoute), and where the store may ask the
 * parent to go (navigate): allow-lists, so that a message can never open an outside address in
 * the store's frame nor send the parent page somewhere it did not agree to (OWASP ASVS V3).
 */

/** The storefront's routes a parent may open (SPEC §2); never /admin, nor a redirect route. */
export const PARENT_ROUTE_PREFIXES: readonly string[] = [
  '/photo-picker',
  '/printing',
  '/cart',
  '/confirm',
  '/shop-all',
  '/products',
  '/artists',
  '/product-instructions',
  '/faqs',
  '/privacy',
  '/about',
  '/recover',
  '/resume',
];

const LONGEST_PATH = 2000;
// A path segment of the app: letters, digits and the URL-safe punctuation; no '\', no '..' tricks.
const SAFE_PATH = /^\/[A-Za-z0-9\-._~%/]*$/;

/**
 * The app path (with its `?search` and `#hash`) a changeRoute may go to, or null. Only a path of
 * this app: it starts with one '/', is not protocol-relative, has no scheme, no backslash, no dot
 * segment, and is the home page or under one of `PARENT_ROUTE_PREFIXES`.
 */
export function parentRoute(requested: string): string | null {
  if (requested.length === 0 || requested.length > LONGEST_PATH) return null;
  const hashAt = requested.indexOf('#');
  const beforeHash = hashAt < 0 ? requested : requested.slice(0, hashAt);
  const searchAt = beforeHash.indexOf('?');
  const path = searchAt < 0 ? beforeHash : beforeHash.slice(0, searchAt);
  if (!SAFE_PATH.test(path) || path.startsWith('//')) return null;
  if (path.split('/').some((segment) => segment === '.' || segment === '..' || /%2e|%2f|%5c/i.test(segment))) return null;
  // The search and hash stay as given, without control characters.
  if (/[\u0000-\u001f\u007f\\]/.test(requested)) return null;
  const allowed = path === '/' || PARENT_ROUTE_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
  return allowed ? requested : null;
}

/**
 * The absolute URL a navigate message may carry, or null: http(s) only, without credentials, on an
 * origin the tenant lets embed the store (its parent pages) or one of `extraOrigins` (the hosted page).
 */
export function parentNavigationUrl(url: string, allowedParentOrigins: readonly string[], extraOrigins: readonly string[] = []): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return null;
  if (parsed.username !== '' || parsed.password !== '') return null;
  const ok = originAllowed(parsed.origin, allowedParentOrigins) || extraOrigins.includes(parsed.origin);
  return ok ? parsed.href : null;
}

/**
 * Whether a tenant's parent origin pattern is well formed: `scheme://host[:port]` with http(s), an
 * optional `*.` subdomain wildcard and `:*` for any port. Only these reach the CSP's frame-ancestors
 * (a stray ';' or space would add directives of its own).
 */
export function isParentOriginPattern(pattern: string): boolean {
  return /^https?:\/\/(\*\.)?[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*(:(\d{1,5}|\*))?$/.test(pattern);
}
