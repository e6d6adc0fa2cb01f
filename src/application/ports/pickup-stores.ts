import type { Either } from 'fp-ts/Either';
import type { LatLng, StoreChoice } from '../../domain/pickup';
import type { ApiFailure } from './main-api';

/**
 * What the finder asks for: the shopper's text (a ZIP code or a city) or a position; `centre` marks a
 * country's centre standing in for an unknown position (listed at any distance, not within the radius).
 */
export type StoreSearch = { readonly q: string } | (LatLng & { readonly centre?: true });

/** The nearest stores to the place searched, and how the server named that place. */
export interface FoundStores {
  readonly origin: LatLng & { readonly label: string | null };
  readonly stores: readonly StoreChoice[];
  /** The server issues map tokens for this store's pages: only then is a map (and its token) asked for. */
  readonly map: boolean;
  /** How far from the origin the listed stores may be, in miles; null when any distance went (a centre). */
  readonly radiusMiles: number | null;
  /** None within the radius, though the tenant has stores farther away. */
  readonly fartherOnly: boolean;
}

/** The tenant's pick-up stores (issue 30): the finder's list and, when the server has MapKit, a map token. */
export interface PickupStores {
  find(search: StoreSearch): Promise<Either<ApiFailure, FoundStores>>;
  /** A MapKit JS token for this page's host; a Left (404) when the server has no map. */
  mapToken(hostname: string): Promise<Either<ApiFailure, string>>;
}
export const PickupStores = Symbol('PickupStores');
