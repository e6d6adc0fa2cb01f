import { right, type Either } from 'fp-ts/Either';
import type { PhotoInput } from '../../domain/printing/photo-input';
import type { ProjectPhotos } from './project-photos';

/** Where a photo the shopper chose goes: what the photo dialog was opened for. */
export type PhotoPlacement =
  | { readonly kind: 'add' }
  | { readonly kind: 'replace'; readonly tileId: string }
  | { readonly kind: 'split' }
  /** An empty frame's "+" (0-based frame). */
  | { readonly kind: 'fill'; readonly frameIndex: number };

/**
 * Puts a chosen photo where it was asked for: a new frame (the next one, or the empty frame that was
 * tapped), a new split project of rows x cols pieces, or in place of a frame's photo. The refusal
 * (the tile limit, a split project's one photo, a taken frame, a confined session) is what the
 * shopper reads; nothing changes then.
 */
export const placePhoto = (
  photos: Pick<ProjectPhotos, 'addTile' | 'createSplitProject' | 'replaceTile'>,
  placement: PhotoPlacement,
  photo: PhotoInput,
  grid: { readonly rows: number; readonly cols: number },
): Either<{ readonly message: string }, unknown> => {
  switch (placement.kind) {
    case 'add':
      return photos.addTile(photo);
    case 'fill':
      return photos.addTile(photo, placement.frameIndex);
    case 'split':
      return photos.createSplitProject(photo, grid.rows, grid.cols);
    case 'replace':
      photos.replaceTile(placement.tileId, photo);
      return right(undefined);
  }
};

/** Where a new photo from this device goes once uploaded: the tapped empty frame, or the next one. */
export const uploadFrameOf = (placement: PhotoPlacement): { readonly frameIndex?: number } =>
  placement.kind === 'fill' ? { frameIndex: placement.frameIndex } : {};
