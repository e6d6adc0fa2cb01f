import type { Either } from 'fp-ts/Either';
import type { ApiFailure } from './main-api';

/** A photo of a public album as the admin sees it (SPEC §3 Shared image), with its 1-based place. */
export interface AdminSharedImage {
  readonly key: string;
  readonly keyThumb: string;
  readonly fileName: string;
  readonly full: string;
  readonly thumb: string;
  readonly width: number | null;
  readonly height: number | null;
  readonly position: number;
}

/** A public shared album (SPEC §3 Album) with the version it was read at. */
export interface AdminAlbum {
  readonly id: string;
  readonly name: string;
  readonly public: boolean;
  readonly version: number;
  readonly images: readonly AdminSharedImage[];
}

export interface AdminCustomer {
  readonly id: string;
  readonly email: string;
  readonly firstName: string | null;
  readonly lastName: string | null;
  readonly openProjects: number;
}

export interface CustomerPage {
  readonly customers: readonly AdminCustomer[];
  readonly page: number;
  readonly pageSize: number;
  readonly total: number;
}

export interface CustomerProjectSummary {
  readonly id: string;
  readonly status: string;
  readonly tiles: number;
  readonly productId: string | null;
  readonly frameColor: string | null;
  readonly imagePath: string | null;
  readonly version: number;
  readonly updatedAt: string;
  readonly completed: boolean;
}

/** Fraction sent, 0..1, while an upload travels. */
export type UploadProgress = (fraction: number) => void;

type Albums = Promise<Either<ApiFailure, readonly AdminAlbum[]>>;

/**
 * The admin's confetti and customer calls (issue #17). Album writes carry the album's version; a 409
 * means someone else changed it. The upload reports its progress as it is sent.
 */
export interface AdminConfettiApi {
  listAlbums(): Albums;
  createAlbum(name: string, isPublic: boolean): Albums;
  saveAlbum(id: string, version: number, name: string, isPublic: boolean): Albums;
  deleteAlbum(id: string, version: number): Albums;
  uploadImage(id: string, version: number, file: Blob, fileName: string, progress: UploadProgress): Albums;
  removeImage(id: string, version: number, key: string): Albums;
  placeImage(id: string, version: number, key: string, position: number): Albums;
  findCustomers(q: string, page: number): Promise<Either<ApiFailure, CustomerPage>>;
  customerProjects(customerId: string): Promise<Either<ApiFailure, { readonly customer: AdminCustomer; readonly projects: readonly CustomerProjectSummary[] }>>;
}
export const AdminConfettiApi = Symbol('AdminConfettiApi');
