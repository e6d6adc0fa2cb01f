import type { Either } from 'fp-ts/Either';
import type { ApiFailure } from './main-api';

/** An image of the admin's library: where the storefront reads it, its thumbnail, its checked facts. */
export interface Asset {
  readonly id: string;
  readonly url: string;
  readonly thumbUrl: string;
  readonly fileName: string;
  readonly contentType: string;
  readonly bytes: number;
  readonly width: number;
  readonly height: number;
  readonly uploadedBy: string;
  readonly createdAt: string;
}

export interface AssetPage {
  readonly assets: readonly Asset[];
  readonly page: number;
  readonly pageSize: number;
  readonly total: number;
}

/** A file the admin chose: its name, size and bytes (a browser `File` fits). */
export interface ChosenFile extends Blob {
  readonly name: string;
}

/**
 * The admin's image library (issue #17): pages of uploaded images, and an upload that reports its
 * progress (0..1, bytes sent of the file) and can be cancelled.
 */
export interface AssetLibrary {
  list(page: number): Promise<Either<ApiFailure, AssetPage>>;
  upload(file: ChosenFile, onProgress: (fraction: number) => void, signal?: AbortSignal): Promise<Either<ApiFailure, Asset>>;
}
export const AssetLibrary = Symbol('AssetLibrary');
