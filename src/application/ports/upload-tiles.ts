import type { Either } from 'fp-ts/Either';
import type { DomainError } from '../../domain/errors';
import type { FaceBox } from '../../domain/imaging/upload-rules';
import type { PhotoSource } from '../../domain/project';

/** A photo entering the active project: where it shows from now, its size and where it came from. */
export interface IncomingPhoto {
  /** What to show until the upload lands (a local preview URL), or the stored path when already stored. */
  readonly imagePath: string;
  readonly width: number;
  readonly height: number;
  readonly full?: string;
  readonly source: PhotoSource;
  readonly sourceUrl?: string;
  readonly variantId?: string;
}

/**
 * What the upload pipeline needs from the active project (the printing tool's project store):
 * add a tile flagged uploadingFull, then give it its stored imagePath, or drop it.
 */
export interface UploadTiles {
  /** Adds a tile; `uploading` flags it uploadingFull until `completeUpload`. Left when the project refuses it (limits). */
  addTile(photo: IncomingPhoto, uploading: boolean): Either<DomainError, string>;
  completeUpload(tileId: string, stored: { readonly imagePath: string; readonly width: number; readonly height: number }): void;
  removeTile(tileId: string): void;
  /** Centres the tile's crop on the faces and marks it faceCropped. */
  cropToFaces(tileId: string, faces: readonly FaceBox[]): void;
  /** Ids of the active project's tiles (to find tiles that survived a reload). */
  tileIds(): readonly string[];
}
export const UploadTiles = Symbol('UploadTiles');
