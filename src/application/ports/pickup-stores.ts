import type { Either } from 'fp-ts/Either';
import type { LatLng, StoreChoice } from '../../domain/pickup';
import type { ApiFailure } from './main-api';

/** What the finder asks for: the shopper's text (a ZIP code or a city) or a position. */
export type StoreSearch = { readonly q: string } | LatLng;

/** The nearest stores to the place searched, and how the server named that place. */
export interface FoundStores {
  readonly origin: LatLng & { readonly label: string | null };
  readonly stores: readonly StoreChoice[];
  /** The server issues map tokens for this store's pages: only then is a map (and its token) asked for. */
  readonly map: boolean;
}

/** The tenant's pick-up stores (issue 30): the finder's list and, when the server has MapKit, a map token. */
export interface PickupStores {
  find(search: StoreSearch): Promise<Either<ApiFailure, FoundStores>>;
  /** A MapKit JS token for this page's host; a Left (404) when the server has no map. */
  mapToken(hostname: string): Promise<Either<ApiFailure, string>>;
}
export const PickupStores = Symbol('PickupStores');
