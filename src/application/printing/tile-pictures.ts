// Which pictures the printing canvas asks for (a grid picture per tile, a sharper one for the tile
// being edited) and which of the loaded ones a frame shows.
import { quarterTurnOf, unrotatedRect, type QuarterTurn } from '../../domain/imaging/rotation';
import { tileCrop, type Tile } from '../../domain/project';
import type { TileImageVariant } from '../ports/tile-image-loader';
import type { Viewport } from './frame-arrangement';
import { imageKey, type TileImageRequest } from './tile-image-store';

/** Grid pictures are at most 512 px (256 px for small frames); the tile being edited gets 2048 px. */
export const GRID_EDGE_SMALL = 256;
export const GRID_EDGE = 512;
export const EDIT_EDGE = 2048;
/** Frames at most this many device pixels across use the small grid pictures. */
export const SMALL_FRAME_DEVICE_PX = 160;

/**
 * Which part of which bitmap a photo shows: the bitmap key, the crop as fractions of the stored
 * (unturned) image, and the clockwise turn the cut part is drawn with (issue 31 item 6).
 */
export interface RenderImage {
  readonly key: string;
  readonly u0: number;
  readonly v0: number;
  readonly u1: number;
  readonly v1: number;
  readonly rotation: QuarterTurn;
}

export const gridEdge = (frameSize: number, viewport: Viewport): number =>
  frameSize * viewport.pixelRatio <= SMALL_FRAME_DEVICE_PX ? GRID_EDGE_SMALL : GRID_EDGE;

export const variantOf = (tile: Pick<Tile, 'filter'>): TileImageVariant => tile.filter;

/**
 * The pictures a project needs, for a known frame size (the render model's): a grid picture per
 * tile and a sharper one for the selected tile.
 * A photo still uploading from this page is drawn from its local preview (the tile's croppedImageUrl,
 * issue 31 item 7) until its stored picture is ready; neither is waited for with 'Loading Images...',
 * since the frame already shows the photo (or its progress). `isReady` drops the preview once the
 * stored picture has arrived. Nor is any other picture of a project showing such previews: the tool
 * is on screen already, and no second full-screen wait comes over it (issue 31 item 7).
 */
export const imageRequestsAt = (
  project: { readonly tiles: readonly Pick<Tile, 'id' | 'imagePath' | 'filter' | 'croppedImageUrl'>[] },
  frameSize: number,
  viewport: Viewport,
  selectedTileId: string | null,
  isReady: (key: string) => boolean = () => false,
): readonly TileImageRequest[] => {
  if (frameSize === 0) return [];
  const edge = gridEdge(frameSize, viewport);
  const requests = new Map<string, TileImageRequest>();
  const previewing = project.tiles.some((t) => t.croppedImageUrl !== undefined);
  for (const tile of project.tiles) {
    const preview = tile.croppedImageUrl;
    let storedReady = false;
    if (tile.imagePath) {
      const grid: TileImageRequest = { path: tile.imagePath, maxEdge: edge, variant: variantOf(tile), blocking: !previewing };
      requests.set(imageKey(grid), grid);
      storedReady = isReady(imageKey(grid));
      if (tile.id === selectedTileId) {
        const edit: TileImageRequest = { path: tile.imagePath, maxEdge: EDIT_EDGE, variant: variantOf(tile), blocking: false };
        requests.set(imageKey(edit), edit);
      }
    }
    if (preview && !storedReady) {
      const local: TileImageRequest = { path: preview, maxEdge: edge, variant: variantOf(tile), blocking: false };
      requests.set(imageKey(local), local);
    }
  }
  return [...requests.values()];
};

/**
 * The part of the best loaded picture a frame shows: the sharper one for the selected tile once it is
 * there, else the grid picture, else the local preview of a photo still uploading.
 */
export const renderImage = (tile: Tile, aspect: number, edge: number, selected: boolean, isReady: (key: string) => boolean): RenderImage | null => {
  const variant = variantOf(tile);
  const editKey = tile.imagePath ? imageKey({ path: tile.imagePath, maxEdge: EDIT_EDGE, variant }) : null;
  const gridKey = tile.imagePath ? imageKey({ path: tile.imagePath, maxEdge: edge, variant }) : null;
  const previewKey = tile.croppedImageUrl ? imageKey({ path: tile.croppedImageUrl, maxEdge: edge, variant }) : null;
  const key = [selected ? editKey : null, gridKey, previewKey].find((k): k is string => k !== null && isReady(k)) ?? null;
  return key === null ? null : { key, ...tileCut(tile, aspect) };
};

/**
 * The part of the photo a frame of this aspect shows, as fractions of the stored (unturned) photo,
 * and the turn it is drawn with: what the canvas draws, and where the tool lays a chosen file over
 * its frame until then (issue 31 item 7).
 */
export const tileCut = (tile: Tile, aspect: number): Omit<RenderImage, 'key'> => {
  // The crop is in the turned photo's pixels; the bitmap is the stored photo, so the cut is turned back.
  const rotation = quarterTurnOf(tile.rotation);
  const crop = unrotatedRect(tileCrop(tile, aspect), tile, rotation);
  return {
    u0: crop.x / tile.width,
    v0: crop.y / tile.height,
    u1: (crop.x + crop.width) / tile.width,
    v1: (crop.y + crop.height) / tile.height,
    rotation,
  };
};
