import type { Either } from 'fp-ts/Either';
import type { ArtistGroupDraft } from '../../domain/catalog';
import type { ApiFailure } from './main-api';

/** An artist group as the admin sees it: its fields, the version it was read at, its product count. */
export interface AdminArtistGroup {
  readonly id: string;
  readonly name: string;
  readonly collectionName: string | null;
  readonly imageUrl: string | null;
  readonly sortOrder: number;
  readonly version: number;
  readonly products: number;
}

/**
 * The admin's catalogue calls (issue #17): artist groups, products and the product import, per
 * tenant. Every write carries the version it was based on; a 409 means someone else changed it.
 */
export interface AdminCatalogueApi {
  listGroups(tenant: string): Promise<Either<ApiFailure, readonly AdminArtistGroup[]>>;
  saveGroup(tenant: string, id: string, version: number, draft: ArtistGroupDraft): Promise<Either<ApiFailure, readonly AdminArtistGroup[]>>;
  moveGroup(tenant: string, id: string, version: number, direction: 'up' | 'down'): Promise<Either<ApiFailure, readonly AdminArtistGroup[]>>;
}
export const AdminCatalogueApi = Symbol('AdminCatalogueApi');
