import type { Either } from 'fp-ts/Either';
import type { DomainError } from '../../domain/errors';
import type { FaceBox } from '../../domain/imaging/upload-rules';
import type { PhotoInput } from '../../domain/printing/photo-input';
import type { Tile } from '../../domain/project';
import type { TileLimitExceeded } from '../../domain/tenant';

/** Why a photo did not get a frame: the tenant's tile limit, a split project, or a frame already taken. */
export type TileRefusal = TileLimitExceeded | DomainError<'printing/split-project' | 'printing/frame-taken'>;

/**
 * The active project's frames as the upload fills them (issue 36 item 2): the upload places chosen
 * photos, completes them when their bytes land, crops them to faces and takes them out again, but
 * the printing owns the projects. The upload asks through this port, so the printing can load and
 * show the upload (it imports the upload's public entry) without the upload importing the printing
 * back. The printing's session module binds it to the projects' `ProjectPhotos`.
 */
export interface ProjectTiles {
  /** Puts a photo into the next frame, or into an empty frame of the layout (`frameIndex`, 0-based). */
  addTile(photo: PhotoInput, frameIndex?: number): Either<TileRefusal, Tile>;
  /** Photos chosen together read in the order chosen (tile ids in that order), whichever uploaded first. */
  keepChosenOrder(tileIds: readonly string[]): void;
  /** An upload landed: the tile takes its stored path; the shopper's framing is kept. */
  completeUpload(tileId: string, stored: { readonly imagePath: string; readonly width: number; readonly height: number }): void;
  /** Centres a tile's crop on the detected faces. */
  cropTileToFaces(tileId: string, faces: readonly FaceBox[]): void;
  /** Takes a tile out of the active project (nothing, if it is not there). */
  removeTile(tileId: string): void;
  /** Whether the active project still holds this tile. */
  holds(tileId: string): boolean;
}

export const ProjectTiles = Symbol('ProjectTiles');
