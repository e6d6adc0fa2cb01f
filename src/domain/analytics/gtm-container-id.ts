/**
 * A tenant's Google Tag Manager container id (SPEC §3 Tenant.googleTagManagerContainerId). Only a
 * real id ('GTM-' then capital letters and digits) loads the tag: it goes into a script URL and the
 * CSP, so anything else is refused with a reason, never passed on.
 */
const GTM_CONTAINER_ID = /^GTM-[A-Z0-9]{1,20}$/;

export type GtmContainerCheck =
  { readonly kind: 'none' } | { readonly kind: 'valid'; readonly id: string } | { readonly kind: 'invalid'; readonly reason: string };

export const checkGtmContainerId = (raw: string | null | undefined): GtmContainerCheck => {
  if (raw === null || raw === undefined || raw.trim() === '') return { kind: 'none' };
  const id = raw.trim();
  if (GTM_CONTAINER_ID.test(id)) return { kind: 'valid', id };
  const shown = JSON.stringify(id.length > 40 ? `${id.slice(0, 40)}…` : id);
  return { kind: 'invalid', reason: `The Google Tag Manager container id ${shown} is not of the form GTM-XXXXXXX: no tag is loaded.` };
};

/** The container's script address (loaded only for a valid id). */
export const gtmScriptUrl = (id: string): string => `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(id)}`;

/**
 * The hosts a page with the tag needs in its CSP (Google's "Using Google Tag Manager with a Content
 * Security Policy", GA4 part): the container script, and the GA4 collection hits it sends.
 */
export const GTM_CSP = {
  script: ['https://www.googletagmanager.com'],
  img: ['https://www.googletagmanager.com', 'https://*.google-analytics.com', 'https://*.googletagmanager.com'],
  connect: ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'],
} as const;
