import { accessibleAccent } from '../../src/domain/tenant/brand-colour';

/** The page background of every tenant (src/ui/styles), the splash screen's colour. */
export const BACKGROUND_COLOUR = '#fbfaf8';

/**
 * The web app manifest of a tenant (issue 27): its brand for both names, its accent (as the store
 * paints it: readable on white, brand-colour.ts) for the theme colour, the storefront's home as
 * start_url and the icons (any and maskable). `query` is the request's `?tenant=` part ('' when the
 * tenant came from the host): every URL keeps it, so the installed app opens the same tenant.
 */
export function webManifest(tenant: { id: string; brand: string; accentColor: string }, query: string) {
  const at = (path: string) => `${path}${query}`;
  return {
    id: at('/'),
    name: tenant.brand,
    short_name: tenant.brand,
    start_url: at('/'),
    scope: '/',
    display: 'standalone',
    background_color: BACKGROUND_COLOUR,
    theme_color: accessibleAccent(tenant.accentColor).accent,
    icons: [
      { src: at('/icons/icon-192.png'), sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: at('/icons/icon-512.png'), sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: at('/icons/maskable-192.png'), sizes: '192x192', type: 'image/png', purpose: 'maskable' },
      { src: at('/icons/maskable-512.png'), sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}
