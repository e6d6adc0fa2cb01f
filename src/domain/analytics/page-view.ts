import type { DataLayerEvent } from './ecommerce-events';

/**
 * Events of our own (not GA4's reserved ecommerce names) carry the tenant's analyticsPrefix (SPEC §3),
 * so that one GTM container serving several tenants can tell their triggers apart:
 * 'tpx_page_view', 'wg_page_view'. GA4's ecommerce event names are never prefixed: GA4 reports only
 * recognise them as they are.
 */
export const prefixedEventName = (prefix: string, name: string): string => {
  const clean = prefix.trim().replace(/[^A-Za-z0-9_]/g, '');
  return clean === '' ? name : `${clean}_${name}`;
};

/** A route change (history or in-memory routing): the page's path and, when known, its title. */
export const pageView = (prefix: string, page: { readonly path: string; readonly location: string; readonly title?: string }): DataLayerEvent => ({
  event: prefixedEventName(prefix, 'page_view'),
  page_path: page.path,
  page_location: page.location,
  ...(page.title ? { page_title: page.title } : {}),
});

/** An error reported to analytics (SPEC §8: every error but aborts). */
export const exceptionEvent = (prefix: string, error: { readonly where: string; readonly message: string }): DataLayerEvent => ({
  event: prefixedEventName(prefix, 'exception'),
  description: `${error.where}: ${error.message}`.slice(0, 500),
  fatal: false,
});
