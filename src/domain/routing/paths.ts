import { DEFAULT_TENANT } from '../tenant/tenant-resolution';
import { oldAdminAddress } from './admin-paths';

/**
 * Path rules of SPEC §2: redirects, trailing double slashes, the artist/group slug.
 * Pure: the router and the server call these; neither re-implements them.
 */

/** Where a redirect sends the shopper. */
export type RedirectTarget =
  { readonly kind: 'internal'; readonly to: string } | { readonly kind: 'external'; readonly url: string } | { readonly kind: 'app'; readonly url: string };

export interface RedirectContext {
  /** The external hosted page for /walgreens and /hang (deployment config). */
  readonly hostedPageUrl: string;
  /** The native app's URL scheme, without '://'. */
  readonly appScheme: string;
  /** The tenant the page runs as: where an old admin link without `?tenant=` goes (default: the default tenant). */
  readonly ownTenant?: string;
}

/** "A trailing double slash is normalised to a single one": `/faqs//` → `/faqs/`. */
export function normalizeTrailingSlashes(path: string): string {
  return path.replace(/\/{2,}$/, '/');
}

/** The redirect for `path` (search is the query string with or without '?'), or null when none applies. */
export function redirectFor(path: string, search: string, context: RedirectContext): RedirectTarget | null {
  const normalized = normalizeTrailingSlashes(path);
  if (normalized !== path) return { kind: 'internal', to: normalized + withQuestionMark(search) };
  const bare = path.length > 1 ? path.replace(/\/$/, '') : path;
  const admin = oldAdminAddress(path, search, context.ownTenant ?? DEFAULT_TENANT);
  if (admin) return { kind: 'internal', to: admin };
  switch (bare.toLowerCase()) {
    case '/walgreens':
    case '/hang':
      return { kind: 'external', url: context.hostedPageUrl };
    case '/signin':
      return { kind: 'app', url: appSignInUrl(search, context.appScheme) };
    case '/membership':
      return { kind: 'internal', to: '/#membership' };
    case '/products/wood8x8':
      return { kind: 'internal', to: '/products/tilepix' + withQuestionMark(search) };
    case '/gallery':
      return { kind: 'internal', to: '/photo-picker' + withQuestionMark(search) };
    case '/admin':
      return { kind: 'internal', to: '/admin/orders' };
    default:
      return null;
  }
}

/** /signin goes to the native app scheme carrying query `u` (and only `u`). */
export function appSignInUrl(search: string, appScheme: string): string {
  const u = new URLSearchParams(search).get('u');
  return `${appScheme}://signin` + (u === null ? '' : `?u=${encodeURIComponent(u)}`);
}

function withQuestionMark(search: string): string {
  if (search === '' || search === '?') return '';
  return search.startsWith('?') ? search : `?${search}`;
}

/**
 * A shopper's own pages (issue 29): /orders/{number} and /account; and /continue (issue 35: its address
 * carries a single-use link). Their HTML is never stored by a
 * cache (`private, no-store`), never indexed and never in the sitemap; the route table marks the same
 * routes `private` (a test holds the two together).
 */
export function isPrivatePath(path: string): boolean {
  return /^\/(orders\/[^/]+|account|continue)\/?$/.test(path);
}
