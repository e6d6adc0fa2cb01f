import type { Tile } from '../../domain/project';
import type { RenderModel, ScreenRect } from './render-model';
import { tileCut, type RenderImage } from './tile-pictures';

/** Where a chosen file lies over its frame until the canvas draws its picture there (issue 31 item 7). */
export interface PreviewPlace {
  readonly tileId: string;
  /** The frame's photo area (inside the moulding and the mat), in the canvas's CSS pixels. */
  readonly photo: ScreenRect;
  /** The part of the photo shown and its turn, as the canvas will draw it: nothing moves when it takes over. */
  readonly cut: Omit<RenderImage, 'key'>;
  readonly grayscale: boolean;
}

/**
 * The frames of the render model whose tile is still waited for (`waiting`), with the cut of the
 * photo each shows: from the model's own frames, so the frame colour, mat and filter chosen meanwhile
 * apply to the preview too. `tiles` are the tiles as drawn (a gesture's tile while one is under way).
 */
export const previewPlacesIn = (model: RenderModel, tiles: readonly Tile[], waiting: (tileId: string) => boolean): readonly PreviewPlace[] => {
  const places: PreviewPlace[] = [];
  for (const frame of model.tiles) {
    if (frame.tileId === null || !waiting(frame.tileId)) continue;
    const tile = tiles.find((t) => t.id === frame.tileId);
    if (!tile || tile.width <= 0 || tile.height <= 0 || frame.frame.height <= 0) continue;
    places.push({ tileId: frame.tileId, photo: frame.photo, cut: tileCut(tile, frame.frame.width / frame.frame.height), grayscale: frame.grayscale });
  }
  return places;
};
