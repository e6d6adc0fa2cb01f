import type { DataLayerEvent } from '../../domain/analytics';

/** What goes to the tag manager's data layer: an event, or `{ ecommerce: null }` which clears the last ecommerce object. */
export type DataLayerEntry = DataLayerEvent | { readonly ecommerce: null };

/**
 * Where errors and events go (SPEC §8: errors are reported to analytics, except aborts; SPEC §7:
 * analytics events). Errors and our own events reach our backend; data-layer entries reach the
 * tenant's Google Tag Manager container when it has one (and `window.dataLayer` in any case).
 */
export interface Analytics {
  track(name: string, detail?: Record<string, unknown>): void;
  reportError(error: unknown, context: { readonly where: string; readonly path?: string }): void;
  /** Appends to the data layer. */
  push(entry: DataLayerEntry): void;
  /**
   * Loads the tenant's container (an id already checked by the domain): consent is defaulted in
   * the data layer first, then the container's script is added. Once per page.
   */
  loadTagManager(containerId: string): void;
}
export const Analytics = Symbol('Analytics');
