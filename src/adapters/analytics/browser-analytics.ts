import type { Analytics, DataLayerEntry } from '../../application/ports/analytics';
import { exceptionEvent } from '../../domain/analytics';
import type { GtmDataLayer } from './gtm-data-layer';
import type { ServerAnalytics } from './server-analytics';

/**
 * The browser's analytics: errors and our events to our backend (`ServerAnalytics`), data-layer
 * entries to GTM (`GtmDataLayer`). An error also goes to the data layer as the tenant's exception
 * event (aborts are not errors, SPEC §8).
 */
export class BrowserAnalytics implements Analytics {
  constructor(
    private readonly server: ServerAnalytics,
    private readonly dataLayer: GtmDataLayer,
    private readonly prefix: () => string,
  ) {}

  track(name: string, detail?: Record<string, unknown>): void {
    this.server.track(name, detail);
  }

  reportError(error: unknown, context: { readonly where: string; readonly path?: string }): void {
    if (error instanceof DOMException && error.name === 'AbortError') return;
    this.server.reportError(error, context);
    const message = error instanceof Error ? error.message : String(error);
    this.dataLayer.push(exceptionEvent(this.prefix(), { where: context.where, message }));
  }

  push(entry: DataLayerEntry): void {
    this.dataLayer.push(entry);
  }

  loadTagManager(containerId: string): void {
    this.dataLayer.load(containerId);
  }
}
