import type { StoreChoice } from '../../domain/pickup';

/** A map of the finder's stores, drawn into an element the view owns (issue 30). */
export interface StoreMapView {
  /** Shows these stores (the chosen one selected) and frames them. */
  show(stores: readonly StoreChoice[], selectedId: string | null): void;
  destroy(): void;
}

/**
 * Store maps: a view when the tenant has a map (the server issues a map token for this page's host),
 * else null and nothing is loaded: the finder's list works alone.
 */
export interface StoreMaps {
  open(element: HTMLElement, onSelect: (storeId: string) => void): Promise<StoreMapView | null>;
}
export const StoreMaps = Symbol('StoreMaps');
