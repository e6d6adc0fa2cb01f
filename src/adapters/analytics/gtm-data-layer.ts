import type { DataLayerEntry } from '../../application/ports/analytics';
import { gtmScriptUrl } from '../../domain/analytics';

type DataLayerWindow = Window & { dataLayer?: unknown[] };

/**
 * Consent Mode v2 defaults, set before the container loads: nothing is stored until the tenant's
 * consent tool (configured in its container) updates it. `wait_for_update` gives that tool time.
 */
export const CONSENT_DEFAULTS = {
  ad_storage: 'denied',
  ad_user_data: 'denied',
  ad_personalization: 'denied',
  analytics_storage: 'denied',
  functionality_storage: 'granted',
  security_storage: 'granted',
  wait_for_update: 500,
} as const;

/**
 * `window.dataLayer` and the Google Tag Manager container (its official snippet, done from our
 * own script: the CSP allows no inline script). Entries are pushed whether or not a container is
 * loaded, so they can be read in devtools (`window.dataLayer`) on any tenant.
 */
export class GtmDataLayer {
  private loaded = false;

  constructor(private readonly win: Window) {}

  private get layer(): unknown[] {
    const w = this.win as DataLayerWindow;
    w.dataLayer ??= [];
    return w.dataLayer;
  }

  push(entry: DataLayerEntry): void {
    this.layer.push(entry);
  }

  /** Consent defaults (a gtag() command: GTM reads it only as an Arguments object), the start event, then the script. */
  load(containerId: string): void {
    if (this.loaded) return;
    this.loaded = true;
    const layer = this.layer;
    // gtag's own definition: the command must be pushed as `arguments`, not as an array.
    function gtag(..._args: unknown[]): void {
      // eslint-disable-next-line prefer-rest-params
      layer.push(arguments);
    }
    gtag('consent', 'default', CONSENT_DEFAULTS);
    layer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
    const script = this.win.document.createElement('script');
    script.async = true;
    script.src = gtmScriptUrl(containerId);
    this.win.document.head.appendChild(script);
  }
}
